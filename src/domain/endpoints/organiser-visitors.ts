/**
 * The organiser's console: an event's visitors, imported from the registration list and kept at
 * the desk (searched, added, corrected, removed). Served by server/organiser/visitors.ts and
 * visitor-list.ts, called by the console's visitor screens. Badge PDFs are files, not answers:
 * they are downloaded (features/organiser/api.ts).
 */
import * as v from 'valibot';
import { endpoint } from './define';
import { EventParams, ORGANISER } from './organiser';
import { OrganiserVisitor, VisitorInput, VisitorListQuery, VisitorPage } from '../organiser-visitors';
import { VisitorImportRequest } from '../visitor-import';
import { ImportPartAnswer } from '../table-import';

const VisitorParams = v.strictObject({ eventId: v.pipe(v.string(), v.maxLength(100)), visitorId: v.pipe(v.string(), v.maxLength(100)) });

export const countVisitors = endpoint({ method: 'GET', path: '/api/organiser/events/:eventId/visitors/count', params: EventParams, answer: v.object({ visitors: v.number() }), access: ORGANISER });

/** One part of a registration list: visitors matched by badge code or e-mail address. */
export const importVisitors = endpoint({
  method: 'POST',
  path: '/api/organiser/events/:eventId/visitors/import',
  params: EventParams,
  body: VisitorImportRequest,
  answer: ImportPartAnswer,
  access: ORGANISER,
  badBody: 'import.badRequest',
  bodyLimit: 8 * 1024 * 1024,
});

/** A page of the visitors, searched on the server by name, company, e-mail address or badge code. */
export const listVisitors = endpoint({ method: 'GET', path: '/api/organiser/events/:eventId/visitors', params: EventParams, query: VisitorListQuery, answer: VisitorPage, access: ORGANISER });

/** A walk-in added at the desk, with a new badge code; an e-mail address is one visitor's (`visitor.emailTaken` on the field). */
export const addVisitor = endpoint({ method: 'POST', path: '/api/organiser/events/:eventId/visitors', params: EventParams, body: VisitorInput, answer: OrganiserVisitor, status: 201, access: ORGANISER });

export const changeVisitor = endpoint({ method: 'PUT', path: '/api/organiser/events/:eventId/visitors/:visitorId', params: VisitorParams, body: VisitorInput, answer: OrganiserVisitor, access: ORGANISER });

/** Removed, unless an exhibitor holds the visitor as a lead. */
export const removeVisitor = endpoint({ method: 'DELETE', path: '/api/organiser/events/:eventId/visitors/:visitorId', params: VisitorParams, status: 204, access: ORGANISER, refusals: ['visitor.hasLeads'] });
