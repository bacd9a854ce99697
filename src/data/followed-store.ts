/**
 * What the in-memory stores share (connection-store.ts, rating-store.ts): they read once when the
 * first screen subscribes, then follow Dexie's 'storagemutated' event (which also carries other
 * tabs' and the service worker's writes) and re-read only what changed. A subclass says which
 * changes concern it (`noticed`) and how to bring its snapshot up to date (`drain`).
 */
import Dexie, { cmp, type IntervalTree, type ObservabilitySet } from 'dexie';

type Listener = () => void;

/**
 * Resolves in a task of its own. A message, not a timer: browsers hold back the timers of a hidden
 * tab (up to a minute), not its messages, so a list in another tab still follows at once.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

export abstract class FollowedStore {
  private readonly listeners = new Set<Listener>();
  private running: Promise<void> | null = null;
  /** Everything is read again at the next drain (the first one, a range change, a failure). */
  protected reloadAll = true;

  subscribe = (listener: Listener): (() => void) => {
    if (this.listeners.size === 0) {
      Dexie.on('storagemutated', this.onMutated);
      this.reloadAll = true;
      this.run();
    }
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) Dexie.on('storagemutated').unsubscribe(this.onMutated);
    };
  };

  private readonly busyListeners = new Set<Listener>();

  /**
   * Whether a change was reported that the snapshot does not hold yet. A screen that would say
   * 'nothing here' waits while it is (the first sync's rows are written before the list has read
   * them, and Preact draws every state at once).
   */
  readonly isBusy = (): boolean => this.running !== null;

  /** Called when `isBusy` changes. */
  subscribeBusy = (listener: Listener): (() => void) => {
    this.busyListeners.add(listener);
    return () => this.busyListeners.delete(listener);
  };

  /** Resolves once every change reported so far is in the snapshot (tests and the benchmark). */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Takes in a change Dexie reports; true when the store must catch up. */
  protected abstract noticed(parts: ObservabilitySet): boolean;
  /** Brings the snapshot up to date with everything noticed so far. */
  protected abstract drain(): Promise<void>;

  protected notify(): void {
    for (const listener of this.listeners) listener();
  }

  /** Each key of a changed table; a key range (a range delete) asks for everything to be read again. */
  protected walk(node: IntervalTree | null | undefined, onKey: (key: string) => void): void {
    // The tree arrives as plain data when another tab made the change, so walk it by hand.
    if (!node || !('from' in node)) return;
    this.walk(node.l, onKey);
    if (cmp(node.from, node.to) !== 0) this.reloadAll = true;
    else if (typeof node.from === 'string') onKey(node.from);
    this.walk(node.r, onKey);
  }

  private readonly onMutated = (parts: ObservabilitySet): void => {
    if (this.noticed(parts)) this.run();
  };

  private run(): void {
    if (this.running) return;
    // In a task of its own: Dexie reports a change from inside the commit of the write that made
    // it, which would otherwise wait for this read before its caller goes on (the capture commit).
    this.running = nextTask()
      .then(() => this.drain())
      .catch(() => {
        // The database closed under us (WebKit, another tab upgrading): read everything next time.
        this.reloadAll = true;
      })
      .finally(() => {
        this.running = null;
        for (const listener of this.busyListeners) listener();
      });
    for (const listener of this.busyListeners) listener();
  }
}
