/** Marks the caller's notifications read: the ones named, or all of them. */
import * as v from 'valibot';
import { defineMutation, id } from './define';

export const ReadNotificationsArgs = v.object({
  ids: v.pipe(v.array(id), v.maxLength(500)),
  all: v.optional(v.boolean()),
});
export type ReadNotificationsArgs = v.InferOutput<typeof ReadNotificationsArgs>;

export const readNotifications = defineMutation('readNotifications', ReadNotificationsArgs);
