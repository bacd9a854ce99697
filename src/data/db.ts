/**
 * The app's IndexedDB database (Dexie). Every schema version stays declared here; a new version
 * adds tables or indexes and, where rows change shape, an upgrade function, tested on
 * fake-indexeddb with data in it (db.test.ts).
 *
 * Rows of several events can live side by side (one session per event), so every synced row
 * carries its eventId.
 */
import Dexie, { type EntityTable, type Table } from 'dexie';
import { DB_NAME } from './presence';
import type { SessionInfo } from './types';
import type { ConnectionRow, DeletionRow, NoteRow, ScanRow, StageRow, ConnectionSyncState } from '../domain/connection';
import type { MediaKind } from '../domain/media';
import type { AnswerRow } from '../domain/question';
import type { SharedContentRow } from '../domain/content';
import type { ConversationRow, ConversationStateRow, MessageRow, NotificationRow, TimeslotRow } from '../domain/conversation';

export interface StoredSession {
  /** One session per event: logging in to another event adds one, switching event picks one. */
  eventId: string;
  token: string;
  info: SessionInfo;
  savedAt: number;
  /** The administrator's session this staff session was switched from, kept to switch back. */
  returnTo?: { token: string; info: SessionInfo };
}

export interface MetaRow {
  key: string;
  value: unknown;
}

/** Sync state of a local row: the server's outcome, or pending while its writes wait. */
export interface Synced {
  eventId: string;
  syncState: ConnectionSyncState;
  /** Why it is invalid, as an i18n key ('note.empty'). */
  syncReason?: string | null;
}

export type LocalConnection = Omit<ConnectionRow, 'version'> & Synced & { version?: number };
export type LocalNote = Omit<NoteRow, 'version'> & Synced;
/** A stage entry: `seq` once the server has accepted it, `localOrder` (its mutation id) while it waits. */
export type LocalStage = Omit<StageRow, 'version' | 'seq'> & Synced & { seq?: number; localOrder?: number };
export type LocalAnswer = Omit<AnswerRow, 'version'> & Synced & { key: string };
/** A connection deleted on purpose (the server's tombstone, as pulled). */
export type LocalDeletion = Omit<DeletionRow, 'version'> & { eventId: string };
/** A meeting: one scan of the connection's badge by one of the team. */
export type LocalScan = Omit<ScanRow, 'version'> & Synced;
/** Whether a content item is to be shared with a connection's visitor; key: sharedContentKey(). */
export type LocalSharedContent = Omit<SharedContentRow, 'version'> & Synced & { key: string };

/** Meet and talk (src/domain/conversation.ts), as pulled or as written here and waiting. */
export type LocalTimeslot = Omit<TimeslotRow, 'version'> & Synced;
export type LocalConversation = Omit<ConversationRow, 'version'> & Synced;
export type LocalMessage = Omit<MessageRow, 'version'> & Synced;
/** The person's own view of a conversation; key: the conversation id. */
export type LocalConversationState = Omit<ConversationStateRow, 'version'> & Synced;
export type LocalNotification = Omit<NotificationRow, 'version'> & Synced;

/**
 * A write waiting for the server: the only record of it until the server confirms. As stored, its
 * name and arguments are whatever the app that wrote it made (an older version, perhaps): they are
 * checked again before the write is replayed (mutators/index.ts).
 */
export interface OutboxEntry<N extends string = string, A = unknown> {
  seq?: number;
  eventId: string;
  /** Increases by one per mutation of this event's client. */
  mutationId: number;
  name: N;
  args: A;
  timestamp: number;
  /** The row it writes (a table of the entities, or requests), so the row's sync state can follow it. */
  table: string;
  rowId: string;
}

/** A request waiting for or answered by the server that is not a row of its own (an e-mailed export, an export to record). */
export interface LocalRequest extends Synced {
  id: string;
  kind: 'emailConnections' | 'recordExport';
  count: number;
  createdAt: string;
}

/** A follow-up e-mail asked for on a connection (FollowUpRow), waiting here until the server has it. */
export interface LocalFollowUp extends Synced {
  id: string;
  connectionId: string;
  mode: 'now' | 'endOfDay';
  language: string;
  state: 'scheduled' | 'sending' | 'sent' | 'failed' | 'noAddress' | 'unsubscribed';
  sendAt: string | null;
  sentAt: string | null;
  items: Array<{ name: string; url: string }>;
  requestedByName: string;
  requestedAt: string;
  version?: number;
}

/**
 * A voice memo or photo captured on this device: the bytes wait here until they are uploaded
 * (resumable: `uploadUrl` is where the server keeps the part it has). Kept after the upload, so
 * the device shows its own captures without the network.
 */
export interface LocalMedia {
  /** The uuid the note names it by; on the server it is `<partner>.<uuid>`. */
  id: string;
  eventId: string;
  noteId: string;
  connectionId: string;
  blob: Blob;
  type: string;
  kind: MediaKind;
  size: number;
  uploadUrl: string | null;
  /** 0 while bytes are still to send, 1 when the server has them all (an index needs a number). */
  uploaded: 0 | 1;
  /** Bytes the server has confirmed. */
  sent: number;
  /** Why the server refused the file ('upload.type'), if it did. */
  error: string | null;
  /** When the server confirmed the last byte (ms): it removes uploads no note claimed a day later. */
  uploadedAt?: number | null;
}

/**
 * A document chosen for a task (#17) that is not attached yet: the bytes wait here, offline too,
 * until they are uploaded (resumable: `uploadUrl`) and claimed for the task (task-uploads.ts).
 * Removed once the server holds it as the task's document. One person's (`owner`, ownerOf().key).
 */
export interface LocalTaskUpload {
  /** The uuid the upload is made with; on the server it is `<partner>.<uuid>`. */
  id: string;
  eventId: string;
  owner: string;
  taskId: string;
  blob: Blob;
  name: string;
  type: string;
  size: number;
  uploadUrl: string | null;
  /** Bytes the server has confirmed. */
  sent: number;
  /** waiting: bytes to send; uploaded: to attach to the task; failed: refused (`error` says why). */
  state: 'waiting' | 'uploaded' | 'failed';
  /** Why it was refused, as an i18n key of the tasks namespace ('upload.type', 'task.locked'). */
  error: string | null;
  createdAt: number;
}

/** A visitor of the event's directory, kept for offline scanning (see directory.ts). */
export interface LocalVisitor {
  eventId: string;
  code: string;
  id: string;
  name: string;
  company: string | null;
}

/** Per event: the client id, the next mutation id and the pull cookie. */
export interface SyncMeta {
  eventId: string;
  clientID: string;
  nextMutationId: number;
  cookie: string | null;
  lastPullAt: number | null;
  lastError: string | null;
  /**
   * The next pull starts from nothing (cookie null): set when the server refused a deletion this
   * device already made, so the connection it dropped comes back (it changed nowhere else, so an
   * incremental pull would never bring it).
   */
  refetch?: boolean;
}

export class LeadstandDB extends Dexie {
  sessions!: EntityTable<StoredSession, 'eventId'>;
  meta!: EntityTable<MetaRow, 'key'>;
  connections!: EntityTable<LocalConnection, 'id'>;
  notes!: EntityTable<LocalNote, 'id'>;
  stages!: EntityTable<LocalStage, 'id'>;
  answers!: EntityTable<LocalAnswer, 'key'>;
  outbox!: EntityTable<OutboxEntry, 'seq'>;
  syncMeta!: EntityTable<SyncMeta, 'eventId'>;
  visitors!: Table<LocalVisitor, [string, string]>;
  requests!: EntityTable<LocalRequest, 'id'>;
  media!: EntityTable<LocalMedia, 'id'>;
  sharedContent!: EntityTable<LocalSharedContent, 'key'>;
  scans!: EntityTable<LocalScan, 'id'>;
  deletions!: EntityTable<LocalDeletion, 'connectionId'>;
  followUps!: EntityTable<LocalFollowUp, 'id'>;
  timeslots!: EntityTable<LocalTimeslot, 'id'>;
  conversations!: EntityTable<LocalConversation, 'id'>;
  messages!: EntityTable<LocalMessage, 'id'>;
  conversationStates!: EntityTable<LocalConversationState, 'conversationId'>;
  notifications!: EntityTable<LocalNotification, 'id'>;
  taskUploads!: EntityTable<LocalTaskUpload, 'id'>;

  constructor(name = DB_NAME) {
    super(name);
    this.version(1).stores({
      sessions: 'eventId, savedAt',
      meta: 'key',
    });
    this.version(2).stores({
      connections: 'id, [eventId+scannedAt], [eventId+syncState]',
      notes: 'id, connectionId, [eventId+syncState]',
      stages: 'id, connectionId',
      answers: 'key, connectionId',
      outbox: '++seq, [eventId+mutationId], rowId',
      syncMeta: 'eventId',
    });
    // The offline visitor directory, and requests such as e-mailed exports.
    this.version(3).stores({
      visitors: '[eventId+code], eventId',
      requests: 'id, [eventId+createdAt]',
      media: 'id, noteId, [eventId+uploaded]',
    });
    // Content chosen to share with a connection's visitor.
    this.version(4).stores({
      sharedContent: 'key, connectionId',
    });
    // By event everywhere, so one event's data can be cleared when someone else logs in to it.
    this.version(5).stores({
      notes: 'id, connectionId, [eventId+syncState], eventId',
      stages: 'id, connectionId, eventId',
      answers: 'key, connectionId, eventId',
      sharedContent: 'key, connectionId, eventId',
      media: 'id, noteId, [eventId+uploaded], eventId',
    });
    // Every meeting with a connection's visitor (each scan of the badge).
    this.version(6).stores({
      scans: 'id, connectionId, eventId',
    });
    // Connections deleted on purpose, as the server said.
    this.version(7).stores({
      deletions: 'connectionId, eventId',
    });
    // Follow-up e-mails asked for on connections.
    this.version(8).stores({
      followUps: 'id, connectionId, eventId',
    });
    // Meet and talk: timeslots, conversations, messages, each one's state, notifications.
    this.version(9).stores({
      timeslots: 'id, eventId',
      conversations: 'id, eventId',
      messages: 'id, conversationId, eventId',
      conversationStates: 'conversationId, eventId',
      notifications: 'id, eventId',
    });
    // Documents for tasks, kept until they are uploaded and attached.
    this.version(10).stores({
      taskUploads: 'id, [eventId+owner], eventId',
    });
    // Another tab opened a newer version: close so it can upgrade; the next access reopens.
    this.on('versionchange', () => {
      this.close();
      return false;
    });
    // WebKit drops IndexedDB connections of backgrounded pages ('Connection to Indexed Database
    // server lost'): open again, so the next write or live query works instead of failing.
    this.on('close', () => {
      setTimeout(() => {
        if (!this.isOpen()) this.open().catch(() => {});
      }, 0);
    });
  }
}

export const db = new LeadstandDB();

/** The names of the tables whose rows have the fields of `Row`. */
export type TablesOf<Row> = { [K in keyof LeadstandDB]: LeadstandDB[K] extends Table<infer R, infer _Key, infer _Insert> ? (R extends Row ? K : never) : never }[keyof LeadstandDB];
