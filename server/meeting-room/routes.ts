/**
 * GET /api/meetings/:conversationId/room: what the app needs before it joins a meeting's online
 * room: the meeting's subject and times, its members' names, and the STUN/TURN servers of this
 * installation (ICE_SERVERS; none by default: host candidates only, which is enough on one machine
 * and on a hall's LAN). The same check as the room's realtime topic (access.ts): 404 'notFound',
 * or 410 'meeting.ended' once it was cancelled or is over.
 */
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../auth/access';
import { typed } from '../schemas';
import { serve } from '../endpoints';
import { refused } from '../refusal';
import { readMeetingRoom } from './access';
import { meetingRoom } from '../../src/domain/endpoints/meeting-room';

export const meetingRoomRoutes: FastifyPluginAsync = async (fastify) => {
  const app = typed(fastify);
  serve(app, meetingRoom, async ({ params }, req) => {
    const caller = callerOf(req);
    const room = await readMeetingRoom(app.db, caller, params.conversationId);
    if (room.access !== 'ok') return room.access === 'ended' ? refused(410, 'meeting.ended') : refused(404, 'notFound');
    const { conversation: c } = room;
    // Joining an online meeting's room is attending online (onsite, once met at the fair, stays).
    await app.db
      .updateTable('users')
      .set((eb) => ({ attendance_state: 'show', attendance_type: eb.fn.coalesce('attendance_type', eb.val('online')), checked_in_at: eb.fn.coalesce('checked_in_at', eb.val(new Date())) }))
      .where('id', '=', caller.user!.id)
      .execute();
    return {
      conversationId: c.id,
      subject: c.subject,
      type: c.type,
      startsAt: c.startsAt.toISOString(),
      endsAt: c.endsAt.toISOString(),
      closesAt: c.closesAt.toISOString(),
      me: caller.user!.id,
      members: room.members,
      iceServers: app.settings.iceServers ?? [],
    };
  });
};
