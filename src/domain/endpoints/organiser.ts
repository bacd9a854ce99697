/**
 * The organiser's console: its events. Declared once for the server (server/organiser/routes.ts)
 * and the console's screens (src/features/organiser).
 */
import * as v from 'valibot';
import { endpoint } from './define';
import { EventInput, OrganiserEvent } from '../organiser';

const ORGANISER = { organiser: true } as const;
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
