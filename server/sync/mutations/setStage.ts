/** A stage entry; the connection's stage is the last entry accepted (in the order of the batch's mutations). */
import type { SetStageArgs } from '../../../src/domain/mutations';
import { callerName } from '../../connections/visibility';
import { chunks, done, type MutationHandler } from '../batch';

export const setStage: MutationHandler<'setStage'> = {
  needs: (a, needs) => void needs.connections.add(a.connectionId),
  start({ caller, partnerId, known, now }) {
    const stages = new Map<string, SetStageArgs>();
    return {
      decide(a) {
        if (!known.visible.has(a.connectionId)) return done('noAccess', false);
        if (!stages.has(a.id)) stages.set(a.id, a);
        return done('completed', true);
      },
      async write(tx, version) {
        const author = { partner_id: partnerId, author_user_id: caller.user?.id ?? null, author_name: callerName(caller) };
        for (const rows of chunks([...stages.values()])) {
          await tx
            .insertInto('connection_stage_entries')
            .values(rows.map((a) => ({ id: a.id, connection_id: a.connectionId, ...author, created_at: new Date(a.createdAt), version, stage: a.stage, comment: a.comment })))
            .onConflict((oc) => oc.column('id').doNothing())
            .execute();
        }
        if (!stages.size) return;
        // A connection's stage is the last entry the server accepted (seq), whatever the clocks said.
        const ids = [...new Set([...stages.values()].map((s) => s.connectionId))];
        for (const part of chunks(ids)) {
          await tx
            .updateTable('connections')
            .set((eb) => ({
              stage: eb
                .selectFrom('connection_stage_entries')
                .select('stage')
                .whereRef('connection_stage_entries.connection_id', '=', 'connections.id')
                .orderBy('seq', 'desc')
                .limit(1),
              version,
              updated_at: now,
            }))
            .where('id', 'in', part)
            .execute();
        }
      },
    };
  },
};
