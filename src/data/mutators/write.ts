/**
 * One local write: the rows and the outbox in one Dexie transaction, so a write is either shown
 * and queued, or neither. Screens update through useLiveQuery; the sync client pushes the outbox.
 */
import type { MutationArgs, MutationName } from '../../domain/mutations';
import { db as defaultDb, type LeadstandDB, type OutboxEntry, type SyncMeta } from '../db';
import { LOCAL_ENTITIES } from '../entities';
import type { LocalEntity } from '../entities';
import type { WriteContext } from '../write-context';
import type { Mutator } from './define';

/** Tables beside the entities' that writes and drains take: the outbox and what writes read or keep. */
const SYNC_STATE_TABLES = ['outbox', 'syncMeta', 'visitors', 'requests', 'media'] as const;

/** Every table a write or a drain touches, for its transaction. */
export function writeTables(entities: Readonly<Record<string, LocalEntity>> = LOCAL_ENTITIES): string[] {
  return [...Object.values(entities).map((e) => e.table), ...SYNC_STATE_TABLES];
}

export function newClientID(): string {
  return crypto.randomUUID();
}

/**
 * The event's sync state, made on first use. Read and made in one transaction (joining the
 * caller's when there is one): a drain and a first write must never each make their own, or the
 * second would reuse mutation ids the first had given out.
 */
export function syncMetaOf(db: LeadstandDB, eventId: string): Promise<SyncMeta> {
  return db.transaction('rw', db.syncMeta, async () => {
    const meta = await db.syncMeta.get(eventId);
    if (meta) return meta;
    const fresh: SyncMeta = { eventId, clientID: newClientID(), nextMutationId: 1, cookie: null, lastPullAt: null, lastError: null };
    await db.syncMeta.add(fresh);
    return fresh;
  });
}

let onWrite: ((eventId: string, name: MutationName) => void) | null = null;
/** The sync scheduler listens here to drain soon after a write. */
export function setWriteListener(listener: ((eventId: string, name: MutationName) => void) | null): void {
  onWrite = listener;
}

/** One local write: rows and outbox in one transaction (with `also`, e.g. a note's files). Returns the outbox entry. */
export async function write<N extends MutationName>(
  ctx: WriteContext,
  name: N,
  mutator: Mutator<N>,
  args: MutationArgs[N],
  db: LeadstandDB = defaultDb,
  also?: () => Promise<unknown>,
): Promise<OutboxEntry<N, MutationArgs[N]>> {
  const entry = await db.transaction('rw', writeTables().map((t) => db.table(t)), async () => {
    await also?.();
    const meta = await syncMetaOf(db, ctx.eventId);
    const entry: OutboxEntry<N, MutationArgs[N]> = { eventId: ctx.eventId, mutationId: meta.nextMutationId, name, args, timestamp: Date.now(), ...mutator.target(args) };
    await mutator.apply(db, ctx, args, meta.nextMutationId);
    await db.outbox.add(entry);
    await db.syncMeta.update(ctx.eventId, { nextMutationId: meta.nextMutationId + 1 });
    return entry;
  });
  onWrite?.(ctx.eventId, name);
  return entry;
}
