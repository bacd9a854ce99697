/**
 * The conversation tables as wire rows (src/domain/conversation.ts), for pulls: the rows of a
 * version window that the caller may read.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Caller } from '../auth/caller';
import type { ConversationRow, ConversationStateRow, MessageRow, NotificationRow, TimeslotRow } from '../../src/domain/conversation';
import { iso } from '../connections/rows';
import { conversationVisibleTo } from './visibility';

/** Versions after `since` up to and including `upper` (server/sync/entities.ts's window). */
interface VersionWindow {
  since: number;
  upper: number;
}

const inWindow = (w: VersionWindow, column = sql.ref('version')) => sql<boolean>`${column} > ${w.since} and ${column} <= ${w.upper}`;

export async function timeslotRows(db: Kysely<DB>, caller: Caller, w: VersionWindow): Promise<TimeslotRow[]> {
  const rows = await db.selectFrom('timeslots').selectAll().where('partner_id', '=', caller.partner!.id).where(inWindow(w)).orderBy('version').execute();
  return rows.map((r) => ({ id: r.id, userId: r.user_id, kind: r.kind, startsAt: iso(r.starts_at), endsAt: iso(r.ends_at), deleted: r.deleted, version: Number(r.version) }));
}

export async function conversationRows(db: Kysely<DB>, caller: Caller, w: VersionWindow): Promise<ConversationRow[]> {
  if (!caller.user) return [];
  const rows = await db
    .selectFrom('conversations as cv')
    .selectAll('cv')
    .where('cv.partner_id', '=', caller.partner!.id)
    .where(inWindow(w, sql.ref('cv.version')))
    .where(conversationVisibleTo(caller))
    .orderBy('cv.version')
    .execute();
  if (!rows.length) return [];
  const members = await db
    .selectFrom('conversation_members')
    .select(['conversation_id', 'member_id', 'user_id', 'staff', 'name', 'role', 'response'])
    .where(
      'conversation_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('role')
    .orderBy('name')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    company: r.company,
    subject: r.subject,
    createdBy: r.created_by,
    createdAt: iso(r.created_at),
    lastMessageAt: iso(r.last_message_at),
    version: Number(r.version),
    members: members
      .filter((m) => m.conversation_id === r.id)
      .map((m) => ({ memberId: m.member_id, userId: m.user_id, staff: m.staff, name: m.name, role: m.role, response: m.response })),
    meeting:
      r.kind === 'meeting' && r.meeting_type && r.starts_at && r.ends_at && r.state
        ? {
            type: r.meeting_type,
            startsAt: iso(r.starts_at),
            endsAt: iso(r.ends_at),
            location: r.location,
            message: r.message,
            state: r.state,
            sequence: r.sequence,
            proposed: r.proposed_starts_at && r.proposed_ends_at && r.proposed_by ? { startsAt: iso(r.proposed_starts_at), endsAt: iso(r.proposed_ends_at), by: r.proposed_by } : null,
          }
        : null,
  }));
}

export async function messageRows(db: Kysely<DB>, caller: Caller, w: VersionWindow): Promise<MessageRow[]> {
  if (!caller.user) return [];
  const rows = await db
    .selectFrom('messages as x')
    .innerJoin('conversations as cv', 'cv.id', 'x.conversation_id')
    .selectAll('x')
    .where('x.partner_id', '=', caller.partner!.id)
    .where(inWindow(w, sql.ref('x.version')))
    .where(conversationVisibleTo(caller))
    .orderBy('x.version')
    .execute();
  return rows.map((m) => ({
    id: m.id,
    conversationId: m.conversation_id,
    authorId: m.author_id,
    authorName: m.author_name,
    type: m.type,
    // A recalled message's text goes nowhere any more.
    body: m.recalled ? '' : m.body,
    createdAt: iso(m.created_at),
    recalled: m.recalled,
    version: Number(m.version),
  }));
}

export async function conversationStateRows(db: Kysely<DB>, caller: Caller, w: VersionWindow): Promise<ConversationStateRow[]> {
  if (!caller.user) return [];
  const rows = await db.selectFrom('conversation_states').selectAll().where('partner_id', '=', caller.partner!.id).where('user_id', '=', caller.user.id).where(inWindow(w)).orderBy('version').execute();
  return rows.map((r) => ({ conversationId: r.conversation_id, folder: r.folder, unread: r.unread, version: Number(r.version) }));
}

export async function notificationRows(db: Kysely<DB>, caller: Caller, w: VersionWindow): Promise<NotificationRow[]> {
  if (!caller.user) return [];
  const rows = await db
    .selectFrom('notifications as n')
    .leftJoin('tasks as tk', 'tk.id', 'n.task_id')
    .selectAll('n')
    .select('tk.title as task_title')
    .where('n.partner_id', '=', caller.partner!.id)
    .where('n.user_id', '=', caller.user.id)
    .where(inWindow(w, sql.ref('n.version')))
    .orderBy('n.version')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    conversationId: r.conversation_id ?? '',
    ...(r.task_id ? { taskId: r.task_id, taskTitle: r.task_title ?? '' } : {}),
    type: r.type,
    createdAt: iso(r.created_at),
    read: r.read,
    version: Number(r.version),
  }));
}
