/**
 * The organiser's console: its session, its events, the installation's organisers and API keys. Declared once for the server (server/organiser/routes.ts)
 * and the console's screens (src/features/organiser).
 */
import * as v from 'valibot';
import { endpoint } from './define';
import { ApiKeyInfo, ApiKeyInput, EventInput, OrganiserAccount, OrganiserEvent, OrganiserInput } from '../organiser';
import { LANGUAGES } from '../language';

export const ORGANISER = { organiser: true } as const;
export const EventParams = v.strictObject({ eventId: v.pipe(v.string(), v.maxLength(100)) });

/** Every event, newest first. */
export const listEvents = endpoint({ method: 'GET', path: '/api/organiser/events', answer: v.array(OrganiserEvent), access: ORGANISER });

export const getEvent = endpoint({ method: 'GET', path: '/api/organiser/events/:eventId', params: EventParams, answer: OrganiserEvent, access: ORGANISER });

export const createEvent = endpoint({ method: 'POST', path: '/api/organiser/events', body: EventInput, answer: OrganiserEvent, status: 201, access: ORGANISER });

export const updateEvent = endpoint({ method: 'PUT', path: '/api/organiser/events/:eventId', params: EventParams, body: EventInput, answer: OrganiserEvent, access: ORGANISER });

/** Ends a running event now: scanning stops on every device (SPEC section 4). */
export const endEvent = endpoint({
  method: 'POST',
  path: '/api/organiser/events/:eventId/end',
  params: EventParams,
  answer: OrganiserEvent,
  access: ORGANISER,
  refusals: ['event.notStarted', 'event.alreadyEnded'],
});

// The organiser's session: logging in with an organiser link, and the organiser asking.
const OrganiserAnswer = v.object({ id: v.string(), name: v.string(), email: v.nullable(v.string()) });

/** An organiser link's two halves give a session (a link that is used, expired or unknown: 401 notLoggedIn). */
export const logIn = endpoint({
  method: 'PUT',
  path: '/api/organiser/session',
  body: v.strictObject({ organiserID: v.pipe(v.string(), v.minLength(1), v.maxLength(200)), verifier: v.pipe(v.string(), v.minLength(20), v.maxLength(200)) }),
  answer: v.object({ token: v.string(), organiser: OrganiserAnswer }),
  access: { public: true },
});

export const getSession = endpoint({ method: 'GET', path: '/api/organiser/session', answer: OrganiserAnswer, access: ORGANISER });

export const logOut = endpoint({ method: 'DELETE', path: '/api/organiser/session', status: 204, access: ORGANISER });

/** Log in by e-mail: the same answer whether or not the address is an organiser's. */
export const requestLogin = endpoint({
  method: 'POST',
  path: '/api/organiser/login/request',
  body: v.strictObject({ email: v.pipe(v.string(), v.maxLength(320)), language: v.optional(v.picklist(LANGUAGES)) }),
  answer: v.object({ result: v.literal('emailSent') }),
  access: { public: true },
  badBody: 'emailInvalid',
  refusals: ['emailInvalid', 'email.sendFailure'],
});

// The installation's organisers.
const OrganiserParams = v.strictObject({ organiserId: v.pipe(v.string(), v.maxLength(100)) });

export const listOrganisers = endpoint({ method: 'GET', path: '/api/organiser/organisers', answer: v.array(OrganiserAccount), access: ORGANISER });

/** Added and mailed a welcome link; a mail that cannot be sent adds nobody (`email.sendFailure`). */
export const addOrganiser = endpoint({ method: 'POST', path: '/api/organiser/organisers', body: OrganiserInput, answer: OrganiserAccount, status: 201, access: ORGANISER, refusals: ['email.sendFailure'] });

export const changeOrganiser = endpoint({ method: 'PUT', path: '/api/organiser/organisers/:organiserId', params: OrganiserParams, body: OrganiserInput, answer: OrganiserAccount, access: ORGANISER });

export const removeOrganiser = endpoint({ method: 'DELETE', path: '/api/organiser/organisers/:organiserId', params: OrganiserParams, status: 204, access: ORGANISER, refusals: ['organiser.cannotRemoveSelf'] });

// API keys for the organiser's own systems (the key is in the answer once, when it is made).
const KeyParams = v.strictObject({ keyId: v.pipe(v.string(), v.maxLength(100)) });

export const listApiKeys = endpoint({ method: 'GET', path: '/api/organiser/api-keys', answer: v.array(ApiKeyInfo), access: ORGANISER });

export const createApiKey = endpoint({ method: 'POST', path: '/api/organiser/api-keys', body: ApiKeyInput, answer: v.object({ ...ApiKeyInfo.entries, key: v.string() }), status: 201, access: ORGANISER });

/** Revoked at once; a key already revoked is not found. */
export const revokeApiKey = endpoint({ method: 'DELETE', path: '/api/organiser/api-keys/:keyId', params: KeyParams, status: 204, access: ORGANISER });
