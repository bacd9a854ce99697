import { sharedContentKey } from '../../domain/content';
import type { LeadstandDB } from '../db';
import type { WriteContext } from '../write-context';
import { pendingRow, type Mutator } from './define';
import { write } from './write';

export const shareContentMutator: Mutator<'shareContent'> = {
  target: (a) => ({ table: 'sharedContent', rowId: sharedContentKey(a.connectionId, a.contentId) }),
  async apply(db, ctx, a) {
    await db.sharedContent.put({
      ...pendingRow(ctx),
      key: sharedContentKey(a.connectionId, a.contentId),
      connectionId: a.connectionId,
      contentId: a.contentId,
      shared: a.shared,
      updatedByName: ctx.authorName,
      updatedAt: a.updatedAt,
    });
  },
};

/** Marks a content item to be shared (or no longer) with the connection's visitor. */
export function shareContent(ctx: WriteContext, input: { connectionId: string; contentId: string; shared: boolean; updatedAt?: Date }, db?: LeadstandDB) {
  return write(
    ctx,
    'shareContent',
    shareContentMutator,
    { connectionId: input.connectionId, contentId: input.contentId, shared: input.shared, updatedAt: (input.updatedAt ?? new Date()).toISOString() },
    db,
  );
}
