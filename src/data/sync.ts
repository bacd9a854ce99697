/**
 * The sync client: drains the outbox to the server (push) and brings the server's changes in
 * (pull), for one event's session. Safe to call at any time and from anywhere: calls for the same
 * event run one after another (navigator.locks across tabs and the service worker, a promise chain
 * within one context), and a drain that fails leaves everything as it was, to be tried again.
 *
 * Pull rebases: server rows replace local ones, then the writes still in the outbox are applied
 * again on top, so what the user did and the server has not confirmed yet stays visible.
 */
import type { PullResponse, PushRequest, PushResponse, MutationResult } from '../domain/protocol';
import { PUSH_BATCH, PUSH_BATCH_BYTES } from '../domain/protocol';
import { PROTOCOL_VERSION, type AddNoteArgs } from '../domain/mutations';
import type { ConnectionSyncState } from '../domain/connection';
import { sharedContentKey } from '../domain/content';
import type { LeadstandDB, LocalMedia, OutboxEntry } from './db';
import { applyLocal, syncMetaOf, WRITE_TABLES, type WriteContext } from './mutators';
import { mayUseEventData } from './owner';

export interface Transport {
  push(request: PushRequest): Promise<PushResponse>;
  pull(query: { cookie: string | null; clientID: string; pendingFrom: number | null }): Promise<PullResponse>;
  /**
   * Sends a file's bytes, resuming at `media.uploadUrl` when set; reports progress and the upload
   * URL as soon as the server made one. Resolves 'refused' when the server will never take it
   * (not an allowed file), throws when it may work later (offline). Absent where uploads cannot
   * run (the service worker): notes with files then wait for the page.
   */
  upload?(media: LocalMedia, progress: (sent: number, uploadUrl: string | null) => void): Promise<{ refused: string | null }>;
}

const SYNC_TABLES = WRITE_TABLES;

const chains = new Map<string, Promise<unknown>>();

/** Runs `fn` exclusively for `key`: across tabs and workers with Web Locks, else within this context. */
export function exclusive<T>(key: string, fn: () => Promise<T>): Promise<T> {
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  if (locks?.request) return locks.request(key, () => fn()) as Promise<T>;
  const previous = chains.get(key) ?? Promise.resolve();
  const next = previous.then(fn, fn);
  chains.set(key, next.catch(() => {}));
  return next;
}

const utf8 = new TextEncoder();

async function readable(blob: Blob): Promise<boolean> {
  try {
    await blob.slice(0, 1).arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

/** The first entries whose arguments add up to at most `budget` bytes of JSON (at least one entry). */
export function withinBytes(entries: OutboxEntry[], budget: number): OutboxEntry[] {
  let used = 0;
  for (let i = 0; i < entries.length; i++) {
    used += utf8.encode(JSON.stringify(entries[i]!.args)).length + 64;
    if (used > budget && i > 0) return entries.slice(0, i);
  }
  return entries;
}

export class SyncClient {
  constructor(
    private readonly db: LeadstandDB,
    private readonly ctx: WriteContext,
    private readonly transport: Transport,
    /** The session's owner key (owner.ts): while someone else's work holds the event's data, nothing syncs. */
    private readonly owner?: string,
  ) {}

  /** Pushes everything waiting, then pulls until up to date. */
  sync(): Promise<void> {
    return exclusive(`leadstand-sync-${this.ctx.eventId}`, async () => {
      if (this.owner !== undefined && !(await mayUseEventData(this.db, this.ctx.eventId, this.owner))) return;
      const uploadFailure = await this.uploadAll();
      await this.pushAll();
      await this.pullAll();
      if (uploadFailure) throw uploadFailure;
    });
  }

  private pending(limit = Infinity): Promise<OutboxEntry[]> {
    const q = this.db.outbox.where('[eventId+mutationId]').between([this.ctx.eventId, 0], [this.ctx.eventId, Infinity]);
    return (limit === Infinity ? q : q.limit(limit)).toArray();
  }

  /**
   * Files first: a note is pushed only once the bytes it names are safe on the server. A file that
   * fails for now (offline, a server error) does not stop the drain: what was written before its
   * note is still pushed and pulled, and then the failure is raised so the scheduler backs off.
   */
  private async uploadAll(): Promise<unknown> {
    const upload = this.transport.upload;
    if (!upload) return null;
    const waiting = await this.db.media.where('[eventId+uploaded]').equals([this.ctx.eventId, 0]).toArray();
    let failure: unknown = null;
    for (const m of waiting) {
      if (m.error) continue;
      let last = 0;
      try {
        // WebKit can lose a stored file's bytes (the row stays): such a file can never be sent.
        if (!(await readable(m.blob))) {
          await this.db.media.update(m.id, { error: 'upload.unreadable', uploadUrl: null });
          continue;
        }
        const { refused } = await upload.call(this.transport, m, (sent, uploadUrl) => {
          // Progress is kept (also for the screen); the upload URL at once, so a closed app resumes.
          if (uploadUrl !== m.uploadUrl || sent - last > 256 * 1024) {
            last = sent;
            m.uploadUrl = uploadUrl;
            void this.db.media.update(m.id, { sent, uploadUrl });
          }
        });
        await this.db.media.update(m.id, refused ? { error: refused, uploadUrl: null } : { uploaded: 1, sent: m.size });
      } catch (err) {
        failure ??= err ?? new Error('upload failed');
      }
    }
    return failure;
  }

  /**
   * Outbox entries up to (not including) the first note whose files are not on the server yet. A
   * file the server will never have (refused, or no longer readable on this device) is left out of
   * its note, so the note's text still goes; the file stays on the device, marked.
   */
  private async sendable(batch: OutboxEntry[]): Promise<OutboxEntry[]> {
    const mediaOf = (e: OutboxEntry) => (e.name === 'addNote' ? ((e.args as AddNoteArgs).media ?? []) : []);
    const ids = batch.flatMap(mediaOf);
    if (!ids.length) return batch;
    const files = new Map((await this.db.media.bulkGet(ids)).flatMap((m) => (m ? [[m.id, m] as const] : [])));
    const blocked = batch.findIndex((e) => mediaOf(e).some((id) => files.get(id)?.uploaded === 0 && !files.get(id)?.error));
    return (blocked < 0 ? batch : batch.slice(0, blocked)).map((e) => {
      const media = mediaOf(e);
      const kept = media.filter((id) => !files.get(id)?.error);
      if (kept.length === media.length) return e;
      const { media: _dropped, ...args } = e.args as AddNoteArgs;
      return { ...e, args: { ...args, ...(kept.length ? { media: kept } : { type: 'text' as const }) } };
    });
  }

  private async pushAll(): Promise<void> {
    const meta = await syncMetaOf(this.db, this.ctx.eventId);
    for (;;) {
      const batch = await this.sendable(withinBytes(await this.pending(PUSH_BATCH), PUSH_BATCH_BYTES));
      if (batch.length === 0) return;
      const res = await this.transport.push({
        protocolVersion: PROTOCOL_VERSION,
        clientID: meta.clientID,
        mutations: batch.map((e) => ({ id: e.mutationId, name: e.name, args: e.args, timestamp: e.timestamp })),
      });
      await this.db.transaction('rw', SYNC_TABLES.map((t) => this.db.table(t)), () => this.settle(batch, res.results, res.lastMutationID));
      // The server stopped short (a gap): stop here; the pull tells us where it is.
      if (res.lastMutationID < batch[batch.length - 1]!.mutationId) return;
    }
  }

  private async pullAll(): Promise<void> {
    for (let page = 0; page < 10_000; page++) {
      const meta = await syncMetaOf(this.db, this.ctx.eventId);
      const pending = await this.pending();
      const res = await this.transport.pull({ cookie: meta.cookie, clientID: meta.clientID, pendingFrom: pending[0]?.mutationId ?? null });
      await this.db.transaction('rw', SYNC_TABLES.map((t) => this.db.table(t)), async () => {
        await this.applyPatch(res);
        const ids = res.results.map((r) => r.id);
        const answered = ids.length ? await this.db.outbox.where('[eventId+mutationId]').anyOf(ids.map((id) => [this.ctx.eventId, id])).toArray() : [];
        await this.settle(answered, res.results, res.lastMutationID);
        // Rebase: what is still waiting shows on top of what the server said.
        for (const entry of await this.pending()) await applyLocal(this.db, this.ctx, entry);
        await this.db.syncMeta.update(this.ctx.eventId, { cookie: res.cookie, lastPullAt: Date.now(), lastError: null });
      });
      if (!res.more) return;
    }
  }

  private async applyPatch(res: PullResponse): Promise<void> {
    const eventId = this.ctx.eventId;
    if (res.connections.length) {
      await this.db.connections.bulkPut(
        res.connections.map((c) => ({ ...c, eventId, syncState: (c.licensed ? 'completed' : 'noLicense') as ConnectionSyncState, syncReason: null })),
      );
    }
    if (res.notes.length) await this.db.notes.bulkPut(res.notes.map((n) => ({ ...n, eventId, syncState: 'completed' as const, syncReason: null })));
    if (res.stages.length) await this.db.stages.bulkPut(res.stages.map((s) => ({ ...s, eventId, syncState: 'completed' as const, syncReason: null })));
    if (res.answers.length) {
      await this.db.answers.bulkPut(
        res.answers.map((a) => ({ ...a, key: `${a.connectionId}|${a.questionId}`, eventId, syncState: 'completed' as const, syncReason: null })),
      );
    }
    if (res.sharedContent.length) {
      await this.db.sharedContent.bulkPut(
        res.sharedContent.map((x) => ({ ...x, key: sharedContentKey(x.connectionId, x.contentId), eventId, syncState: 'completed' as const, syncReason: null })),
      );
    }
  }

  /**
   * Takes in the server's answer for `entries`: each written row gets its mutation's outcome, the
   * entries up to `lastMutationID` leave the outbox, and a row that still has writes waiting
   * stays 'pending'. Bulk operations only: a drain of thousands of writes costs a few per batch.
   */
  private async settle(entries: OutboxEntry[], results: MutationResult[], lastMutationID: number): Promise<void> {
    const byId = new Map(results.map((r) => [r.id, r]));
    const changes = new Map<OutboxEntry['table'], Map<string, { syncState: ConnectionSyncState; syncReason: string | null }>>();
    for (const entry of entries) {
      const r = byId.get(entry.mutationId);
      if (!r) continue;
      const table = changes.get(entry.table) ?? new Map();
      changes.set(entry.table, table);
      // Later mutations of the same row win.
      table.set(entry.rowId, { syncState: r.outcome, syncReason: r.reason ?? null });
    }
    await this.db.outbox.where('[eventId+mutationId]').between([this.ctx.eventId, 0], [this.ctx.eventId, lastMutationID], true, true).delete();
    // Only connections, answers and shared content are written more than once (notes and stage
    // entries are new rows each time). One lookup per row: anyOf() over hundreds of keys is far slower.
    for (const table of ['connections', 'answers', 'sharedContent'] as const) {
      const rows = changes.get(table);
      if (!rows) continue;
      const keys = [...rows.keys()];
      const waiting = await Promise.all(keys.map((key) => this.db.outbox.where('rowId').equals(key).first()));
      waiting.forEach((w, i) => {
        if (w && w.eventId === this.ctx.eventId) rows.set(keys[i]!, { syncState: 'pending', syncReason: null });
      });
    }
    for (const [table, rows] of changes) {
      await this.db.table(table).bulkUpdate([...rows].map(([key, c]) => ({ key, changes: c })));
    }
  }
}

/** How many writes wait for the server (the list shows it, with progress). */
export function pendingCount(db: LeadstandDB, eventId: string): Promise<number> {
  return db.outbox.where('[eventId+mutationId]').between([eventId, 0], [eventId, Infinity]).count();
}
