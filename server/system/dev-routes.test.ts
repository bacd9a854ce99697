/**
 * The development mailbox holds login links and codes: it answers only a browser on this machine
 * (not one behind a proxy on it), unless opened on purpose; and the log never carries a message's text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { testDatabase } from '../test/db';
import { seedDemo } from '../demo/seed';
import { createMessenger } from '../mail/mailer';
import type { Database } from '../db/database';

let database: Database;
let app: FastifyInstance;
const logged: string[] = [];

beforeAll(async () => {
  database = await testDatabase();
  await seedDemo(database.db);
  app = await buildApp({ database, mode: 'development', publicUrl: 'http://localhost:8080', logLevel: 'silent', messenger: createMessenger({ log: (m) => logged.push(m) }) });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('the development mailbox', () => {
  it('shows a login mail to this machine only, and the log never holds the link or code', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/login/request', payload: { email: 'sam@acme.example' } })).statusCode).toBe(200);
    const local = await app.inject({ url: '/dev/mailbox.json', remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(200);
    const [mail] = local.json() as Array<{ to: string; text: string }>;
    expect(mail!.to).toBe('sam@acme.example');
    const link = /https?:\/\/\S+/.exec(mail!.text)![0];
    const code = /\b(\d{6})\b/.exec(mail!.text)![1]!;
    expect((await app.inject({ url: '/dev/mailbox.json', remoteAddress: '::1' })).statusCode).toBe(200);

    for (const remoteAddress of ['192.0.2.7', '10.0.0.5', '::ffff:192.168.1.20']) {
      for (const url of ['/dev/mailbox', '/dev/mailbox.json']) {
        const res = await app.inject({ url, remoteAddress });
        expect(res.statusCode, `${url} from ${remoteAddress}`).toBe(404);
        expect(res.body).not.toContain(code);
      }
    }
    // A reverse proxy on this machine forwards someone else's request.
    expect((await app.inject({ url: '/dev/mailbox.json', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } })).statusCode).toBe(404);
    expect((await app.inject({ url: '/dev/mailbox', remoteAddress: '127.0.0.1', headers: { forwarded: 'for=203.0.113.9' } })).statusCode).toBe(404);

    // DNS rebinding: a page of another site in a browser on this machine, its name pointed at
    // 127.0.0.1, reads the mailbox as its own origin; its requests name that site as their Host.
    for (const host of ['rebind.attacker.example:8080', 'attacker.example', '192.0.2.7:8080', 'localhost.attacker.example']) {
      const res = await app.inject({ url: '/dev/mailbox.json', remoteAddress: '127.0.0.1', headers: { host } });
      expect(res.statusCode, `Host: ${host}`).toBe(404);
      expect(res.body).not.toContain(code);
    }
    for (const host of ['localhost:8080', '127.0.0.1:8080', '[::1]:8080', 'LOCALHOST', 'leadstand.localhost:8080']) {
      expect((await app.inject({ url: '/dev/mailbox.json', remoteAddress: '127.0.0.1', headers: { host } })).statusCode, `Host: ${host}`).toBe(200);
    }

    expect(logged.some((l) => l.includes('sam@acme.example'))).toBe(true);
    expect(logged.join('\n')).not.toContain(link);
    expect(logged.join('\n')).not.toContain(code);
  });
});

describe('in production', () => {
  it('has no development mailbox at all, even for this machine', async () => {
    const production = await buildApp({ database, mode: 'production', publicUrl: 'http://localhost:8080', logLevel: 'silent', messenger: createMessenger({ log: () => {} }) });
    try {
      expect((await production.inject({ method: 'POST', url: '/api/login/request', payload: { email: 'sam@acme.example' } })).statusCode).toBe(200);
      for (const url of ['/dev/mailbox', '/dev/mailbox.json', '/dev/%6dailbox.json']) {
        const res = await production.inject({ url, remoteAddress: '127.0.0.1' });
        expect(res.statusCode, url).toBe(404);
        expect(res.body).not.toContain('sam@acme.example');
      }
    } finally {
      await production.close();
    }
  });
});
