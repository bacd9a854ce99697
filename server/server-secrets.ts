/**
 * Secrets of the server itself (not of a person or an account), kept in the database
 * (server_secrets, migration 0032) so that every instance uses the same one and it survives a
 * restart. The first instance that needs one makes it (32 random bytes); none is ever a constant
 * in the source or a default. Read once per database and kept in memory.
 */
import type { Kysely } from 'kysely';
import type { DB } from './db/schema';
import { randomSecret } from './security';

/** What each secret is for: 'cursor' signs the public API's cursors (server/api-access/public-api.ts), 'badge' a guest's badge link (server/guests/badge-link.ts). */
export type ServerSecretName = 'cursor' | 'badge';

const cache = new WeakMap<Kysely<DB>, Map<ServerSecretName, Promise<Buffer>>>();

async function load(db: Kysely<DB>, name: ServerSecretName): Promise<Buffer> {
  await db.insertInto('server_secrets').values({ name, secret: randomSecret() }).onConflict((oc) => oc.column('name').doNothing()).execute();
  const row = await db.selectFrom('server_secrets').select('secret').where('name', '=', name).executeTakeFirstOrThrow();
  return Buffer.from(row.secret, 'base64url');
}

/** The server's secret `name`, made on first use. */
export function serverSecret(db: Kysely<DB>, name: ServerSecretName): Promise<Buffer> {
  let secrets = cache.get(db);
  if (!secrets) cache.set(db, (secrets = new Map()));
  let secret = secrets.get(name);
  if (!secret) {
    secret = load(db, name);
    secrets.set(name, secret);
    // A failed read (the database away for a moment) is tried again next time.
    secret.catch(() => secrets.delete(name));
  }
  return secret;
}
