/**
 * Migration 0039 on rows written before it: a deletion recorded without a count counts its one
 * row (the audit log showed "–"); other entries keep theirs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Database } from './database';
import { testDatabase } from '../test/db';
import { seedDemo } from '../demo/seed';
import m0039 from './migrations/0039_deletion_counts';

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
  await seedDemo(database.db);
});
afterAll(async () => database.close());

describe('migration 0039', () => {
  it('gives an old deletion its count of one, and leaves other entries alone', async () => {
    const db = database.db;
    await db.insertInto('audit_log').values([
      { partner_id: 'acme', actor: 'u:acme-sam', action: 'connection.deleted', subject: 'acme.deleted-0039' },
      { partner_id: 'acme', actor: 'u:acme-alex', action: 'webhook.added', subject: 'hook-0039' },
    ]).execute();
    await sql.raw(m0039).execute(db);
    const rows = await db.selectFrom('audit_log').select(['action', 'row_count']).where('subject', 'in', ['acme.deleted-0039', 'hook-0039']).orderBy('id').execute();
    expect(rows).toEqual([
      { action: 'connection.deleted', row_count: 1 },
      { action: 'webhook.added', row_count: null },
    ]);
  });
});
