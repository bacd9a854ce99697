/**
 * The sync client: drains the outbox to the server (push) and brings the server's changes in
 * (pull), for one event's session. Safe to call at any time and from anywhere: calls for the same
 * event run one after another (navigator.locks across tabs and the service worker, a promise chain
 * within one context), and a drain that fails leaves everything as it was, to be tried again.
 *
 * Pull rebases: server rows replace local ones, then the writes still in the outbox are applied
 * again on top, so what the user did and the server has not confirmed yet stays visible.
 */
import * as v from 'valibot';
import { PullHead, PushResponse, type PushRequest, type MutationResult } from '../domain/protocol';
import { PUSH_BATCH, PUSH_BATCH_BYTES } from '../domain/protocol';
import { MUTATIONS, PROTOCOL_VERSION, UNDO_DELETE_MS } from '../domain/mutations';
import { UPLOAD_RECHECK_MS } from '../domain/limits';
import type { ConnectionSyncState } from '../domain/connection';
import type { LeadstandDB, LocalMedia, OutboxEntry } from './db';
import { applyLocal, syncMetaOf, writeTables } from './mutators';
import type { WriteContext } from './write-context';
import { LOCAL_ENTITIES, type LocalEntity } from './entities';
import { mayUseEventData } from './owner';

/**
 * What the client syncs: the synced entities' device halves and how a waiting write is replayed.
 * The app's is below; a test may declare its own (an entity known only to the test).
 */
export interface SyncSchema {
  readonly entities: Readonly<Record<string, LocalEntity>>;
  rebase(db: LeadstandDB, ctx: WriteContext, entry: OutboxEntry): Promise<void>;
}
export const APP_SYNC: SyncSchema = { entities: LOCAL_ENTITIES, rebase: applyLocal };

/** A pull the client refused: not the shape the protocol says. Nothing of it was applied. */
export class MalformedPull extends Error {
  constructor(readonly part: string) {
    super(`malformed pull response (${part})`);
    this.name = 'MalformedPull';
  }
}

export interface Transport {
  push(request: PushRequest): Promise<unknown>;
  /** The server's pull response: checked here before anything of it is applied. */
  pull(query: { cookie: string | null; clientID: string; pendingFrom: number | null }): Promise<unknown>;
  /**
   * Sends a file's bytes, resuming at `media.uploadUrl` when set; reports progress and the upload
   * URL as soon as the server made one. Resolves 'refused' when the server will never take it
   * (not an allowed file), throws when it may work later (offline). Absent where uploads cannot
   * run (the service worker): notes with files then wait for the page.
   */
  upload?(media: LocalMedia, progress: (sent: number, uploadUrl: string | null) => void): Promise<{ refused: string | null }>;
  /** Whether the server still has a finished upload (false only when it says it is gone). */
  stillUploaded?(media: LocalMedia): Promise<boolean>;
}

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

/** A deletion younger than its undo window is not sent yet. */
function isHeld(e: OutboxEntry, now: number): boolean {
  return e.name === 'deleteConnection' && e.timestamp + UNDO_DELETE_MS > now;
}

export class SyncClient {
  constructor(
    private readonly db: LeadstandDB,
    private readonly ctx: WriteContext,
    private readonly transport: Transport,
    /** The session's owner key (owner.ts): while someone else's work holds the event's data, nothing syncs. */
    private readonly owner?: string,
    private readonly schema: SyncSchema = APP_SYNC,
  ) {}

  private tables() {
    return writeTables(this.schema.entities).map((t) => this.db.table(t));
  }

  /** When the first deletion still in its undo window may be sent (ms), or null when none waits. */
  async heldUntil(): Promise<number | null> {
    const now = Date.now();
    const held = (await this.pending()).find((e) => isHeld(e, now));
    return held ? held.timestamp + UNDO_DELETE_MS : null;
  }

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
    await this.recheckOldUploads();
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
        await this.db.media.update(m.id, refused ? { error: refused, uploadUrl: null } : { uploaded: 1, sent: m.size, uploadedAt: Date.now() });
      } catch (err) {
        failure ??= err ?? new Error('upload failed');
      }
    }
    return failure;
  }

  /**
   * The server removes an upload that no note claimed for a day (server/media/expire.ts). A note
   * that waited on this device for half that long (offline over night) first checks its files are
   * still there; one that is gone is sent again, before the note.
   */
  private async recheckOldUploads(): Promise<void> {
    const check = this.transport.stillUploaded;
    if (!check) return;
    const ids = (await this.pending()).flatMap((e) => (e.name === 'addNote' ? (MUTATIONS.addNote.parse(e.args)?.media ?? []) : []));
    if (!ids.length) return;
    const now = Date.now();
    for (const m of await this.db.media.bulkGet(ids)) {
      if (!m || m.uploaded !== 1 || m.error || !m.uploadedAt || now - m.uploadedAt < UPLOAD_RECHECK_MS) continue;
      const there = await check.call(this.transport, m).catch(() => true);
      if (!there) await this.db.media.update(m.id, { uploaded: 0, sent: 0, uploadUrl: null, uploadedAt: null });
    }
  }

  /**
   * Outbox entries up to (not including) the first note whose files are not on the server yet. A
   * file the server will never have (refused, or no longer readable on this device) is left out of
   * its note, so the note's text still goes; the file stays on the device, marked.
   */
  private async sendable(all: OutboxEntry[]): Promise<OutboxEntry[]> {
    // A deletion waits on the device for its undo window; nothing after it goes before it.
    const held = all.findIndex((e) => isHeld(e, Date.now()));
    const batch = held < 0 ? all : all.slice(0, held);
    const mediaOf = (e: OutboxEntry) => (e.name === 'addNote' ? (MUTATIONS.addNote.parse(e.args)?.media ?? []) : []);
    const ids = batch.flatMap(mediaOf);
    if (!ids.length) return batch;
    const files = new Map((await this.db.media.bulkGet(ids)).flatMap((m) => (m ? [[m.id, m] as const] : [])));
    const blocked = batch.findIndex((e) => mediaOf(e).some((id) => files.get(id)?.uploaded === 0 && !files.get(id)?.error));
    return (blocked < 0 ? batch : batch.slice(0, blocked)).map((e) => {
      const media = mediaOf(e);
      const kept = media.filter((id) => !files.get(id)?.error);
      const note = MUTATIONS.addNote.parse(e.args);
      if (kept.length === media.length || !note) return e;
      const { media: _dropped, ...args } = note;
      return { ...e, args: { ...args, ...(kept.length ? { media: kept } : { type: 'text' as const }) } };
    });
  }

  private async pushAll(): Promise<void> {
    const meta = await syncMetaOf(this.db, this.ctx.eventId);
    for (;;) {
      const batch = await this.sendable(withinBytes(await this.pending(PUSH_BATCH), PUSH_BATCH_BYTES));
      if (batch.length === 0) return;
      const answer = v.safeParse(
        PushResponse,
        await this.transport.push({
          protocolVersion: PROTOCOL_VERSION,
          clientID: meta.clientID,
          mutations: batch.map((e) => ({ id: e.mutationId, name: e.name, args: argsOf(e), timestamp: e.timestamp })),
        }),
      );
      if (!answer.success) throw new MalformedPull('push');
      const res = answer.output;
      await this.db.transaction('rw', this.tables(), () => this.settle(batch, res.results, res.lastMutationID));
      // The server stopped short (a gap): stop here; the pull tells us where it is.
      if (res.lastMutationID < batch[batch.length - 1]!.mutationId) return;
    }
  }

  private async pullAll(): Promise<void> {
    for (let page = 0; page < 10_000; page++) {
      const meta = await syncMetaOf(this.db, this.ctx.eventId);
      const pending = await this.pending();
      const { head, rows } = this.checkPull(await this.transport.pull({ cookie: meta.refetch ? null : meta.cookie, clientID: meta.clientID, pendingFrom: pending[0]?.mutationId ?? null }));
      const res = head;
      await this.db.transaction('rw', this.tables(), async () => {
        for (const [entity, stored] of rows) {
          await this.db.table(entity.table).bulkPut(stored);
          await entity.afterStore?.(this.db, stored);
        }
        const ids = res.results.map((r) => r.id);
        const answered = ids.length ? await this.db.outbox.where('[eventId+mutationId]').anyOf(ids.map((id) => [this.ctx.eventId, id])).toArray() : [];
        await this.settle(answered, res.results, res.lastMutationID);
        // Rebase: what is still waiting shows on top of what the server said.
        for (const entry of await this.pending()) await this.schema.rebase(this.db, this.ctx, entry);
        // A refetch asked for during this page (a deletion refused just now) starts the next pull over.
        const refetch = (await this.db.syncMeta.get(this.ctx.eventId))?.refetch && !meta.refetch;
        await this.db.syncMeta.update(this.ctx.eventId, { cookie: res.cookie, lastPullAt: Date.now(), lastError: null, refetch: !!refetch });
      });
      if (!res.more) return;
    }
  }

  /**
   * Checks a whole pull before anything of it is applied: the head, then every entity's rows. A
   * malformed pull is refused (and reported) whole, never half-applied.
   */
  private checkPull(input: unknown): { head: PullHead; rows: Array<[LocalEntity, object[]]> } {
    const head = v.safeParse(PullHead, input);
    if (!head.success) throw new MalformedPull('head');
    const body: Record<string, unknown> = typeof input === 'object' && input !== null ? { ...input } : {};
    const rows: Array<[LocalEntity, object[]]> = [];
    for (const [name, entity] of Object.entries(this.schema.entities)) {
      const stored = entity.toStored(body[name] ?? [], this.ctx.eventId);
      if (!stored) throw new MalformedPull(name);
      if (stored.length) rows.push([entity, stored]);
    }
    // Deletions before the rest (LocalEntity.first).
    rows.sort(([a], [b]) => Number(!!b.first) - Number(!!a.first));
    return { head: head.output, rows };
  }

  /**
   * Takes in the server's answer for `entries`: each written row gets its mutation's outcome, the
   * entries up to `lastMutationID` leave the outbox, and a row that still has writes waiting
   * stays 'pending'. Bulk operations only: a drain of thousands of writes costs a few per batch.
   */
  private async settle(entries: OutboxEntry[], results: MutationResult[], lastMutationID: number): Promise<void> {
    const byId = new Map(results.map((r) => [r.id, r]));
    const changes = new Map<string, Map<string, { syncState: ConnectionSyncState; syncReason: string | null }>>();
    for (const entry of entries) {
      const r = byId.get(entry.mutationId);
      if (!r) continue;
      const table = changes.get(entry.table) ?? new Map();
      changes.set(entry.table, table);
      // Later mutations of the same row win.
      table.set(entry.rowId, { syncState: r.outcome, syncReason: r.reason ?? null });
    }
    await this.db.outbox.where('[eventId+mutationId]').between([this.ctx.eventId, 0], [this.ctx.eventId, lastMutationID], true, true).delete();
    // A deletion the server refused: this device dropped a connection the server keeps. Pull
    // everything again to get it back.
    if (entries.some((e) => e.name === 'deleteConnection' && byId.has(e.mutationId) && byId.get(e.mutationId)!.outcome !== 'completed')) {
      await this.db.syncMeta.update(this.ctx.eventId, { refetch: true });
    }
    // Only rows written more than once (a connection, an answer; not notes and stage entries, new
    // rows each time) can have later writes waiting. One lookup per row: anyOf() over hundreds of
    // keys is far slower.
    for (const table of Object.values(this.schema.entities).filter((e) => e.rewritten).map((e) => e.table)) {
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

/** An entry's arguments as an object, for the push (they always are one; anything else goes as none). */
function argsOf(entry: OutboxEntry): Record<string, unknown> {
  const args = entry.args;
  return typeof args === 'object' && args !== null ? { ...args } : {};
}

/** How many writes wait for the server (the list shows it, with progress). */
export function pendingCount(db: LeadstandDB, eventId: string): Promise<number> {
  return db.outbox.where('[eventId+mutationId]').between([eventId, 0], [eventId, Infinity]).count();
}
