/**
 * The public API for an exhibitor's CRM (issue #17), under /api/v1:
 * - POST /api/v1/oauth/token: OAuth 2.0 client credentials (RFC 6749 section 4.4), the client id
 *   and secret by HTTP Basic or as form fields; a bearer token for 15 minutes.
 * - GET /api/v1/connections: the exhibitor's connections with contact data, notes, stage history,
 *   answers, rating and consent, paged by an opaque cursor over (change version, id), so a CRM
 *   syncs incrementally: it keeps the last page's nextCursor and asks with it next time.
 * Both are rate limited per API account (per client id at the token endpoint).
 */
import * as v from 'valibot';
import { sql, type Kysely } from 'kysely';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { DB } from '../db/schema';
import { jsonSchema, typed } from '../schemas';
import { accountByCredentials, issueToken, refusal, type ApiClient } from './clients';
import { CONTACT_COLUMNS, iso, receivedFields, toConnectionRow, type ConnectionWithContact } from '../connections/rows';
import { API_PAGE_DEFAULT, API_PAGE_MAX } from '../../src/domain/api-access';
import { DEFAULT_RATING_RULES, effectiveRating, workOutRating } from '../../src/domain/rating';
import type { ApiConnection, ConnectionsPage, OAuthError, PublicApiError, TokenResponse } from '../../src/domain/public-api';
import { erasureKey } from '../../src/domain/erasure';

/** Token requests per client id (or address, without one) and minute; API calls per account and minute. */
export const TOKEN_RATE = { max: 20, timeWindow: '1 minute' };
export const API_RATE = { max: 120, timeWindow: '1 minute' };

const CLIENT = { apiClient: true } as const;

export const ConnectionsQuery = v.strictObject({
  cursor: v.optional(v.pipe(v.string(), v.maxLength(500))),
  changedSince: v.optional(v.pipe(v.string(), v.isoTimestamp())),
  limit: v.optional(v.pipe(v.string(), v.regex(/^[0-9]{1,4}$/))),
});

/** Where a page ends: the last connection's (change version, id), and the last removal's version. */
interface Cursor {
  version: number;
  id: string;
  removed: number;
}

export function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify([c.version, c.id, c.removed])).toString('base64url');
}

export function decodeCursor(text: string): Cursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 3) return null;
    const [version, id, removed] = value as unknown[];
    if (!Number.isSafeInteger(version) || typeof id !== 'string' || !Number.isSafeInteger(removed)) return null;
    return { version: version as number, id, removed: removed as number };
  } catch {
    return null;
  }
}

/** The client id and secret of a token request: HTTP Basic (RFC 6749 2.3.1, form-encoded parts) or the body. */
function credentials(req: FastifyRequest): { clientId: string; secret: string } | null {
  const m = /^Basic ([A-Za-z0-9+/=]+)$/.exec(req.headers.authorization ?? '');
  if (m) {
    const decoded = Buffer.from(m[1]!, 'base64').toString('utf8');
    const i = decoded.indexOf(':');
    if (i < 0) return null;
    try {
      return { clientId: decodeURIComponent(decoded.slice(0, i)), secret: decodeURIComponent(decoded.slice(i + 1)) };
    } catch {
      return null;
    }
  }
  const body = (req.body ?? {}) as Record<string, unknown>;
  if (typeof body.client_id === 'string' && typeof body.client_secret === 'string') return { clientId: body.client_id, secret: body.client_secret };
  return null;
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
  // RFC 6749: token requests are form-encoded (JSON is taken too).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const tokenRate = {
    ...TOKEN_RATE,
    hook: 'preHandler' as const,
    keyGenerator: (req: FastifyRequest) => {
      const c = credentials(req);
      return c ? `client:${c.clientId}` : `ip:${req.ip}`;
    },
  };

  app.post('/api/v1/oauth/token', { config: { access: { public: true }, rateLimit: tokenRate } }, async (req, reply) => {
    reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (body.grant_type === undefined) return reply.status(400).send({ error: 'invalid_request', error_description: 'grant_type is required.' } satisfies OAuthError);
    if (body.grant_type !== 'client_credentials') return reply.status(400).send({ error: 'unsupported_grant_type', error_description: 'Only client_credentials is supported.' } satisfies OAuthError);
    const c = credentials(req);
    const account = c ? await accountByCredentials(app.db, c.clientId, c.secret) : null;
    if (!account) return reply.status(401).header('www-authenticate', 'Basic realm="leadstand"').send({ error: 'invalid_client', error_description: 'Unknown client or wrong secret.' } satisfies OAuthError);
    const why = refusal(account, req.ip);
    if (why === 'accountDisabled') return reply.status(401).header('www-authenticate', 'Basic realm="leadstand"').send({ error: 'invalid_client', error_description: 'The API account is disabled.' } satisfies OAuthError);
    if (why === 'addressNotAllowed') return reply.status(403).send({ error: 'access_denied', error_description: 'Requests from this address are not allowed for the API account.' } satisfies OAuthError);
    if (why === 'settingDisabled') return reply.status(403).send({ error: 'access_denied', error_description: 'API access is switched off for the exhibitor.' } satisfies OAuthError);
    const { token, expiresIn } = await issueToken(app.db, account.id);
    return { access_token: token, token_type: 'Bearer', expires_in: expiresIn } satisfies TokenResponse;
  });

  const apiRate = { ...API_RATE, hook: 'preHandler' as const, keyGenerator: (req: FastifyRequest) => (req.apiClient ? `account:${req.apiClient.accountId}` : `ip:${req.ip}`) };

  app.get('/api/v1/connections', { config: { access: CLIENT, rateLimit: apiRate }, schema: { querystring: jsonSchema(ConnectionsQuery) } }, async (req, reply) => {
    const client = req.apiClient!;
    const after = req.query.cursor ? decodeCursor(req.query.cursor) : { version: 0, id: '', removed: 0 };
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
    const nextCursor = encodeCursor({
      version: last ? Number(last.change_version) : after.version,
      id: last ? last.id : after.id,
      removed: lastRemoved ? Number(lastRemoved.version) : after.removed,
    });
    return {
      connections,
      removed: removed.map((x) => ({ id: x.connection_id, reason: x.erased ? ('erased' as const) : ('deleted' as const), at: iso(x.deleted_at) })),
      nextCursor,
      hasMore,
    } satisfies ConnectionsPage;
  });
};
