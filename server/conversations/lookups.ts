/**
 * What a push batch's conversation mutations need read (server/sync/batch.ts): the conversations
 * they name that the caller may read, with their members and meeting; the bookings of everyone
 * whose time an acceptance would book; the people a new conversation is with; the caller's
 * timeslots; and the messages a recall names. Decisions in the batch change these in memory, so
 * a later mutation of the same batch sees the earlier ones.
 */
import { sql, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import type { Caller } from '../auth/caller';
import type { ConversationKind, MeetingSnapshot, MessageType } from '../../src/domain/conversation';
import type { MeetingType } from '../../src/domain/meeting';
import { iso } from '../connections/rows';
import { conversationVisibleTo } from './visibility';

export interface KnownMember {
  memberId: string;
  userId: string | null;
  staff: boolean;
  name: string;
  email: string | null;
  role: 'organizer' | 'participant';
  response: 'invited' | 'accepted' | 'declined';
}

export interface KnownConversation {
  id: string;
  kind: ConversationKind;
  company: boolean;
  members: KnownMember[];
  meeting: (MeetingSnapshot & { type: MeetingType }) | null;
  /** The latest text messages (author, time), for the limit of pending chat messages. */
  texts: Array<{ authorId: string | null; type: MessageType; createdAt: string; recalled: boolean }>;
}

export interface KnownPerson {
  id: string;
  name: string;
  email: string | null;
  /** One of the caller's exhibitor's people. */
  staff: boolean;
  /** A visitor others may ask for a meeting or write to. */
  contactable: boolean;
  /** A visitor this exhibitor has met (a connection): the exhibitor may write to them. */
  met: boolean;
}

export interface Booking {
  conversationId: string;
  startsAt: string;
  endsAt: string;
}

export interface ConversationNeeds {
  conversations: Set<string>;
  people: Set<string>;
  messages: Set<string>;
  /** Ids of messages the batch sends: taken already by anyone, in any exhibitor? */
  sent: Set<string>;
  /** Timeslots the batch writes or takes back: the caller's others matter too. */
  timeslots: Set<string>;
}

export interface ConversationKnown {
  /** Conversations the caller may read, by id. */
  conversations: Map<string, KnownConversation>;
  /** Ids taken by conversations the caller may not read (a new one may not reuse them). */
  takenIds: Set<string>;
  people: Map<string, KnownPerson>;
  /** Each member's bookings (accepted meetings), by member id. */
  bookings: Map<string, Booking[]>;
  /** The caller's timeslots, and any other person's that a mutation names (a slot id is never reused). */
  timeslots: Map<string, { userId: string; kind: 'onsite' | 'online'; startsAt: string; endsAt: string; deleted: boolean }>;
  messages: Map<string, { conversationId: string; authorId: string | null; recalled: boolean; type: MessageType }>;
  /** Message ids that exist already (in any exhibitor), with whose and where they are: a message id is never taken over. */
  sentIds: Map<string, { partnerId: string; authorId: string | null; conversationId: string }>;
  /** Timeslots the batch changed, written at once in their final state (writeTimeslots). */
  slotWrites: Set<string>;
}

export function hasConversationNeeds(n: ConversationNeeds): boolean {
  return n.conversations.size + n.people.size + n.messages.size + n.sent.size + n.timeslots.size > 0;
}

export function emptyConversationKnown(): ConversationKnown {
  return { conversations: new Map(), takenIds: new Set(), people: new Map(), bookings: new Map(), timeslots: new Map(), messages: new Map(), sentIds: new Map(), slotWrites: new Set() };
}

export function emptyConversationNeeds(): ConversationNeeds {
  return { conversations: new Set(), people: new Set(), messages: new Set(), sent: new Set(), timeslots: new Set() };
}

export async function conversationLookups(tx: Transaction<DB>, caller: Caller, needs: ConversationNeeds, pendingLimit: number): Promise<ConversationKnown> {
  const partnerId = caller.partner!.id;
  const known = emptyConversationKnown();

  if (needs.sent.size) {
    const rows = await tx.selectFrom('messages').select(['id', 'partner_id', 'author_id', 'conversation_id']).where('id', 'in', [...needs.sent]).execute();
    for (const r of rows) known.sentIds.set(r.id, { partnerId: r.partner_id, authorId: r.author_id, conversationId: r.conversation_id });
  }

  if (needs.messages.size) {
    const rows = await tx.selectFrom('messages').select(['id', 'conversation_id', 'author_id', 'recalled', 'type']).where('partner_id', '=', partnerId).where('id', 'in', [...needs.messages]).execute();
    for (const r of rows) {
      known.messages.set(r.id, { conversationId: r.conversation_id, authorId: r.author_id, recalled: r.recalled, type: r.type });
      needs.conversations.add(r.conversation_id);
    }
  }

  if (needs.conversations.size) {
    const ids = [...needs.conversations];
    // Locked: two instances deciding on one meeting take turns (the second sees the first's answer).
    const rows = await tx.selectFrom('conversations').selectAll().where('id', 'in', ids).orderBy('id').forUpdate().execute();
    const visible = new Set(
      (
        await tx
          .selectFrom('conversations as cv')
          .select('cv.id')
          .where('cv.id', 'in', ids)
          .where('cv.partner_id', '=', partnerId)
          .where(conversationVisibleTo(caller))
          .execute()
      ).map((r) => r.id),
    );
    const members = rows.length
      ? await tx
          .selectFrom('conversation_members')
          .select(['conversation_id', 'member_id', 'user_id', 'staff', 'name', 'email', 'role', 'response'])
          .where(
            'conversation_id',
            'in',
            rows.map((r) => r.id),
          )
          .execute()
      : [];
    const texts = visible.size
      ? (
          await sql<{ conversation_id: string; author_id: string | null; type: MessageType; created_at: Date; recalled: boolean }>`
            select conversation_id, author_id, type, created_at, recalled from (
              select m.*, row_number() over (partition by conversation_id order by created_at desc) as n
              from messages m where m.conversation_id = any(${[...visible]}::text[]) and m.type = 'text'
            ) t where n <= ${pendingLimit + 1}`.execute(tx)
        ).rows
      : [];
    for (const r of rows) {
      if (!visible.has(r.id)) {
        known.takenIds.add(r.id);
        continue;
      }
      const own = members.filter((m) => m.conversation_id === r.id).map((m) => ({ memberId: m.member_id, userId: m.user_id, staff: m.staff, name: m.name, email: m.email, role: m.role, response: m.response }));
      known.conversations.set(r.id, {
        id: r.id,
        kind: r.kind,
        company: r.company,
        members: own,
        meeting:
          r.kind === 'meeting' && r.meeting_type && r.starts_at && r.ends_at && r.state
            ? {
                type: r.meeting_type,
                state: r.state,
                startsAt: iso(r.starts_at),
                endsAt: iso(r.ends_at),
                sequence: r.sequence,
                proposed: r.proposed_starts_at && r.proposed_ends_at && r.proposed_by ? { startsAt: iso(r.proposed_starts_at), endsAt: iso(r.proposed_ends_at), by: r.proposed_by } : null,
                members: own,
              }
            : null,
        texts: texts.filter((t) => t.conversation_id === r.id).map((t) => ({ authorId: t.author_id, type: t.type, createdAt: iso(t.created_at), recalled: t.recalled })),
      });
    }
  }

  if (needs.people.size) {
    const rows = await tx
      .selectFrom('users as u')
      .select([
        'u.id',
        'u.first_name',
        'u.last_name',
        'u.email',
        'u.contactable',
        'u.is_system',
        sql<boolean>`exists (select 1 from staff s where s.user_id = u.id and s.partner_id = ${partnerId})`.as('staff'),
        sql<boolean>`exists (select 1 from staff s where s.user_id = u.id)`.as('any_staff'),
        sql<boolean>`exists (select 1 from connections c where c.visitor_id = u.id and c.partner_id = ${partnerId})`.as('met'),
      ])
      .where('u.event_id', '=', caller.event.id)
      .where('u.id', 'in', [...needs.people])
      .execute();
    for (const r of rows) {
      if (r.is_system) continue;
      // Another exhibitor's people are not reachable from here.
      if (r.any_staff && !r.staff) continue;
      known.people.set(r.id, { id: r.id, name: `${r.first_name} ${r.last_name}`.trim(), email: r.email, staff: r.staff, contactable: r.contactable, met: r.met });
    }
  }

  // Whose time an acceptance books: every member of the named meetings, and the caller.
  const bookers = new Set<string>();
  for (const c of known.conversations.values()) for (const m of c.members) bookers.add(m.memberId);
  if (caller.user && (known.conversations.size || needs.people.size)) bookers.add(caller.user.id);
  for (const id of known.people.keys()) bookers.add(id);
  if (bookers.size && [...known.conversations.values()].some((c) => c.meeting)) {
    const rows = await sql<{ conversation_id: string; member_id: string; starts_at: Date; ends_at: Date }>`
      select conversation_id, member_id, lower(during) as starts_at, upper(during) as ends_at
      from meeting_bookings where member_id = any(${[...bookers]}::text[])`.execute(tx);
    for (const r of rows.rows) {
      const list = known.bookings.get(r.member_id) ?? [];
      list.push({ conversationId: r.conversation_id, startsAt: iso(r.starts_at), endsAt: iso(r.ends_at) });
      known.bookings.set(r.member_id, list);
    }
  }

  if (needs.timeslots.size && caller.user) {
    const userId = caller.user.id;
    const rows = await tx
      .selectFrom('timeslots')
      .select(['id', 'user_id', 'kind', 'starts_at', 'ends_at', 'deleted'])
      .where((eb) => eb.or([eb('user_id', '=', userId), eb('id', 'in', [...needs.timeslots])]))
      .forUpdate()
      .execute();
    for (const r of rows) known.timeslots.set(r.id, { userId: r.user_id, kind: r.kind, startsAt: iso(r.starts_at), endsAt: iso(r.ends_at), deleted: r.deleted });
  }
  return known;
}
