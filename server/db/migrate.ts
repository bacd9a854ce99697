/**
 * Applies pending migrations at start, on PGlite and PostgreSQL alike. Each migration runs in its
 * own transaction together with its row in schema_migrations; on PostgreSQL an advisory lock
 * keeps two instances starting at once from applying the same migration twice.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from './schema';
import { MIGRATIONS, type Migration } from './migrations';

const LOCK_ID = 7_246_611; // any constant shared by all instances

export async function migrate(db: Kysely<DB>, migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${LOCK_ID})`.execute(trx);
    await sql`create table if not exists schema_migrations (
      version integer primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`.execute(trx);
    const rows = await sql<{ version: number }>`select version from schema_migrations`.execute(trx);
    const done = new Set(rows.rows.map((r) => r.version));
    const applied: number[] = [];
    for (const m of [...migrations].sort((a, b) => a.version - b.version)) {
      if (done.has(m.version)) continue;
      await sql.raw(m.sql).execute(trx);
      await sql`insert into schema_migrations (version, name) values (${m.version}, ${m.name})`.execute(trx);
      applied.push(m.version);
    }
    return applied;
  });
}
