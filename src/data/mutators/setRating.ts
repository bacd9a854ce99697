import type { Rating } from '../../domain/rating';
import type { LeadstandDB } from '../db';
import type { WriteContext } from '../write-context';
import type { Mutator } from './define';
import { write } from './write';

export const setRatingMutator: Mutator<'setRating'> = {
  target: (a) => ({ table: 'connections', rowId: a.connectionId }),
  async apply(db, _ctx, a) {
    await db.connections.update(a.connectionId, { rating: a.rating, syncState: 'pending', syncReason: null });
  },
};

/** The scanner's hot / warm / cold, or null to go back to the rating worked out from the answers. */
export function setRating(ctx: WriteContext, input: { connectionId: string; rating: Rating | null; updatedAt?: Date }, db?: LeadstandDB) {
  return write(ctx, 'setRating', setRatingMutator, { connectionId: input.connectionId, rating: input.rating, updatedAt: (input.updatedAt ?? new Date()).toISOString() }, db);
}
