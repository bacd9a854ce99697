/**
 * How conversations change in the database, for every path that changes them: the sync handlers
 * (server/sync/mutations/*), the public booking page and the visitors' mailed links. Each write
 * takes the exhibitor's new change version, so devices pull what changed.
 *
 * A meeting's bookings are rewritten whenever its time or state changes; the exclusion constraint
 * of meeting_bookings (migration 0023) refuses a second booking of anyone's overlapping time
 * (SQLSTATE 23P01, see isDoubleBooking).
 */
import { sql, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import type { ConversationKind, MeetingSnapshot, MeetingStep, MessageType, NotificationType } from '../../src/domain/conversation';
import { bookedMembers } from '../../src/domain/conversation';
import type { MeetingType } from '../../src/domain/meeting';
import type { ConversationKnown, KnownMember } from './lookups';
import { enqueue } from '../jobs/runner';
import { REMINDER_MINUTES } from '../../src/domain/conversation';

type Tx = Transaction<DB>;

/** A write refused because it would book someone's time twice. */
export function isDoubleBooking(err: unknown): boolean {
  return (err as { code?: unknown } | null)?.code === '23P01';
}

export interface NewConversation {
  id: string;
  partnerId: string;
  eventId: string;
  kind: ConversationKind;
  company: boolean;
  subject: string;
  createdBy: string | null;
  createdAt: string;
  members: KnownMember[];
  meeting?: { type: MeetingType; startsAt: string; endsAt: string; location: string; message: string };
}

export async function insertConversation(tx: Tx, version: number, c: NewConversation): Promise<void> {
  await tx
    .insertInto('conversations')
    .values({
      id: c.id,
      partner_id: c.partnerId,
      event_id: c.eventId,
      kind: c.kind,
      company: c.company,
      subject: c.subject,
      created_by: c.createdBy,
      created_at: c.createdAt,
      last_message_at: c.createdAt,
      version,
      ...(c.meeting
        ? { meeting_type: c.meeting.type, starts_at: c.meeting.startsAt, ends_at: c.meeting.endsAt, location: c.meeting.location, message: c.meeting.message, state: 'invited' as const }
        : { meeting_type: null, starts_at: null, ends_at: null, state: null }),
      proposed_starts_at: null,
      proposed_ends_at: null,
      proposed_by: null,
      reminded_sequence: null,
    })
    .execute();
  await tx
    .insertInto('conversation_members')
    .values(
      c.members.map((m) => ({
        conversation_id: c.id,
        member_id: m.memberId,
        user_id: m.userId,
        staff: m.staff,
        name: m.name,
        email: m.email,
        role: m.role,
        response: m.response,
      })),
    )
    .execute();
}

export async function addMessage(
  tx: Tx,
  version: number,
  m: { id: string; conversationId: string; partnerId: string; authorId: string | null; authorName: string; type: MessageType; body: string; createdAt: string },
): Promise<void> {
  await tx
    .insertInto('messages')
    .values({ id: m.id, conversation_id: m.conversationId, partner_id: m.partnerId, author_id: m.authorId, author_name: m.authorName, type: m.type, body: m.body, created_at: m.createdAt, version })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await tx
    .updateTable('conversations')
    .set({ last_message_at: sql`greatest(last_message_at, ${m.createdAt}::timestamptz)`, version })
    .where('id', '=', m.conversationId)
    .execute();
}

/**
 * Something new in a conversation: it comes back to the inbox of each of the exhibitor's people
 * who may read it, unread for everyone but `reader` (who wrote it).
 */
export async function markNew(tx: Tx, version: number, partnerId: string, conversationId: string, reader: string | null): Promise<void> {
  await sql`
    insert into conversation_states (conversation_id, user_id, partner_id, folder, unread, version)
    select ${conversationId}, p.user_id, ${partnerId}, 'inbox', p.user_id is distinct from ${reader}::text, ${version}::bigint
    from (
      select m.user_id from conversation_members m where m.conversation_id = ${conversationId} and m.staff and m.user_id is not null
      union
      select s.user_id from staff s, conversations cv
      where cv.id = ${conversationId} and cv.company and s.partner_id = ${partnerId}
        and s.permissions && array['companyConversations', 'admin']::text[]
    ) p
    on conflict (conversation_id, user_id) do update set folder = 'inbox', unread = excluded.unread, version = excluded.version
  `.execute(tx);
}

/** Notifies the conversation's staff members other than `except`. */
export async function notifyMembers(tx: Tx, version: number, partnerId: string, conversationId: string, type: NotificationType, except: string | null): Promise<void> {
  await sql`
    insert into notifications (id, partner_id, user_id, conversation_id, type, version)
    select md5(random()::text || clock_timestamp()::text || m.user_id), ${partnerId}, m.user_id, ${conversationId}, ${type}, ${version}::bigint
    from conversation_members m
    where m.conversation_id = ${conversationId} and m.staff and m.user_id is not null and m.user_id is distinct from ${except}::text
  `.execute(tx);
}

/**
 * Saves a meeting's new state, time, members' responses and proposal, raising its sequence when
 * calendars must follow, and books the time of those who meet (or frees it).
 */
export async function saveMeeting(tx: Tx, version: number, conversationId: string, m: MeetingSnapshot, calendarChanged: boolean): Promise<void> {
  await tx
    .updateTable('conversations')
    .set({
      state: m.state,
      starts_at: m.startsAt,
      ends_at: m.endsAt,
      proposed_starts_at: m.proposed?.startsAt ?? null,
      proposed_ends_at: m.proposed?.endsAt ?? null,
      proposed_by: m.proposed?.by ?? null,
      sequence: calendarChanged ? sql`sequence + 1` : sql`sequence`,
      version,
    })
    .where('id', '=', conversationId)
    .execute();
  for (const member of m.members) {
    await tx.updateTable('conversation_members').set({ response: member.response }).where('conversation_id', '=', conversationId).where('member_id', '=', member.memberId).execute();
  }
  await tx.deleteFrom('meeting_bookings').where('conversation_id', '=', conversationId).execute();
  const booked = bookedMembers(m);
  if (booked.length) {
    await sql`
      insert into meeting_bookings (conversation_id, member_id, during)
      select ${conversationId}, u.member, tstzrange(${m.startsAt}::timestamptz, ${m.endsAt}::timestamptz)
      from unnest(${booked}::text[]) as u(member)
    `.execute(tx);
  }
}

/**
 * Writes the timeslots a batch changed in their final state: those taken back first, then the
 * others, so a slot moved to where another was just taken back does not meet it.
 */
export async function writeTimeslots(tx: Tx, version: number, partnerId: string, known: ConversationKnown): Promise<void> {
  const ids = [...known.slotWrites];
  known.slotWrites.clear();
  const slots = ids.map((id) => ({ id, ...known.timeslots.get(id)! }));
  const gone = slots.filter((s) => s.deleted).map((s) => s.id);
  if (gone.length) await tx.updateTable('timeslots').set({ deleted: true, version }).where('id', 'in', gone).execute();
  for (const s of slots.filter((x) => !x.deleted)) {
    await tx
      .insertInto('timeslots')
      .values({ id: s.id, partner_id: partnerId, user_id: s.userId, kind: s.kind, starts_at: s.startsAt, ends_at: s.endsAt, version })
      .onConflict((oc) => oc.column('id').doUpdateSet({ kind: s.kind, starts_at: s.startsAt, ends_at: s.endsAt, deleted: false, version }))
      .execute();
  }
}

/** What a meeting's mail says: it was asked for, changed, a new time proposed, or it is off. */
export type MeetingMailKind = 'invited' | 'updated' | 'proposed' | 'cancelled';

/**
 * After a meeting was asked for or changed, in the same transaction: its mail to the members who
 * have an address (the one who acted excepted), and, once it is agreed, its reminder before it
 * starts and the note when it starts (jobs: they survive a restart, and a later change makes an
 * earlier reminder stand down by its sequence).
 */
export async function afterMeetingChange(tx: Tx, m: { conversationId: string; kind: MeetingMailKind; actor: string | null; state: MeetingSnapshot['state']; startsAt: string; sequence: number }): Promise<void> {
  await enqueue(tx, { kind: 'meeting.mail', payload: { conversationId: m.conversationId, kind: m.kind, actor: m.actor } });
  if (m.state !== 'accepted') return;
  const start = Date.parse(m.startsAt);
  const remindAt = new Date(Math.max(Date.now(), start - REMINDER_MINUTES * 60_000));
  if (start > Date.now()) {
    await enqueue(tx, { kind: 'meeting.remind', payload: { conversationId: m.conversationId, sequence: m.sequence, type: 'reminder' }, runAt: remindAt, singletonKey: `meeting.remind:${m.conversationId}:${m.sequence}:reminder` });
    await enqueue(tx, { kind: 'meeting.remind', payload: { conversationId: m.conversationId, sequence: m.sequence, type: 'start' }, runAt: new Date(start), singletonKey: `meeting.remind:${m.conversationId}:${m.sequence}:start` });
  }
}

/** Which mail a step of the meeting's state machine sends (none when only a proposal was dropped). */
export function mailKindOf(step: MeetingStep): MeetingMailKind | null {
  if (step.next.state === 'cancelled' || step.next.state === 'declined') return 'cancelled';
  if (step.line === 'timeProposed') return 'proposed';
  return step.calendarChanged || step.line ? 'updated' : null;
}
