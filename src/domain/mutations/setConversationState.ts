/** The caller's view of a conversation: archive, restore from archive, delete; mark read or unread. */
import * as v from 'valibot';
import { FOLDERS } from '../conversation';
import { defineMutation, id } from './define';
import { dateTime } from '../date-time';

export const SetConversationStateArgs = v.object({
  conversationId: id,
  folder: v.optional(v.picklist(FOLDERS)),
  unread: v.optional(v.boolean()),
  /**
   * The time of the newest message the device had when the person archived or deleted the
   * conversation. A message written after that, which reached the server first, brings the
   * conversation back to the inbox all the same (as it would have had it come later).
   */
  seenUpTo: v.optional(dateTime()),
});
export type SetConversationStateArgs = v.InferOutput<typeof SetConversationStateArgs>;

export const setConversationState = defineMutation('setConversationState', SetConversationStateArgs, (a) => (a.folder === undefined && a.unread === undefined ? 'badArguments' : null));
