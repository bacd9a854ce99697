/**
 * The authorization matrix: every API route against every kind of caller, expecting allow or
 * deny. A new route must be added to EXPECTED, or this test fails: nothing ships unreviewed.
 */
import { createApiKey } from '../organiser/api-keys';
import { issueToken, newClientSecret } from '../api-access/clients';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SERVER_INFRASTRUCTURE, SERVER_PAGE_PREFIXES } from '../../src/domain/server-paths';
import { ENDPOINTS } from '../../src/domain/endpoints';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { testDatabase } from '../test/db';
import { seedDemo } from '../demo/seed';
import { createMessenger } from '../mail/mailer';
import { hashSecret, newId, randomSecret } from '../security';
import { decide, type Access } from './access';
import type { Caller } from './caller';
import { allSettings, EXHIBITOR_SETTINGS, effectivePermissions, PERMISSIONS, SESSION_MODES, type Permission, type SessionMode } from '../../src/domain/session';

type Persona =
  | 'anonymous'
  | 'badToken'
  | 'partner'
  | 'staffAdmin'
  | 'staffPlain'
  | 'staffOtherExhibitor'
  | 'scan'
  | 'native'
  | 'systemStaff'
  /** Staff of an exhibitor whose connections section is switched off. */
  | 'connectionsOff'
  /** The organiser of the installation (organiser console). */
  | 'organiser'
  /** An organiser API key (the organiser's own systems). */
  | 'organiserKey'
  /** An access token of an exhibitor's API account (its CRM; server/api-access). */
  | 'apiClient';

const PERSONAS: Persona[] = ['anonymous', 'badToken', 'partner', 'staffAdmin', 'staffPlain', 'staffOtherExhibitor', 'scan', 'native', 'systemStaff', 'connectionsOff', 'organiser', 'organiserKey', 'apiClient'];
/** Sessions that are not an exhibitor's: refused as not logged in where an exhibitor's session is needed. */
const NOT_EXHIBITOR: Persona[] = ['anonymous', 'badToken', 'organiser', 'organiserKey', 'apiClient'];
type Outcome = 'allow' | 401 | 403;

const everyone = (): Record<Persona, Outcome> => Object.fromEntries(PERSONAS.map((p) => [p, 'allow'])) as Record<Persona, Outcome>;
const only = (allowed: Persona[]): Record<Persona, Outcome> =>
  Object.fromEntries(PERSONAS.map((p) => [p, allowed.includes(p) ? 'allow' : NOT_EXHIBITOR.includes(p) ? 401 : 403])) as Record<Persona, Outcome>;
/** The organiser's console: the organiser only; exhibitors' sessions are refused (403), no session is 401. */
const organiserOnly = (): Record<Persona, Outcome> =>
  Object.fromEntries(PERSONAS.map((p) => [p, p === 'organiser' ? 'allow' : p === 'anonymous' || p === 'badToken' || p === 'organiserKey' || p === 'apiClient' ? 401 : 403])) as Record<Persona, Outcome>;
/** The organiser API: an organiser API key only; any session, even the organiser's, is not a key (401). */
const organiserKeyOnly = (): Record<Persona, Outcome> => Object.fromEntries(PERSONAS.map((p) => [p, p === 'organiserKey' ? 'allow' : 401])) as Record<Persona, Outcome>;
/** The public API for an exhibitor's CRM: an API account's access token only; any session is not one (401). */
const apiClientOnly = (): Record<Persona, Outcome> => Object.fromEntries(PERSONAS.map((p) => [p, p === 'apiClient' ? 'allow' : 401])) as Record<Persona, Outcome>;
const people = ['partner', 'staffAdmin', 'staffPlain', 'staffOtherExhibitor', 'connectionsOff'] as Persona[];

const EXPECTED: Record<string, Record<Persona, Outcome>> = {
  'GET /api/config': everyone(),
  'GET /api/events': everyone(),
  'PUT /api/session': everyone(),
  'POST /api/login/request': everyone(),
  'GET /api/session': { ...everyone(), badToken: 401, organiser: 401, organiserKey: 401, apiClient: 401 },
  'DELETE /api/session': only([...people, 'scan', 'native', 'systemStaff']),
  'POST /api/session/staff-mode': only(['partner']),
  // Administrators in a staff session (Alex, Gina, Ivy); a system user and staff without admin are refused.
  'POST /api/session/admin-mode': only(['staffAdmin', 'staffOtherExhibitor', 'connectionsOff']),
  'POST /api/session/device-link': only([...people, 'scan']),
  // The native shell's single-use login link: people (native sessions too), not scan licences or system users.
  'POST /api/session/native-link': only([...people, 'native']),
  'GET /api/session/badge': only([...people, 'native', 'systemStaff']),
  'POST /api/account/two-factor/authenticator': only(people),
  'POST /api/account/two-factor/authenticator/confirm': only(people),
  'PUT /api/account/two-factor': only(people),
  'POST /api/account/two-factor/sms': only(people),
  'POST /api/account/two-factor/sms/confirm': only(people),
  'POST /api/account/two-factor/verify/send': only(people),
  'POST /api/account/two-factor/verify': only(people),
  // A scan user's own address, confirmed by a code before exports are mailed to it.
  'POST /api/account/email/confirm/send': only(['scan']),
  'POST /api/account/email/confirm': only(['scan']),
  // Sync needs the connections setting: Globex has it on too; native sessions do not sync.
  'POST /api/sync/push': only(['partner', 'staffAdmin', 'staffPlain', 'staffOtherExhibitor', 'scan', 'systemStaff']),
  'GET /api/sync/pull': only(['partner', 'staffAdmin', 'staffPlain', 'staffOtherExhibitor', 'scan', 'systemStaff']),
  // Restoring a diagnostic backup's outbox: the same sessions as sync (server/sync/restore.test.ts: whose client ids).
  'POST /api/sync/restore': only(['partner', 'staffAdmin', 'staffPlain', 'staffOtherExhibitor', 'scan', 'systemStaff']),
  // The offline visitor directory is for those who scan: not the administrator (setup mode).
  // Note media: the same sessions as sync (HEAD /api/uploads/:id shares PATCH's declaration; uploads.test.ts covers it).
  'POST /api/uploads': only(['partner', 'staffAdmin', 'staffPlain', 'staffOtherExhibitor', 'scan', 'systemStaff']),
  'PATCH /api/uploads/:id': only(['partner', 'staffAdmin', 'staffPlain', 'staffOtherExhibitor', 'scan', 'systemStaff']),
  'GET /api/media/:id': only(['partner', 'staffAdmin', 'staffPlain', 'staffOtherExhibitor', 'scan', 'systemStaff']),
  // The visitor's rights: administrators of an exhibitor with the connections section.
  'GET /api/connections/:id/visitor-data': only(['partner', 'staffAdmin', 'staffOtherExhibitor', 'systemStaff']),
  'POST /api/connections/:id/erase': only(['partner', 'staffAdmin', 'staffOtherExhibitor', 'systemStaff']),
  // The question editor: administrators of an exhibitor with the connections section.
  'GET /api/questions/manage': only(['partner', 'staffAdmin', 'staffOtherExhibitor', 'systemStaff']),
  'POST /api/questions': only(['partner', 'staffAdmin', 'staffOtherExhibitor', 'systemStaff']),
  'PUT /api/questions/:questionId': only(['partner', 'staffAdmin', 'staffOtherExhibitor', 'systemStaff']),
  'PUT /api/questions/:questionId/enabled': only(['partner', 'staffAdmin', 'staffOtherExhibitor', 'systemStaff']),
  'DELETE /api/questions/:questionId': only(['partner', 'staffAdmin', 'staffOtherExhibitor', 'systemStaff']),
  'PUT /api/questions/order': only(['partner', 'staffAdmin', 'staffOtherExhibitor', 'systemStaff']),
  'PUT /api/questions/rating': only(['partner', 'staffAdmin', 'staffOtherExhibitor', 'systemStaff']),
  // The audit log: administrators of the exhibitor (whatever its sections).
  'GET /api/audit': only(['partner', 'staffAdmin', 'staffOtherExhibitor', 'systemStaff', 'connectionsOff']),
  'GET /api/contents': only(['partner', 'staffAdmin', 'staffPlain', 'staffOtherExhibitor', 'scan', 'systemStaff']),
  // The content editor: the exhibitor's administrators with the content setting on (Ivy's exhibitor has it on).
  'GET /api/contents/manage': only(['partner', 'staffAdmin', 'staffOtherExhibitor', 'systemStaff', 'connectionsOff']),
  'POST /api/contents/items': only(['partner', 'staffAdmin', 'staffOtherExhibitor', 'systemStaff', 'connectionsOff']),
  'PUT /api/contents/items/:contentId': only(['partner', 'staffAdmin', 'staffOtherExhibitor', 'systemStaff', 'connectionsOff']),
  'DELETE /api/contents/items/:contentId': only(['partner', 'staffAdmin', 'staffOtherExhibitor', 'systemStaff', 'connectionsOff']),
  'PUT /api/contents/order': only(['partner', 'staffAdmin', 'staffOtherExhibitor', 'systemStaff', 'connectionsOff']),
  'POST /api/contents/uploads': only(['partner', 'staffAdmin', 'staffOtherExhibitor', 'systemStaff', 'connectionsOff']),
  'PATCH /api/contents/uploads/:id': only(['partner', 'staffAdmin', 'staffOtherExhibitor', 'systemStaff', 'connectionsOff']),
  // The follow-up e-mail's templates: the content editor's people.
  'GET /api/follow-up/templates': only(['partner', 'staffAdmin', 'staffOtherExhibitor', 'systemStaff', 'connectionsOff']),
  'PUT /api/follow-up/templates/:language': only(['partner', 'staffAdmin', 'staffOtherExhibitor', 'systemStaff', 'connectionsOff']),
  'DELETE /api/follow-up/templates/:language': only(['partner', 'staffAdmin', 'staffOtherExhibitor', 'systemStaff', 'connectionsOff']),
  'PUT /api/follow-up/settings': only(['partner', 'staffAdmin', 'staffOtherExhibitor', 'systemStaff', 'connectionsOff']),
  'POST /api/follow-up/preview': only(['partner', 'staffAdmin', 'staffOtherExhibitor', 'systemStaff', 'connectionsOff']),
  // The team: administrators of the exhibitor (whatever its sections); a system user may read it, not change it.
  'GET /api/guests': only(['partner', 'staffAdmin', 'staffOtherExhibitor', 'systemStaff', 'connectionsOff']),
  'GET /api/guests/all': only(['partner', 'staffAdmin', 'staffOtherExhibitor', 'systemStaff', 'connectionsOff']),
  'POST /api/guests/invite': only(['partner', 'staffAdmin', 'staffOtherExhibitor', 'connectionsOff']),
  'POST /api/guests/:id/resend': only(['partner', 'staffAdmin', 'staffOtherExhibitor', 'connectionsOff']),
  'PUT /api/guests/:id/registration-type': only(['partner', 'staffAdmin', 'staffOtherExhibitor', 'connectionsOff']),
  'PUT /api/guests/:id/hold': only(['partner', 'staffAdmin', 'staffOtherExhibitor', 'connectionsOff']),
  'GET /api/guests/links': only(['partner', 'staffAdmin', 'staffOtherExhibitor', 'systemStaff', 'connectionsOff']),
  'POST /api/guests/links': only(['partner', 'staffAdmin', 'staffOtherExhibitor', 'connectionsOff']),
  'PUT /api/guests/links/:id': only(['partner', 'staffAdmin', 'staffOtherExhibitor', 'connectionsOff']),
  'DELETE /api/guests/links/:id': only(['partner', 'staffAdmin', 'staffOtherExhibitor', 'connectionsOff']),
  'GET /api/guests/form': only(['partner', 'staffAdmin', 'staffOtherExhibitor', 'systemStaff', 'connectionsOff']),
  'PUT /api/guests/form': only(['partner', 'staffAdmin', 'staffOtherExhibitor', 'connectionsOff']),
  'GET /api/guests/codes': only(['partner', 'staffAdmin', 'staffOtherExhibitor', 'systemStaff', 'connectionsOff']),
  'POST /api/guests/codes': only(['partner', 'staffAdmin', 'staffOtherExhibitor', 'connectionsOff']),
  'POST /api/guests/codes/batch': only(['partner', 'staffAdmin', 'staffOtherExhibitor', 'connectionsOff']),
  'PUT /api/guests/codes/:id': only(['partner', 'staffAdmin', 'staffOtherExhibitor', 'connectionsOff']),
  'DELETE /api/guests/codes/:id': only(['partner', 'staffAdmin', 'staffOtherExhibitor', 'connectionsOff']),
  'GET /r/:slug': everyone(),
  'POST /r/:slug': everyone(),
  'GET /r/:slug/qr.svg': everyone(),
  'GET /r/confirm/:token': everyone(),
  'POST /r/confirm/:token': everyone(),
  'GET /r/invite/:token': everyone(),
  'POST /r/invite/:token': everyone(),
  'GET /r/badge/:userId/:sig': everyone(),
  'GET /r/badge/:userId/:sig/badge.pdf': everyone(),
  'GET /api/team': only(['partner', 'staffAdmin', 'staffOtherExhibitor', 'systemStaff', 'connectionsOff']),
  'POST /api/team': only(['partner', 'staffAdmin', 'staffOtherExhibitor', 'connectionsOff']),
  'PUT /api/team/:userId': only(['partner', 'staffAdmin', 'staffOtherExhibitor', 'connectionsOff']),
  'PUT /api/team/:userId/badges': only(['partner', 'staffAdmin', 'staffOtherExhibitor', 'connectionsOff']),
  'POST /api/team/:userId/resend': only(['partner', 'staffAdmin', 'staffOtherExhibitor', 'connectionsOff']),
  'DELETE /api/team/:userId': only(['partner', 'staffAdmin', 'staffOtherExhibitor', 'connectionsOff']),
  'POST /api/team/import': only(['partner', 'staffAdmin', 'staffOtherExhibitor', 'connectionsOff']),
  'GET /api/team/licences': only(['partner', 'staffAdmin', 'staffOtherExhibitor', 'systemStaff', 'connectionsOff']),
  'POST /api/team/licences/:licenceId/link': only(['partner', 'staffAdmin', 'staffOtherExhibitor', 'connectionsOff']),
  'GET /api/team/licences/sheet.pdf': only(['partner', 'staffAdmin', 'staffOtherExhibitor', 'connectionsOff']),
  'DELETE /api/team/licences/:licenceId/seats/:seatId': only(['partner', 'staffAdmin', 'staffOtherExhibitor', 'connectionsOff']),
  // The badge shop and orders: administrators of an exhibitor with the badge shop on (Acme; not Globex).
  'GET /api/shop': only(['partner', 'staffAdmin', 'systemStaff', 'connectionsOff']),
  'GET /api/orders': only(['partner', 'staffAdmin', 'systemStaff', 'connectionsOff']),
  'GET /api/orders/:orderId': only(['partner', 'staffAdmin', 'systemStaff', 'connectionsOff']),
  'GET /api/orders/:orderId/invoice.pdf': only(['partner', 'staffAdmin', 'systemStaff', 'connectionsOff']),
  'POST /api/orders': only(['partner', 'staffAdmin', 'connectionsOff']),
  'POST /api/orders/:orderId/checkout': only(['partner', 'staffAdmin', 'connectionsOff']),
  'POST /api/orders/:orderId/cancel': only(['partner', 'staffAdmin', 'connectionsOff']),
  // The payment provider's webhook (its signature is the credential) and the local checkout page (development only).
  'POST /api/payments/webhook': everyone(),
  'GET /pay/:token': everyone(),
  'POST /pay/:token/:outcome': everyone(),
  // A follow-up's unsubscribe page: anyone with its link.
  'GET /u/:token': everyone(),
  'POST /u/:token': everyone(),
  // Content pages and the event's terms: anyone, no login (public.test.ts covers what they show).
  'GET /p/:key': everyone(),
  'GET /p/:key/files/:fileId': everyone(),
  'GET /p/:key/qr.svg': everyone(),
  'GET /terms/:eventId': everyone(),
  'GET /api/questions': only(['partner', 'staffAdmin', 'staffPlain', 'staffOtherExhibitor', 'scan', 'systemStaff']),
  // Colleagues to meet or write to: the exhibitor's people where conversations are on (Acme; not Globex).
  'GET /api/conversations/people': only(['partner', 'staffAdmin', 'staffPlain', 'systemStaff', 'connectionsOff']),
  // A colleague's free times, for the meeting request: the same people (a non-colleague is 404).
  'GET /api/conversations/people/:userId/free-times': only(['partner', 'staffAdmin', 'staffPlain', 'systemStaff', 'connectionsOff']),
  // The organiser's programme, for the agenda: the exhibitor's people where conversations are on.
  'GET /api/agenda/activities': only(['partner', 'staffAdmin', 'staffPlain', 'systemStaff', 'connectionsOff']),
  // A meeting's .ics: people where conversations are on; the meeting itself must be readable (else 404).
  'GET /api/meetings/:conversationId/ics': only(['partner', 'staffAdmin', 'staffPlain', 'systemStaff', 'connectionsOff']),
  // A new address of one's own calendar feed: people (not system users) where conversations are on.
  'POST /api/calendar/feed': only(['partner', 'staffAdmin', 'staffPlain', 'connectionsOff']),
  // The calendar feed, a meeting's page and file for its visitors, the booking page: anyone with the link.
  'GET /calendar/:token': everyone(),
  'GET /m/:token': everyone(),
  'GET /m/:token/meeting.ics': everyone(),
  'POST /m/:token': everyone(),
  'GET /book/:partnerId': everyone(),
  'GET /book/:partnerId/qr.svg': everyone(),
  'POST /book/:partnerId': everyone(),
  'GET /book/confirm/:token': everyone(),
  'POST /book/confirm/:token': everyone(),
  'GET /api/visitors/directory': only(['staffAdmin', 'staffPlain', 'staffOtherExhibitor', 'scan', 'systemStaff']),
  // The public visitor list: people of an exhibitor with view-public-visitor-list on (all three demo exhibitors),
  // in the app's modes (not scan users), and not system users (integrations do not browse visitors).
  'GET /api/attendees': only(['partner', 'staffAdmin', 'staffPlain', 'staffOtherExhibitor', 'native', 'connectionsOff']),
  'GET /api/attendees/facets': only(['partner', 'staffAdmin', 'staffPlain', 'staffOtherExhibitor', 'native', 'connectionsOff']),
  'GET /api/attendees/:id': only(['partner', 'staffAdmin', 'staffPlain', 'staffOtherExhibitor', 'native', 'connectionsOff']),
  // A meeting's online room: people (not system users) where conversations and online meetings are on (not
  // Globex); the room itself then checks membership (server/meeting-room/access.ts: here an unknown id, 404).
  'GET /api/meetings/:conversationId/room': only(['partner', 'staffAdmin', 'staffPlain', 'native', 'connectionsOff']),
  // The organiser's console (logging in to it is public: the link is the credential).
  'PUT /api/organiser/session': everyone(),
  'GET /api/organiser/session': organiserOnly(),
  'DELETE /api/organiser/session': organiserOnly(),
  'GET /api/organiser/events': organiserOnly(),
  'POST /api/organiser/events': organiserOnly(),
  'GET /api/organiser/events/:eventId': organiserOnly(),
  'PUT /api/organiser/events/:eventId': organiserOnly(),
  'POST /api/organiser/events/:eventId/end': organiserOnly(),
  'GET /api/organiser/events/:eventId/exhibitors': organiserOnly(),
  'POST /api/organiser/events/:eventId/exhibitors': organiserOnly(),
  'POST /api/organiser/events/:eventId/exhibitors/import': organiserOnly(),
  'GET /api/organiser/exhibitors/:partnerId': organiserOnly(),
  'PUT /api/organiser/exhibitors/:partnerId': organiserOnly(),
  'POST /api/organiser/exhibitors/:partnerId/invite': organiserOnly(),
  'POST /api/organiser/exhibitors/:partnerId/licences': organiserOnly(),
  'POST /api/organiser/exhibitors/:partnerId/licences/:licenceId/link': organiserOnly(),
  'GET /api/organiser/events/:eventId/visitors/count': organiserOnly(),
  'POST /api/organiser/events/:eventId/visitors/import': organiserOnly(),
  'GET /api/organiser/events/:eventId/badges.pdf': organiserOnly(),
  'GET /api/organiser/events/:eventId/visitors': organiserOnly(),
  'POST /api/organiser/events/:eventId/visitors': organiserOnly(),
  'PUT /api/organiser/events/:eventId/visitors/:visitorId': organiserOnly(),
  'DELETE /api/organiser/events/:eventId/visitors/:visitorId': organiserOnly(),
  'POST /api/organiser/events/:eventId/badges.pdf': organiserOnly(),
  'GET /api/organiser/events/:eventId/badge-types': organiserOnly(),
  'POST /api/organiser/events/:eventId/badge-types': organiserOnly(),
  'PUT /api/organiser/badge-types/:badgeTypeId': organiserOnly(),
  'DELETE /api/organiser/badge-types/:badgeTypeId': organiserOnly(),
  'GET /api/organiser/events/:eventId/activities': organiserOnly(),
  'POST /api/organiser/events/:eventId/activities': organiserOnly(),
  'PUT /api/organiser/activities/:activityId': organiserOnly(),
  'DELETE /api/organiser/activities/:activityId': organiserOnly(),
  // Tasks (#17): the tasks permission (admin has all) where the tasks setting is on (Acme, Initech; not Globex);
  // changing documents and submitting is for people, not system users. The organiser defines and reviews them.
  'GET /api/tasks': only(['partner', 'staffAdmin', 'systemStaff', 'connectionsOff']),
  'POST /api/tasks/uploads': only(['partner', 'staffAdmin', 'connectionsOff']),
  'PATCH /api/tasks/uploads/:id': only(['partner', 'staffAdmin', 'connectionsOff']),
  'POST /api/tasks/:taskId/documents': only(['partner', 'staffAdmin', 'connectionsOff']),
  'DELETE /api/tasks/:taskId/documents/:documentId': only(['partner', 'staffAdmin', 'connectionsOff']),
  'GET /api/tasks/:taskId/documents/:documentId': only(['partner', 'staffAdmin', 'systemStaff', 'connectionsOff']),
  'POST /api/tasks/:taskId/submit': only(['partner', 'staffAdmin', 'connectionsOff']),
  'GET /api/organiser/events/:eventId/tasks': organiserOnly(),
  'POST /api/organiser/events/:eventId/tasks': organiserOnly(),
  'PUT /api/organiser/tasks/:taskId': organiserOnly(),
  'DELETE /api/organiser/tasks/:taskId': organiserOnly(),
  'GET /api/organiser/events/:eventId/task-submissions': organiserOnly(),
  'GET /api/organiser/task-documents/:documentId': organiserOnly(),
  'PUT /api/organiser/tasks/:taskId/exhibitors/:partnerId/review': organiserOnly(),
  // API access (#17): administrators where the api setting is on (Acme, Initech; not Globex); a system user may read, not change.
  'GET /api/api-access/accounts': only(['partner', 'staffAdmin', 'systemStaff', 'connectionsOff']),
  'POST /api/api-access/accounts': only(['partner', 'staffAdmin', 'connectionsOff']),
  'PUT /api/api-access/accounts/:id': only(['partner', 'staffAdmin', 'connectionsOff']),
  'POST /api/api-access/accounts/:id/disable': only(['partner', 'staffAdmin', 'connectionsOff']),
  'POST /api/api-access/accounts/:id/secret': only(['partner', 'staffAdmin', 'connectionsOff']),
  'DELETE /api/api-access/accounts/:id': only(['partner', 'staffAdmin', 'connectionsOff']),
  'POST /api/api-access/accounts/:id/webhooks': only(['partner', 'staffAdmin', 'connectionsOff']),
  'PUT /api/api-access/webhooks/:id': only(['partner', 'staffAdmin', 'connectionsOff']),
  'DELETE /api/api-access/webhooks/:id': only(['partner', 'staffAdmin', 'connectionsOff']),
  // The public API: the token endpoint takes client credentials, not sessions (here a 400 for the missing
  // grant type; server/api-access covers the refusals); reading connections needs an API access token.
  'POST /api/v1/oauth/token': everyone(),
  'GET /api/v1/connections': apiClientOnly(),
  // Its OpenAPI document and reference page (with the page's script) are public.
  'GET /api/v1/openapi.json': everyone(),
  'GET /api/v1/docs': everyone(),
  'GET /api/v1/docs/try-it.js': everyone(),
  'POST /api/organiser/login/request': everyone(),
  'GET /api/organiser/organisers': organiserOnly(),
  'POST /api/organiser/organisers': organiserOnly(),
  'PUT /api/organiser/organisers/:organiserId': organiserOnly(),
  'DELETE /api/organiser/organisers/:organiserId': organiserOnly(),
  'GET /api/organiser/api-keys': organiserOnly(),
  'POST /api/organiser/api-keys': organiserOnly(),
  'DELETE /api/organiser/api-keys/:keyId': organiserOnly(),
  'GET /api/organiser/v1/events': organiserKeyOnly(),
  'PUT /api/organiser/v1/events/:eventId/visitors': organiserKeyOnly(),
  'PUT /api/organiser/v1/events/:eventId/exhibitors': organiserKeyOnly(),
  'POST /api/organiser/v1/events/:eventId/check-ins': organiserKeyOnly(),
};

let database: Database;
let app: FastifyInstance;

async function sessionFor(persona: Persona): Promise<string | null> {
  if (persona === 'anonymous') return null;
  if (persona === 'badToken') return randomSecret();
  if (persona === 'apiClient') {
    const secret = newClientSecret();
    await database.db
      .insertInto('api_accounts')
      .values({ id: 'matrix-api', partner_id: 'acme', client_id: 'lsc_matrix', secret_hash: secret.hash, secret_prefix: secret.prefix })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    return (await issueToken(database.db, 'matrix-api')).token;
  }
  if (persona === 'organiserKey') {
    await database.db.insertInto('organisers').values({ id: 'matrix-organiser', name: 'Olga Organiser' }).onConflict((oc) => oc.column('id').doNothing()).execute();
    return (await createApiKey(database.db, 'matrix-organiser', 'Registration platform')).key;
  }
  const token = randomSecret();
  if (persona === 'organiser') {
    await database.db.insertInto('organisers').values({ id: 'matrix-organiser', name: 'Olga Organiser' }).onConflict((oc) => oc.column('id').doNothing()).execute();
    await database.db.insertInto('organiser_sessions').values({ id: newId(), token_hash: hashSecret(token), organiser_id: 'matrix-organiser', expires_at: new Date(Date.now() + 3_600_000) }).execute();
    return token;
  }
  const base = { id: newId(), token_hash: hashSecret(token), event_id: 'demo-expo', expires_at: new Date(Date.now() + 3_600_000), licence_activation_id: null as string | null };
  const rows: Record<Exclude<Persona, 'anonymous' | 'badToken' | 'organiser' | 'organiserKey' | 'apiClient'>, { mode: SessionMode; partner_id: string | null; user_id: string | null }> = {
    partner: { mode: 'partner', partner_id: 'acme', user_id: 'acme-alex' },
    staffAdmin: { mode: 'staff', partner_id: 'acme', user_id: 'acme-alex' },
    staffPlain: { mode: 'staff', partner_id: 'acme', user_id: 'acme-sam' },
    staffOtherExhibitor: { mode: 'staff', partner_id: 'globex', user_id: 'globex-gina' },
    scan: { mode: 'scan', partner_id: 'acme', user_id: null },
    native: { mode: 'native', partner_id: 'acme', user_id: 'acme-robin' },
    systemStaff: { mode: 'staff', partner_id: 'acme', user_id: 'acme-system' },
    connectionsOff: { mode: 'staff', partner_id: 'initech', user_id: 'initech-ivy' },
  };
  const row = rows[persona];
  await database.db.insertInto('sessions').values({ ...base, ...row, licence_activation_id: persona === 'scan' ? 'acme-activation-1' : null }).execute();
  return token;
}

beforeAll(async () => {
  database = await testDatabase();
  await seedDemo(database.db);
  // A system user on the team (an integration account).
  await database.db.insertInto('users').values({ id: 'acme-system', event_id: 'demo-expo', badge_code: 'hzzzzrzzzzzzzzz', email: 'system@acme.example', is_system: true }).execute();
  await database.db.insertInto('staff').values({ partner_id: 'acme', user_id: 'acme-system', permissions: ['admin'] }).execute();
  await database.db
    .insertInto('partners')
    .values({ id: 'initech', event_id: 'demo-expo', name: 'Initech', settings: JSON.stringify({ ...allSettings(true), connections: false }) })
    .execute();
  await database.db.insertInto('users').values({ id: 'initech-ivy', event_id: 'demo-expo', badge_code: 'hzzzzrzzzzzzzzy', email: 'ivy@initech.example' }).execute();
  await database.db.insertInto('staff').values({ partner_id: 'initech', user_id: 'initech-ivy', permissions: ['admin'] }).execute();
  // Development: every route there is, the local payment provider's pages included (production has fewer).
  app = await buildApp({ database, publicUrl: 'http://x', mode: 'development', logLevel: 'silent', loginRatePerMinute: 100_000, messenger: createMessenger({ log: () => {} }) });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('every API route', () => {
  it('is in the route table with every page the server answers: outside them it answers only its health check, the realtime endpoint and the development mailbox', () => {
    // A page under a new prefix fails here until src/domain/server-paths.ts lists it: then this
    // matrix, the fuzz and guard tests go through it and the service worker leaves it to the server.
    expect(app.otherRoutes.filter((r) => !SERVER_INFRASTRUCTURE.some((p) => p.test(r.split(' ')[1]!)))).toEqual([]);
    expect(app.routeTable.map((r) => r.url)).toEqual(expect.arrayContaining(SERVER_PAGE_PREFIXES.map((p) => expect.stringMatching(new RegExp(`^/${p}/`)))));
  });

  it('holds every declared endpoint, with its declared access: none is left out of this matrix or the fuzz test', () => {
    for (const e of ENDPOINTS) expect(app.routeTable, `${e.method} ${e.path} is declared but not served`).toContainEqual({ method: e.method, url: e.path, access: e.access });
  });

  it('declares who may use it, and is in the matrix (no API route escapes review)', () => {
    const keys = app.routeTable.map((r) => `${r.method} ${r.url}`);
    for (const r of app.routeTable) {
      expect(r.access, `${r.method} ${r.url} declares no access`).toBeDefined();
      if (r.url.startsWith('/api/operator/')) expect(r.access).toEqual({ operator: true });
      else expect(EXPECTED[`${r.method} ${r.url}`], `${r.method} ${r.url} has no row in the authorization matrix`).toBeDefined();
    }
    for (const key of Object.keys(EXPECTED)) expect(keys, key).toContain(key);
  });

  for (const [key, expected] of Object.entries(EXPECTED)) {
    for (const persona of PERSONAS) {
      it(`${key} as ${persona}: ${expected[persona]}`, async () => {
        const [method, url] = key.split(' ') as [string, string];
        const token = await sessionFor(persona);
        const res = await app.inject({
          method: method as 'GET',
          url,
          headers: token ? { authorization: `Bearer ${token}` } : {},
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
        });
        if (expected[persona] === 'allow') expect([401, 403], `${res.statusCode} ${res.body}`).not.toContain(res.statusCode);
        else expect(res.statusCode, res.body).toBe(expected[persona]);
      });
    }
  }
});

describe('a section switched off', () => {
  // Each section's routes, as the exhibitor's settings guard them. A route that stops declaring its
  // section (and so would open with the section off) fails here.
  const SECTION_ROUTES: Record<'content' | 'badgeShop' | 'tasks', string[]> = {
    content: [
      'GET /api/contents/manage',
      'POST /api/contents/items',
      'PUT /api/contents/items/:contentId',
      'DELETE /api/contents/items/:contentId',
      'PUT /api/contents/order',
      'POST /api/contents/uploads',
      'PATCH /api/contents/uploads/:id',
      'GET /api/follow-up/templates',
      'PUT /api/follow-up/templates/:language',
      'DELETE /api/follow-up/templates/:language',
      'PUT /api/follow-up/settings',
      'POST /api/follow-up/preview',
      'GET /api/contents',
    ],
    badgeShop: ['GET /api/shop', 'GET /api/orders', 'GET /api/orders/:orderId', 'GET /api/orders/:orderId/invoice.pdf', 'POST /api/orders', 'POST /api/orders/:orderId/checkout', 'POST /api/orders/:orderId/cancel'],
    tasks: [
      'GET /api/tasks',
      'POST /api/tasks/uploads',
      'PATCH /api/tasks/uploads/:id',
      'POST /api/tasks/:taskId/documents',
      'DELETE /api/tasks/:taskId/documents/:documentId',
      'GET /api/tasks/:taskId/documents/:documentId',
      'POST /api/tasks/:taskId/submit',
    ],
  };

  for (const section of ['content', 'badgeShop', 'tasks'] as const) {
    it(`refuses its administrator every ${section} route, and nothing else is guarded by it`, async () => {
      const partnerId = `off-${section.toLowerCase()}`;
      await database.db.insertInto('partners').values({ id: partnerId, event_id: 'demo-expo', name: `No ${section}`, settings: JSON.stringify({ ...allSettings(true), [section]: false }) }).execute();
      const userId = `${partnerId}-admin`;
      await database.db.insertInto('users').values({ id: userId, event_id: 'demo-expo', badge_code: { content: 'hzzzzrzzzzzzzzx', badgeShop: 'hzzzzrzzzzzzzzw', tasks: 'hzzzzrzzzzzzzzv' }[section], email: `${userId}@x.example` }).execute();
      await database.db.insertInto('staff').values({ partner_id: partnerId, user_id: userId, permissions: ['admin'] }).execute();
      const token = randomSecret();
      await database.db.insertInto('sessions').values({ id: newId(), token_hash: hashSecret(token), event_id: 'demo-expo', expires_at: new Date(Date.now() + 3_600_000), mode: 'staff', partner_id: partnerId, user_id: userId }).execute();

      const guarded = app.routeTable
        .filter((r) => {
          const access = r.access as Access | undefined;
          if (!access || !('modes' in access || 'setting' in access)) return false;
          const required = 'setting' in access ? access.setting : undefined;
          return !!required && (typeof required === 'string' ? [required] : required).includes(section);
        })
        .map((r) => `${r.method} ${r.url}`);
      expect(guarded.sort()).toEqual([...SECTION_ROUTES[section]].sort());
      for (const key of SECTION_ROUTES[section]) {
        const [method, url] = key.split(' ') as [string, string];
        const res = await app.inject({ method: method as 'GET', url, headers: { authorization: `Bearer ${token}` }, ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }) });
        expect(res.statusCode, `${key}: ${res.body}`).toBe(403);
        expect(res.json<{ error: string }>().error, key).toBe('settingDisabled');
      }
    });
  }
});

describe('decide', () => {
  const caller = (mode: SessionMode, granted: Permission[], settingsOff: string[] = [], isSystem = false): Caller =>
    ({
      mode,
      permissions: effectivePermissions(mode, granted),
      settings: { ...allSettings(true), ...Object.fromEntries(settingsOff.map((s) => [s, false])) },
      isSystem,
    }) as unknown as Caller;

  it('refuses a route without a declaration', () => {
    expect(decide(undefined, caller('partner', []))).toBe('noPermission');
  });

  it('requires a session unless public', () => {
    expect(decide({}, null)).toBe('notLoggedIn');
    expect(decide({ public: true }, null)).toBeNull();
  });

  it('checks mode, setting, permission and system users, over every combination', () => {
    for (const mode of SESSION_MODES) {
      for (const setting of EXHIBITOR_SETTINGS) {
        for (const permission of PERMISSIONS) {
          const access: Access = { modes: ['staff', 'partner'], setting, anyPermission: [permission], people: true };
          const granted = caller(mode, [permission]);
          const expectedAllowed = (mode === 'staff' || mode === 'partner') && effectivePermissions(mode, [permission]).has(permission);
          expect(decide(access, granted) === null, `${mode}/${setting}/${permission}`).toBe(expectedAllowed);
          expect(decide(access, caller(mode, [permission], [setting])), `${mode}/${setting} off`).toBe(
            mode === 'staff' || mode === 'partner' ? 'settingDisabled' : 'noPermission',
          );
          if (expectedAllowed) expect(decide(access, caller(mode, [permission], [], true))).toBe('systemUserForbidden');
        }
      }
    }
  });
});
