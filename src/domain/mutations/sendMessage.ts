/** A chat message: in a conversation the caller may read, or opening a new one with colleagues or visitors. */
import * as v from 'valibot';
import { MEETING_PARTICIPANTS_MAX, MESSAGE_MAX, SUBJECT_MAX } from '../conversation';
import { defineMutation, id, isoDate } from './define';

export const SendMessageArgs = v.object({
  id,
  conversationId: id,
  body: v.pipe(v.string(), v.maxLength(MESSAGE_MAX)),
  createdAt: isoDate,
  /** A new conversation: who it is with (besides the caller), and its subject. */
  start: v.optional(v.object({ with: v.pipe(v.array(id), v.minLength(1), v.maxLength(MEETING_PARTICIPANTS_MAX)), subject: v.pipe(v.string(), v.maxLength(SUBJECT_MAX)) })),
});
export type SendMessageArgs = v.InferOutput<typeof SendMessageArgs>;

export const sendMessage = defineMutation('sendMessage', SendMessageArgs, (a) => (a.body.trim() ? null : 'message.empty'));
