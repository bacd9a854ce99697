/** 'Send follow-up': the visitor gets a mail with what was chosen to share; waits in the outbox offline, sent once. */
import * as v from 'valibot';
import { LANGUAGES } from '../language';
import { FOLLOW_UP_MODES } from '../follow-up';
import { defineMutation, id, isoDate } from './define';

export const SendFollowUpArgs = v.object({
  /** Made by the client, so a repeated push never sends twice. */
  id,
  connectionId: id,
  /** Now, or in the batch at the end of the show day. */
  mode: v.picklist(FOLLOW_UP_MODES),
  /** The mail's language (the visitor's). */
  language: v.picklist(LANGUAGES),
  requestedAt: isoDate,
});
export type SendFollowUpArgs = v.InferOutput<typeof SendFollowUpArgs>;

export const sendFollowUp = defineMutation('sendFollowUp', SendFollowUpArgs);
