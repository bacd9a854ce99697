import type { LeadstandDB } from '../db';
import type { WriteContext } from '../write-context';
import type { Mutator } from './define';
import { write } from './write';

export const deleteTimeslotMutator: Mutator<'deleteTimeslot'> = {
  target: (a) => ({ table: 'timeslots', rowId: a.id }),
  async apply(db, _ctx, a) {
    await db.timeslots.update(a.id, { deleted: true, syncState: 'pending', syncReason: null });
  },
};

export function deleteTimeslot(ctx: WriteContext, id: string, db?: LeadstandDB) {
  return write(ctx, 'deleteTimeslot', deleteTimeslotMutator, { id }, db);
}
