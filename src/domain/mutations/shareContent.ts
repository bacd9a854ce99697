/** Marks a content item to be shared (or no longer) with a connection's visitor. */
import * as v from 'valibot';
import { defineMutation, id, isoDate } from './define';

export const ShareContentArgs = v.object({
  connectionId: id,
  contentId: id,
  /** false: no longer to be shared with this visitor. */
  shared: v.boolean(),
  updatedAt: isoDate,
});
export type ShareContentArgs = v.InferOutput<typeof ShareContentArgs>;

export const shareContent = defineMutation('shareContent', ShareContentArgs);
