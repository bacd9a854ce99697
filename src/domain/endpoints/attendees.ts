/**
 * The visitor list (the view-public-visitor-list setting): the event's public visitors a page at a
 * time by name, searched and filtered on the server, what to filter by, and one of them. For
 * people of an exhibitor (and the native shell), never system users. Served by
 * server/attendees/routes.ts, called by src/features/attendees.
 */
import { endpoint } from './define';
import type { Access } from '../access';
import { Attendee, AttendeeFacets, AttendeeParams, AttendeesPage, AttendeesQuery } from '../attendees';

/** As the route table has it (src/app/routes.ts). */
const ACCESS: Access = { modes: ['partner', 'staff', 'native'], setting: 'viewPublicVisitorList', people: true };

/** A page of matches and their number in all; `after` is the last page's `next` ('attendees.badCursor' when it is not one). */
export const attendeesPage = endpoint({ method: 'GET', path: '/api/attendees', query: AttendeesQuery, answer: AttendeesPage, access: ACCESS, refusals: ['attendees.badCursor'] });

/** The companies and registration types, counted. */
export const attendeeFacets = endpoint({ method: 'GET', path: '/api/attendees/facets', answer: AttendeeFacets, access: ACCESS });

/** One visitor the list would show ('attendees.notFound' for anyone else). */
export const oneAttendee = endpoint({ method: 'GET', path: '/api/attendees/:id', params: AttendeeParams, answer: Attendee, access: ACCESS, refusals: ['attendees.notFound'] });
