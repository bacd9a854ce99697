/** The scanner's own hot / warm / cold for a connection, over the rating worked out from the answers. */
import * as v from 'valibot';
import { RATINGS } from '../rating';
import { defineMutation, id, isoDate } from './define';

export const SetRatingArgs = v.object({
  connectionId: id,
  /** The scanner's rating; null goes back to the rating worked out from the answers. */
  rating: v.nullable(v.picklist(RATINGS)),
  updatedAt: isoDate,
});
export type SetRatingArgs = v.InferOutput<typeof SetRatingArgs>;

export const setRating = defineMutation('setRating', SetRatingArgs);
