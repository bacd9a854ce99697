/**
 * The dashboard's last figures, kept on the device per event and person. Opening the dashboard
 * cold means reading every connection and answer of the event from IndexedDB (several hundred
 * milliseconds with 20,000); until that is done the screen shows the figures it showed last,
 * marked as updating, and then the exact ones. They are kept in localStorage, read synchronously,
 * because a read from IndexedDB would wait behind those very reads. A snapshot of another day is
 * not shown (its 'today' would be wrong); clearing an event's data (owner.ts) removes them.
 */
export interface DashboardSnapshot<T> {
  /** The event's calendar day the figures were worked out on (its 'today'). */
  day: string;
  figures: T;
}

const PREFIX = 'leadstand:dashboard:';

/** The page's localStorage; none in the service worker (which shares this module through owner.ts). */
interface KeyValueStore {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}
const store = (): KeyValueStore => {
  const found = (globalThis as { localStorage?: KeyValueStore }).localStorage;
  if (!found) throw new Error('no localStorage');
  return found;
};
const keyOf = (eventId: string, viewer: string) => `${PREFIX}${eventId}:${viewer}`;

export function readDashboardSnapshot<T>(eventId: string, viewer: string): DashboardSnapshot<T> | null {
  try {
    const raw = store().getItem(keyOf(eventId, viewer));
    return raw ? (JSON.parse(raw) as DashboardSnapshot<T>) : null;
  } catch {
    return null;
  }
}

export function saveDashboardSnapshot<T>(eventId: string, viewer: string, snapshot: DashboardSnapshot<T>): void {
  try {
    store().setItem(keyOf(eventId, viewer), JSON.stringify(snapshot));
  } catch {
    // Storage full or refused: the next opening reads everything, as the first one did.
  }
}

/** Forgets every snapshot of the event (its data was cleared for someone else). */
export function forgetDashboardSnapshots(eventId: string): void {
  try {
    const storage = store();
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((k): k is string => !!k && k.startsWith(`${PREFIX}${eventId}:`));
    for (const k of keys) storage.removeItem(k);
  } catch {
    // No storage: nothing kept.
  }
}
