/**
 * The diagnostic backup (user support, /user-support): one JSON file holding what a device has
 * that may not be on the server yet, per event: its sync client (client id, next mutation id),
 * the outbox as stored, the files still to upload with their bytes, the task documents waiting on
 * the device (with their bytes and key), the sync state and the device's recent sync errors. Session tokens, login verifiers and licence codes are never in it.
 *
 * Restoring it on another device (or after a reinstall) pushes the outbox under its original
 * client id and mutation ids (POST /api/sync/restore), so the server's dedupe makes every write
 * land exactly once, however often the file is restored and whether or not the original device
 * comes back. Task documents go into the restoring device's waiting documents under their key, and
 * the server attaches a key it already holds only once. See docs/decisions.md, "Diagnostic backup
 * and restore".
 */
import * as v from 'valibot';
import { dateTime } from './date-time';
import type { MUTATION_OUTCOMES } from './mutations';
import { MutationResult, PushRequest } from './protocol';
import { UPLOAD_MAX_BYTES } from './limits';
import { MEDIA_KINDS } from './media';
import { TASK_TITLE_MAX } from './tasks';

export const BACKUP_FORMAT = 'leadstand-diagnostic-backup';
export const BACKUP_VERSION = 1;
/** Recent sync and upload errors a device keeps for the backup (a ring). */
export const RECENT_ERRORS_KEPT = 20;
/** The largest backup file a device opens (200 files of the largest size would never be restored on a phone anyway). */
export const BACKUP_MAX_BYTES = 512 * 1024 * 1024;

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER));

/** A write waiting for the server, exactly as the device stored it (its arguments are checked again by the server). */
export const BackupOutboxEntry = v.strictObject({
  mutationId: v.pipe(count, v.minValue(1)),
  name: text(50),
  args: v.record(v.string(), v.unknown()),
  timestamp: v.number(),
  table: text(100),
  rowId: text(500),
});
export type BackupOutboxEntry = v.InferOutput<typeof BackupOutboxEntry>;

/** A voice memo or photo: its bytes as base64 when the server may not have them yet. */
export const BackupMedia = v.strictObject({
  id: v.pipe(v.string(), v.uuid()),
  noteId: text(200),
  connectionId: text(200),
  type: text(100),
  kind: v.picklist(MEDIA_KINDS),
  size: v.pipe(count, v.maxValue(UPLOAD_MAX_BYTES)),
  /** Whether this device had sent every byte (then `data` may be absent). */
  uploaded: v.boolean(),
  error: v.nullable(text(100)),
  data: v.nullable(v.pipe(v.string(), v.maxLength(Math.ceil(UPLOAD_MAX_BYTES / 3) * 4), v.regex(/^[A-Za-z0-9+/]*={0,2}$/))),
});
export type BackupMedia = v.InferOutput<typeof BackupMedia>;

const base64 = v.pipe(v.string(), v.maxLength(Math.ceil(UPLOAD_MAX_BYTES / 3) * 4), v.regex(/^[A-Za-z0-9+/]*={0,2}$/));

/** A document chosen for a task (#17) that waits on the device (src/data/task-uploads.ts), with its bytes. */
export const BackupTaskDocument = v.strictObject({
  /** The device's uuid of the document: its tus upload id and the key the server attaches once. */
  clientKey: v.pipe(v.string(), v.uuid()),
  taskId: text(100),
  /** The task's title as the device last saw the list (null when it never did). */
  taskTitle: v.nullable(text(TASK_TITLE_MAX)),
  name: text(200),
  type: text(100),
  size: v.pipe(count, v.maxValue(UPLOAD_MAX_BYTES)),
  /** Who chose it (the device's owner key, src/data/owner.ts, and the name shown). */
  owner: text(500),
  chosenBy: text(500),
  chosenAt: dateTime(),
  /** waiting: bytes to send; uploaded: to attach; failed: refused by the server (`error` says why, not restored). */
  state: v.picklist(['waiting', 'uploaded', 'failed']),
  error: v.nullable(text(100)),
  /** Null when the device could no longer read the bytes (not restored). */
  data: v.nullable(base64),
});
export type BackupTaskDocument = v.InferOutput<typeof BackupTaskDocument>;

export const BackupError = v.strictObject({
  at: dateTime(),
  eventId: v.nullable(text(200)),
  /** What failed: 'sync' (a drain), 'upload' (a file the server refused). */
  source: text(50),
  message: text(500),
});
export type BackupError = v.InferOutput<typeof BackupError>;

/** One event the device holds data of. */
export const BackupEvent = v.strictObject({
  eventId: text(200),
  eventName: text(500),
  partnerId: text(200),
  partnerName: text(500),
  /** Who the device was logged in as (no token, no licence code). */
  sessionMode: text(20),
  userId: v.nullable(text(200)),
  personName: text(500),
  clientID: PushRequest.entries.clientID,
  nextMutationId: v.pipe(count, v.minValue(1)),
  cookie: v.nullable(text(200)),
  lastPullAt: v.nullable(v.number()),
  lastError: v.nullable(text(500)),
  outbox: v.pipe(
    v.array(BackupOutboxEntry),
    v.check((entries) => entries.every((e, i) => i === 0 || e.mutationId > entries[i - 1]!.mutationId), 'backup.order'),
  ),
  media: v.array(BackupMedia),
  /** Task documents waiting on the device (absent in files made before they were kept). */
  taskDocuments: v.optional(v.array(BackupTaskDocument), []),
});
export type BackupEvent = v.InferOutput<typeof BackupEvent>;

export const BackupFile = v.strictObject({
  format: v.literal(BACKUP_FORMAT),
  version: v.literal(BACKUP_VERSION),
  createdAt: dateTime(),
  app: v.strictObject({ version: text(50), schemaVersion: count, userAgent: text(1000) }),
  events: v.array(BackupEvent),
  errors: v.pipe(v.array(BackupError), v.maxLength(100)),
});
export type BackupFile = v.InferOutput<typeof BackupFile>;

/** Why a file cannot be restored, as keys of the support namespace (restore.error.*). */
export type BackupProblem = 'unreadable' | 'notBackup' | 'newerVersion' | 'damaged';

/** Checks a whole file: the backup, or why it is not one. Nothing is restored from a file that fails. */
export function parseBackup(content: string): { backup: BackupFile } | { problem: BackupProblem } {
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    return { problem: 'unreadable' };
  }
  const head = v.safeParse(v.object({ format: v.literal(BACKUP_FORMAT), version: v.number() }), json);
  if (!head.success) return { problem: 'notBackup' };
  if (head.output.version > BACKUP_VERSION) return { problem: 'newerVersion' };
  const whole = v.safeParse(BackupFile, json);
  if (!whole.success) return { problem: 'damaged' };
  // Each file's bytes must be as long as it says.
  for (const event of whole.output.events) {
    for (const m of [...event.media, ...event.taskDocuments]) if (m.data !== null && base64Length(m.data) !== m.size) return { problem: 'damaged' };
  }
  return { backup: whole.output };
}

/** Bytes that a base64 text decodes to. */
export function base64Length(data: string): number {
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  return (data.length / 4) * 3 - padding;
}

/** The backup's file name: `leadstand-backup-<event>-<time>.json`. */
export function backupFileName(eventId: string, at: Date): string {
  const safe = eventId.replace(/[^A-Za-z0-9_-]+/g, '-').slice(0, 60) || 'event';
  const time = at.toISOString().slice(0, 19).replace(/[:T]/g, '-');
  return `leadstand-backup-${safe}-${time}.json`;
}

/** POST /api/sync/restore: a restored outbox, pushed under its original client id. Empty: asks how far the server got. */
export const RestoreRequest = v.strictObject({
  ...PushRequest.entries,
  /** The person the backup says the device was logged in as (used only for a client the server never saw). */
  userId: v.optional(v.nullable(v.pipe(v.string(), v.minLength(1), v.maxLength(200)))),
});
export type RestoreRequest = v.InferOutput<typeof RestoreRequest>;

export const RestoreResponse = v.object({
  /** The last of the client's mutations the server has applied. */
  lastMutationID: v.number(),
  /** Outcomes of the mutations this request applied. */
  results: v.array(MutationResult),
  /** Mutations of this request the server already had (an earlier restore, or the original device). */
  already: v.array(v.number()),
});
export type RestoreResponse = v.InferOutput<typeof RestoreResponse>;

/** What a restore did, for the report. `refused` by outcome and reason (an i18n key as the connection list shows it). */
export interface RestoreReport {
  sent: number;
  already: number;
  refused: Array<{ outcome: (typeof MUTATION_OUTCOMES)[number]; reason: string | null; count: number }>;
  /** Writes the server did not take because it lost track of this device (they stay in the file). */
  notAccepted: number;
  filesUploaded: number;
  filesRefused: number;
  /** Task documents put into this device's waiting documents (those it already had are not counted). */
  taskDocuments: number;
}
