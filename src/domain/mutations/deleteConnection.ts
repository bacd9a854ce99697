/**
 * A connection deleted on purpose (a mistyped code, a test scan, a visitor who does not exist): by
 * the person who scanned it first, or an administrator. Every device drops it; exports leave it
 * out; the server keeps who deleted which connection when, without the visitor's data.
 */
import * as v from 'valibot';
import { defineMutation, id, isoDate } from './define';

export const DeleteConnectionArgs = v.object({
  connectionId: id,
  deletedAt: isoDate,
});
export type DeleteConnectionArgs = v.InferOutput<typeof DeleteConnectionArgs>;

export const deleteConnection = defineMutation('deleteConnection', DeleteConnectionArgs);

/** How long a deletion waits on the device before it is sent, so that it can be undone. */
export const UNDO_DELETE_MS = 8000;
