/**
 * What the app needs before it joins a meeting's online room (its subject, times, members and the
 * installation's STUN/TURN servers), for a member who is a person, with conversations and online
 * meetings on: 404 'notFound', or 410 'meeting.ended' once cancelled or over. Joining is attending
 * online. Served by server/meeting-room/routes.ts, called by src/features/meeting-room.
 */
import { endpoint } from './define';
import { MeetingRoomInfo, MeetingRoomParams } from '../meeting-room';

export const meetingRoom = endpoint({
  method: 'GET',
  path: '/api/meetings/:conversationId/room',
  params: MeetingRoomParams,
  answer: MeetingRoomInfo,
  access: { modes: ['partner', 'staff', 'native'], setting: ['conversation', 'online'], people: true },
  refusals: ['meeting.ended'],
});
