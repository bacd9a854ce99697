/**
 * The diagnostic backup (src/domain/backup.ts): made from what this device holds, and restored
 * on another device (or after a reinstall) so that its unsent writes reach the server exactly once.
 *
 * Making it copies, per event, the sync client, the outbox as stored, the files the server may not
 * have (with their bytes), the task documents waiting on the device (with their bytes and key) and
 * the sync state, and never a session token (they are checked for in the finished text as well).
 *
 * Restoring asks the server how far it got with the backup's client, uploads the files the
 * remaining writes name (tus, resumable, idempotent by the file's uuid), and pushes the writes to
 * POST /api/sync/restore under their original client id and mutation ids: what the server already
 * has (an earlier restore, or the original device that came back) it answers as such, so nothing
 * is applied twice. Nothing else is written to this device but the task documents: they join its
 * waiting documents under their key (once, however often the file is restored) and are uploaded
 * and attached by the usual path, where the server attaches a key it holds only once. The pull that
 * follows brings the rest.
 */
import * as v from 'valibot';
import { BACKUP_FORMAT, BACKUP_VERSION, RestoreResponse, type BackupEvent, type BackupFile, type BackupMedia, type BackupOutboxEntry, type BackupTaskDocument, type RestoreReport, type RestoreRequest } from '../domain/backup';
import { MUTATIONS, PROTOCOL_VERSION, type MutationOutcome } from '../domain/mutations';
import { PUSH_BATCH, PUSH_BATCH_BYTES } from '../domain/protocol';
import { TASK_TITLE_MAX } from '../domain/tasks';
import { effectivePermissions, type SessionInfo } from '../domain/session';
import type { LeadstandDB, LocalMedia, LocalTaskUpload, OutboxEntry } from './db';
import { recentErrors } from './diagnostics';
import { withinBytes } from './sync';
import { sessionRequest } from './transport';
import { uploadMedia } from './upload';
import { loadTaskList } from './task-uploads';
import { ownerOf } from './owner';

/** The media ids an outbox entry names (a note's files). */
function mediaOf(entry: Pick<OutboxEntry, 'name' | 'args'>): string[] {
  return entry.name === 'addNote' ? (MUTATIONS.addNote.parse(entry.args)?.media ?? []) : [];
}

const CHUNK = 0x8000;

export async function toBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += CHUNK) binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return btoa(binary);
}

export function fromBase64(data: string, type: string): Blob {
  const binary = atob(data);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

async function readableBase64(blob: Blob): Promise<string | null> {
  try {
    return await toBase64(blob);
  } catch {
    // WebKit can lose a stored file's bytes: the row is still described, without them.
    return null;
  }
}

/** One event's part of the backup: null when the device holds nothing of it to sync. */
async function backupEvent(db: LeadstandDB, eventId: string): Promise<BackupEvent | null> {
  const meta = await db.syncMeta.get(eventId);
  if (!meta) return null;
  const session = await db.sessions.get(eventId);
  const owner = (await db.meta.get(`owner:${eventId}`))?.value as { key?: string; name?: string } | undefined;
  const outbox = await db.outbox.where('[eventId+mutationId]').between([eventId, 0], [eventId, Infinity]).toArray();
  // The files still to upload, and those the waiting notes name (the server removes an upload no
  // note claimed after a day: a restore days later sends them again).
  const named = new Set(outbox.flatMap(mediaOf));
  const rows = await db.media.where('eventId').equals(eventId).toArray();
  const media: BackupMedia[] = [];
  for (const m of rows) {
    const needed = m.uploaded === 0 || named.has(m.id);
    if (!needed) continue;
    media.push({
      id: m.id,
      noteId: m.noteId,
      connectionId: m.connectionId,
      type: m.type,
      kind: m.kind,
      size: m.size,
      uploaded: m.uploaded === 1,
      error: m.error,
      data: m.error ? null : await readableBase64(m.blob),
    });
  }
  const taskDocuments = await backupTaskDocuments(db, eventId, { key: session?.info ? ownerOf(session.info).key : owner?.key, name: personNameOf(session?.info, owner) });
  const entries: BackupOutboxEntry[] = outbox.map((e) => ({ mutationId: e.mutationId, name: e.name, args: argsOf(e.args), timestamp: e.timestamp, table: e.table, rowId: e.rowId }));
  const info = session?.info;
  return {
    eventId,
    eventName: info?.event.name ?? eventId,
    partnerId: info?.partner?.id ?? owner?.key?.split('|')[0] ?? '',
    partnerName: info?.partner?.name ?? '',
    sessionMode: info?.sessionMode ?? '',
    userId: info?.user?.id ?? null,
    personName: personNameOf(info, owner),
    clientID: meta.clientID,
    nextMutationId: meta.nextMutationId,
    cookie: meta.cookie,
    lastPullAt: meta.lastPullAt,
    lastError: meta.lastError,
    outbox: entries,
    media,
    taskDocuments,
  };
}

function personNameOf(info: SessionInfo | undefined, owner: { name?: string } | undefined): string {
  return info?.user?.name ?? info?.scanUserName ?? owner?.name ?? '';
}

/**
 * The task documents waiting at an event, everyone's, oldest first, with their bytes; each with the
 * task's title as its chooser last saw the list, and their name where the device knows it.
 */
async function backupTaskDocuments(db: LeadstandDB, eventId: string, current: { key: string | undefined; name: string }): Promise<BackupTaskDocument[]> {
  const rows = (await db.taskUploads.where('eventId').equals(eventId).toArray()).sort((a, b) => a.createdAt - b.createdAt);
  const titles = new Map<string, Map<string, string>>();
  const out: BackupTaskDocument[] = [];
  for (const row of rows) {
    if (!titles.has(row.owner)) {
      const list = await loadTaskList(eventId, row.owner, db);
      titles.set(row.owner, new Map((list?.list.tasks ?? []).map((task) => [task.id, task.title])));
    }
    out.push({
      clientKey: row.id,
      taskId: row.taskId,
      taskTitle: titles.get(row.owner)!.get(row.taskId)?.slice(0, TASK_TITLE_MAX) ?? null,
      name: row.name,
      type: row.type,
      size: row.size,
      owner: row.owner,
      chosenBy: row.owner === current.key ? current.name : '',
      chosenAt: new Date(row.createdAt).toISOString(),
      state: row.state,
      error: row.error,
      data: row.state === 'failed' ? null : await readableBase64(row.blob),
    });
  }
  return out;
}

function argsOf(args: unknown): Record<string, unknown> {
  return typeof args === 'object' && args !== null && !Array.isArray(args) ? { ...(args as Record<string, unknown>) } : {};
}

export interface BackupContext {
  appVersion: string;
  userAgent: string;
  now?: Date;
}

/** Everything this device holds that may not be on the server, as the backup file's content. */
export async function buildBackup(db: LeadstandDB, context: BackupContext): Promise<BackupFile> {
  const events: BackupEvent[] = [];
  for (const meta of await db.syncMeta.toArray()) {
    const event = await backupEvent(db, meta.eventId);
    if (event) events.push(event);
  }
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: (context.now ?? new Date()).toISOString(),
    app: { version: context.appVersion, schemaVersion: db.verno, userAgent: context.userAgent.slice(0, 1000) },
    events,
    errors: await recentErrors(db),
  };
}

/**
 * The backup as the file's text. The sessions' tokens are never copied; should one appear anyway
 * (in an error message, in a write's text), it is removed here, so the file is safe to mail.
 */
export async function makeBackup(db: LeadstandDB, context: BackupContext): Promise<{ text: string; backup: BackupFile }> {
  const backup = await buildBackup(db, context);
  let text = JSON.stringify(backup);
  for (const s of await db.sessions.toArray()) {
    for (const token of [s.token, s.returnTo?.token]) if (token && token.length >= 8) text = text.split(token).join('[removed]');
  }
  return { text, backup };
}

export async function backupText(db: LeadstandDB, context: BackupContext): Promise<string> {
  return (await makeBackup(db, context)).text;
}

/** How many writes of each mutation, files and task documents an event's part holds (shown before a restore). */
export function summarize(event: BackupEvent): { writes: Array<{ name: string; count: number }>; files: number; taskDocuments: number; total: number } {
  const byName = new Map<string, number>();
  for (const e of event.outbox) byName.set(e.name, (byName.get(e.name) ?? 0) + 1);
  return {
    writes: [...byName].map(([name, count]) => ({ name, count })),
    files: event.media.filter((m) => m.data !== null).length,
    taskDocuments: restorableTaskDocuments(event).length,
    total: event.outbox.length,
  };
}

/** The task documents a restore puts on the device: not those the server refused, nor those without their bytes. */
export function restorableTaskDocuments(event: BackupEvent): BackupTaskDocument[] {
  return event.taskDocuments.filter((d) => d.state !== 'failed' && d.data !== null);
}

/**
 * Puts a backup's task documents into this device's waiting documents, as `owner`'s (the person
 * restoring: their session uploads and attaches them), under their key, so the server attaches
 * each once. A document the device holds already (an earlier restore) is left as it is.
 */
export async function restoreTaskDocuments(db: LeadstandDB, event: BackupEvent, owner: string): Promise<number> {
  const docs = restorableTaskDocuments(event);
  if (!docs.length) return 0;
  return db.transaction('rw', db.taskUploads, async () => {
    let added = 0;
    for (const d of docs) {
      if (await db.taskUploads.get(d.clientKey)) continue;
      const row: LocalTaskUpload = {
        id: d.clientKey,
        eventId: event.eventId,
        owner,
        taskId: d.taskId,
        blob: fromBase64(d.data!, d.type),
        name: d.name,
        type: d.type,
        size: d.size,
        uploadUrl: null,
        sent: 0,
        state: 'waiting',
        error: null,
        createdAt: Date.parse(d.chosenAt),
      };
      await db.taskUploads.add(row);
      added++;
    }
    return added;
  });
}

/**
 * Why this device may not restore a backup, or the event's part it restores. Someone else's
 * backup only an administrator may restore (the server decides; this says so before sending).
 */
export function restorableEvent(backup: BackupFile, info: SessionInfo): { event: BackupEvent } | { problem: 'otherEvent' | 'otherExhibitor' | 'nothing' } | { problem: 'otherPerson'; name: string } {
  const event = backup.events.find((e) => e.eventId === info.event.id);
  if (!event) return { problem: 'otherEvent' };
  if (!info.partner || event.partnerId !== info.partner.id) return { problem: 'otherExhibitor' };
  if (!event.outbox.length && !restorableTaskDocuments(event).length) return { problem: 'nothing' };
  const admin = info.permissions.includes('admin') || effectivePermissions(info.sessionMode, info.permissions).has('admin');
  if (event.userId && event.userId !== info.user?.id && !admin) return { problem: 'otherPerson', name: event.personName };
  return { event };
}

/** What a restore talks to: the restore push and resumable uploads, in the restoring session's name. */
export interface RestoreTransport {
  restore(request: RestoreRequest): Promise<unknown>;
  upload(media: LocalMedia, progress: (sent: number, uploadUrl: string | null) => void): Promise<{ refused: string | null }>;
}

export function restoreTransport(token: string): RestoreTransport {
  const call = sessionRequest(token);
  return {
    restore: (body) => call<unknown>('/api/sync/restore', { method: 'POST', body, timeoutMs: 60_000 }),
    upload: (media, progress) => uploadMedia(media, token, progress),
  };
}

export interface RestoreProgress {
  phase: 'files' | 'writes';
  done: number;
  total: number;
}

/** The server's answer did not have the protocol's shape. Nothing more is sent. */
export class RestoreAnswerMalformed extends Error {
  constructor() {
    super('malformed restore answer');
    this.name = 'RestoreAnswerMalformed';
  }
}

/**
 * Sends an event's part of a backup to the server, exactly once. Throws when the server cannot be
 * reached or refuses the restore as a whole (it may be repeated: what arrived is not sent again).
 */
/**
 * `local`: this device, where the backup's task documents go (as `owner`'s, ownerOf().key), before
 * anything is sent, so they are kept even when the server cannot be reached now.
 */
export async function restoreBackup(event: BackupEvent, transport: RestoreTransport, onProgress: (p: RestoreProgress) => void = () => {}, local?: { db: LeadstandDB; owner: string }): Promise<RestoreReport> {
  const push = async (mutations: BackupOutboxEntry[]) => {
    const answer = v.safeParse(
      RestoreResponse,
      await transport.restore({
        protocolVersion: PROTOCOL_VERSION,
        clientID: event.clientID,
        userId: event.userId,
        mutations: mutations.map((e) => ({ id: e.mutationId, name: e.name, args: e.args, timestamp: e.timestamp })),
      }),
    );
    if (!answer.success) throw new RestoreAnswerMalformed();
    return answer.output;
  };

  const report: RestoreReport = { sent: 0, already: 0, refused: [], notAccepted: 0, filesUploaded: 0, filesRefused: 0, taskDocuments: 0 };
  if (local) report.taskDocuments = await restoreTaskDocuments(local.db, event, local.owner);
  // Only task documents: nothing to send here (they upload with the device's waiting documents).
  if (!event.outbox.length) return report;
  // How far the server got with this client: those writes are there already, and their files too.
  const { lastMutationID: reached } = await push([]);
  const todo = event.outbox.filter((e) => e.mutationId > reached);
  report.already = event.outbox.length - todo.length;

  const files = new Map(event.media.map((m) => [m.id, m]));
  const named = [...new Set(todo.flatMap(mediaOf))];
  const toUpload = named.map((id) => files.get(id)).filter((m): m is BackupMedia => !!m && !m.error && m.data !== null);
  // A file the server will never have (refused, lost on the old device, not in the file) is left
  // out of its note, as the sync client does, so the note's text still arrives.
  const missing = new Set(named.filter((id) => !files.get(id) || files.get(id)!.error || (files.get(id)!.data === null && !files.get(id)!.uploaded)));
  onProgress({ phase: 'files', done: 0, total: toUpload.length });
  for (const [i, m] of toUpload.entries()) {
    const local: LocalMedia = { id: m.id, eventId: event.eventId, noteId: m.noteId, connectionId: m.connectionId, blob: fromBase64(m.data!, m.type), type: m.type, kind: m.kind, size: m.size, uploadUrl: null, uploaded: 0, sent: 0, error: null };
    const { refused } = await transport.upload(local, () => {});
    if (refused) {
      missing.add(m.id);
      report.filesRefused++;
    } else report.filesUploaded++;
    onProgress({ phase: 'files', done: i + 1, total: toUpload.length });
  }

  const withoutMissing = (e: BackupOutboxEntry): BackupOutboxEntry => {
    const media = mediaOf(e);
    const kept = media.filter((id) => !missing.has(id));
    if (kept.length === media.length) return e;
    const { media: _dropped, ...args } = e.args as Record<string, unknown> & { media?: unknown };
    return { ...e, args: { ...args, ...(kept.length ? { media: kept } : { type: 'text' }) } };
  };

  const refused = new Map<string, RestoreReport['refused'][number]>();
  let sentSoFar = 0;
  onProgress({ phase: 'writes', done: 0, total: todo.length });
  while (sentSoFar < todo.length) {
    const rest = todo.slice(sentSoFar);
    const batch = withinBytes(
      rest.slice(0, PUSH_BATCH).map((e) => ({ ...e, eventId: event.eventId })),
      PUSH_BATCH_BYTES,
    ).map(({ eventId: _e, ...e }) => withoutMissing(e as BackupOutboxEntry));
    const answer = await push(batch);
    const already = new Set(answer.already);
    const results = new Map(answer.results.map((r) => [r.id, r]));
    let answered = 0;
    for (const e of batch) {
      if (e.mutationId > answer.lastMutationID) break;
      answered++;
      const r = results.get(e.mutationId);
      if (already.has(e.mutationId) || !r) report.already++;
      else if (r.outcome === 'completed') report.sent++;
      else {
        const key = `${r.outcome}|${r.reason ?? ''}`;
        const entry = refused.get(key) ?? { outcome: r.outcome as MutationOutcome, reason: r.reason ?? null, count: 0 };
        entry.count++;
        refused.set(key, entry);
      }
    }
    sentSoFar += answered;
    onProgress({ phase: 'writes', done: sentSoFar, total: todo.length });
    // The server stopped short: it lost track of this client (a gap). The rest stays in the file.
    if (answered < batch.length) {
      report.notAccepted = todo.length - sentSoFar;
      break;
    }
  }
  report.refused = [...refused.values()];
  return report;
}

/** This device's state for an event, as the support screen shows it. */
export interface DeviceStatus {
  unsent: number;
  filesWaiting: number;
  /** Task documents waiting on the device to be uploaded and attached (not those the server refused). */
  taskDocumentsWaiting: number;
  lastSync: number | null;
  lastError: string | null;
}

export async function deviceStatus(db: LeadstandDB, eventId: string): Promise<DeviceStatus> {
  const [unsent, filesWaiting, taskDocumentsWaiting, meta] = await Promise.all([
    db.outbox.where('[eventId+mutationId]').between([eventId, 0], [eventId, Infinity]).count(),
    db.media.where('[eventId+uploaded]').equals([eventId, 0]).filter((m) => !m.error).count(),
    db.taskUploads.where('eventId').equals(eventId).filter((d) => d.state !== 'failed').count(),
    db.syncMeta.get(eventId),
  ]);
  return { unsent, filesWaiting, taskDocumentsWaiting, lastSync: meta?.lastPullAt ?? null, lastError: meta?.lastError ?? null };
}
