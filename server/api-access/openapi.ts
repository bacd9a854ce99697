/**
 * The OpenAPI 3.1 document of the public API (issue #17), served at GET /api/v1/openapi.json and
 * shown as a reference page at GET /api/v1/docs (reference-page.ts). Its schemas are generated
 * from the valibot wire shapes the server answers in (src/domain/public-api.ts, and the query of
 * GET /api/v1/connections that Fastify validates with), and the server tests validate every
 * answer of the API and every webhook delivery against this document (openapi-check.ts).
 */
import { toJsonSchema, toJsonSchemaDefs } from '@valibot/to-json-schema';
import {
  ApiAnswer,
  ApiConnection,
  ApiNote,
  ApiRemoval,
  ApiStageEntry,
  ConnectionsPage,
  OAuthError,
  PublicApiError,
  TokenRequest,
  TokenResponse,
  WebhookPayload,
} from '../../src/domain/public-api';
import { API_PAGE_DEFAULT, API_PAGE_MAX, API_TOKEN_SECONDS, SIGNATURE_HEADER, TIMESTAMP_HEADER, WEBHOOK_EVENTS, type WebhookEvent } from '../../src/domain/api-access';
import { MaintenanceAnswer } from '../../src/domain/native';
import { API_RATE, ConnectionsQuery, TOKEN_FAILURES, TOKEN_ISSUES } from './public-api';
import { DELIVERY_ATTEMPTS } from './webhooks';
import { erasureKey } from '../../src/domain/erasure';

type Json = { [key: string]: unknown };

export const OPENAPI_PATH = '/api/v1/openapi.json';
export const REFERENCE_PATH = '/api/v1/docs';

const SCHEMAS = { TokenRequest, TokenResponse, OAuthError, PublicApiError, Maintenance: MaintenanceAnswer, ConnectionsPage, ApiConnection, ApiNote, ApiStageEntry, ApiAnswer, ApiRemoval, WebhookPayload };
export type SchemaName = keyof typeof SCHEMAS;

const ref = (name: SchemaName) => ({ $ref: `#/components/schemas/${name}` });

/** The components' schemas, as JSON Schema 2020-12 (OpenAPI 3.1's dialect), referring to each other. */
function componentSchemas(): Record<string, Json> {
  const defs = toJsonSchemaDefs(SCHEMAS, { target: 'draft-2020-12' });
  return JSON.parse(JSON.stringify(defs).replaceAll('"#/$defs/', '"#/components/schemas/')) as Record<string, Json>;
}

const rateHeaders = (limit: number) => ({
  'X-RateLimit-Limit': { description: `Requests allowed per minute (${limit}).`, schema: { type: 'integer' } },
  'X-RateLimit-Remaining': { description: 'Requests left in the current minute.', schema: { type: 'integer' } },
  'X-RateLimit-Reset': { description: 'Seconds until the minute ends.', schema: { type: 'integer' } },
});

const tooMany = (limit: number, per: string) => ({
  description: `Too many requests: more than ${limit} a minute ${per}. Wait for the number of seconds in Retry-After.`,
  headers: {
    'Retry-After': { description: 'Seconds to wait.', required: true, schema: { type: 'integer' } },
    ...rateHeaders(limit),
  },
  content: { 'application/json': { schema: ref('PublicApiError'), example: { error: 'tooManyRequests' } } },
});

const TOKEN_LIMITS = `${TOKEN_FAILURES.perAddress} failed token requests from one address within ${TOKEN_FAILURES.windowMinutes} minutes (a wrong secret, an unknown client, a malformed request) refuse that address for ${TOKEN_FAILURES.blockMinutes} minutes; ${TOKEN_FAILURES.perClient} failed requests for one client id within ${TOKEN_FAILURES.windowMinutes} minutes, from anywhere, refuse that client id to the addresses that failed for it, never to one that sends the right secret. A request that gets its token is not a failure; at most ${TOKEN_ISSUES.perAccount} tokens a minute are issued per account.`;

const tokenTooMany = {
  description: `Too many failed token requests from this address (or for this client id from this address), or too many tokens issued to the account. Wait for the number of seconds in Retry-After. ${TOKEN_LIMITS}`,
  headers: { 'Retry-After': { description: 'Seconds to wait.', required: true, schema: { type: 'integer' } } },
  content: { 'application/json': { schema: ref('PublicApiError'), example: { error: 'tooManyRequests' } } },
};

const unavailable = {
  description: 'The server is under maintenance: try again after Retry-After seconds.',
  headers: { 'Retry-After': { description: 'Seconds to wait.', required: true, schema: { type: 'integer' } } },
  content: { 'application/json': { schema: ref('Maintenance'), example: { error: 'maintenance', retryAfterSeconds: 60 } } },
};

const tokenError = (description: string, examples: Record<string, { error: string; error_description: string }>, headers?: Json) => ({
  description,
  ...(headers ? { headers } : {}),
  content: {
    'application/json': {
      schema: ref('OAuthError'),
      examples: Object.fromEntries(Object.entries(examples).map(([k, value]) => [k, { value }])),
    },
  },
});

const apiError = (description: string, examples: Record<string, { error: string; message?: string }>, headers?: Json) => ({
  description,
  ...(headers ? { headers } : {}),
  content: {
    'application/json': {
      schema: ref('PublicApiError'),
      examples: Object.fromEntries(Object.entries(examples).map(([k, value]) => [k, { value }])),
    },
  },
});

const EXAMPLE_CONNECTION = {
  id: 'acme.hbcdf-jklmn-stuvw',
  erasureKey: erasureKey('acme.hbcdf-jklmn-stuvw'),
  badgeCode: 'HBCDF-JKLMN-STUVW',
  visitorId: 'v-1042',
  scannedAt: '2026-11-26T09:14:03.000Z',
  scannedByName: 'Sam Staff',
  sourceType: 'barcode',
  stage: 'contacted',
  rating: 'hot',
  licensed: true,
  contact: { fullname: 'Vera Visitor', firstname: 'Vera', lastname: 'Visitor', company: 'Initech', email: 'vera@initech.example', phone1: '+31 20 555 0101', country: 'NL' },
  registration: [{ question: 'Interested in', answer: 'Logistics' }],
  consent: { termsVersion: '2026-1', at: '2026-10-02T12:00:00.000Z' },
  notes: [{ id: 'n-7', type: 'text', text: 'Wants a demo in December', authorName: 'Sam Staff', createdAt: '2026-11-26T09:16:40.000Z' }],
  stageHistory: [
    { stage: 'new', comment: '', authorName: 'Sam Staff', createdAt: '2026-11-26T09:14:03.000Z' },
    { stage: 'contacted', comment: 'Budget approved', authorName: 'Sam Staff', createdAt: '2026-11-26T09:18:00.000Z' },
  ],
  answers: [{ questionId: 'q-1', question: 'Team size', choices: [{ id: 'o-2', name: '10–50' }], text: null, updatedAt: '2026-11-26T09:17:12.000Z' }],
  changedAt: '2026-11-26T09:18:01.000Z',
  version: 4711,
};

const WEBHOOK_TEXT: Record<WebhookEvent, { summary: string; description: string; example: Json }> = {
  'connection.created': {
    summary: 'A connection was made',
    description: 'The team met a new visitor (a badge scanned or typed).',
    example: { id: 'evt-5f2c', type: 'connection.created', createdAt: '2026-11-26T09:14:05.000Z', data: { connectionId: 'acme.hbcdf-jklmn-stuvw', version: 4702 } },
  },
  'connection.updated': {
    summary: 'A connection changed',
    description: 'A note, a stage, an answer, a rating, contact data or another scan of the visitor.',
    example: { id: 'evt-6a10', type: 'connection.updated', createdAt: '2026-11-26T09:18:02.000Z', data: { connectionId: 'acme.hbcdf-jklmn-stuvw', version: 4711 } },
  },
  'connection.erased': {
    summary: 'A connection was deleted or erased',
    description: 'Deleted by the team, or erased on the visitor\'s request or at the end of the retention period (data.reason): remove the personal data from the CRM too. An erased connection is named by its erasureKey (the id carries the badge code, which an erasure keeps nowhere): find it by the erasureKey you stored with the connection.',
    example: { id: 'evt-7b33', type: 'connection.erased', createdAt: '2026-11-27T16:00:00.000Z', data: { connectionId: erasureKey('acme.hbcdf-jklmn-stuvw'), version: 4890, reason: 'erased' } },
  },
};

const SIGNING = `Every delivery is signed with the webhook's secret (whsec_…, shown once when the webhook is made):
\`${SIGNATURE_HEADER}: sha256=<hex>\` is the HMAC-SHA256 of \`<${TIMESTAMP_HEADER}>.<raw body>\` (the timestamp, a dot, and the body exactly as received).
Compute it over the raw body before parsing, compare in constant time, and refuse a timestamp more than 5 minutes from your clock: a captured delivery cannot be replayed.
Answer any 2xx within 10 seconds; anything else is retried with a growing back-off (10 s, 20 s, 40 s …, ${DELIVERY_ATTEMPTS} attempts in all), with the same event id, so drop an id you have already handled.`;

function webhook(type: WebhookEvent): Json {
  const text = WEBHOOK_TEXT[type];
  return {
    post: {
      operationId: `webhook.${type}`,
      summary: text.summary,
      description: `${text.description}\n\n${SIGNING}`,
      parameters: [
        { name: TIMESTAMP_HEADER, in: 'header', required: true, description: 'When the delivery was signed, in Unix seconds.', schema: { type: 'string', pattern: '^[0-9]+$' }, example: '1764148445' },
        {
          name: SIGNATURE_HEADER,
          in: 'header',
          required: true,
          description: `\`sha256=\` and the hex HMAC-SHA256 of \`<${TIMESTAMP_HEADER}>.<raw body>\` with the webhook's secret.`,
          schema: { type: 'string', pattern: '^sha256=[0-9a-f]{64}$' },
        },
        { name: 'X-Leadstand-Event', in: 'header', required: true, description: 'The event type, as in the body.', schema: { const: type } },
        { name: 'X-Leadstand-Delivery', in: 'header', required: true, description: 'The event id, as in the body (the same on every retry).', schema: { type: 'string' } },
      ],
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: { allOf: [ref('WebhookPayload'), { type: 'object', properties: { type: { const: type } } }] },
            example: text.example,
          },
        },
      },
      responses: {
        '2XX': { description: 'Received. Answer quickly; do the work afterwards.' },
        default: { description: `Anything else, or no answer within 10 seconds: the delivery is retried (${DELIVERY_ATTEMPTS} attempts in all).` },
      },
    },
  };
}

/** The query parameters of GET /api/v1/connections, from the schema Fastify validates them with. */
function connectionParameters(): Json[] {
  const query = toJsonSchema(ConnectionsQuery, { target: 'draft-2020-12' }) as { properties: Record<string, Json>; required?: string[] };
  const text: Record<string, { description: string; example?: string }> = {
    cursor: {
      description:
        'The nextCursor of the previous page, exactly as given: cursors are signed by the server for the exhibitor, so a cursor made up or changed is refused with 400 invalidCursor. Without it, the first page of all connections.',
    },
    changedSince: {
      description:
        'Only connections changed (and removals) after this time, by the server\'s clock: RFC 3339 with `Z` or an offset up to ±15:59, years 0001–9999, at most 6 fraction digits (as the pattern says). For a first sync of recent changes; afterwards, keep and send the cursor.',
      example: '2026-11-26T08:00:00Z',
    },
    limit: { description: `Connections per page: 1 to ${API_PAGE_MAX}, ${API_PAGE_DEFAULT} when left out.`, example: '100' },
  };
  return Object.entries(query.properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: query.required?.includes(name) ?? false,
    description: text[name]?.description ?? '',
    schema,
    ...(text[name]?.example ? { example: text[name].example } : {}),
  }));
}

const DESCRIPTION = `The exhibitor's leads for its CRM: read connections with their contact data, notes, stage history, answers, rating and consent, and be told of changes by signed webhooks.

**Access.** An administrator makes an API account in the app (API access): a client id and a client secret, shown once. Exchange them for a bearer token at \`POST /api/v1/oauth/token\` (OAuth 2.0 client credentials); it lasts ${API_TOKEN_SECONDS / 60} minutes, then ask for a new one. An account that is disabled, called from an address outside its selection, or whose exhibitor has switched API access off is refused, at the token endpoint and on every call.

**Rate limits.** ${API_RATE.max} API calls a minute per account. At the token endpoint: ${TOKEN_LIMITS} Past a limit the answer is 429 with Retry-After.

**Incremental sync.** Page through \`GET /api/v1/connections\` with \`nextCursor\` while \`hasMore\` is true, store the last \`nextCursor\`, and ask with it next time: you get exactly the connections changed since (with everything of them) and the ones removed. Cursors are signed: send them exactly as given (a changed one is refused with 400 invalidCursor); they do not expire. \`changedSince\` starts from a time instead.

**Webhooks.** An account can register URLs that are told when a connection is created, updated or erased (see webhooks below): a small signed event; read the connection itself through the API.`;

let cached: Json | null = null;

/** The document (built once; it depends on code only). */
export function openApiDocument(): Json {
  if (cached) return cached;
  cached = {
    openapi: '3.1.0',
    info: { title: 'Leadstand API', version: '1.0.0', summary: 'Leads for your CRM, by cursor and by webhook.', description: DESCRIPTION },
    servers: [{ url: '/', description: 'This server' }],
    tags: [
      { name: 'Authentication', description: 'OAuth 2.0 client credentials.' },
      { name: 'Connections', description: 'The exhibitor\'s connections (leads).' },
    ],
    paths: {
      '/api/v1/oauth/token': {
        post: {
          operationId: 'getToken',
          tags: ['Authentication'],
          summary: 'Get an access token',
          description: `OAuth 2.0 client credentials (RFC 6749 4.4). Send the client id and secret by HTTP Basic (preferred) or as form fields. The token lasts ${API_TOKEN_SECONDS} seconds; there is no refresh token: ask again.`,
          security: [{ clientCredentials: [] }, {}],
          requestBody: {
            required: true,
            content: {
              'application/x-www-form-urlencoded': { schema: ref('TokenRequest'), example: { grant_type: 'client_credentials' } },
              'application/json': { schema: ref('TokenRequest'), example: { grant_type: 'client_credentials', client_id: 'lsc_4kq…', client_secret: 'lss_9xw…' } },
            },
          },
          responses: {
            '200': {
              description: 'The access token.',
              headers: { 'Cache-Control': { description: 'Always no-store.', required: true, schema: { const: 'no-store' } } },
              content: { 'application/json': { schema: ref('TokenResponse'), example: { access_token: 'lsa_Qm3t…', token_type: 'Bearer', expires_in: API_TOKEN_SECONDS } } },
            },
            '400': tokenError('The request is not a client-credentials request.', {
              missingGrant: { error: 'invalid_request', error_description: 'grant_type is required.' },
              otherGrant: { error: 'unsupported_grant_type', error_description: 'Only client_credentials is supported.' },
              nul: { error: 'invalid_request', error_description: 'The request holds a NUL character.' },
              malformed: { error: 'invalid_request', error_description: 'The body is not a form (or JSON object) with each parameter once.' },
            }),
            '401': tokenError(
              'Unknown client, wrong secret, or a disabled account.',
              {
                wrong: { error: 'invalid_client', error_description: 'Unknown client or wrong secret.' },
                disabled: { error: 'invalid_client', error_description: 'The API account is disabled.' },
                unreadable: { error: 'invalid_client', error_description: 'The client credentials cannot be read.' },
              },
              { 'WWW-Authenticate': { description: 'Basic realm="leadstand"', required: true, schema: { type: 'string' } } },
            ),
            '403': tokenError('The account may not be used from here or now.', {
              address: { error: 'access_denied', error_description: 'Requests from this address are not allowed for the API account.' },
              setting: { error: 'access_denied', error_description: 'API access is switched off for the exhibitor.' },
            }),
            '429': tokenTooMany,
            '503': unavailable,
          },
        },
      },
      '/api/v1/connections': {
        get: {
          operationId: 'listConnections',
          tags: ['Connections'],
          summary: 'List connections changed since a cursor',
          description:
            'The exhibitor\'s connections, oldest change first, each with contact data (licensed connections, the fields the organiser allows), notes, stage history, answers, rating and consent, and the connections deleted or erased since. A connection appears again whenever it or anything of it changes.',
          security: [{ oauth2: [] }],
          parameters: connectionParameters(),
          responses: {
            '200': {
              description: 'A page of connections.',
              headers: rateHeaders(API_RATE.max),
              content: { 'application/json': { schema: ref('ConnectionsPage'), example: { connections: [EXAMPLE_CONNECTION], removed: [{ id: 'acme.hqrst-vwxyz-bcdfg', reason: 'deleted', at: '2026-11-26T09:30:00.000Z' }], nextCursor: 'WzQ3MTEsImFjbWUuaGJjZGYtamtsbW4tc3R1dnciLDQ3MDBd.Q_bupxq4Pl4XZ-1C2__qMuQjlLHJD7fcGM5MdiqhrVY', hasMore: false } } },
            },
            '400': apiError('A malformed parameter or a cursor this API did not give.', {
              cursor: { error: 'invalidCursor', message: 'The cursor is not one this API gave.' },
              parameter: { error: 'badRequest', message: 'querystring/limit must match pattern "^[0-9]{1,4}$"' },
            }),
            '401': apiError('No access token, an unknown one or an expired one: get a new token.', { token: { error: 'notLoggedIn' } }, {
              'WWW-Authenticate': { description: 'Bearer realm="leadstand", error="invalid_token"', required: true, schema: { type: 'string' } },
            }),
            '403': apiError('The account may not be used from here or now.', {
              disabled: { error: 'accountDisabled' },
              address: { error: 'addressNotAllowed' },
              setting: { error: 'settingDisabled' },
            }),
            '429': tooMany(API_RATE.max, 'for this API account'),
            '503': unavailable,
          },
        },
      },
    },
    webhooks: Object.fromEntries(WEBHOOK_EVENTS.map((type) => [type, webhook(type)])),
    components: {
      schemas: componentSchemas(),
      securitySchemes: {
        oauth2: {
          type: 'oauth2',
          description: `A bearer token from the token endpoint (${API_TOKEN_SECONDS / 60} minutes).`,
          flows: { clientCredentials: { tokenUrl: '/api/v1/oauth/token', scopes: {} } },
        },
        clientCredentials: { type: 'http', scheme: 'basic', description: 'The token endpoint: the client id as user name and the client secret as password (each form-encoded, RFC 6749 2.3.1).' },
      },
    },
  };
  return cached;
}
