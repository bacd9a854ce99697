/** A meeting request: the caller organizes, the participants (users of the event) are invited. */
import * as v from 'valibot';
import { LOCATION_MAX, MEETING_MESSAGE_MAX, MEETING_PARTICIPANTS_MAX, SUBJECT_MAX } from '../conversation';
import { MEETING_TYPES, validateMeetingTimes } from '../meeting';
import { defineMutation, id, isoDate } from './define';

export const RequestMeetingArgs = v.object({
  /** The conversation's id, made on the device. */
  id,
  /** The system line 'invited' that opens the conversation. */
  messageId: id,
  type: v.picklist(MEETING_TYPES),
  subject: v.pipe(v.string(), v.maxLength(SUBJECT_MAX)),
  startsAt: isoDate,
  endsAt: isoDate,
  location: v.pipe(v.string(), v.maxLength(LOCATION_MAX)),
  message: v.pipe(v.string(), v.maxLength(MEETING_MESSAGE_MAX)),
  participants: v.pipe(v.array(id), v.minLength(1), v.maxLength(MEETING_PARTICIPANTS_MAX)),
  createdAt: isoDate,
});
export type RequestMeetingArgs = v.InferOutput<typeof RequestMeetingArgs>;

export const requestMeeting = defineMutation('requestMeeting', RequestMeetingArgs, (a) => {
  if (!a.subject.trim()) return 'meeting.subjectRequired';
  if (new Set(a.participants).size !== a.participants.length) return 'badArguments';
  return validateMeetingTimes(a.startsAt, a.endsAt);
});
