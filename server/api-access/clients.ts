/**
 * API clients: an exhibitor's API account (OAuth 2.0 client credentials) and the short-lived
 * access tokens it is given. Only hashes of client secrets and tokens are kept. An account is
 * refused when it is disabled, when the caller's address is outside its selection, or when the
 * exhibitor's 'api' setting is off — at the token endpoint and again on every call, so a token
 * taken elsewhere or kept past a change is no use.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { hashSecret, randomSecret, secretMatches } from '../security';
import { addressAllowed, API_TOKEN_SECONDS, type IpRestriction } from '../../src/domain/api-access';
import { allSettings } from '../../src/domain/session';

export const CLIENT_ID_PREFIX = 'lsc_';
export const CLIENT_SECRET_PREFIX = 'lss_';
export const ACCESS_TOKEN_PREFIX = 'lsa_';

export interface ApiClient {
  accountId: string;
  partnerId: string;
  eventId: string;
}

interface AccountRow {
  id: string;
  partner_id: string;
  state: 'active' | 'disabled';
  ip_restriction: IpRestriction;
  allowed_addresses: string[];
  settings: unknown;
  event_id: string;
}

/** A new client secret and what is stored of it. */
export function newClientSecret(): { secret: string; hash: string; prefix: string } {
  const secret = `${CLIENT_SECRET_PREFIX}${randomSecret()}`;
  return { secret, hash: hashSecret(secret), prefix: secret.slice(0, 10) };
}

export function newClientId(): string {
  return `${CLIENT_ID_PREFIX}${randomSecret(16)}`;
}

function apiSettingOn(settings: unknown): boolean {
  const parsed = typeof settings === 'string' ? (JSON.parse(settings) as Record<string, unknown>) : ((settings ?? {}) as Record<string, unknown>);
  return (parsed.api ?? allSettings(true).api) === true;
}

/** Why an account may not be used from `ip` now (null: it may). */
export function refusal(account: AccountRow, ip: string): 'accountDisabled' | 'addressNotAllowed' | 'settingDisabled' | null {
  if (account.state !== 'active') return 'accountDisabled';
  if (!apiSettingOn(account.settings)) return 'settingDisabled';
  if (account.ip_restriction === 'selection' && !addressAllowed(ip, account.allowed_addresses)) return 'addressNotAllowed';
  return null;
}

function accounts(db: Kysely<DB>) {
  return db
    .selectFrom('api_accounts as a')
    .innerJoin('partners as p', 'p.id', 'a.partner_id')
    .select(['a.id', 'a.partner_id', 'a.state', 'a.ip_restriction', 'a.allowed_addresses', 'a.secret_hash', 'p.settings', 'p.event_id']);
}

/** The account of a client id, or null; its secret is checked apart (secretMatches), so failures can be counted per account. */
export async function accountByClientId(db: Kysely<DB>, clientId: string): Promise<(AccountRow & { secret_hash: string }) | null> {
  return (await accounts(db).where('a.client_id', '=', clientId).executeTakeFirst()) ?? null;
}

/** Whether `secret` is the account's client secret (compared in constant time). */
export function clientSecretMatches(account: { secret_hash: string }, secret: string): boolean {
  return secretMatches(secret, account.secret_hash);
}

/** Issues an access token for the account; its expired tokens are removed on the way. */
export async function issueToken(db: Kysely<DB>, accountId: string): Promise<{ token: string; expiresIn: number }> {
  const token = `${ACCESS_TOKEN_PREFIX}${randomSecret()}`;
  const now = Date.now();
  await db.deleteFrom('api_tokens').where('account_id', '=', accountId).where('expires_at', '<', new Date(now)).execute();
  await db.insertInto('api_tokens').values({ token_hash: hashSecret(token), account_id: accountId, expires_at: new Date(now + API_TOKEN_SECONDS * 1000) }).execute();
  await db.updateTable('api_accounts').set({ last_used_at: new Date(now) }).where('id', '=', accountId).execute();
  return { token, expiresIn: API_TOKEN_SECONDS };
}

/** The client of a bearer token on a call from `ip`, or why it is refused. */
export async function resolveApiClient(db: Kysely<DB>, token: string, ip: string): Promise<ApiClient | { refused: 'notLoggedIn' | 'accountDisabled' | 'addressNotAllowed' | 'settingDisabled' }> {
  if (!token.startsWith(ACCESS_TOKEN_PREFIX)) return { refused: 'notLoggedIn' };
  const row = await accounts(db)
    .innerJoin('api_tokens as t', 't.account_id', 'a.id')
    .where('t.token_hash', '=', hashSecret(token))
    .where('t.expires_at', '>', new Date())
    .executeTakeFirst();
  if (!row) return { refused: 'notLoggedIn' };
  const why = refusal(row, ip);
  if (why) return { refused: why };
  return { accountId: row.id, partnerId: row.partner_id, eventId: row.event_id };
}
