import { db as defaultDb, type LeadstandDB } from '../db';
import type { WriteContext } from '../write-context';
import type { Mutator } from './define';
import { write } from './write';

export const recallMessageMutator: Mutator<'recallMessage'> = {
  target: (a) => ({ table: 'messages', rowId: a.id }),
  async apply(db, _ctx, a) {
    await db.messages.update(a.id, { recalled: true, body: '', syncState: 'pending', syncReason: null });
  },
};

export function recallMessage(ctx: WriteContext, id: string, db: LeadstandDB = defaultDb) {
  return write(ctx, 'recallMessage', recallMessageMutator, { id }, db);
}
