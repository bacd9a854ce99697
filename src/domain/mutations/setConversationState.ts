/** The caller's view of a conversation: archive, restore from archive, delete; mark read or unread. */
import * as v from 'valibot';
import { FOLDERS } from '../conversation';
import { defineMutation, id } from './define';

export const SetConversationStateArgs = v.object({
  conversationId: id,
  folder: v.optional(v.picklist(FOLDERS)),
  unread: v.optional(v.boolean()),
});
export type SetConversationStateArgs = v.InferOutput<typeof SetConversationStateArgs>;

export const setConversationState = defineMutation('setConversationState', SetConversationStateArgs, (a) => (a.folder === undefined && a.unread === undefined ? 'badArguments' : null));
