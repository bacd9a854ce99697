/**
 * call(): an endpoint's declaration decides the request and checks the answer; a refusal is one
 * typed value. Served by a small HTTP server here that answers as told (a server that answers
 * wrongly is the case to test).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoint } from '../domain/endpoints/define';
import { call, CallFailed, refusalOf } from './call';

let base = '';
let answer: { status: number; body: unknown } = { status: 200, body: null };
const seen: Array<{ method: string; url: string; body: string }> = [];
const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    seen.push({ method: req.method!, url: req.url!, body });
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  });
});
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const Thing = v.object({ id: v.string(), count: v.number() });
const renameThing = endpoint({
  method: 'PUT',
  path: '/api/things/:thingId',
  params: v.object({ thingId: v.string() }),
  query: v.object({ dryRun: v.optional(v.boolean()) }),
  body: v.object({ name: v.pipe(v.string(), v.trim()) }),
  answer: Thing,
  access: { public: true },
  refusals: ['thing.locked'],
});

/** The refusal a call ends with (a call that answers fails the test). */
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('answered');
    },
    (e: unknown) => refusalOf(renameThing, e),
  );

describe('call', () => {
  it('sends the declared method to the path with its params encoded, the query and the body, and answers the checked answer', async () => {
    answer = { status: 200, body: { id: 'a/b', count: 2 } };
    const thing = await call(renameThing, { params: { thingId: 'a/b c' }, query: { dryRun: true }, body: { name: ' Lamp ' } }, { baseUrl: base });
    expect(thing).toEqual({ id: 'a/b', count: 2 });
    expect(seen.at(-1)).toEqual({ method: 'PUT', url: '/api/things/a%2Fb%20c?dryRun=true', body: JSON.stringify({ name: ' Lamp ' }) });
  });

  it('refuses an answer that is not what the endpoint declares, instead of handing it to a screen', async () => {
    answer = { status: 200, body: { id: 'a', count: 'two' } };
    const failed = await call(renameThing, { params: { thingId: 'a' }, query: {}, body: { name: 'x' } }, { baseUrl: base }).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(CallFailed);
    expect((failed as CallFailed).refusal).toBe('badAnswer');
  });

  it("turns the server's refusal into one typed value: its code, and for 'invalid' each field's message key", async () => {
    answer = { status: 409, body: { error: 'thing.locked' } };
    const locked = await refusal(call(renameThing, { params: { thingId: 'a' }, query: {}, body: { name: 'x' } }, { baseUrl: base }));
    expect([locked.refusal, locked.status]).toEqual(['thing.locked', 409]);
    answer = { status: 400, body: { error: 'invalid', fields: { name: 'thing.nameRequired' } } };
    const invalid = await refusal(call(renameThing, { params: { thingId: 'a' }, query: {}, body: { name: '' } }, { baseUrl: base }));
    expect([invalid.refusal, invalid.fields]).toEqual(['invalid', { name: 'thing.nameRequired' }]);
  });
});
