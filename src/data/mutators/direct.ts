/**
 * A planned write (define.ts: one read of rows by key, then one write of whole rows) straight on
 * IndexedDB: its rows, its outbox entry and the next mutation id in one transaction, all or
 * nothing, like write() through Dexie, at the cost of IndexedDB alone. With 20,000 connections
 * stored a scan is committed in 1.2 ms (p95 2.0-2.2), where Dexie's transaction and table layers
 * made it 1.6-2.5 (p95 3.5-4.2; bench/local-data.ts). A rebase applies the same plan through Dexie.
 *
 * The rest of the app learns of it the way it learns of another tab's writes: the parts it changed
 * go out on Dexie's cross-context channel, and Dexie in this tab and in every other one announces
 * them ('storagemutated': live queries, their cache and the stores follow). The parts are
 * computed as Dexie's observability middleware computes them for a write whose earlier rows it
 * does not know: each row's key, the same key as possibly deleted, and each index's key.
 */
import Dexie, { RangeSet, type IndexableType, type IndexSpec } from 'dexie';
import type { MutationArgs, MutationName } from '../../domain/mutations';
import type { LeadstandDB, OutboxEntry, SyncMeta } from '../db';
import type { WriteContext } from '../write-context';
import type { RowWrite, WritePlan } from './define';

/** Dexie's channel between windows, workers and tabs (dexie/src/globals/constants.ts). */
const DEXIE_CHANNEL = 'x-storagemutated-1';
let channel: BroadcastChannel | undefined;

/** Dexie's cross-context channel; in Node (tests, benchmarks) it must not keep the process alive. */
function openChannel(): BroadcastChannel {
  const opened = new BroadcastChannel(DEXIE_CHANNEL);
  (opened as BroadcastChannel & { unref?: () => void }).unref?.();
  return opened;
}

/** The log of a write: its outbox entry and the sync state after it (write.ts). */
export type Log<N extends MutationName> = (meta: SyncMeta | undefined) => { entry: OutboxEntry<N, MutationArgs[N]>; next: SyncMeta };

/**
 * Writes the plan and logs it, or answers null when this cannot be done here (inside a Dexie
 * transaction, which the write must join; the database not open; no BroadcastChannel): then
 * write() takes the way through Dexie.
 */
export function writeDirect<N extends MutationName>(db: LeadstandDB, ctx: WriteContext, plan: WritePlan<N>, args: MutationArgs[N], log: Log<N>): Promise<OutboxEntry<N, MutationArgs[N]>> | null {
  if (Dexie.currentTransaction || !db.isOpen() || typeof BroadcastChannel === 'undefined') return null;
  let tx: IDBTransaction;
  try {
    tx = db.backendDB().transaction([...plan.tables, 'outbox', 'syncMeta'], 'readwrite');
  } catch {
    // The connection is closing (WebKit drops those of backgrounded pages): Dexie opens it again.
    return null;
  }
  return new Promise((resolve, reject) => {
    const parts: Parts = {};
    let entry: OutboxEntry<N, MutationArgs[N]> | undefined;
    // A failed request is not handled, so it aborts the transaction: nothing of the write stays.
    tx.onabort = () => reject(tx.error ?? new Dexie.AbortError('The write was aborted'));
    tx.oncomplete = () => {
      (channel ??= openChannel()).postMessage(parts);
      resolve(entry!);
    };

    const reads = plan.reads(ctx, args);
    const found: unknown[] = new Array(reads.length);
    let meta: SyncMeta | undefined;
    let waiting = reads.length + 1;
    const readDone = () => {
      if (--waiting > 0) return;
      const logged = log(meta);
      entry = logged.entry;
      const writes: RowWrite[] = [...plan.writes(ctx, args, found), { table: 'outbox', type: 'add', row: entry }, { table: 'syncMeta', type: 'put', row: logged.next }];
      for (const w of writes) {
        const request = tx.objectStore(w.table)[w.type](w.row);
        request.onsuccess = () => {
          if (w.row === entry) entry.seq = request.result as number;
          observe(parts, db, w, request.result as IndexableType);
        };
      }
      // Nothing more will be asked: IndexedDB commits without waiting for this page to hear of each write.
      tx.commit?.();
    };
    reads.forEach((r, i) => {
      const request = tx.objectStore(r.table).get(r.key as IDBValidKey);
      request.onsuccess = () => {
        found[i] = request.result;
        readDone();
      };
    });
    const request = tx.objectStore('syncMeta').get(ctx.eventId);
    request.onsuccess = () => {
      meta = request.result as SyncMeta | undefined;
      readDone();
    };
  });
}

/** What a write changed: Dexie's ObservabilitySet ('idb://database/table/index' to the keys). */
type Parts = Record<string, RangeSet>;

/** Adds what a written row changed to `parts`, as Dexie's observability middleware would. */
function observe(parts: Parts, db: LeadstandDB, w: RowWrite, key: IndexableType): void {
  const part = (index: string) => (parts[`idb://${db.name}/${w.table}/${index}`] ??= new RangeSet());
  part('').addKey(key);
  // A put may replace a row whose index keys this write did not read.
  if (w.type === 'put') part(':dels').addKey(key);
  for (const index of db.table(w.table).schema.indexes) {
    const value = indexKey(index, w.row);
    if (value === undefined) continue;
    if (index.multi && Array.isArray(value)) for (const v of value as unknown as IndexableType[]) part(index.name).addKey(v);
    else part(index.name).addKey(value);
  }
}

function indexKey(index: IndexSpec, row: object): IndexableType | undefined {
  const paths = typeof index.keyPath === 'string' ? [index.keyPath] : (index.keyPath ?? []);
  const values = paths.map((p) => Dexie.getByKeyPath(row, p) as IndexableType | undefined | null | boolean);
  if (!values.every((v): v is IndexableType => v !== undefined && v !== null && typeof v !== 'boolean')) return undefined;
  return Array.isArray(index.keyPath) ? (values as IndexableType) : values[0];
}
