/**
 * GET /api/conversations/people: the caller's colleagues, to invite to a meeting or write to (the
 * device keeps no team list of its own). Visitors are found in the visitor list (/api/attendees).
 *
 * GET /api/conversations/people/:userId/free-times: a colleague's free times still to come, for
 * the meeting request (issue #29): their times to meet less their meetings (not declined) and the
 * bookings waiting for confirmation. Only a colleague of the caller's exhibitor (else 404); the
 * device holds the team's timeslots but not the others' meetings, so the server answers.
 */
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { callerOf } from '../auth/access';
import { typed } from '../schemas';
import { serve } from '../endpoints';
import { refused } from '../refusal';
import * as endpoints from '../../src/domain/endpoints/agenda';
import { freeRanges } from '../../src/domain/conversation';

export const conversationRoutes: FastifyPluginAsync = async (fastify) => {
  const app = typed(fastify);
  serve(app, endpoints.colleagues, async (_, req) => {
    const caller = callerOf(req);
    const rows = await app.db
      .selectFrom('staff as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select(['u.id', 'u.first_name', 'u.last_name'])
      .where('s.partner_id', '=', caller.partner!.id)
      .where('u.is_system', '=', false)
      .where('u.id', '!=', caller.user?.id ?? '')
      .orderBy('u.first_name')
      .orderBy('u.last_name')
      .execute();
    return { people: rows.map((r) => ({ id: r.id, name: `${r.first_name} ${r.last_name}`.trim() })) };
  });

  serve(app, endpoints.freeTimes, async ({ params }, req) => {
    const caller = callerOf(req);
    const partnerId = caller.partner!.id;
    const colleague = await app.db
      .selectFrom('staff as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select('u.id')
      .where('s.partner_id', '=', partnerId)
      .where('s.user_id', '=', params.userId)
      .where('u.is_system', '=', false)
      .executeTakeFirst();
    if (!colleague) return refused(404, 'notFound');
    const now = new Date();
    const slots = await app.db
      .selectFrom('timeslots')
      .select(['kind', 'starts_at', 'ends_at'])
      .where('partner_id', '=', partnerId)
      .where('user_id', '=', colleague.id)
      .where('deleted', '=', false)
      .where('ends_at', '>', now)
      .orderBy('starts_at')
      .execute();
    if (!slots.length) return { free: [] };
    const busy = await sql<{ starts_at: Date; ends_at: Date }>`
      select cv.starts_at, cv.ends_at from conversation_members m join conversations cv on cv.id = m.conversation_id
      where m.user_id = ${colleague.id} and cv.kind = 'meeting' and cv.state in ('invited', 'accepted') and cv.ends_at > ${now} and m.response <> 'declined'
      union all
      select b.starts_at, b.ends_at from booking_requests b
      where b.user_id = ${colleague.id} and b.conversation_id is null and b.held_until > ${now}`.execute(app.db);
    const free = freeRanges(
      slots.map((s) => ({ kind: s.kind, startsAt: s.starts_at.toISOString(), endsAt: s.ends_at.toISOString() })),
      busy.rows.map((b) => ({ startsAt: new Date(b.starts_at).toISOString(), endsAt: new Date(b.ends_at).toISOString() })),
      now.getTime(),
    );
    return { free };
  });
};
