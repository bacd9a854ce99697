import type { TimeslotKind } from '../../domain/conversation';
import type { LeadstandDB } from '../db';
import type { WriteContext } from '../write-context';
import { pendingRow, type Mutator } from './define';
import { write } from './write';

export const setTimeslotMutator: Mutator<'setTimeslot'> = {
  target: (a) => ({ table: 'timeslots', rowId: a.id }),
  async apply(db, ctx, a) {
    await db.timeslots.put({ ...pendingRow(ctx), id: a.id, userId: ctx.authorId ?? '', kind: a.kind, startsAt: a.startsAt, endsAt: a.endsAt, deleted: false });
  },
};

/** A timeslot of the writer's, new (no id) or moved. The screen checks the rules of SPEC section 5 first. */
export function setTimeslot(ctx: WriteContext, input: { id?: string; kind: TimeslotKind; startsAt: string; endsAt: string }, db?: LeadstandDB) {
  return write(ctx, 'setTimeslot', setTimeslotMutator, { id: input.id ?? crypto.randomUUID(), kind: input.kind, startsAt: input.startsAt, endsAt: input.endsAt }, db);
}
