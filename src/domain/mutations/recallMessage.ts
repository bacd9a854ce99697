/** Takes back one of the caller's own messages: it disappears for everyone, a line says it was recalled. */
import * as v from 'valibot';
import { defineMutation, id } from './define';

export const RecallMessageArgs = v.object({ id });
export type RecallMessageArgs = v.InferOutput<typeof RecallMessageArgs>;

export const recallMessage = defineMutation('recallMessage', RecallMessageArgs);
