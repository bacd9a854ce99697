/**
 * The wire shapes of the public API for an exhibitor's CRM (issue #17, server/api-access/): the
 * token endpoint's answer and errors, a page of connections, and the webhook deliveries. The
 * server answers in these shapes (their types are its return types), the OpenAPI document
 * (server/api-access/openapi.ts) is generated from them, and the server tests validate every
 * answer against that document: code and document cannot drift apart.
 */
import * as v from 'valibot';
import { CONNECTION_STAGES, ConnectionContact, NOTE_TYPES, SOURCE_TYPES } from './connection';
import { RATINGS } from './rating';
import { WEBHOOK_EVENTS } from './api-access';

const timestamp = (description: string) => v.pipe(v.string(), v.isoTimestamp(), v.description(description));

/** The form of POST /api/v1/oauth/token (RFC 6749 4.4); the client's id and secret may come by HTTP Basic instead. */
export const TokenRequest = v.pipe(
  v.object({
    grant_type: v.pipe(v.literal('client_credentials'), v.description('Always client_credentials.')),
    client_id: v.optional(v.pipe(v.string(), v.description('The API account\'s client id (lsc_…), unless sent by HTTP Basic.'))),
    client_secret: v.optional(v.pipe(v.string(), v.description('The API account\'s client secret (lss_…), unless sent by HTTP Basic.'))),
  }),
  v.description('A token request. The client id and secret go either in an Authorization: Basic header (preferred) or as these form fields.'),
);

export const TokenResponse = v.pipe(
  v.strictObject({
    access_token: v.pipe(v.string(), v.startsWith('lsa_'), v.description('The bearer token for the API calls.')),
    token_type: v.literal('Bearer'),
    expires_in: v.pipe(v.number(), v.integer(), v.description('Seconds until the token expires (900). Ask for a new one then; there is no refresh token.')),
  }),
  v.description('An access token (RFC 6749 5.1).'),
);
export type TokenResponse = v.InferOutput<typeof TokenResponse>;

export const OAUTH_ERRORS = ['invalid_request', 'unsupported_grant_type', 'invalid_client', 'access_denied'] as const;

export const OAuthError = v.pipe(
  v.strictObject({
    error: v.pipe(
      v.picklist(OAUTH_ERRORS),
      v.description('invalid_request: no grant_type; unsupported_grant_type: not client_credentials; invalid_client: unknown client, wrong secret or a disabled account; access_denied: the caller\'s address is outside the account\'s selection, or API access is switched off for the exhibitor.'),
    ),
    error_description: v.pipe(v.string(), v.description('A sentence in English for the developer.')),
  }),
  v.description('An error of the token endpoint (RFC 6749 5.2).'),
);
export type OAuthError = v.InferOutput<typeof OAuthError>;

/** The error codes of the API calls (GET /api/v1/connections), by HTTP status. */
export const API_ERRORS = ['badRequest', 'invalidCursor', 'notLoggedIn', 'accountDisabled', 'addressNotAllowed', 'settingDisabled', 'tooManyRequests'] as const;

export const PublicApiError = v.pipe(
  v.strictObject({
    error: v.pipe(
      v.picklist(API_ERRORS),
      v.description(
        '400 badRequest: a query parameter is malformed; 400 invalidCursor: the cursor is not one this API gave; 401 notLoggedIn: no token, an unknown or an expired one; 403 accountDisabled, addressNotAllowed, settingDisabled: the account may not be used now; 429 tooManyRequests: the rate limit is reached.',
      ),
    ),
    message: v.optional(v.pipe(v.string(), v.description('A sentence in English for the developer, when there is more to say.'))),
  }),
  v.description('An error of an API call.'),
);
export type PublicApiError = v.InferOutput<typeof PublicApiError>;

export const ApiNote = v.strictObject({
  id: v.string(),
  type: v.pipe(v.picklist(NOTE_TYPES), v.description('text, or a voice memo (audio), photo (image) or document (document: xls, xlsx, xml) with its text.')),
  text: v.string(),
  authorName: v.string(),
  createdAt: timestamp('When the note was written (the device\'s clock).'),
});

export const ApiStageEntry = v.strictObject({
  stage: v.picklist(CONNECTION_STAGES),
  comment: v.string(),
  authorName: v.string(),
  createdAt: timestamp('When the stage was set (the device\'s clock).'),
});

export const ApiAnswer = v.strictObject({
  questionId: v.string(),
  question: v.pipe(v.string(), v.description('The question as the exhibitor wrote it.')),
  choices: v.array(v.strictObject({ id: v.string(), name: v.string() })),
  text: v.nullable(v.string()),
  updatedAt: timestamp('When the answer was last changed.'),
});

export const ApiConnection = v.pipe(
  v.strictObject({
    id: v.pipe(v.string(), v.description('The connection\'s id; stable, use it as the external id in the CRM.')),
    erasureKey: v.pipe(
      v.string(),
      v.description('How an erasure names this connection (removed[].id and the connection.erased webhook with reason erased): "erased-" and the SHA-256 of the id, in hex. Keep it with the connection; once erased, Leadstand keeps neither the id nor the badge code.'),
    ),
    badgeCode: v.string(),
    visitorId: v.nullable(v.string()),
    scannedAt: timestamp('When the visitor was first met.'),
    scannedByName: v.pipe(v.string(), v.description('Who of the team met the visitor first.')),
    sourceType: v.pipe(v.picklist(SOURCE_TYPES), v.description('How the badge was read: barcode (camera or scanner), manual (typed), nfc, rfid, un (unique number: never set by this app, see docs/decisions.md).')),
    stage: v.pipe(v.picklist(CONNECTION_STAGES), v.description('The pipeline stage now.')),
    rating: v.pipe(v.nullable(v.picklist(RATINGS)), v.description('The rating the app shows: set by hand, else worked out from the answers; null when there is none.')),
    licensed: v.pipe(v.boolean(), v.description('False when captured without a licence: contact, registration and consent are null until a licence is active.')),
    contact: v.pipe(v.nullable(ConnectionContact), v.description('The visitor\'s contact data: only the fields the organiser lets exhibitors receive.')),
    registration: v.pipe(v.nullable(v.array(v.strictObject({ question: v.string(), answer: v.string() }))), v.description('The visitor\'s answers when registering for the event.')),
    consent: v.pipe(
      v.nullable(v.strictObject({ termsVersion: v.string(), at: v.string(), source: v.optional(v.nullable(v.string())) })),
      v.description('What the visitor agreed to when registering: the terms version and when; for a guest, what they registered through.'),
    ),
    notes: v.array(ApiNote),
    stageHistory: v.pipe(v.array(ApiStageEntry), v.description('Every stage set, oldest first; the last one is the current stage.')),
    answers: v.pipe(v.array(ApiAnswer), v.description('The answers to the exhibitor\'s questions, in the questions\' order.')),
    changedAt: timestamp('When the connection or anything of it last changed on the server.'),
    version: v.pipe(v.number(), v.integer(), v.description('The change version: grows with every change of the exhibitor\'s data.')),
  }),
  v.description('A connection (lead) with everything the team recorded about the visitor.'),
);
export type ApiConnection = v.InferOutput<typeof ApiConnection>;

export const ApiRemoval = v.pipe(
  v.strictObject({
    id: v.pipe(v.string(), v.description('The id of the connection removed; for one erased, its erasureKey.')),
    reason: v.pipe(v.picklist(['deleted', 'erased']), v.description('deleted by the team, or erased on the visitor\'s request or at the end of the retention period: remove the personal data from the CRM too.')),
    at: timestamp('When it was removed.'),
  }),
  v.description('A connection removed since the cursor.'),
);

export const ConnectionsPage = v.pipe(
  v.strictObject({
    connections: v.pipe(v.array(ApiConnection), v.description('Connections changed since the cursor, oldest change first.')),
    removed: v.array(ApiRemoval),
    nextCursor: v.pipe(v.string(), v.description('Ask with this cursor next time (keep it also when hasMore is false: it gives what changes from now on).')),
    hasMore: v.pipe(v.boolean(), v.description('More pages are waiting now: ask again with nextCursor at once.')),
  }),
  v.description('One page of connections.'),
);
export type ConnectionsPage = v.InferOutput<typeof ConnectionsPage>;

export const WebhookPayload = v.pipe(
  v.strictObject({
    id: v.pipe(v.string(), v.description('The event\'s id: the same on every retry, so a receiver can drop a repeat.')),
    type: v.picklist(WEBHOOK_EVENTS),
    createdAt: timestamp('When the event was made.'),
    data: v.strictObject({
      connectionId: v.pipe(v.string(), v.description('The connection: read it with GET /api/v1/connections (the event carries no personal data). For connection.erased with reason erased, the connection\'s erasureKey.')),
      version: v.pipe(v.number(), v.integer(), v.description('The change version of the event.')),
      reason: v.optional(v.pipe(v.picklist(['deleted', 'erased']), v.description('connection.erased only: deleted by the team or erased for the visitor.'))),
    }),
  }),
  v.description('A webhook delivery\'s body.'),
);
export type WebhookPayload = v.InferOutput<typeof WebhookPayload>;
