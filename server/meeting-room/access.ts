/**
 * Who may be in a meeting's online room: one of the exhibitor's people who is a member of the
 * meeting (and did not decline it), while the meeting is accepted, online or hybrid, and not past
 * its end and grace (src/domain/meeting-room.ts). The same check guards the room's route and every
 * subscription to, and publication on, its realtime topic.
 *
 * 'ended': the meeting was cancelled or declined, or is over (session code 6); 'notFound': anything
 * else, told apart from nothing (an unknown id, another exhibitor's meeting, a chat, an onsite
 * meeting, one still waiting for an answer, a scan user, a member who declined, the online section
 * switched off): the caller learns nothing about meetings that are not theirs.
 */
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';
import type { Caller } from '../auth/caller';
import { readableConversation } from '../conversations/visibility';
import { roomClosesAt, roomOpen } from '../../src/domain/meeting-room';

export type MeetingRoomAccess = 'ok' | 'ended' | 'notFound';

export interface OpenMeetingRoom {
  access: 'ok';
  conversation: { id: string; partnerId: string; subject: string; type: 'online' | 'hybrid'; startsAt: Date; endsAt: Date; closesAt: Date };
  members: Array<{ userId: string | null; name: string; staff: boolean; role: 'organizer' | 'participant' }>;
}

/** The room and its members when the caller may be in it; else why not. */
export async function readMeetingRoom(
  db: Kysely<DB> | Transaction<DB>,
  caller: Caller,
  conversationId: string,
  now = new Date(),
): Promise<OpenMeetingRoom | { access: Exclude<MeetingRoomAccess, 'ok'> }> {
  const notFound = { access: 'notFound' as const };
  if (!caller.user || !caller.partner || caller.isSystem || !caller.settings.conversation || !caller.settings.online) return notFound;
  const cv = await readableConversation(db, caller, conversationId);
  if (!cv || cv.kind !== 'meeting' || !cv.meeting_type || !cv.state || !cv.starts_at || !cv.ends_at) return notFound;
  const members = await db
    .selectFrom('conversation_members')
    .select(['user_id', 'name', 'staff', 'role', 'response'])
    .where('conversation_id', '=', cv.id)
    .orderBy('role')
    .orderBy('name')
    .execute();
  const me = members.find((m) => m.staff && m.user_id === caller.user!.id);
  if (!me || me.response === 'declined') return notFound;
  const open = roomOpen({ type: cv.meeting_type, state: cv.state, endsAt: new Date(cv.ends_at).toISOString() }, now.getTime());
  if (open !== 'open') return { access: open === 'ended' ? 'ended' : 'notFound' };
  return {
    access: 'ok',
    conversation: {
      id: cv.id,
      partnerId: cv.partner_id,
      subject: cv.subject,
      type: cv.meeting_type as 'online' | 'hybrid',
      startsAt: new Date(cv.starts_at),
      endsAt: new Date(cv.ends_at),
      closesAt: new Date(roomClosesAt(cv.ends_at)),
    },
    members: members.filter((m) => m.response !== 'declined').map((m) => ({ userId: m.user_id, name: m.name, staff: m.staff, role: m.role as 'organizer' | 'participant' })),
  };
}

export async function meetingRoomAccess(db: Kysely<DB> | Transaction<DB>, caller: Caller, conversationId: string, now = new Date()): Promise<MeetingRoomAccess> {
  return (await readMeetingRoom(db, caller, conversationId, now)).access;
}
