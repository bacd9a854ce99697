import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { migrate } from './migrate';
import { MIGRATIONS } from './migrations';
import type { Database } from './database';
import { testDatabase } from '../test/db';

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
});
afterAll(async () => database.close());

describe('migrations', () => {
  it('are all applied, once, and a second run changes nothing', async () => {
    const rows = await sql<{ version: number }>`select version from schema_migrations order by version`.execute(database.db);
    expect(rows.rows.map((r) => r.version)).toEqual(MIGRATIONS.map((m) => m.version));
    expect(await migrate(database.db)).toEqual([]);
  });

  it('create every table of the data model', async () => {
    const rows = await sql<{ table_name: string }>`
      select table_name from information_schema.tables where table_schema = current_schema() order by table_name`.execute(database.db);
    expect(rows.rows.map((r) => r.table_name)).toEqual(
      expect.arrayContaining([
        'events',
        'partners',
        'users',
        'staff',
        'licences',
        'licence_activations',
        'connections',
        'connection_notes',
        'connection_stage_entries',
        'questions',
        'question_options',
        'connection_answers',
        'media',
        'login_verifiers',
        'sessions',
      ]),
    );
  });

  it('apply a new migration after the existing ones, in its own version', async () => {
    const applied = await migrate(database.db, [...MIGRATIONS, { version: 9999, name: 'probe', sql: 'create table probe (id int);' }]);
    expect(applied).toEqual([9999]);
    await sql`drop table probe`.execute(database.db);
    await sql`delete from schema_migrations where version = 9999`.execute(database.db);
  });

  it('roll back a migration that fails, leaving nothing half-done', async () => {
    await expect(
      migrate(database.db, [...MIGRATIONS, { version: 9998, name: 'broken', sql: 'create table half (id int); select * from no_such_table;' }]),
    ).rejects.toThrow();
    const half = await sql<{ n: number }>`select count(*)::int as n from information_schema.tables where table_name = 'half'`.execute(database.db);
    expect(half.rows[0]!.n).toBe(0);
    const recorded = await sql<{ n: number }>`select count(*)::int as n from schema_migrations where version = 9998`.execute(database.db);
    expect(recorded.rows[0]!.n).toBe(0);
  });

  it('enforce the rules of the model in the database too', async () => {
    await database.db
      .insertInto('events')
      .values({ id: 'e1', name: 'E', starts_at: '2026-01-01T00:00:00Z', ends_at: '2026-01-02T00:00:00Z', timezone: 'UTC', application_color: '#000', action_color: '#fff' })
      .execute();
    // contactable requires public
    await expect(
      database.db.insertInto('users').values({ id: 'u1', event_id: 'e1', badge_code: 'abcdejklmnstuvw', contactable: true, public: false }).execute(),
    ).rejects.toThrow();
    // an event ends after it starts
    await expect(
      database.db
        .insertInto('events')
        .values({ id: 'e2', name: 'E', starts_at: '2026-01-02T00:00:00Z', ends_at: '2026-01-01T00:00:00Z', timezone: 'UTC', application_color: '#000', action_color: '#fff' })
        .execute(),
    ).rejects.toThrow();
  });
});
