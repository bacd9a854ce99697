/**
 * Push: applies a client's mutations in id order, each exactly once, and answers every mutation of
 * the request at or below lastMutationID with its outcome (also those an earlier delivery applied). Each mutation runs in its own
 * transaction together with the client's lastMutationID, so a crash between two mutations loses
 * nothing and repeats nothing. A mutation whose outcome is not 'completed' is still consumed (it
 * never blocks the ones behind it) and its outcome is kept for the client to see.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Caller } from '../auth/caller';
import type { Mutation } from '../../src/domain/mutations';
import type { MutationResult, PushResponse } from '../../src/domain/protocol';
import { applyMutation } from './apply';

export class SyncError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
  ) {
    super(code);
  }
}

export async function push(db: Kysely<DB>, caller: Caller, clientID: string, mutations: Mutation[], onChange: (partnerId: string) => void): Promise<PushResponse> {
  const partnerId = caller.partner?.id;
  if (!partnerId) throw new SyncError(403, 'noPermission');
  await db.insertInto('sync_clients').values({ client_id: clientID, partner_id: partnerId }).onConflict((oc) => oc.column('client_id').doNothing()).execute();

  const results: MutationResult[] = [];
  let last = 0;
  let changed = false;
  for (const m of [...mutations].sort((a, b) => a.id - b.id)) {
    const step = await db.transaction().execute(async (tx) => {
      const client = await tx.selectFrom('sync_clients').selectAll().where('client_id', '=', clientID).forUpdate().executeTakeFirstOrThrow();
      if (client.partner_id !== partnerId) throw new SyncError(403, 'clientOfAnotherExhibitor');
      last = client.last_mutation_id;
      if (m.id <= last) return 'skip' as const;
      // A gap means the client lost track (its outbox was reset): it must resend from last + 1.
      if (m.id !== last + 1) return 'gap' as const;
      const applied = await applyMutation(tx, caller, m);
      if (applied.outcome !== 'completed') {
        await tx
          .insertInto('sync_outcomes')
          .values({ client_id: clientID, mutation_id: m.id, outcome: applied.outcome, reason: applied.reason ?? null })
          .onConflict((oc) => oc.columns(['client_id', 'mutation_id']).doNothing())
          .execute();
      }
      await tx.updateTable('sync_clients').set({ last_mutation_id: m.id, updated_at: new Date() }).where('client_id', '=', clientID).execute();
      last = m.id;
      changed ||= applied.changed;
      results.push({ id: m.id, outcome: applied.outcome, reason: applied.reason ?? null });
      return 'applied' as const;
    });
    if (step === 'gap') break;
  }
  if (changed) onChange(partnerId);
  // Mutations of this request applied by an earlier delivery (a retry, or a duplicate): repeat
  // their outcomes, so a client that lost the first answer still learns them.
  const known = new Set(results.map((r) => r.id));
  const earlier = mutations.map((m) => m.id).filter((id) => id <= last && !known.has(id));
  if (earlier.length) {
    const stored = await db
      .selectFrom('sync_outcomes')
      .select(['mutation_id', 'outcome', 'reason'])
      .where('client_id', '=', clientID)
      .where('mutation_id', 'in', earlier)
      .execute();
    for (const id of earlier) {
      const s = stored.find((o) => o.mutation_id === id);
      results.push({ id, outcome: (s?.outcome ?? 'completed') as MutationResult['outcome'], reason: s?.reason ?? null });
    }
    results.sort((a, b) => a.id - b.id);
  }
  return { lastMutationID: last, results };
}
