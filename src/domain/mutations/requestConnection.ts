/** A connection request to a visitor (from the visitor list): the visitor accepts or declines it through a mailed link. */
import * as v from 'valibot';
import { MEETING_MESSAGE_MAX } from '../conversation';
import { defineMutation, id, isoDate } from './define';

export const RequestConnectionArgs = v.object({
  /** The conversation's id, made on the device. */
  id,
  /** The system line 'connectionRequest' that opens it. */
  messageId: id,
  visitorId: id,
  message: v.pipe(v.string(), v.maxLength(MEETING_MESSAGE_MAX)),
  createdAt: isoDate,
});
export type RequestConnectionArgs = v.InferOutput<typeof RequestConnectionArgs>;

export const requestConnection = defineMutation('requestConnection', RequestConnectionArgs);
