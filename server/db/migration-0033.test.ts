/**
 * Migration 0033 on rows written before it: an erased connection's tombstone, audit entries and
 * webhook deliveries that name it by its id (which carries the badge code) name it by its erasure
 * key afterwards; a team deletion's tombstone and other rows stay as they were.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Database } from './database';
import { testDatabase } from '../test/db';
import { seedDemo } from '../demo/seed';
import { ERASURE_SCRUB } from './migrations/0033_upload_claims';
import { erasureKey } from '../../src/domain/erasure';

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
  await seedDemo(database.db);
});
afterAll(async () => database.close());

describe('migration 0033', () => {
  it('rewrites what named an erased connection by its id to its erasure key, and nothing else', async () => {
    const db = database.db;
    const [erased, deleted] = ['acme.erasedcode0000', 'acme.deletedcode000'];
    const delivery = (id: string, type: string, reason?: string) => ({
      kind: 'webhook.deliver',
      payload: JSON.stringify({ webhookId: 'w', body: { id: `evt-${Math.random().toString(36).slice(2)}`, type, createdAt: '2026-11-27T08:00:00.000Z', data: { connectionId: id, version: 3, ...(reason ? { reason } : {}) } } }),
      singleton_key: `webhook:w:${type}:${id}@3`,
    });
    await db.insertInto('connection_deletions').values([
      { connection_id: erased, partner_id: 'acme', deleted_at: new Date(), version: 3, erased: true },
      { connection_id: deleted, partner_id: 'acme', deleted_at: new Date(), version: 3, erased: false },
    ]).execute();
    await db.insertInto('audit_log').values([
      { partner_id: 'acme', actor: 'u:acme-alex', action: 'visitor.exported', subject: erased },
      { partner_id: 'acme', actor: 'u:acme-alex', action: 'visitor.erased', subject: erased, row_count: 1 },
      { partner_id: 'acme', actor: 'u:acme-sam', action: 'connection.deleted', subject: deleted },
    ]).execute();
    await db.insertInto('jobs').values([delivery(erased, 'connection.created'), delivery(erased, 'connection.erased', 'erased'), delivery(deleted, 'connection.erased', 'deleted')].map((j, i) => ({ id: `job-0033-${i}`, ...j }))).execute();

    await db.transaction().execute((tx) => sql.raw(ERASURE_SCRUB).execute(tx));

    const key = erasureKey(erased);
    expect((await db.selectFrom('connection_deletions').select('connection_id').where('partner_id', '=', 'acme').orderBy('connection_id').execute()).map((r) => r.connection_id)).toEqual([deleted, key].sort());
    expect((await db.selectFrom('audit_log').select(['action', 'subject']).where('partner_id', '=', 'acme').where('actor', 'in', ['u:acme-alex', 'u:acme-sam']).orderBy('id').execute())).toEqual([
      { action: 'visitor.exported', subject: key },
      { action: 'visitor.erased', subject: key },
      { action: 'connection.deleted', subject: deleted },
    ]);
    const jobs = await db.selectFrom('jobs').select(['payload', 'singleton_key']).where('id', 'like', 'job-0033-%').orderBy('id').execute();
    expect(jobs.map((j) => [(j.payload as { body: { data: { connectionId: string } } }).body.data.connectionId, j.singleton_key])).toEqual([
      [key, `webhook:w:connection.created:${key}@3`],
      [key, `webhook:w:connection.erased:${key}@3`],
      [deleted, `webhook:w:connection.erased:${deleted}@3`],
    ]);
    const everything = JSON.stringify(await sql`select d.*, a.*, j.* from connection_deletions d, audit_log a, jobs j where d.partner_id = 'acme' and a.partner_id = 'acme' and j.id like 'job-0033-%'`.execute(db));
    expect(everything).not.toContain('erasedcode');
  });
});
