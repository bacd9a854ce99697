/**
 * Organiser sessions: an organiser logs in with a link of mode 'organiser' (printed by
 * `npm run admin -- organiser-link`) and gets a bearer token, like an exhibitor's, in a table of
 * its own. An organiser session is not bound to an event: it reaches every event of the
 * installation. Tokens are kept only as hashes.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { hashSecret, newId, randomSecret, secretMatches } from '../security';
import { mintLoginLink } from '../login/login-links';

export interface Organiser {
  id: string;
  name: string;
  email: string | null;
  sessionId: string;
}

const TTL_MS = 14 * 86_400_000;
const SLIDE_EVERY_MS = 3_600_000;

export async function resolveOrganiser(db: Kysely<DB>, token: string, now = new Date()): Promise<Organiser | null> {
  const row = await db
    .selectFrom('organiser_sessions as s')
    .innerJoin('organisers as o', 'o.id', 's.organiser_id')
    .select(['s.id as sessionId', 's.expires_at', 's.last_seen_at', 'o.id', 'o.name', 'o.email'])
    .where('s.token_hash', '=', hashSecret(token))
    .executeTakeFirst();
  if (!row || row.expires_at.getTime() <= now.getTime()) return null;
  if (now.getTime() - row.last_seen_at.getTime() > SLIDE_EVERY_MS) {
    await db.updateTable('organiser_sessions').set({ last_seen_at: now, expires_at: new Date(now.getTime() + TTL_MS) }).where('id', '=', row.sessionId).execute();
  }
  return { id: row.id, name: row.name, email: row.email, sessionId: row.sessionId };
}

/** Organiser API keys (made in the console, organiser/api-keys.ts) start with this. */
export const API_KEY_PREFIX = 'lso_';
/** A key's last_used_at is written at most this often. */
const TOUCH_EVERY_MS = 60_000;

/** The organiser a key belongs to, or null (unknown or revoked). */
export async function resolveApiKey(db: Kysely<DB>, key: string, now = new Date()): Promise<Organiser | null> {
  if (!key.startsWith(API_KEY_PREFIX)) return null;
  const row = await db
    .selectFrom('organiser_api_keys as k')
    .innerJoin('organisers as o', 'o.id', 'k.organiser_id')
    .select(['k.id as keyId', 'k.last_used_at', 'o.id', 'o.name', 'o.email'])
    .where('k.secret_hash', '=', hashSecret(key))
    .where('k.revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  if (!row.last_used_at || now.getTime() - row.last_used_at.getTime() > TOUCH_EVERY_MS) {
    await db.updateTable('organiser_api_keys').set({ last_used_at: now }).where('id', '=', row.keyId).execute();
  }
  return { id: row.id, name: row.name, email: row.email, sessionId: `key:${row.keyId}` };
}

/** Checks an organiser login link's verifier; on success a new session token (single-use links are used up). */
export async function organiserLogin(db: Kysely<DB>, organiserId: string, verifier: string, now = new Date()): Promise<{ token: string; organiser: Omit<Organiser, 'sessionId'> } | null> {
  const organiser = await db.selectFrom('organisers').selectAll().where('id', '=', organiserId).executeTakeFirst();
  if (!organiser) return null;
  const link = await db
    .selectFrom('login_verifiers')
    .selectAll()
    .where('mode', '=', 'organiser')
    .where('subject', '=', organiserId)
    .where('verifier_hash', '=', hashSecret(verifier))
    .executeTakeFirst();
  if (!link || !secretMatches(verifier, link.verifier_hash)) return null;
  if (link.expires_at && link.expires_at.getTime() <= now.getTime()) return null;
  if (link.single_use) {
    const used = await db.updateTable('login_verifiers').set({ used_at: now }).where('id', '=', link.id).where('used_at', 'is', null).executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) return null;
  }
  const token = randomSecret();
  await db
    .insertInto('organiser_sessions')
    .values({ id: newId(), token_hash: hashSecret(token), organiser_id: organiserId, expires_at: new Date(now.getTime() + TTL_MS) })
    .execute();
  return { token, organiser: { id: organiser.id, name: organiser.name, email: organiser.email } };
}

/** The installation's first organiser, made when the first link is asked for. */
export const DEFAULT_ORGANISER = { id: 'organiser', name: 'Organiser' } as const;

/** A login link for an organiser (the default one unless `organiserId` is given). */
export async function organiserLink(db: Kysely<DB>, publicUrl: string, options: { organiserId?: string; expiresAt?: Date | null; singleUse?: boolean } = {}): Promise<string> {
  const id = options.organiserId ?? DEFAULT_ORGANISER.id;
  if (id === DEFAULT_ORGANISER.id) await db.insertInto('organisers').values(DEFAULT_ORGANISER).onConflict((oc) => oc.column('id').doNothing()).execute();
  const url = await mintLoginLink(db, publicUrl, { mode: 'organiser', subject: id, expiresAt: options.expiresAt ?? new Date(Date.now() + 86_400_000), singleUse: options.singleUse ?? false });
  // The console's own path: /organiser/login/:organiserID/:verifier.
  return url.replace(`${publicUrl}/organiser/`, `${publicUrl}/organiser/login/`);
}
