/**
 * Lets Kysely's PostgresDialect drive an embedded PGlite database.
 *
 * PGlite is one connection inside this process. We present it as a pool of exactly one client:
 * `connect()` waits until the previous holder released it, so a Kysely transaction has the
 * database to itself from BEGIN to COMMIT, exactly as it would with a pooled pg connection.
 */
import type { PGlite, Results } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

type Command = PostgresQueryResult<unknown>['command'];

function toResult<R>(result: Results<R> | undefined): PostgresQueryResult<R> {
  const command = ((result as { command?: string } | undefined)?.command ?? 'SELECT').toUpperCase() as Command;
  return {
    command,
    rowCount: (result as { rowCount?: number } | undefined)?.rowCount ?? result?.affectedRows ?? 0,
    rows: result?.rows ?? [],
  };
}

export class PGlitePool implements PostgresPool {
  #queue: Promise<void> = Promise.resolve();
  #ended = false;

  constructor(private readonly pglite: PGlite) {}

  async connect(): Promise<PostgresPoolClient> {
    if (this.#ended) throw new Error('The database is closed.');
    let release!: () => void;
    const previous = this.#queue;
    this.#queue = new Promise<void>((resolve) => (release = resolve));
    await previous;
    const pglite = this.pglite;
    let released = false;
    const client = {
      async query<R>(sql: string, parameters?: readonly unknown[]): Promise<PostgresQueryResult<R>> {
        if (!parameters || parameters.length === 0) {
          // The simple protocol: allows several statements in one string (migrations).
          const results = (await pglite.exec(sql)) as Results<R>[];
          return toResult(results[results.length - 1]);
        }
        return toResult(await pglite.query<R>(sql, parameters as unknown[]));
      },
      release() {
        if (!released) {
          released = true;
          release();
        }
      },
    };
    return client as unknown as PostgresPoolClient;
  }

  async end(): Promise<void> {
    this.#ended = true;
    await this.#queue;
  }
}
