/** A member acts on a meeting: accept, decline, cancel, propose another time, accept or decline a proposed time. */
import * as v from 'valibot';
import { MEETING_ACTIONS } from '../conversation';
import { validateMeetingTimes } from '../meeting';
import { defineMutation, id, isoDate } from './define';

export const AnswerMeetingArgs = v.object({
  conversationId: id,
  action: v.picklist(MEETING_ACTIONS),
  /** The system line it writes (unused by 'declineTime'). */
  messageId: id,
  /** 'propose': the new time. */
  startsAt: v.optional(isoDate),
  endsAt: v.optional(isoDate),
  at: isoDate,
});
export type AnswerMeetingArgs = v.InferOutput<typeof AnswerMeetingArgs>;

export const answerMeeting = defineMutation('answerMeeting', AnswerMeetingArgs, (a) => {
  if (a.action !== 'propose') return a.startsAt || a.endsAt ? 'badArguments' : null;
  if (!a.startsAt || !a.endsAt) return 'timeslot.invalidDate';
  return validateMeetingTimes(a.startsAt, a.endsAt);
});
