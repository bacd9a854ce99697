/** The scanner's own rating: the judgement of the person who met the visitor. */
import type { SetRatingArgs } from '../../../src/domain/mutations';
import { scannerKey } from '../../connections/visibility';
import { done, type MutationHandler } from '../batch';

export const setRating: MutationHandler<'setRating'> = {
  needs(a, needs) {
    needs.connections.add(a.connectionId);
    needs.scannedBy.add(a.connectionId);
  },
  start({ caller, known, now }) {
    const ratings = new Map<string, SetRatingArgs>();
    return {
      decide(a) {
        if (!known.visible.has(a.connectionId)) return done('noAccess', false);
        // The rating is the judgement of whoever met the visitor first; colleagues who met them later do not override it.
        if (known.firstScans.get(a.connectionId)?.scanner !== scannerKey(caller)) return done('noPermission', false, 'rating.notScanner');
        ratings.delete(a.connectionId);
        ratings.set(a.connectionId, a);
        return done('completed', true);
      },
      async write(tx, version) {
        for (const a of ratings.values()) {
          await tx
            .updateTable('connections')
            .set({ rating: a.rating, rating_set_by: a.rating ? scannerKey(caller) : null, version, updated_at: now })
            .where('id', '=', a.connectionId)
            .execute();
        }
      },
    };
  },
};
