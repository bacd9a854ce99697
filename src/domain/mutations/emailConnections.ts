/** 'Send by e-mail': connections as a file to the user's own address; waits in the outbox offline. */
import * as v from 'valibot';
import { EXPORT_FORMATS } from '../export';
import { defineMutation, id, isoDate } from './define';

export const EmailConnectionsArgs = v.object({
  /** Made by the client, so a repeated push never sends twice. */
  id,
  /** The connections to send: one (a single connection) or the list as shown. */
  connectionIds: v.pipe(v.array(id), v.minLength(1), v.maxLength(50_000)),
  format: v.picklist(EXPORT_FORMATS),
  /** The language of the labels in the file and of the mail. */
  language: v.pipe(v.string(), v.maxLength(10)),
  requestedAt: isoDate,
  /** Keep the columns that are empty for every connection sent (absent: left out). */
  allFields: v.optional(v.boolean()),
});
export type EmailConnectionsArgs = v.InferOutput<typeof EmailConnectionsArgs>;

export const emailConnections = defineMutation('emailConnections', EmailConnectionsArgs);
