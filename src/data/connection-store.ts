/**
 * An event's connections held in memory, newest scan first, for the list screen.
 *
 * A live query would read every row again on each change: with 20,000 connections that is a few
 * hundred milliseconds per capture. This store reads them once, then listens to Dexie's
 * 'storagemutated' event (which also carries other tabs' and the service worker's writes) and
 * reads again only the rows whose keys changed. A change Dexie reports as a key range (a
 * range delete) reloads everything.
 */
import type { ObservabilitySet } from 'dexie';
import { FollowedStore } from './followed-store';
import type { LeadstandDB, LocalConnection } from './db';

/** Newest scan first; ties by id, so the order is stable. */
export function newestFirst(a: LocalConnection, b: LocalConnection): number {
  if (a.scannedAt !== b.scannedAt) return a.scannedAt > b.scannedAt ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Where `row` belongs in `rows` (sorted by newestFirst). */
function insertionIndex(rows: readonly LocalConnection[], row: LocalConnection): number {
  let lo = 0;
  let hi = rows.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (newestFirst(rows[mid]!, row) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export class ConnectionStore extends FollowedStore {
  private rows: LocalConnection[] | undefined;
  private readonly byId = new Map<string, LocalConnection>();
  private readonly changedKeys = new Set<string>();

  constructor(
    private readonly db: LeadstandDB,
    readonly eventId: string,
  ) {
    super();
  }

  /** The rows, newest first; undefined until the first read is done. A new array after every change. */
  getSnapshot = (): LocalConnection[] | undefined => this.rows;

  protected noticed(parts: ObservabilitySet): boolean {
    const changed = parts[`idb://${this.db.name}/connections/`];
    if (!changed) return false;
    this.walk(changed, (key) => this.changedKeys.add(key));
    return true;
  }

  protected async drain(): Promise<void> {
    while (this.reloadAll || this.changedKeys.size) {
      if (this.reloadAll) {
        this.reloadAll = false;
        this.changedKeys.clear();
        const all = await this.db.connections.where('[eventId+scannedAt]').between([this.eventId, ''], [this.eventId, '\uffff']).toArray();
        this.byId.clear();
        for (const row of all) this.byId.set(row.id, row);
        this.rows = all.sort(newestFirst);
      } else {
        const keys = [...this.changedKeys];
        this.changedKeys.clear();
        const fresh = await this.db.connections.bulkGet(keys);
        const rows = [...(this.rows ?? [])];
        keys.forEach((key, i) => {
          const old = this.byId.get(key);
          if (old) {
            const at = insertionIndex(rows, old);
            if (rows[at]?.id === key) rows.splice(at, 1);
          }
          const row = fresh[i];
          if (row && row.eventId === this.eventId) {
            this.byId.set(key, row);
            rows.splice(insertionIndex(rows, row), 0, row);
          } else this.byId.delete(key);
        });
        this.rows = rows;
      }
      this.notify();
    }
  }
}

const stores = new Map<string, ConnectionStore>();

/** One store per database and event, shared by every screen that lists connections. */
export function connectionStore(db: LeadstandDB, eventId: string): ConnectionStore {
  const key = `${db.name}|${eventId}`;
  let store = stores.get(key);
  if (!store) stores.set(key, (store = new ConnectionStore(db, eventId)));
  return store;
}
