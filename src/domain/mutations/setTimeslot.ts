/** A timeslot the caller can meet in (new, or moved): one day, not overlapping their others (SPEC section 5). */
import * as v from 'valibot';
import { TIMESLOT_KINDS } from '../conversation';
import { validateMeetingTimes } from '../meeting';
import { defineMutation, id, isoDate } from './define';

export const SetTimeslotArgs = v.object({
  id,
  kind: v.picklist(TIMESLOT_KINDS),
  startsAt: isoDate,
  endsAt: isoDate,
});
export type SetTimeslotArgs = v.InferOutput<typeof SetTimeslotArgs>;

// Overlap and the one-day rule need the caller's other slots and the event's time zone: the
// device checks them before writing, the server again when it applies the write.
export const setTimeslot = defineMutation('setTimeslot', SetTimeslotArgs, (a) => validateMeetingTimes(a.startsAt, a.endsAt));
