/**
 * The synced entities: every kind of row the server sends a device in a pull, declared once. The
 * pull response's shape (its TypeScript type and its valibot schema, from which the server's JSON
 * Schema is generated), the server's queries (server/sync/entities.ts), the device's tables, its
 * rebase, settle and clearing (src/data/entities.ts) and the test servers are derived from this
 * list: adding an entity is one declaration here, one server migration, one Dexie version, and the
 * compiler shows what else is missing (docs/adding-an-area.md).
 */
import * as v from 'valibot';
import { ConnectionRow, DeletionRow, NoteRow, ScanRow, StageRow } from './connection';
import { AnswerRow } from './question';
import { SharedContentRow } from './content';
import { FollowUpRow } from './follow-up';
import { ConversationRow, ConversationStateRow, MessageRow, NotificationRow, TimeslotRow } from './conversation';

/**
 * Who may see a row. 'connection': whoever may see the connection it belongs to (its own, or all of
 * the exhibitor's with showAllConnections; a connection belongs to itself). 'partner': everyone
 * of the exhibitor (rows that carry no one's data, such as which connection ids were deleted, or
 * when colleagues can meet). 'conversation': the conversation's members who are the exhibitor's
 * people, and everyone with companyConversations for the company inbox's conversations.
 * 'person': only the person the row is for (their view of a conversation, their notifications).
 */
export type Visibility = 'connection' | 'partner' | 'conversation' | 'person';

export interface SyncedEntity<S extends v.GenericSchema = v.GenericSchema> {
  /** The row on the wire. */
  readonly row: S;
  /** The server table the rows come from (each has partner_id and version columns). */
  readonly serverTable: string;
  readonly visibility: Visibility;
}

const entity = <S extends v.GenericSchema>(e: SyncedEntity<S>) => e;

/**
 * In pull order: a pull pages by versions of the first entity and sends the others' rows of the
 * same version window with it.
 */
export const SYNCED_ENTITIES = {
  connections: entity({ row: ConnectionRow, serverTable: 'connections', visibility: 'connection' }),
  notes: entity({ row: NoteRow, serverTable: 'connection_notes', visibility: 'connection' }),
  stages: entity({ row: StageRow, serverTable: 'connection_stage_entries', visibility: 'connection' }),
  answers: entity({ row: AnswerRow, serverTable: 'connection_answers', visibility: 'connection' }),
  sharedContent: entity({ row: SharedContentRow, serverTable: 'connection_contents', visibility: 'connection' }),
  followUps: entity({ row: FollowUpRow, serverTable: 'connection_followups', visibility: 'connection' }),
  scans: entity({ row: ScanRow, serverTable: 'connection_scans', visibility: 'connection' }),
  deletions: entity({ row: DeletionRow, serverTable: 'connection_deletions', visibility: 'partner' }),
  timeslots: entity({ row: TimeslotRow, serverTable: 'timeslots', visibility: 'partner' }),
  conversations: entity({ row: ConversationRow, serverTable: 'conversations', visibility: 'conversation' }),
  messages: entity({ row: MessageRow, serverTable: 'messages', visibility: 'conversation' }),
  conversationStates: entity({ row: ConversationStateRow, serverTable: 'conversation_states', visibility: 'person' }),
  notifications: entity({ row: NotificationRow, serverTable: 'notifications', visibility: 'person' }),
};

export type EntityName = keyof typeof SYNCED_ENTITIES;
export type WireRow<K extends EntityName> = v.InferOutput<(typeof SYNCED_ENTITIES)[K]['row']>;
export const ENTITY_NAMES = Object.keys(SYNCED_ENTITIES).filter((k): k is EntityName => Object.hasOwn(SYNCED_ENTITIES, k));

/** An array schema per entity, for the pull response: `{ connections: v.array(ConnectionRow), … }`. */
export function rowArrays<T extends Record<string, SyncedEntity>>(entities: T): { [K in keyof T]: v.ArraySchema<T[K]['row'], undefined> } {
  const out: Partial<{ [K in keyof T]: v.ArraySchema<T[K]['row'], undefined> }> = {};
  for (const key of Object.keys(entities) as Array<keyof T>) out[key] = v.array(entities[key]!.row);
  // Every key of `entities` was set just above.
  return out as { [K in keyof T]: v.ArraySchema<T[K]['row'], undefined> };
}

/** One value per synced entity, e.g. the empty rows of a pull: `perEntity(() => [])`. */
export function perEntity<R>(value: (name: EntityName) => R): { [K in EntityName]: R } {
  const out: Partial<Record<EntityName, R>> = {};
  for (const name of ENTITY_NAMES) out[name] = value(name);
  // Every entity's key was set just above.
  return out as { [K in EntityName]: R };
}
