/**
 * Local writes: each is one Dexie transaction that changes the rows at once (screens update
 * through useLiveQuery) and appends the mutation to the outbox, which the sync client pushes.
 * `applyLocal` is also how pending writes are replayed on top of fresh server data after a pull.
 */
import type { Transaction } from 'dexie';
import { connectionId, type ConnectionStage, type NoteType, type SourceType } from '../domain/connection';
import { normalizeBadgeCode } from '../domain/badge';
import type { MutationArgs, MutationName } from '../domain/mutations';
import type { Rating } from '../domain/rating';
import type { ExportFormat } from '../domain/export';
import { sharedContentKey } from '../domain/content';
import { db as defaultDb, type LeadstandDB, type LocalConnection, type OutboxEntry, type SyncMeta } from './db';

export interface WriteContext {
  eventId: string;
  partnerId: string;
  /** The person writing (shown as 'scanned by' / note author until the server confirms). */
  authorName: string;
  authorId: string | null;
}

/** The tables a write touches (visitors: read, for the name of a badge scanned offline). */
export const WRITE_TABLES = ['connections', 'notes', 'stages', 'answers', 'sharedContent', 'outbox', 'syncMeta', 'visitors', 'requests', 'media'] as const;

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

function targetOf(name: MutationName, args: MutationArgs[MutationName]): Pick<OutboxEntry, 'table' | 'rowId'> {
  switch (name) {
    case 'captureConnection':
      return { table: 'connections', rowId: (args as MutationArgs['captureConnection']).id };
    case 'addNote':
      return { table: 'notes', rowId: (args as MutationArgs['addNote']).id };
    case 'setStage':
      return { table: 'stages', rowId: (args as MutationArgs['setStage']).id };
    case 'setAnswer': {
      const a = args as MutationArgs['setAnswer'];
      return { table: 'answers', rowId: answerKey(a.connectionId, a.questionId) };
    }
    case 'setRating':
      return { table: 'connections', rowId: (args as MutationArgs['setRating']).connectionId };
    case 'shareContent': {
      const a = args as MutationArgs['shareContent'];
      return { table: 'sharedContent', rowId: sharedContentKey(a.connectionId, a.contentId) };
    }
    case 'emailConnections':
      return { table: 'requests', rowId: (args as MutationArgs['emailConnections']).id };
  }
}

export function answerKey(connectionId: string, questionId: string): string {
  return `${connectionId}|${questionId}`;
}

/** The connection's current stage: its latest stage entry. */
async function refreshStage(db: LeadstandDB, connId: string): Promise<void> {
  const entries = await db.stages.where('connectionId').equals(connId).toArray();
  if (!entries.length) return;
  entries.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  await db.connections.update(connId, { stage: entries[entries.length - 1]!.stage });
}

/** Applies a mutation to the local tables, optimistically (the server may still refuse it). */
export async function applyLocal(db: LeadstandDB, ctx: WriteContext, entry: Pick<OutboxEntry, 'name' | 'args'>): Promise<void> {
  const base = { eventId: ctx.eventId, syncState: 'pending' as const, syncReason: null };
  switch (entry.name) {
    case 'captureConnection': {
      const a = entry.args as MutationArgs['captureConnection'];
      const existing = await db.connections.get(a.id);
      if (existing) {
        const later = a.scannedAt > existing.scannedAt;
        await db.connections.update(a.id, {
          ...(later ? { scannedAt: a.scannedAt, scannedByName: ctx.authorName, scannedByID: ctx.authorId } : {}),
          syncState: 'pending',
          syncReason: null,
        });
      } else {
        // Known from the offline directory (licensed devices only): name and company at once.
        const visitor = await db.visitors.get([ctx.eventId, normalizeBadgeCode(a.badgeCode)]);
        const row: LocalConnection = {
          ...base,
          id: a.id,
          badgeCode: normalizeBadgeCode(a.badgeCode),
          scannedAt: a.scannedAt,
          scannedByID: ctx.authorId,
          scannedByName: ctx.authorName,
          sourceType: a.sourceType,
          stage: 'new',
          rating: null,
          licensed: true,
          visitorID: visitor?.id ?? null,
          contact: visitor ? { fullname: visitor.name, company: visitor.company } : null,
        };
        await db.connections.add(row);
      }
      return;
    }
    case 'addNote': {
      const a = entry.args as MutationArgs['addNote'];
      const files = a.media?.length ? await db.media.bulkGet(a.media) : [];
      const media = files.flatMap((f) => (f ? [{ id: `${ctx.partnerId}.${f.id}`, kind: f.kind, mediaType: f.type, size: f.size }] : []));
      await db.notes.put({ ...base, id: a.id, connectionId: a.connectionId, text: a.text, type: a.type, authorName: ctx.authorName, createdAt: a.createdAt, ...(media.length ? { media } : {}) });
      return;
    }
    case 'setStage': {
      const a = entry.args as MutationArgs['setStage'];
      await db.stages.put({ ...base, id: a.id, connectionId: a.connectionId, stage: a.stage, comment: a.comment, authorName: ctx.authorName, createdAt: a.createdAt });
      await refreshStage(db, a.connectionId);
      return;
    }
    case 'setAnswer': {
      const a = entry.args as MutationArgs['setAnswer'];
      await db.answers.put({ ...base, key: answerKey(a.connectionId, a.questionId), connectionId: a.connectionId, questionId: a.questionId, choices: a.choices, text: a.text, updatedAt: a.updatedAt });
      return;
    }
    case 'setRating': {
      const a = entry.args as MutationArgs['setRating'];
      await db.connections.update(a.connectionId, { rating: a.rating, syncState: 'pending', syncReason: null });
      return;
    }
    case 'shareContent': {
      const a = entry.args as MutationArgs['shareContent'];
      await db.sharedContent.put({
        ...base,
        key: sharedContentKey(a.connectionId, a.contentId),
        connectionId: a.connectionId,
        contentId: a.contentId,
        shared: a.shared,
        updatedByName: ctx.authorName,
        updatedAt: a.updatedAt,
      });
      return;
    }
    case 'emailConnections': {
      const a = entry.args as MutationArgs['emailConnections'];
      await db.requests.put({ ...base, id: a.id, kind: 'emailConnections', count: a.connectionIds.length, createdAt: a.requestedAt });
      return;
    }
  }
}

/** One local write: rows and outbox in one transaction (with `also`, e.g. a note's files). Returns the outbox entry. */
export async function write<N extends MutationName>(
  ctx: WriteContext,
  name: N,
  args: MutationArgs[N],
  db: LeadstandDB = defaultDb,
  also?: () => Promise<unknown>,
): Promise<OutboxEntry<N>> {
  const entry = await db.transaction('rw', WRITE_TABLES.map((t) => db.table(t)), async () => {
    await also?.();
    const meta = await syncMetaOf(db, ctx.eventId);
    const entry: OutboxEntry<N> = { eventId: ctx.eventId, mutationId: meta.nextMutationId, name, args, timestamp: Date.now(), ...targetOf(name, args) };
    await applyLocal(db, ctx, entry);
    await db.outbox.add(entry as OutboxEntry);
    await db.syncMeta.update(ctx.eventId, { nextMutationId: meta.nextMutationId + 1 });
    return entry;
  });
  onWrite?.(ctx.eventId);
  return entry;
}

let onWrite: ((eventId: string) => void) | null = null;
/** The sync scheduler listens here to drain soon after a write. */
export function setWriteListener(listener: ((eventId: string) => void) | null): void {
  onWrite = listener;
}

// The four writes of this milestone, with their arguments made here so every caller agrees.

export function captureConnection(
  ctx: WriteContext,
  input: { badgeCode: string; sourceType: SourceType; badgeEventId?: string | null; scannedAt?: Date },
  db?: LeadstandDB,
) {
  const code = normalizeBadgeCode(input.badgeCode);
  return write(
    ctx,
    'captureConnection',
    { id: connectionId(ctx.partnerId, code), badgeCode: code, badgeEventId: input.badgeEventId ?? null, scannedAt: (input.scannedAt ?? new Date()).toISOString(), sourceType: input.sourceType },
    db,
  );
}

export interface NewMedia {
  id: string;
  blob: Blob;
  type: string;
  kind: 'audio' | 'image';
}

/** A note, with voice memos and photos: their bytes are stored with it, in the same transaction. */
export function addNote(
  ctx: WriteContext,
  input: { connectionId: string; text: string; type?: NoteType; id?: string; createdAt?: Date; media?: NewMedia[] },
  db: LeadstandDB = defaultDb,
) {
  const id = input.id ?? crypto.randomUUID();
  const media = input.media ?? [];
  const type: NoteType = input.type ?? (media.some((m) => m.kind === 'audio') ? 'audio' : media.length ? 'image' : 'text');
  return write(
    ctx,
    'addNote',
    { id, connectionId: input.connectionId, text: input.text, type, createdAt: (input.createdAt ?? new Date()).toISOString(), ...(media.length ? { media: media.map((m) => m.id) } : {}) },
    db,
    () =>
      db.media.bulkPut(
        media.map((m) => ({ id: m.id, eventId: ctx.eventId, noteId: id, connectionId: input.connectionId, blob: m.blob, type: m.type, kind: m.kind, size: m.blob.size, uploadUrl: null, uploaded: 0, sent: 0, error: null })),
      ),
  );
}

export function setStage(ctx: WriteContext, input: { connectionId: string; stage: ConnectionStage; comment?: string; id?: string; createdAt?: Date }, db?: LeadstandDB) {
  return write(
    ctx,
    'setStage',
    { id: input.id ?? crypto.randomUUID(), connectionId: input.connectionId, stage: input.stage, comment: input.comment ?? '', createdAt: (input.createdAt ?? new Date()).toISOString() },
    db,
  );
}

export function setAnswer(ctx: WriteContext, input: { connectionId: string; questionId: string; choices: string[]; text: string | null; updatedAt?: Date }, db?: LeadstandDB) {
  return write(
    ctx,
    'setAnswer',
    { connectionId: input.connectionId, questionId: input.questionId, choices: input.choices, text: input.text, updatedAt: (input.updatedAt ?? new Date()).toISOString() },
    db,
  );
}

export type { Transaction };

/** The scanner's hot / warm / cold, or null to go back to the rating worked out from the answers. */
export function setRating(ctx: WriteContext, input: { connectionId: string; rating: Rating | null; updatedAt?: Date }, db?: LeadstandDB) {
  return write(ctx, 'setRating', { connectionId: input.connectionId, rating: input.rating, updatedAt: (input.updatedAt ?? new Date()).toISOString() }, db);
}

/** 'Send by e-mail': the connections (one, or the list as shown) as a file to the user's own address; waits in the outbox offline. */
export function emailConnections(ctx: WriteContext, input: { connectionIds: string[]; format: ExportFormat; language: string }, db?: LeadstandDB) {
  return write(ctx, 'emailConnections', { id: crypto.randomUUID(), connectionIds: input.connectionIds, format: input.format, language: input.language, requestedAt: new Date().toISOString() }, db);
}

/** Marks a content item to be shared (or no longer) with the connection's visitor. */
export function shareContent(ctx: WriteContext, input: { connectionId: string; contentId: string; shared: boolean; updatedAt?: Date }, db?: LeadstandDB) {
  return write(ctx, 'shareContent', { connectionId: input.connectionId, contentId: input.contentId, shared: input.shared, updatedAt: (input.updatedAt ?? new Date()).toISOString() }, db);
}
