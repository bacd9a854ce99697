/**
 * Applies a batch of one client's mutations, inside the push transaction, and says what came of
 * each. The rules every device also knows are in src/domain/mutations/; each mutation's server
 * side is its handler in mutations/<name>.ts, which adds what only the server knows (the visitor
 * directory, licences, the event's end, who may see which connection). How a batch stays
 * set-based is in batch.ts.
 */
import type { Transaction } from 'kysely';
import type { DB } from '../db/schema';
import type { Caller } from '../auth/caller';
import type { MediaStore } from '../media/store';
import { isEventEnded } from '../../src/domain/event';
import { checkMutation, MUTATION_NAMES, type AnyMutation, type Mutation, type MutationName, type WireMutation } from '../../src/domain/mutations';
import { HANDLERS } from './mutations';
import { done, emptyNeeds, lookups, type Applied, type BatchContext, type Needs, type OpenBatch } from './batch';

export type { Applied } from './batch';

/** Raises the exhibitor's change version (one per push, or per server-side change such as an erasure). */
export async function nextVersion(tx: Transaction<DB>, partnerId: string): Promise<number> {
  const row = await tx
    .insertInto('partner_versions')
    .values({ partner_id: partnerId, version: 1 })
    .onConflict((oc) => oc.column('partner_id').doUpdateSet((eb) => ({ version: eb('partner_versions.version', '+', 1) })))
    .returning('version')
    .executeTakeFirstOrThrow();
  return row.version;
}

function addNeeds<N extends MutationName>(m: Mutation<N>, needs: Needs): void {
  HANDLERS[m.name].needs?.(m.args, needs);
}

/** The batch's open handlers, one per mutation name, made when that name first occurs. */
class OpenBatches {
  private readonly open: { [N in MutationName]?: OpenBatch<N> } = {};
  constructor(private readonly ctx: BatchContext) {}

  decide<N extends MutationName>(m: Mutation<N>): Applied {
    const batch = this.open[m.name] ?? this.start(m.name);
    return batch.decide(m.args, m);
  }

  private start<N extends MutationName>(name: N): OpenBatch<N> {
    const batch: OpenBatch<N> = HANDLERS[name].start(this.ctx);
    // (TypeScript cannot assign to a mapped type at a generic key; this is that assignment.)
    Object.assign(this.open, { [name]: batch });
    return batch;
  }

  /** Writes what was decided, handler by handler in the order of MUTATIONS (connections before what hangs off them). */
  async write(tx: Transaction<DB>, version: number): Promise<void> {
    for (const name of MUTATION_NAMES) await this.open[name]?.write?.(tx, version);
  }

  /** Writes outside the exhibitor's synced data (audit entries), whatever was decided. */
  async record(tx: Transaction<DB>): Promise<void> {
    for (const name of MUTATION_NAMES) await this.open[name]?.record?.(tx);
  }
}

/**
 * Applies `mutations` (consecutive ids of one client) and returns their outcomes, in order.
 *
 * A deletion ends a run: the mutations after it are decided and written after it, against what it
 * left (the visitor scanned again after a deletion is a new connection, as on the device that
 * deleted it, not the old one with its notes). Each run is set-based (batch.ts); a push raises the
 * exhibitor's version once, whatever its runs.
 */
export async function applyMutations(tx: Transaction<DB>, caller: Caller, mutations: WireMutation[], media?: MediaStore): Promise<Applied[]> {
  const checked: Array<AnyMutation | { invalid: string }> = mutations.map(checkMutation);
  const results: Applied[] = [];
  let version: number | null = null;
  for (let start = 0; start < checked.length; ) {
    const end = checked.findIndex((m, i) => i >= start && !('invalid' in m) && m.name === 'deleteConnection');
    const run = checked.slice(start, end < 0 ? checked.length : end + 1);
    start += run.length;
    const needs = emptyNeeds();
    for (const m of run) if (!('invalid' in m)) addNeeds(m, needs);
    const ctx: BatchContext = {
      caller,
      partnerId: caller.partner!.id,
      known: await lookups(tx, caller, needs, media),
      ended: isEventEnded({ endsAt: caller.event.ends_at.toISOString() }),
      now: new Date(),
    };
    const batches = new OpenBatches(ctx);
    const decided = run.map((m) => ('invalid' in m ? done('invalid', false, m.invalid) : batches.decide(m)));
    if (decided.some((r) => r.changed)) await batches.write(tx, (version ??= await nextVersion(tx, ctx.partnerId)));
    await batches.record(tx);
    results.push(...decided);
  }
  return results;
}
