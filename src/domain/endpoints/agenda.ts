/**
 * What the agenda and conversations ask the server for (their meetings and messages sync): the
 * organiser's programme (kept on the device for offline), the caller's colleagues to invite or
 * write to, a colleague's free times, and a new address of the caller's calendar feed. For people
 * of an exhibitor with conversations on. Served by server/agenda and server/conversations.
 */
import * as v from 'valibot';
import { endpoint } from './define';
import type { Access } from '../access';
import { ActivitiesResponse } from '../activity';
import { TIMESLOT_KINDS } from '../conversation';

const CONVERSATIONS: Access = { modes: ['partner', 'staff'], setting: 'conversation' };

/** The organiser's programme of the caller's event. */
export const activities = endpoint({ method: 'GET', path: '/api/agenda/activities', answer: ActivitiesResponse, access: CONVERSATIONS });

/** The caller's colleagues (people, not system users), by name. */
export const colleagues = endpoint({ method: 'GET', path: '/api/conversations/people', answer: v.object({ people: v.array(v.object({ id: v.string(), name: v.string() })) }), access: CONVERSATIONS });

/** A colleague's times to meet still to come, less their meetings and the bookings waiting for confirmation. */
export const freeTimes = endpoint({
  method: 'GET',
  path: '/api/conversations/people/:userId/free-times',
  params: v.strictObject({ userId: v.pipe(v.string(), v.minLength(1), v.maxLength(100)) }),
  answer: v.object({ free: v.array(v.object({ kind: v.picklist(TIMESLOT_KINDS), startsAt: v.string(), endsAt: v.string() })) }),
  access: CONVERSATIONS,
});

/** A new address of the caller's personal calendar feed; the one before stops working ('conversation.noPerson' for a system user). */
export const newCalendarFeed = endpoint({ method: 'POST', path: '/api/calendar/feed', answer: v.object({ url: v.string() }), access: CONVERSATIONS, refusals: ['conversation.noPerson'] });
