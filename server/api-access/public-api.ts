/**
 * The public API for an exhibitor's CRM (issue #17), under /api/v1:
 * - POST /api/v1/oauth/token: OAuth 2.0 client credentials (RFC 6749 section 4.4), the client id
 *   and secret by HTTP Basic or as form fields; a bearer token for 15 minutes.
 * - GET /api/v1/connections: the exhibitor's connections with contact data, notes, stage history,
 *   answers, rating and consent, paged by an opaque cursor over (change version, id), so a CRM
 *   syncs incrementally: it keeps the last page's nextCursor and asks with it next time.
 * The API calls are rate limited per API account; the token endpoint limits failed requests per
 * address and per client id apart (TOKEN_FAILURES), and tokens issued per account.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';
import { dateTime } from '../../src/domain/date-time';
import { sql, type Kysely } from 'kysely';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { DB } from '../db/schema';
import { jsonSchema, typed } from '../schemas';
import { serverSecret } from '../server-secrets';
import { accountByClientId, clientSecretMatches, issueToken, refusal, type ApiClient } from './clients';
import { countFailure, type ThrottleRule } from '../auth/throttle';
import { CONTACT_COLUMNS, iso, receivedFields, toConnectionRow, type ConnectionWithContact } from '../connections/rows';
import { API_PAGE_DEFAULT, API_PAGE_MAX } from '../../src/domain/api-access';
import { DEFAULT_RATING_RULES, effectiveRating, workOutRating } from '../../src/domain/rating';
import type { ApiConnection, ConnectionsPage, OAuthError, PublicApiError, TokenResponse } from '../../src/domain/public-api';
import { erasureKey } from '../../src/domain/erasure';

/** API calls per account and minute (the token endpoint's limits: TOKEN_FAILURES and TOKEN_ISSUES below). */
export const API_RATE = { max: 120, timeWindow: '1 minute' };

const CLIENT = { apiClient: true } as const;

export const ConnectionsQuery = v.strictObject({
  cursor: v.optional(v.pipe(v.string(), v.maxLength(500))),
  changedSince: v.optional(dateTime()),
  limit: v.optional(v.pipe(v.string(), v.regex(/^[0-9]{1,4}$/))),
});

/** Where a page ends: the last connection's (change version, id), and the last removal's version. */
interface Cursor {
  version: number;
  id: string;
  removed: number;
}

const CURSOR_FORM = /^([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/;

function cursorMac(secret: Buffer, partnerId: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(`${partnerId}\n${payload}`).digest();
}

/**
 * A cursor as the API gives it: base64url of [version, id, removed], a dot, and the HMAC-SHA256 of
 * the exhibitor's id and that text with the server's cursor secret (server/server-secrets.ts). Only
 * the API can make one, and only for that exhibitor.
 */
export function encodeCursor(c: Cursor, partnerId: string, secret: Buffer): string {
  const payload = Buffer.from(JSON.stringify([c.version, c.id, c.removed])).toString('base64url');
  return `${payload}.${cursorMac(secret, partnerId, payload).toString('base64url')}`;
}

/** The position of a cursor the API gave this exhibitor, or null (made up, changed, another server's or another exhibitor's). */
export function decodeCursor(text: string, partnerId: string, secret: Buffer): Cursor | null {
  const m = CURSOR_FORM.exec(text);
  if (!m) return null;
  const [, payload, mac] = m as unknown as [string, string, string];
  const given = Buffer.from(mac, 'base64url');
  const expected = cursorMac(secret, partnerId, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 3) return null;
    const [version, id, removed] = value as unknown[];
    if (!Number.isSafeInteger(version) || typeof id !== 'string' || id.includes('\u0000') || !Number.isSafeInteger(removed)) return null;
    return { version: version as number, id, removed: removed as number };
  } catch {
    return null;
  }
}

/**
 * The fields of a token request, as the endpoint itself reads them (a form, or a JSON object), so
 * that whatever is wrong with them is answered as OAuth says (RFC 6749 5.2), NUL characters
 * included; 'malformed' when the body cannot be read at all.
 */
type TokenFields = Map<string, unknown> | 'malformed';
/** A parameter given more than once (RFC 6749 3.2: each at most once). */
const REPEATED = Symbol('repeated');

function tokenFields(body: unknown): TokenFields {
  if (body === undefined || body === null) return new Map();
  return body instanceof Map ? (body as Map<string, unknown>) : 'malformed';
}

type Credentials = { clientId: string; secret: string } | 'malformed' | null;

/** The client id and secret of a token request: HTTP Basic (RFC 6749 2.3.1, form-encoded parts) or the body. */
function credentials(req: FastifyRequest, fields: Map<string, unknown>): Credentials {
  const header = req.headers.authorization ?? '';
  if (/^basic /i.test(header)) {
    const m = /^basic ([A-Za-z0-9+/]+={0,2})$/i.exec(header);
    if (!m) return 'malformed';
    const decoded = Buffer.from(m[1]!, 'base64').toString('utf8');
    const i = decoded.indexOf(':');
    if (i < 0) return 'malformed';
    try {
      return { clientId: decodeURIComponent(decoded.slice(0, i)), secret: decodeURIComponent(decoded.slice(i + 1)) };
    } catch {
      return 'malformed';
    }
  }
  const clientId = fields.get('client_id');
  const secret = fields.get('client_secret');
  if (typeof clientId === 'string' && typeof secret === 'string') return { clientId, secret };
  return clientId === undefined && secret === undefined ? null : 'malformed';
}

const hasNulChar = (text: unknown) => typeof text === 'string' && text.includes('\u0000');

/**
 * Failed token requests (a wrong secret, an unknown client, a malformed request), counted in the
 * database (server/auth/throttle.ts) so every instance agrees, per source address and per client
 * id apart: an address with too many failures is refused for a while, whatever client id it names;
 * a client id with too many failures (from anywhere) is refused only to the addresses that failed
 * for it, so the CRM that knows its secret is never locked out by someone guessing it. A request
 * that gets its token never counts as a failure. Tokens issued are limited per account (only a
 * caller with the secret can use that up).
 */
export const TOKEN_FAILURES = { perAddress: 20, perClient: 100, windowMinutes: 10, blockMinutes: 10 } as const;
export const TOKEN_ISSUES = { perAccount: 20, windowMinutes: 1 } as const;

const ADDRESS_RULE: ThrottleRule = { max: TOKEN_FAILURES.perAddress, windowMs: TOKEN_FAILURES.windowMinutes * 60_000, blockMs: TOKEN_FAILURES.blockMinutes * 60_000 };
const CLIENT_RULE: ThrottleRule = { max: TOKEN_FAILURES.perClient, windowMs: TOKEN_FAILURES.windowMinutes * 60_000, blockMs: TOKEN_FAILURES.blockMinutes * 60_000 };
/** An address that failed for a client id: refused for it while the client id is over its limit. */
const PAIR_RULE: ThrottleRule = { max: 1, windowMs: TOKEN_FAILURES.windowMinutes * 60_000, blockMs: TOKEN_FAILURES.blockMinutes * 60_000 };
const ISSUE_RULE: ThrottleRule = { max: TOKEN_ISSUES.perAccount, windowMs: TOKEN_ISSUES.windowMinutes * 60_000, blockMs: TOKEN_ISSUES.windowMinutes * 60_000 };

const addressKey = (ip: string) => `apitoken:address:${ip}`;
const clientKey = (accountId: string) => `apitoken:client:${accountId}`;
const pairKey = (accountId: string, ip: string) => `apitoken:client:${accountId}:address:${ip}`;
const issueKey = (accountId: string) => `apitoken:issued:${accountId}`;

/** Seconds until the last of these keys' blocks ends (0: none is blocked). */
async function blockedSeconds(db: Kysely<DB>, keys: string[]): Promise<number> {
  const rows = await db.selectFrom('login_throttle').select('blocked_until').where('key', 'in', keys).execute();
  const until = Math.max(0, ...rows.map((r) => r.blocked_until?.getTime() ?? 0));
  return until > Date.now() ? Math.ceil((until - Date.now()) / 1000) : 0;
}

export type { ApiConnection } from '../../src/domain/public-api';

type Row = ConnectionWithContact & { change_version: number | string; changed_at: Date | string };

/**
 * 'changedSince' as a change version: the last version that was visible before that time
 * (api_change_times). A version whose time was not noted counts as later, so nothing is missed.
 */
async function versionAt(db: Kysely<DB>, partnerId: string, at: Date): Promise<number> {
  const row = await db.selectFrom('api_change_times').select((eb) => eb.fn.max('version').as('version')).where('partner_id', '=', partnerId).where('at', '<', at).executeTakeFirst();
  return Number(row?.version ?? 0);
}

async function readPage(db: Kysely<DB>, client: ApiClient, after: Cursor, changedSince: Date | null, limit: number) {
  const sinceVersion = changedSince ? await versionAt(db, client.partnerId, changedSince) : 0;
  const rows = (
    await sql<Row>`
      with ch as (
        select c.id,
          greatest(c.version,
            coalesce((select max(x.version) from connection_notes x where x.connection_id = c.id), 0),
            coalesce((select max(x.version) from connection_stage_entries x where x.connection_id = c.id), 0),
            coalesce((select max(x.version) from connection_answers x where x.connection_id = c.id), 0),
            coalesce((select max(x.version) from connection_scans x where x.connection_id = c.id), 0)) as change_version
        from connections c where c.partner_id = ${client.partnerId})
      select c.*, ${CONTACT_COLUMNS}, c.scanned_at as view_scanned_at, c.source_type as view_source_type, c.scanned_by_name as view_scanned_by_name,
        c.stage as view_stage, c.rating as view_rating, 0 as also_met_by, ch.change_version,
        coalesce((select max(t.at) from api_change_times t where t.partner_id = c.partner_id and t.version <= ch.change_version), c.updated_at) as changed_at
      from ch join connections c on c.id = ch.id left join users u on u.id = c.visitor_id
      where (ch.change_version, ch.id) > (${after.version}::bigint, ${after.id}::text) and ch.change_version > ${sinceVersion}::bigint
      order by ch.change_version, ch.id
      limit ${limit + 1}`.execute(db)
  ).rows;
  const removed = (
    await sql<{ connection_id: string; version: number | string; erased: boolean; deleted_at: Date | string }>`
      select connection_id, version, erased, deleted_at from connection_deletions
      where partner_id = ${client.partnerId} and version > ${Math.max(after.removed, sinceVersion)}::bigint
      order by version, connection_id`.execute(db)
  ).rows;
  return { rows, removed };
}

async function details(db: Kysely<DB>, partnerId: string, ids: string[]) {
  if (!ids.length) return { notes: [], stages: [], answers: [], questions: [], options: [], rules: DEFAULT_RATING_RULES };
  const [notes, stages, answers, questions, options, partner] = await Promise.all([
    db.selectFrom('connection_notes').select(['id', 'connection_id', 'type', 'text', 'author_name', 'created_at']).where('connection_id', 'in', ids).orderBy('created_at').orderBy('id').execute(),
    db.selectFrom('connection_stage_entries').select(['connection_id', 'stage', 'comment', 'author_name', 'created_at', 'seq']).where('connection_id', 'in', ids).orderBy('seq').execute(),
    db.selectFrom('connection_answers').select(['connection_id', 'question_id', 'choices', 'text', 'updated_at']).where('connection_id', 'in', ids).execute(),
    db.selectFrom('questions').select(['id', 'name', 'position']).where('partner_id', '=', partnerId).orderBy('position').execute(),
    db.selectFrom('question_options as o').innerJoin('questions as q', 'q.id', 'o.question_id').select(['o.id', 'o.question_id', 'o.name', 'o.points']).where('q.partner_id', '=', partnerId).execute(),
    db.selectFrom('partners').select(['hot_from', 'warm_from']).where('id', '=', partnerId).executeTakeFirst(),
  ]);
  const rules = { hotFrom: partner?.hot_from ?? DEFAULT_RATING_RULES.hotFrom, warmFrom: partner?.warm_from ?? DEFAULT_RATING_RULES.warmFrom };
  return { notes, stages, answers, questions, options, rules };
}

export const publicApiRoutes: FastifyPluginAsync = async (fastify) => {
  const app = typed(fastify);
  // RFC 6749: token requests are form-encoded (JSON is taken too). The endpoint reads the fields
  // itself (tokenFields), so that a NUL character or a body it cannot read is an OAuth error.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) => {
    const fields = new Map<string, unknown>();
    for (const [k, val] of new URLSearchParams(String(body))) fields.set(k, fields.has(k) ? REPEATED : val);
    done(null, fields);
  });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) => {
    try {
      const value: unknown = JSON.parse(String(body));
      done(null, value && typeof value === 'object' && !Array.isArray(value) ? new Map(Object.entries(value)) : 'malformed');
    } catch {
      done(null, 'malformed');
    }
  });

  const oauthError = (reply: FastifyReply, status: 400 | 401 | 403, body: OAuthError) => {
    if (status === 401) reply.header('www-authenticate', 'Basic realm="leadstand"');
    return reply.status(status).send(body);
  };
  const tooMany = (reply: FastifyReply, seconds: number) => reply.status(429).header('retry-after', String(Math.max(1, seconds))).send({ error: 'tooManyRequests' } satisfies PublicApiError);

  app.post('/api/v1/oauth/token', { config: { access: { public: true } } }, async (req, reply) => {
    reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
    const wait = await blockedSeconds(app.db, [addressKey(req.ip)]);
    if (wait) return tooMany(reply, wait);
    const failed = async (status: 400 | 401, body: OAuthError) => {
      await countFailure(app.db, addressKey(req.ip), ADDRESS_RULE);
      return oauthError(reply, status, body);
    };

    const fields = tokenFields(req.body);
    if (fields === 'malformed' || [...fields.values()].includes(REPEATED)) return failed(400, { error: 'invalid_request', error_description: 'The body is not a form (or JSON object) with each parameter once.' });
    const c = credentials(req, fields);
    if ([...fields.values()].some(hasNulChar) || (typeof c === 'object' && c && (hasNulChar(c.clientId) || hasNulChar(c.secret)))) {
      return failed(400, { error: 'invalid_request', error_description: 'The request holds a NUL character.' });
    }
    const grantType = fields.get('grant_type');
    if (grantType === undefined) return failed(400, { error: 'invalid_request', error_description: 'grant_type is required.' });
    if (grantType !== 'client_credentials') return failed(400, { error: 'unsupported_grant_type', error_description: 'Only client_credentials is supported.' });
    if (c === 'malformed') return failed(401, { error: 'invalid_client', error_description: 'The client credentials cannot be read.' });
    if (!c) return failed(401, { error: 'invalid_client', error_description: 'Unknown client or wrong secret.' });

    const found = await accountByClientId(app.db, c.clientId);
    if (found && (await blockedSeconds(app.db, [clientKey(found.id)])) && (await blockedSeconds(app.db, [pairKey(found.id, req.ip)]))) {
      return tooMany(reply, await blockedSeconds(app.db, [clientKey(found.id), pairKey(found.id, req.ip)]));
    }
    if (!found || !clientSecretMatches(found, c.secret)) {
      if (found) {
        await countFailure(app.db, clientKey(found.id), CLIENT_RULE);
        await countFailure(app.db, pairKey(found.id, req.ip), PAIR_RULE);
      }
      return failed(401, { error: 'invalid_client', error_description: 'Unknown client or wrong secret.' });
    }
    const account = found;
    const why = refusal(account, req.ip);
    if (why === 'accountDisabled') return oauthError(reply, 401, { error: 'invalid_client', error_description: 'The API account is disabled.' });
    if (why === 'addressNotAllowed') return oauthError(reply, 403, { error: 'access_denied', error_description: 'Requests from this address are not allowed for the API account.' });
    if (why === 'settingDisabled') return oauthError(reply, 403, { error: 'access_denied', error_description: 'API access is switched off for the exhibitor.' });
    const issued = await blockedSeconds(app.db, [issueKey(account.id)]);
    if (issued) return tooMany(reply, issued);
    await countFailure(app.db, issueKey(account.id), ISSUE_RULE);
    const { token, expiresIn } = await issueToken(app.db, account.id);
    return { access_token: token, token_type: 'Bearer', expires_in: expiresIn } satisfies TokenResponse;
  });

  const apiRate = { ...API_RATE, hook: 'preHandler' as const, keyGenerator: (req: FastifyRequest) => (req.apiClient ? `account:${req.apiClient.accountId}` : `ip:${req.ip}`) };

  app.get('/api/v1/connections', { config: { access: CLIENT, rateLimit: apiRate }, schema: { querystring: jsonSchema(ConnectionsQuery) } }, async (req, reply) => {
    const client = req.apiClient!;
    const cursorSecret = await serverSecret(app.db, 'cursor');
    const after = req.query.cursor ? decodeCursor(req.query.cursor, client.partnerId, cursorSecret) : { version: 0, id: '', removed: 0 };
    if (!after) return reply.status(400).send({ error: 'invalidCursor', message: 'The cursor is not one this API gave.' } satisfies PublicApiError);
    const limit = Math.min(API_PAGE_MAX, Math.max(1, Number(req.query.limit ?? API_PAGE_DEFAULT)));
    const changedSince = req.query.changedSince ? new Date(req.query.changedSince) : null;
    const { rows, removed } = await readPage(app.db, client, after, changedSince, limit);
    const hasMore = rows.length > limit;
    const page = rows.slice(0, limit);
    const event = await app.db.selectFrom('events').select('visitor_fields').where('id', '=', client.eventId).executeTakeFirstOrThrow();
    const fields = receivedFields(event);
    const d = await details(
      app.db,
      client.partnerId,
      page.map((r) => r.id),
    );
    const questionName = new Map(d.questions.map((q) => [q.id, q.name]));
    const optionName = new Map(d.options.map((o) => [o.id, o.name]));
    const scored = d.questions.map((q) => ({ id: q.id, options: d.options.filter((o) => o.question_id === q.id).map((o) => ({ id: o.id, points: o.points })) }));
    const connections: ApiConnection[] = page.map((r) => {
      const row = toConnectionRow(r, fields);
      const answers = d.answers.filter((a) => a.connection_id === r.id);
      const worked = workOutRating(
        scored,
        answers.map((a) => ({ questionId: a.question_id, choices: a.choices })),
        d.rules,
      );
      return {
        id: row.id,
        erasureKey: erasureKey(row.id),
        badgeCode: row.badgeCode,
        visitorId: row.visitorID,
        scannedAt: row.scannedAt,
        scannedByName: row.scannedByName,
        sourceType: row.sourceType,
        stage: row.stage,
        rating: effectiveRating(row.rating, worked),
        licensed: row.licensed,
        contact: row.contact ? Object.fromEntries(Object.entries(row.contact).map(([k, val]) => [k, val ?? null])) : null,
        registration: row.registration ?? null,
        consent: row.consent ?? null,
        notes: d.notes.filter((n) => n.connection_id === r.id).map((n) => ({ id: n.id, type: n.type, text: n.text, authorName: n.author_name, createdAt: iso(n.created_at) })),
        stageHistory: d.stages.filter((s) => s.connection_id === r.id).map((s) => ({ stage: s.stage, comment: s.comment, authorName: s.author_name, createdAt: iso(s.created_at) })),
        answers: answers
          .sort((a, b) => (d.questions.findIndex((q) => q.id === a.question_id) - d.questions.findIndex((q) => q.id === b.question_id)))
          .map((a) => ({
            questionId: a.question_id,
            question: questionName.get(a.question_id) ?? '',
            choices: a.choices.map((id) => ({ id, name: optionName.get(id) ?? '' })),
            text: a.text ?? null,
            updatedAt: iso(a.updated_at),
          })),
        changedAt: iso(r.changed_at),
        version: Number(r.change_version),
      };
    });
    const last = page.at(-1);
    const lastRemoved = removed.at(-1);
    const nextCursor = encodeCursor(
      {
        version: last ? Number(last.change_version) : after.version,
        id: last ? last.id : after.id,
        removed: lastRemoved ? Number(lastRemoved.version) : after.removed,
      },
      client.partnerId,
      cursorSecret,
    );
    return {
      connections,
      removed: removed.map((x) => ({ id: x.connection_id, reason: x.erased ? ('erased' as const) : ('deleted' as const), at: iso(x.deleted_at) })),
      nextCursor,
      hasMore,
    } satisfies ConnectionsPage;
  });
};
