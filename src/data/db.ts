/**
 * The app's IndexedDB database (Dexie). Every schema version stays declared here; a new version
 * adds tables or indexes and, where rows change shape, an upgrade function, tested on
 * fake-indexeddb with data in it.
 */
import Dexie, { type EntityTable } from 'dexie';
import type { SessionInfo } from './types';

export interface StoredSession {
  /** One session per event: logging in to another event adds one, switching event picks one. */
  eventId: string;
  token: string;
  info: SessionInfo;
  savedAt: number;
}

export interface MetaRow {
  key: string;
  value: unknown;
}

export class LeadstandDB extends Dexie {
  sessions!: EntityTable<StoredSession, 'eventId'>;
  meta!: EntityTable<MetaRow, 'key'>;

  constructor(name = 'leadstand') {
    super(name);
    this.version(1).stores({
      sessions: 'eventId, savedAt',
      meta: 'key',
    });
    // Another tab opened a newer version: close so it can upgrade; the next access reopens.
    this.on('versionchange', () => {
      this.close();
      return false;
    });
  }
}

export const db = new LeadstandDB();
