/**
 * One local write: the rows and the outbox in one Dexie transaction, so a write is either shown
 * and queued, or neither. Screens update through useLiveQuery; the sync client pushes the outbox.
 */
import Dexie from 'dexie';
import type { MutationArgs, MutationName } from '../../domain/mutations';
import { db as defaultDb, type LeadstandDB, type OutboxEntry, type SyncMeta } from '../db';
import { LOCAL_ENTITIES } from '../entities';
import type { LocalEntity } from '../entities';
import type { WriteContext } from '../write-context';
import type { Mutator } from './define';
import { writeDirect, type Log } from './direct';

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
    const fresh = freshSyncMeta(eventId);
    await db.syncMeta.add(fresh);
    return fresh;
  });
}

function freshSyncMeta(eventId: string): SyncMeta {
  return { eventId, clientID: newClientID(), nextMutationId: 1, cookie: null, lastPullAt: null, lastError: null };
}

let onWrite: ((eventId: string, name: MutationName) => void) | null = null;
/** The sync scheduler listens here to drain soon after a write. */
export function setWriteListener(listener: ((eventId: string, name: MutationName) => void) | null): void {
  onWrite = listener;
}

/** What every write takes besides its mutator's tables: the outbox and the mutation ids. */
const LOG_TABLES = ['outbox', 'syncMeta'] as const;

/** The outbox entry of a write and the sync state after it, from the sync state before (fresh on the event's first write). */
function logOf<N extends MutationName>(ctx: WriteContext, name: N, mutator: Mutator<N>, args: MutationArgs[N]): Log<N> {
  return (meta) => {
    const state = meta ?? freshSyncMeta(ctx.eventId);
    const mutationId = state.nextMutationId;
    const entry: OutboxEntry<N, MutationArgs[N]> = { eventId: ctx.eventId, mutationId, name, args, timestamp: Date.now(), ...mutator.target(args) };
    return { entry, next: { ...state, nextMutationId: mutationId + 1 } };
  };
}

/**
 * One local write: rows and outbox in one transaction (with `also`, e.g. a note's files). Returns
 * the outbox entry. The transaction holds only what the write needs and never waits on more than
 * it must: the sync state is read once (no nested transaction), and the outbox entry and the next
 * mutation id are queued together after the rows (a put of the state read here, not an update,
 * which would read it again). Anything derived from the rows (the list, counts) follows after the
 * commit, from Dexie's 'storagemutated' event. A planned write (define.ts) goes straight to
 * IndexedDB (direct.ts) when it can.
 */
export async function write<N extends MutationName>(
  ctx: WriteContext,
  name: N,
  mutator: Mutator<N>,
  args: MutationArgs[N],
  db: LeadstandDB = defaultDb,
  also?: () => Promise<unknown>,
): Promise<OutboxEntry<N, MutationArgs[N]>> {
  const log = logOf(ctx, name, mutator, args);
  if (mutator.plan && !also) {
    const direct = writeDirect(db, ctx, mutator.plan, args, log);
    if (direct) {
      const entry = await direct;
      onWrite?.(ctx.eventId, name);
      return entry;
    }
  }
  const tables = mutator.tables && !also ? [...mutator.tables, ...LOG_TABLES] : writeTables();
  const logged = (meta: SyncMeta | undefined) => {
    const { entry, next } = log(meta);
    return { entry, written: Dexie.Promise.all([db.outbox.add(entry), db.syncMeta.put(next)]) };
  };
  // Chained on Dexie's promises, not awaited: a native await inside a transaction makes Dexie carry
  // the transaction's zone across it, a third of a capture's time (bench/local-data.ts).
  const applyAndLog = () => {
    if (mutator.usesMutationId) {
      // Held for writing by this transaction: no other write can take the same mutation id.
      return db.syncMeta.get(ctx.eventId).then((meta) => {
        const { entry, written } = logged(meta);
        // Its failure aborts the transaction; waited for below, not left unhandled meanwhile.
        written.catch(() => {});
        return Dexie.Promise.resolve(mutator.apply(db, ctx, args, entry.mutationId)).then(() => written.then(() => entry));
      });
    }
    // The sync state is read with the apply's first reads, and the outbox entry written with its
    // rows: one transaction, so all of it or none, in two trips to the database.
    const applied = Dexie.Promise.resolve(mutator.apply(db, ctx, args, -1));
    const entryWritten = db.syncMeta.get(ctx.eventId).then((meta) => {
      const { entry, written } = logged(meta);
      return written.then(() => entry);
    });
    return Dexie.Promise.all([applied, entryWritten]).then(([, entry]) => entry);
  };
  const entry = await db.transaction('rw', tables.map((t) => db.table(t)), () => (also ? Dexie.Promise.resolve(also()).then(applyAndLog) : applyAndLog()));
  onWrite?.(ctx.eventId, name);
  return entry;
}
