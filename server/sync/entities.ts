/**
 * The server's half of the synced entities (src/domain/sync-entities.ts): how each entity's rows
 * of a version window are read, among those the caller may see, and sent as wire rows. The pull
 * (pull.ts) calls every entity here; the type below makes a missing one a compile error.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Caller } from '../auth/caller';
import type { EntityName, WireRow } from '../../src/domain/sync-entities';
import { rowVisibleTo, viewColumns, visibleTo } from '../connections/visibility';
import { conversationRows, conversationStateRows, messageRows, notificationRows, timeslotRows } from '../conversations/rows';
import { CONTACT_COLUMNS, iso, receivedFields, toConnectionRow, type ConnectionWithContact } from '../connections/rows';

/** Versions after `since` up to and including `upper`. */
export interface VersionWindow {
  since: number;
  upper: number;
}

export interface ServerEntity<K extends EntityName> {
  /** The rows of the window that the caller may see, in version order. */
  rows(db: Kysely<DB>, caller: Caller, window: VersionWindow): Promise<Array<WireRow<K>>>;
}

/** For `x`, a table of rows that belong to a connection `c` (partner_id, connection_id, version): the window's rows the caller may see. */
function visibleInWindow(caller: Caller, w: VersionWindow) {
  return sql<boolean>`x.partner_id = ${caller.partner!.id} and x.version > ${w.since} and x.version <= ${w.upper} and ${visibleTo(caller)} and ${rowVisibleTo(caller)}`;
}

export const SERVER_ENTITIES: { readonly [K in EntityName]: ServerEntity<K> } = {
  connections: {
    async rows(db, caller, w) {
      const rows = await sql<ConnectionWithContact>`
        select c.*, ${CONTACT_COLUMNS}, ${viewColumns(caller)}
        from connections c left join users u on u.id = c.visitor_id
        where c.partner_id = ${caller.partner!.id} and c.version > ${w.since} and c.version <= ${w.upper} and ${visibleTo(caller)}
        order by c.version`.execute(db);
      const fields = receivedFields(caller.event);
      return rows.rows.map((r) => toConnectionRow(r, fields));
    },
  },
  notes: {
    async rows(db, caller, w) {
      const notes = await db.selectFrom('connection_notes as x').innerJoin('connections as c', 'c.id', 'x.connection_id').selectAll('x').where(visibleInWindow(caller, w)).orderBy('x.version').execute();
      const media = notes.length
        ? await db
            .selectFrom('media')
            .select(['id', 'note_id', 'kind', 'media_type', 'size'])
            .where(
              'note_id',
              'in',
              notes.map((n) => n.id),
            )
            .execute()
        : [];
      return notes.map((n) => ({
        id: n.id,
        connectionId: n.connection_id,
        text: n.text,
        type: n.type,
        authorName: n.author_name,
        createdAt: iso(n.created_at),
        version: Number(n.version),
        media: media.filter((m) => m.note_id === n.id).map((m) => ({ id: m.id, kind: m.kind, mediaType: m.media_type, size: Number(m.size) })),
      }));
    },
  },
  stages: {
    async rows(db, caller, w) {
      return (await db.selectFrom('connection_stage_entries as x').innerJoin('connections as c', 'c.id', 'x.connection_id').selectAll('x').where(visibleInWindow(caller, w)).orderBy('x.version').execute()).map((s) => ({
        id: s.id,
        connectionId: s.connection_id,
        stage: s.stage,
        comment: s.comment,
        authorName: s.author_name,
        createdAt: iso(s.created_at),
        version: Number(s.version),
        seq: Number(s.seq),
      }));
    },
  },
  scans: {
    async rows(db, caller, w) {
      return (await db.selectFrom('connection_scans as x').innerJoin('connections as c', 'c.id', 'x.connection_id').selectAll('x').where(visibleInWindow(caller, w)).orderBy('x.version').execute()).map((s) => ({
        id: s.id,
        connectionId: s.connection_id,
        scannedByName: s.scanned_by_name,
        scannedAt: iso(s.scanned_at),
        sourceType: s.source_type,
        version: Number(s.version),
      }));
    },
  },
  deletions: {
    async rows(db, caller, w) {
      // Which connection ids were deleted: anyone of the exhibitor may know (no one's data).
      return (
        await db
          .selectFrom('connection_deletions')
          .select(['connection_id', 'version'])
          .where('partner_id', '=', caller.partner!.id)
          .where('version', '>', w.since)
          .where('version', '<=', w.upper)
          .orderBy('version')
          .execute()
      ).map((d) => ({ connectionId: d.connection_id, version: Number(d.version) }));
    },
  },
  answers: {
    async rows(db, caller, w) {
      return (await db.selectFrom('connection_answers as x').innerJoin('connections as c', 'c.id', 'x.connection_id').selectAll('x').where(visibleInWindow(caller, w)).orderBy('x.version').execute()).map((a) => ({
        connectionId: a.connection_id,
        questionId: a.question_id,
        choices: a.choices,
        text: a.text ?? null,
        updatedAt: iso(a.updated_at),
        version: Number(a.version),
      }));
    },
  },
  sharedContent: {
    async rows(db, caller, w) {
      return (await db.selectFrom('connection_contents as x').innerJoin('connections as c', 'c.id', 'x.connection_id').selectAll('x').where(visibleInWindow(caller, w)).orderBy('x.version').execute()).map((x) => ({
        connectionId: x.connection_id,
        contentId: x.content_id,
        shared: x.shared,
        updatedByName: x.updated_by_name,
        updatedAt: iso(x.updated_at),
        version: Number(x.version),
      }));
    },
  },
  followUps: {
    async rows(db, caller, w) {
      return (await db.selectFrom('connection_followups as x').innerJoin('connections as c', 'c.id', 'x.connection_id').selectAll('x').where(visibleInWindow(caller, w)).orderBy('x.version').execute()).map((f) => ({
        id: f.id,
        connectionId: f.connection_id,
        mode: f.mode,
        language: f.language,
        state: f.state,
        sendAt: iso(f.send_at),
        sentAt: f.sent_at ? iso(f.sent_at) : null,
        items: f.items ?? [],
        requestedByName: f.requested_by_name,
        requestedAt: iso(f.requested_at),
        version: Number(f.version),
      }));
    },
  },
  timeslots: { rows: timeslotRows },
  conversations: { rows: conversationRows },
  messages: { rows: messageRows },
  conversationStates: { rows: conversationStateRows },
  notifications: { rows: notificationRows },
};
