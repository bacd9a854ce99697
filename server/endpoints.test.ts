/** serve(): a declaration served as it says, and none outside the paths the security tests go through. */
import * as v from 'valibot';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { endpoint } from '../src/domain/endpoints/define';
import { serve } from './endpoints';
import { refused, Refused } from './refusal';

const Body = v.strictObject({ name: v.pipe(v.string(), v.trim(), v.minLength(1, 'team.nameRequired')) });

async function appWith(register: (app: ReturnType<typeof Fastify>) => void) {
  const app = Fastify();
  // As the app's error handler: a refusal answers its status and body.
  app.setErrorHandler((err, _req, reply) => (err instanceof Refused ? reply.status(err.status).send(err.body) : reply.status(500).send({ error: 'failed' })));
  register(app);
  await app.ready();
  return app;
}

describe('serve', () => {
  it('refuses to serve a declared public endpoint under a prefix the server does not list, so no security test could miss it', () => {
    const stray = endpoint({ method: 'GET', path: '/promo/:code', params: v.strictObject({ code: v.string() }), answer: v.object({ ok: v.boolean() }), access: { public: true } });
    expect(() => serve(Fastify(), stray, async () => ({ ok: true }))).toThrow(/promo.*server-paths/);
    // Under a listed page prefix it is served, and so in the route table the matrix and the fuzz test read.
    const page = endpoint({ method: 'GET', path: '/p/:code/promo', params: v.strictObject({ code: v.string() }), answer: v.object({ ok: v.boolean() }), access: { public: true } });
    expect(() => serve(Fastify(), page, async () => ({ ok: true }))).not.toThrow();
  });

  it('answers a refused body field by field, a declared bad-body code instead, and a refusal with its status', async () => {
    const add = endpoint({ method: 'POST', path: '/api/things', body: Body, answer: v.object({ name: v.string() }), status: 201, access: { public: true }, refusals: ['thing.taken'] });
    const part = endpoint({ method: 'POST', path: '/api/things/import', body: Body, answer: v.object({ name: v.string() }), access: { public: true }, badBody: 'import.badRequest' });
    const app = await appWith((a) => {
      serve(a, add, async ({ body }) => (body.name === 'taken' ? refused(409, 'thing.taken') : { name: body.name }));
      serve(a, part, async ({ body }) => ({ name: body.name }));
    });
    const post = (url: string, payload: unknown) => app.inject({ method: 'POST', url, payload: payload as object });
    expect((await post('/api/things', { name: '  Lamp ' })).json()).toEqual({ name: 'Lamp' });
    expect((await post('/api/things', { name: ' ' })).json()).toEqual({ error: 'invalid', fields: { name: 'team.nameRequired' } });
    expect((await post('/api/things/import', { name: ' ' })).json()).toEqual({ error: 'import.badRequest' });
    const taken = await post('/api/things', { name: 'taken' });
    expect([taken.statusCode, taken.json()]).toEqual([409, { error: 'thing.taken' }]);
    // The answer is what the declaration says, nothing more.
    expect((await post('/api/things', { name: 'Lamp', extra: 1 })).statusCode).toBe(400);
  });
});
