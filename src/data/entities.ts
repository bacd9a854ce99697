/**
 * The device's half of the synced entities (src/domain/sync-entities.ts): for each, the Dexie
 * table that keeps its rows, how a pulled row is stored, and how an event's rows are found (to
 * clear them). The sync client pulls, rebases, settles and clears through this list only; the
 * type below makes a missing entity a compile error.
 */
import * as v from 'valibot';
import type { Collection } from 'dexie';
import { SYNCED_ENTITIES, type EntityName, type SyncedEntity } from '../domain/sync-entities';
import { sharedContentKey } from '../domain/content';
import { answerKey } from '../domain/question';
import type { ConnectionSyncState } from '../domain/connection';
import type { LeadstandDB, TablesOf } from './db';
import { dropConnections, tombstonedConnections } from './drop';

/** What the sync client needs of an entity, with its row type closed over. */
export interface LocalEntity {
  /** The Dexie table of its rows. */
  readonly table: string;
  /**
   * Rows are written again by later writes (a connection scanned again, an answer changed): after
   * a push, such a row stays 'pending' while another write of it waits. Append-only rows (notes,
   * stage entries) are new rows each time and skip that lookup.
   */
  readonly rewritten: boolean;
  /** Checks a pull's rows of this entity and turns them into stored rows; null when malformed. */
  toStored(rows: unknown, eventId: string): object[] | null;
  /** The event's rows, to clear them. */
  ofEvent(db: LeadstandDB, eventId: string): Collection;
  /** What storing these rows does besides (a deletion drops its connection); inside the pull's transaction. */
  afterStore?(db: LeadstandDB, rows: object[]): Promise<void>;
  /** Stored before the other entities of a pull page (deletions: a connection deleted, then scanned again, arrives as both and must stay). */
  readonly first?: boolean;
}

/** Declares an entity's device half; `store` turns a checked wire row into the stored row. */
export function localEntity<S extends v.GenericSchema>(
  synced: SyncedEntity<S>,
  def: {
    table: string;
    rewritten: boolean;
    store: (row: v.InferOutput<S>, eventId: string) => object;
    ofEvent: (db: LeadstandDB, eventId: string) => Collection;
    afterStore?: (db: LeadstandDB, rows: object[]) => Promise<void>;
    first?: boolean;
  },
): LocalEntity {
  const rows = v.array(synced.row);
  return {
    table: def.table,
    rewritten: def.rewritten,
    toStored(input, eventId) {
      const parsed = v.safeParse(rows, input);
      return parsed.success ? parsed.output.map((row) => def.store(row, eventId)) : null;
    },
    ofEvent: def.ofEvent,
    ...(def.afterStore ? { afterStore: def.afterStore } : {}),
    ...(def.first ? { first: true } : {}),
  };
}

const confirmed: { syncState: ConnectionSyncState; syncReason: null } = { syncState: 'completed', syncReason: null };
/** An event's rows by the table's `eventId` index (every table of an event's rows has one but connections, found by its compound index). */
const byEventIndex = (table: Exclude<TablesOf<{ eventId: string }>, 'connections'>) => (db: LeadstandDB, eventId: string) => db.table(table).where('eventId').equals(eventId);

export const LOCAL_ENTITIES: { readonly [K in EntityName]: LocalEntity } = {
  connections: localEntity(SYNCED_ENTITIES.connections, {
    table: 'connections',
    rewritten: true,
    // Captured without a licence: the row says so until a licence makes its details visible.
    store: (c, eventId) => ({ ...c, eventId, syncState: c.licensed ? 'completed' : 'noLicense', syncReason: null }),
    ofEvent: (db, eventId) => db.connections.where('[eventId+scannedAt]').between([eventId, ''], [eventId, '\uffff']),
  }),
  notes: localEntity(SYNCED_ENTITIES.notes, {
    table: 'notes',
    rewritten: false,
    store: (n, eventId) => ({ ...n, eventId, ...confirmed }),
    ofEvent: byEventIndex('notes'),
  }),
  stages: localEntity(SYNCED_ENTITIES.stages, {
    table: 'stages',
    rewritten: false,
    store: (s, eventId) => ({ ...s, eventId, ...confirmed }),
    ofEvent: byEventIndex('stages'),
  }),
  answers: localEntity(SYNCED_ENTITIES.answers, {
    table: 'answers',
    rewritten: true,
    store: (a, eventId) => ({ ...a, key: answerKey(a.connectionId, a.questionId), eventId, ...confirmed }),
    ofEvent: byEventIndex('answers'),
  }),
  sharedContent: localEntity(SYNCED_ENTITIES.sharedContent, {
    table: 'sharedContent',
    rewritten: true,
    store: (x, eventId) => ({ ...x, key: sharedContentKey(x.connectionId, x.contentId), eventId, ...confirmed }),
    ofEvent: byEventIndex('sharedContent'),
  }),
  scans: localEntity(SYNCED_ENTITIES.scans, {
    table: 'scans',
    rewritten: false,
    store: (x, eventId) => ({ ...x, eventId, ...confirmed }),
    ofEvent: byEventIndex('scans'),
  }),
  deletions: localEntity(SYNCED_ENTITIES.deletions, {
    table: 'deletions',
    rewritten: false,
    store: (d, eventId) => ({ connectionId: d.connectionId, eventId }),
    ofEvent: byEventIndex('deletions'),
    // Drop each deleted connection and all of it from the device, before the page's connections
    // are stored: one deleted and then scanned again comes back as it is now.
    first: true,
    // An erased connection is named by its erasure key: found among the device's own by it.
    afterStore: async (db, rows) => dropConnections(db, await tombstonedConnections(db, rows as Array<{ connectionId: string; eventId: string }>)),
  }),
  followUps: localEntity(SYNCED_ENTITIES.followUps, {
    table: 'followUps',
    // Written once on the device (its own id); the server's later changes (sent) arrive in pulls.
    rewritten: false,
    store: (f, eventId) => ({ ...f, eventId, ...confirmed }),
    ofEvent: byEventIndex('followUps'),
  }),
  timeslots: localEntity(SYNCED_ENTITIES.timeslots, {
    table: 'timeslots',
    rewritten: true,
    store: (t, eventId) => ({ ...t, eventId, ...confirmed }),
    ofEvent: byEventIndex('timeslots'),
  }),
  conversations: localEntity(SYNCED_ENTITIES.conversations, {
    table: 'conversations',
    rewritten: true,
    store: (c, eventId) => ({ ...c, eventId, ...confirmed }),
    ofEvent: byEventIndex('conversations'),
  }),
  messages: localEntity(SYNCED_ENTITIES.messages, {
    table: 'messages',
    // Recalling rewrites a message.
    rewritten: true,
    store: (m, eventId) => ({ ...m, eventId, ...confirmed }),
    ofEvent: byEventIndex('messages'),
  }),
  conversationStates: localEntity(SYNCED_ENTITIES.conversationStates, {
    table: 'conversationStates',
    rewritten: true,
    store: (x, eventId) => ({ ...x, eventId, ...confirmed }),
    ofEvent: byEventIndex('conversationStates'),
  }),
  notifications: localEntity(SYNCED_ENTITIES.notifications, {
    table: 'notifications',
    rewritten: true,
    store: (n, eventId) => ({ ...n, eventId, ...confirmed }),
    ofEvent: byEventIndex('notifications'),
  }),
};
