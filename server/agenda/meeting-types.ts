/** A meeting as loaded for mails, pages and calendars (server/agenda/meetings.ts loadMeeting). */
import type { MeetingSnapshot } from '../../src/domain/conversation';
import type { MeetingType } from '../../src/domain/meeting';

export interface LoadedMember {
  memberId: string;
  userId: string | null;
  staff: boolean;
  name: string;
  email: string | null;
  role: 'organizer' | 'participant';
  response: 'invited' | 'accepted' | 'declined';
  language: string;
}

export interface LoadedMeeting {
  id: string;
  partnerId: string;
  partnerName: string;
  eventName: string;
  timeZone: string;
  eventStartsAt: string;
  eventEndsAt: string;
  applicationColor: string;
  subject: string;
  type: MeetingType;
  startsAt: string;
  endsAt: string;
  location: string;
  message: string;
  state: MeetingSnapshot['state'];
  sequence: number;
  proposed: MeetingSnapshot['proposed'];
  updatedAt: string;
  members: LoadedMember[];
}
