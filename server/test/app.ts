/** An app on a fresh, seeded test database, with mail going to a real in-process SMTP server. */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import type { ServerMode } from '../config';
import { seedDemo } from '../demo/seed';
import { createMessenger } from '../mail/mailer';
import { mintLoginLink } from '../login/login-links';
import { testDatabase } from './db';
import { startSmtp, type TestSmtp } from './smtp';
import { PROTOCOL_VERSION, type WireMutation } from '../../src/domain/mutations';
import type { PushResponse } from '../../src/domain/protocol';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  smtp: TestSmtp;
  /** A fresh login link's path parts for a demo user, partner or licence. */
  link(mode: 'partner' | 'staff' | 'scan', subject: string, options?: { expiresAt?: Date; singleUse?: boolean; userId?: string }): Promise<{ path: string; verifier: string }>;
  /** Logs in and returns the session token. */
  login(mode: 'partner' | 'staff' | 'scan', subject: string, extra?: Record<string, unknown>): Promise<string>;
  /** A sync push with this session token; expects 200 and returns the server's answer. */
  push(token: string, clientID: string, mutations: Array<Pick<WireMutation, 'id' | 'name' | 'args'>>): Promise<PushResponse>;
  close(): Promise<void>;
}

/**
 * `mode`: development by default (the seeded demo, with the local payment provider), or
 * production (no local provider, no default webhook secret).
 */
export async function testApp(options: { mode?: ServerMode; paymentWebhookSecret?: string; /** An SMS gateway (the development one); on unless false. */ sms?: boolean } = {}): Promise<TestApp> {
  const database = await testDatabase();
  await seedDemo(database.db);
  const smtp = await startSmtp();
  const app = await buildApp({
    database,
    publicUrl: 'http://leadstand.test',
    mode: options.mode ?? 'development',
    paymentWebhookSecret: options.paymentWebhookSecret,
    logLevel: 'silent',
    loginRatePerMinute: 10_000,
    messenger: createMessenger({ smtpUrl: smtp.url, ...(options.sms === false ? {} : { smsGateway: 'development' as const }) }),
  });
  const link: TestApp['link'] = async (mode, subject, options = {}) => {
    const url = await mintLoginLink(database.db, 'http://leadstand.test', { mode, subject, ...options });
    const path = url.replace('http://leadstand.test', '');
    return { path, verifier: path.split('/').pop()! };
  };
  return {
    app,
    database,
    smtp,
    link,
    async login(mode, subject, extra = {}) {
      const { verifier } = await link(mode, subject, { userId: mode === 'partner' ? 'acme-alex' : undefined });
      const key = mode === 'partner' ? 'partnerID' : mode === 'staff' ? 'visitorID' : 'licenseCode';
      const res = await app.inject({ method: 'PUT', url: '/api/session', payload: { sessionMode: mode, [key]: subject, verifier, acceptTerms: true, ...extra } });
      const body = res.json();
      if (body.state !== 'linked') throw new Error(`login as ${mode} ${subject} failed: ${res.body}`);
      return body.token as string;
    },
    async push(token, clientID, mutations) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/sync/push',
        headers: { authorization: `Bearer ${token}` },
        payload: { protocolVersion: PROTOCOL_VERSION, clientID, mutations: mutations.map((m) => ({ ...m, timestamp: Date.now() })) },
      });
      if (res.statusCode !== 200) throw new Error(`push failed with ${res.statusCode}: ${res.body}`);
      return res.json<PushResponse>();
    },
    async close() {
      await app.close();
      await smtp.close();
      await database.close();
    },
  };
}
