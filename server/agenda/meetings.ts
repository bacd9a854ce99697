/**
 * A meeting as the world outside the app sees it: its iCalendar event, the links visitors and
 * guests act with (meeting_links: a fresh one per mail, all valid while the meeting is), their
 * actions through those links (the same state machine as the app's, applied here with the
 * authority of the link), and the jobs that mail every change and remind before it starts.
 */
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import type { JobHandler } from '../jobs/runner';
import { hashSecret, randomSecret } from '../security';
import { nextVersion } from '../sync/apply';
import { addMessage, afterMeetingChange, isDoubleBooking, mailKindOf, markNew, notifyMembers, saveMeeting, type MeetingMailKind } from '../conversations/writes';
import { iso } from '../connections/rows';
import { isRefusal, meetingStep, type MeetingAction, type MeetingRefusal } from '../../src/domain/conversation';
import { meetingInvitation, icsFileName, type IcsMeeting } from './ics';
import { meetingMail, type MeetingMailKindAll } from './mail';
import type { LoadedMeeting, LoadedMember } from './meeting-types';

export type { LoadedMeeting, LoadedMember } from './meeting-types';

type Db = Kysely<DB> | Transaction<DB>;

/** A meeting with its members and event, or null (not a meeting). `lock`: for a change. */
export async function loadMeeting(db: Db, conversationId: string, lock = false): Promise<LoadedMeeting | null> {
  let q = db
    .selectFrom('conversations as cv')
    .innerJoin('partners as p', 'p.id', 'cv.partner_id')
    .innerJoin('events as e', 'e.id', 'cv.event_id')
    .selectAll('cv')
    .select(['p.name as partner_name', 'e.name as event_name', 'e.timezone', 'e.starts_at as event_starts_at', 'e.ends_at as event_ends_at', 'e.application_color'])
    .where('cv.id', '=', conversationId)
    .where('cv.kind', '=', 'meeting');
  if (lock) q = q.forUpdate('cv');
  const c = await q.executeTakeFirst();
  if (!c || !c.meeting_type || !c.starts_at || !c.ends_at || !c.state) return null;
  const members = await db
    .selectFrom('conversation_members as m')
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.member_id', 'm.user_id', 'm.staff', 'm.name', 'm.email', 'm.role', 'm.response', 'u.language', 'u.email as user_email'])
    .where('m.conversation_id', '=', conversationId)
    .orderBy('m.role')
    .orderBy('m.name')
    .execute();
  // A guest who booked on the booking page has no account: their mails are in the page's language.
  const booked = members.some((m) => !m.user_id && !m.staff)
    ? await db.selectFrom('booking_requests').select('language').where('conversation_id', '=', conversationId).executeTakeFirst()
    : undefined;
  return {
    id: c.id,
    partnerId: c.partner_id,
    partnerName: c.partner_name,
    eventName: c.event_name,
    timeZone: c.timezone,
    eventStartsAt: iso(c.event_starts_at),
    eventEndsAt: iso(c.event_ends_at),
    applicationColor: c.application_color,
    subject: c.subject,
    type: c.meeting_type,
    startsAt: iso(c.starts_at),
    endsAt: iso(c.ends_at),
    location: c.location,
    message: c.message,
    state: c.state,
    sequence: c.sequence,
    proposed: c.proposed_starts_at && c.proposed_ends_at && c.proposed_by ? { startsAt: iso(c.proposed_starts_at), endsAt: iso(c.proposed_ends_at), by: c.proposed_by } : null,
    updatedAt: iso(c.last_message_at),
    members: members.map((m) => ({
      memberId: m.member_id,
      userId: m.user_id,
      staff: m.staff,
      name: m.name,
      email: m.email ?? m.user_email ?? null,
      role: m.role,
      response: m.response,
      language: m.language ?? (!m.user_id && !m.staff ? booked?.language : undefined) ?? 'en',
    })),
  };
}

/** The meeting as an iCalendar event (`url`: where the one it is for opens it). */
export function icsOf(m: LoadedMeeting, url?: string): IcsMeeting {
  const organizer = m.members.find((x) => x.role === 'organizer');
  return {
    id: m.id,
    subject: m.subject || m.partnerName,
    description: m.message,
    location: m.location,
    startsAt: m.startsAt,
    endsAt: m.endsAt,
    timeZone: m.timeZone,
    sequence: m.sequence,
    state: m.state,
    organizer: { name: organizer?.name || m.partnerName, email: organizer?.email ?? 'no-reply@leadstand.invalid' },
    attendees: m.members
      .filter((x) => x.role === 'participant')
      .map((x) => ({ name: x.name, email: x.email, response: x.response === 'invited' ? 'needsAction' : x.response })),
    ...(url ? { url } : {}),
    online: m.type !== 'onsite',
    updatedAt: m.updatedAt,
  };
}

/** The .ics file of a meeting: a REQUEST while it stands, a CANCEL once it is off. */
export function icsFile(m: LoadedMeeting, url?: string): { name: string; content: string } {
  const off = m.state === 'cancelled' || m.state === 'declined';
  return { name: icsFileName(m.subject), content: meetingInvitation(icsOf(m, url), off ? 'CANCEL' : 'REQUEST') };
}

/** A new link for a member to act on the meeting with; the token goes into one mail. */
export async function newMemberLink(db: Db, conversationId: string, memberId: string): Promise<string> {
  const token = randomSecret();
  await db.insertInto('meeting_links').values({ token_hash: hashSecret(token), conversation_id: conversationId, member_id: memberId }).execute();
  return token;
}

/** The meeting and member a link is for, or null. */
export async function linkOf(db: Db, token: string): Promise<{ conversationId: string; memberId: string } | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const row = await db.selectFrom('meeting_links').select(['conversation_id', 'member_id']).where('token_hash', '=', hashSecret(token)).executeTakeFirst();
  return row ? { conversationId: row.conversation_id, memberId: row.member_id } : null;
}

export type ActResult = { ok: true; meeting: LoadedMeeting } | { ok: false; reason: MeetingRefusal | 'meeting.notFound' };

/**
 * A member (a visitor or guest, through their link) acts on the meeting: the app's state machine
 * decides, the database refuses a double booking, and the exhibitor's devices hear of it.
 */
export async function actAsMember(app: FastifyInstance, conversationId: string, memberId: string, action: MeetingAction, time?: { startsAt: string; endsAt: string }): Promise<ActResult> {
  let partnerId = '';
  try {
    const result = await app.db.transaction().execute(async (tx): Promise<ActResult> => {
      const m = await loadMeeting(tx, conversationId, true);
      if (!m) return { ok: false, reason: 'meeting.notFound' };
      partnerId = m.partnerId;
      const step = meetingStep({ ...m, members: m.members }, memberId, action, time);
      if (isRefusal(step)) return { ok: false, reason: step };
      // A meeting that is off has no time left to agree: a proposal still pending goes with it.
      if (step.next.state === 'declined' || step.next.state === 'cancelled') step.next = { ...step.next, proposed: null };
      const version = await nextVersion(tx, m.partnerId);
      await saveMeeting(tx, version, conversationId, step.next, step.calendarChanged);
      const me = m.members.find((x) => x.memberId === memberId)!;
      if (step.line) {
        const body = step.line === 'timeProposed' && step.next.proposed ? `${step.next.proposed.startsAt}/${step.next.proposed.endsAt}` : step.line === 'timeAccepted' ? `${step.next.startsAt}/${step.next.endsAt}` : '';
        await addMessage(tx, version, { id: crypto.randomUUID(), conversationId, partnerId: m.partnerId, authorId: memberId, authorName: me.name, type: step.line, body, createdAt: new Date().toISOString() });
        await markNew(tx, version, m.partnerId, conversationId, null);
      }
      if (step.notify) await notifyMembers(tx, version, m.partnerId, conversationId, step.notify, null);
      const kind = mailKindOf(step);
      const sequence = m.sequence + (step.calendarChanged ? 1 : 0);
      if (kind) await afterMeetingChange(tx, { conversationId, kind, actor: memberId, state: step.next.state, startsAt: step.next.startsAt, sequence });
      return { ok: true, meeting: (await loadMeeting(tx, conversationId))! };
    });
    if (result.ok) app.changes.emit('partner', partnerId);
    return result;
  } catch (err) {
    // Another meeting of someone taking part was agreed for this time at the same moment.
    if (isDoubleBooking(err)) return { ok: false, reason: 'meeting.timeTaken' };
    throw err;
  }
}

/** Where a member opens the meeting: the app for the exhibitor's people, their link's page for others. */
async function placeFor(db: Db, publicUrl: string, m: LoadedMeeting, member: LoadedMember): Promise<string> {
  if (member.staff) return `${publicUrl}/agenda/${m.id}`;
  return `${publicUrl}/m/${await newMemberLink(db, m.id, member.memberId)}`;
}

/**
 * What a change's mail says: an 'updated' or 'cancelled' change is told by the line its actor
 * wrote to the meeting with it (accepted, declined, cancelled, new time accepted).
 */
async function whatHappened(db: Db, m: LoadedMeeting, kind: MeetingMailKind, actor: string | null): Promise<MeetingMailKindAll> {
  if (kind !== 'updated' && kind !== 'cancelled') return kind;
  let q = db
    .selectFrom('messages')
    .select('type')
    .where('conversation_id', '=', m.id)
    .where('type', 'in', kind === 'cancelled' ? ['declined', 'cancelled'] : ['accepted', 'declined', 'timeAccepted']);
  if (actor) q = q.where('author_id', '=', actor);
  const line = await q.orderBy('created_at', 'desc').limit(1).executeTakeFirst();
  switch (line?.type) {
    case 'accepted':
      return 'accepted';
    case 'timeAccepted':
      return 'timeAccepted';
    case 'cancelled':
      return 'cancelled';
    case 'declined':
      return m.state === 'declined' || m.state === 'cancelled' ? 'declined' : 'memberDeclined';
    default:
      return kind;
  }
}

/** 'meeting.mail': the mail about a change to every member with an address but the one who made it, with the .ics. */
export function meetingMailJob(app: FastifyInstance): JobHandler {
  return {
    async run(payload) {
      const { conversationId, kind, actor } = payload as { conversationId: string; kind: MeetingMailKind; actor: string | null };
      const m = await loadMeeting(app.db, conversationId);
      if (!m) return;
      const actorName = m.members.find((x) => x.memberId === actor)?.name ?? '';
      const said = await whatHappened(app.db, m, kind, actor);
      for (const member of m.members) {
        if (!member.email || member.memberId === actor) continue;
        const url = await placeFor(app.db, app.settings.publicUrl, m, member);
        const ics = icsFile(m, url);
        await app.messenger.sendMail(meetingMail({ to: member.email, language: member.language, kind: said, meeting: m, actorName, url, ics }));
      }
    },
  };
}

/**
 * 'meeting.remind': before an agreed meeting starts ('reminder') and when it starts ('start'):
 * notifications for the exhibitor's people taking part, a mail for everyone with an address. A
 * meeting changed since (another sequence) or no longer agreed is left alone.
 */
export function meetingRemindJob(app: FastifyInstance): JobHandler {
  return {
    async run(payload) {
      const { conversationId, sequence, type } = payload as { conversationId: string; sequence: number; type: 'reminder' | 'start' };
      const m = await app.db.transaction().execute(async (tx) => {
        const meeting = await loadMeeting(tx, conversationId, true);
        if (!meeting || meeting.state !== 'accepted' || meeting.sequence !== sequence) return null;
        const version = await nextVersion(tx, meeting.partnerId);
        await notifyMembers(tx, version, meeting.partnerId, conversationId, type, null);
        await sql`update conversations set reminded_sequence = ${sequence} where id = ${conversationId}`.execute(tx);
        return meeting;
      });
      if (!m) return;
      app.changes.emit('partner', m.partnerId);
      if (type !== 'reminder') return;
      for (const member of m.members) {
        if (!member.email || member.response === 'declined') continue;
        const url = await placeFor(app.db, app.settings.publicUrl, m, member);
        await app.messenger.sendMail(meetingMail({ to: member.email, language: member.language, kind: 'reminder', meeting: m, actorName: '', url, ics: icsFile(m, url) }));
      }
    },
  };
}
