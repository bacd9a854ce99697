/**
 * Opens the server's database: embedded PGlite in a data folder by default, or a PostgreSQL
 * server when DATABASE_URL is set. Both speak the same SQL and go through the same Kysely
 * instance, so every query and migration runs unchanged on either.
 */
import fs from 'node:fs';
import { Kysely, PostgresDialect, sql } from 'kysely';
import type { PGlite } from '@electric-sql/pglite';
import type { DB } from './schema';
import { PGlitePool } from './pglite-pool';

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  kind: DatabaseKind;
  db: Kysely<DB>;
  /** A description for logs that never contains a password. */
  describe: string;
  /** PostgreSQL LISTEN on a channel (a dedicated connection); absent on embedded PGlite. */
  listen?(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  notify?(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://... to use a PostgreSQL server. */
  url?: string | undefined;
  /** Folder of the embedded database; undefined keeps it in memory (tests). */
  dataDir?: string | undefined;
  /** A PGlite data-folder dump to start from (tests start from a migrated template). */
  template?: Blob | undefined;
  /** An already open PGlite instance to use (closed with the database). */
  pglite?: PGlite | undefined;
}

const INT8_OID = 20;
const NUMERIC_OID = 1700;
const TIMESTAMPTZ_OID = 1184;

function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres';
  }
}

/** The PostgreSQL extensions the migrations create, as PGlite loads them (btree_gist: 0023's exclusion constraints; unaccent: 0026). */
export async function pgliteExtensions() {
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  return { btree_gist, unaccent };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pg = await import('pg');
    const Pool = pg.default.Pool;
    const types = pg.default.types;
    // Counts and sequence numbers are bigint in SQL; they stay far below 2^53, so read them as numbers.
    const pool = new Pool({
      connectionString: options.url,
      max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === INT8_OID || oid === NUMERIC_OID ? (v: string) => Number(v) : types.getTypeParser(oid, format)) as typeof types.getTypeParser,
      },
    });
    // An idle pooled connection that breaks is dropped by the pool; without a listener the error
    // would end the process.
    pool.on('error', () => {});
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    await sql`select 1`.execute(db);
    const url = options.url;
    return {
      kind: 'postgres',
      db,
      describe: redact(url),
      close: () => db.destroy(),
      async listen(channel, onMessage) {
        // A dedicated connection. Should it drop (PostgreSQL restarted, a failover), connect again
        // with back-off; devices still pull on their timer, so a missed event only delays them.
        let client: InstanceType<typeof pg.default.Client> | null = null;
        let stopped = false;
        let attempt = 0;
        const connect = async (): Promise<void> => {
          const c = new pg.default.Client({ connectionString: url, application_name: 'leadstand-listen' });
          c.on('notification', (n) => n.channel === channel && onMessage(n.payload ?? ''));
          c.on('error', () => reconnect(c));
          c.on('end', () => reconnect(c));
          client = c;
          await c.connect();
          await c.query(`listen ${channel}`);
          attempt = 0;
        };
        const reconnect = (c: InstanceType<typeof pg.default.Client>) => {
          if (stopped || client !== c) return;
          client = null;
          c.end().catch(() => {});
          const delay = Math.min(30_000, 1000 * 2 ** attempt++);
          setTimeout(() => {
            if (!stopped) connect().catch(() => client && reconnect(client));
          }, delay).unref();
        };
        await connect();
        return async () => {
          stopped = true;
          await (client as InstanceType<typeof pg.default.Client> | null)?.end().catch(() => {});
        };
      },
      async notify(channel, payload) {
        await sql`select pg_notify(${channel}, ${payload})`.execute(db);
      },
    };
  }

  const { PGlite } = await import('@electric-sql/pglite');
  const extensions = await pgliteExtensions();
  // timestamptz read as node-postgres reads it: PGlite's own parser takes the years 0001–0099 for
  // 2001–2099 and 1901–1999 (src/domain/date-time.ts lets every year from 0001 in).
  const timestamptz = (await import('pg')).default.types.getTypeParser(TIMESTAMPTZ_OID, 'text') as (v: string) => Date;
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const pglite = options.pglite ?? await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.template ? { loadDataDir: options.template } : {}),
    extensions,
    // Postgres's 128 MB of shared buffers were most of the server's memory at start (peak RSS 390-424
    // MB with a data folder): one process's cache over files the system caches anyway. 32 MB holds a
    // show's working set (bench: visitor list on PGlite, server start).
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
    parsers: { [INT8_OID]: (v: string) => Number(v), [NUMERIC_OID]: (v: string) => Number(v), [TIMESTAMPTZ_OID]: timestamptz },
  });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: new PGlitePool(pglite) }) });
  return {
    kind: 'pglite',
    db,
    describe: options.dataDir ? `pglite:${options.dataDir}` : 'pglite:memory',
    async close() {
      await db.destroy();
      await pglite.close();
    },
  };
}
