/** Takes back one of the caller's timeslots. Meetings already agreed in it stay. */
import * as v from 'valibot';
import { defineMutation, id } from './define';

export const DeleteTimeslotArgs = v.object({ id });
export type DeleteTimeslotArgs = v.InferOutput<typeof DeleteTimeslotArgs>;

export const deleteTimeslot = defineMutation('deleteTimeslot', DeleteTimeslotArgs);
