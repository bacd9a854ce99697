/**
 * Meet and talk (#15): availability timeslots, conversations (chats and meetings), their messages,
 * each person's view of a conversation and notifications, as rows on the wire; and the meeting's
 * state machine, which the device applies at once and the server applies with authority.
 */
import * as v from 'valibot';
import { MEETING_TYPES, type MeetingType } from './meeting';

export const TIMESLOT_KINDS = ['onsite', 'online'] as const;
export type TimeslotKind = (typeof TIMESLOT_KINDS)[number];

export const CONVERSATION_KINDS = ['chat', 'meeting', 'contact'] as const;
export type ConversationKind = (typeof CONVERSATION_KINDS)[number];

export const MEETING_STATES = ['invited', 'accepted', 'declined', 'cancelled'] as const;
export type MeetingState = (typeof MEETING_STATES)[number];

export const MEMBER_ROLES = ['organizer', 'participant'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
export const MEMBER_RESPONSES = ['invited', 'accepted', 'declined'] as const;
export type MemberResponse = (typeof MEMBER_RESPONSES)[number];

/** SPEC section 3: the message types besides text, shown as system lines. */
export const SYSTEM_MESSAGE_TYPES = ['accepted', 'cancelled', 'connectionAccepted', 'connectionDeclined', 'connectionRequest', 'declined', 'invited', 'timeAccepted', 'timeProposed'] as const;
export type SystemMessageType = (typeof SYSTEM_MESSAGE_TYPES)[number];
export const MESSAGE_TYPES = ['text', ...SYSTEM_MESSAGE_TYPES] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/**
 * SPEC section 3: conversation notification types, then (added later, appended: existing values
 * keep their meaning) one for each other change of a meeting, so a notification says what happened.
 */
/** The kinds of notification: each change of a meeting, a message, and a task the organiser rejected (taskRejected, about a task, not a conversation). */
export const NOTIFICATION_TYPES = ['accepted', 'invited', 'message', 'reminder', 'start', 'declined', 'cancelled', 'timeProposed', 'timeAccepted', 'taskRejected'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const FOLDERS = ['inbox', 'archived', 'deleted'] as const;
export type Folder = (typeof FOLDERS)[number];

export const MESSAGE_MAX = 4000;
export const SUBJECT_MAX = 200;
export const LOCATION_MAX = 200;
export const MEETING_MESSAGE_MAX = 2000;
/** A meeting has the organizer and one to three others: an online room holds two to four. */
export const MEETING_PARTICIPANTS_MAX = 3;
/** Minutes before a meeting starts that its reminder goes out. */
export const REMINDER_MINUTES = 15;

export const TimeslotRow = v.object({
  id: v.string(),
  userId: v.string(),
  kind: v.picklist(TIMESLOT_KINDS),
  startsAt: v.string(),
  endsAt: v.string(),
  deleted: v.boolean(),
  version: v.number(),
});
export type TimeslotRow = v.InferOutput<typeof TimeslotRow>;

export const MemberRow = v.object({
  memberId: v.string(),
  userId: v.nullable(v.string()),
  /** One of the exhibitor's people (else a visitor or a guest, who act through mailed links). */
  staff: v.boolean(),
  name: v.string(),
  role: v.picklist(MEMBER_ROLES),
  response: v.picklist(MEMBER_RESPONSES),
});
export type MemberRow = v.InferOutput<typeof MemberRow>;

export const MeetingFields = v.object({
  type: v.picklist(MEETING_TYPES),
  startsAt: v.string(),
  endsAt: v.string(),
  location: v.string(),
  message: v.string(),
  state: v.picklist(MEETING_STATES),
  sequence: v.number(),
  proposed: v.nullable(v.object({ startsAt: v.string(), endsAt: v.string(), by: v.string() })),
});
export type MeetingFields = v.InferOutput<typeof MeetingFields>;

export const ConversationRow = v.object({
  id: v.string(),
  kind: v.picklist(CONVERSATION_KINDS),
  company: v.boolean(),
  subject: v.string(),
  createdBy: v.nullable(v.string()),
  createdAt: v.string(),
  lastMessageAt: v.string(),
  members: v.array(MemberRow),
  meeting: v.nullable(MeetingFields),
  version: v.number(),
});
export type ConversationRow = v.InferOutput<typeof ConversationRow>;

export const MessageRow = v.object({
  id: v.string(),
  conversationId: v.string(),
  authorId: v.nullable(v.string()),
  authorName: v.string(),
  type: v.picklist(MESSAGE_TYPES),
  body: v.string(),
  createdAt: v.string(),
  recalled: v.boolean(),
  version: v.number(),
});
export type MessageRow = v.InferOutput<typeof MessageRow>;

/** The caller's own view of a conversation. */
export const ConversationStateRow = v.object({
  conversationId: v.string(),
  folder: v.picklist(FOLDERS),
  unread: v.boolean(),
  version: v.number(),
});
export type ConversationStateRow = v.InferOutput<typeof ConversationStateRow>;

/** A type this app knows how to label (a newer server may send types an older app does not). */
export function isNotificationType(type: string): type is NotificationType {
  return (NOTIFICATION_TYPES as readonly string[]).includes(type);
}

export const NotificationRow = v.object({
  id: v.string(),
  /** '' for a notification about a task. */
  conversationId: v.string(),
  /** The task a taskRejected notification is about, and its title then. */
  taskId: v.optional(v.string()),
  taskTitle: v.optional(v.string()),
  // Any text: a newer server's new kind of notification must not make an older app refuse the
  // whole pull (it shows such a notification with a general label).
  type: v.pipe(v.string(), v.maxLength(40)),
  createdAt: v.string(),
  read: v.boolean(),
  version: v.number(),
});
export type NotificationRow = v.InferOutput<typeof NotificationRow>;

// ---------------------------------------------------------------------------------------------
// The meeting's state machine.

export const MEETING_ACTIONS = ['accept', 'decline', 'cancel', 'propose', 'acceptTime', 'declineTime'] as const;
export type MeetingAction = (typeof MEETING_ACTIONS)[number];

/** What a meeting is, for its state machine: its state, members and any proposed time. */
export interface MeetingSnapshot {
  state: MeetingState;
  startsAt: string;
  endsAt: string;
  sequence: number;
  proposed: { startsAt: string; endsAt: string; by: string } | null;
  members: ReadonlyArray<{ memberId: string; role: MemberRole; response: MemberResponse }>;
}

export type MeetingRefusal = 'meeting.notMember' | 'meeting.notAllowed' | 'meeting.ended' | 'meeting.noProposal' | 'meeting.ownProposal' | 'meeting.timeTaken';

/** What an action changes; the system line it writes and what the other members are notified of. */
export interface MeetingStep {
  next: MeetingSnapshot;
  line: SystemMessageType | null;
  notify: NotificationType | null;
  /** The time or state changed in a way calendars must follow: SEQUENCE goes up. */
  calendarChanged: boolean;
}

const isOpen = (s: MeetingState) => s === 'invited' || s === 'accepted';

/**
 * The meeting after `memberId` takes `action` (with a new time for 'propose'), or why it may not:
 * - a participant accepts or declines; the meeting is accepted once one participant accepted, and
 *   declined once every participant declined;
 * - the organizer cancels (a participant declines instead);
 * - any member proposes another time; another member accepts it (the meeting moves there and is
 *   accepted, by them too) or declines it (the proposal is dropped).
 */
export function meetingStep(m: MeetingSnapshot, memberId: string, action: MeetingAction, time?: { startsAt: string; endsAt: string }): MeetingStep | MeetingRefusal {
  const me = m.members.find((x) => x.memberId === memberId);
  if (!me) return 'meeting.notMember';
  if (!isOpen(m.state)) return 'meeting.ended';
  const withResponse = (response: MemberResponse, ids: string[]) => m.members.map((x) => (ids.includes(x.memberId) ? { ...x, response } : x));
  switch (action) {
    case 'accept': {
      if (me.role === 'organizer') return 'meeting.notAllowed';
      const members = withResponse('accepted', [memberId]);
      return { next: { ...m, members, state: 'accepted' }, line: 'accepted', notify: 'accepted', calendarChanged: m.state !== 'accepted' };
    }
    case 'decline': {
      if (me.role === 'organizer') return 'meeting.notAllowed';
      const members = withResponse('declined', [memberId]);
      const someoneLeft = members.some((x) => x.role === 'participant' && x.response !== 'declined');
      const accepted = members.some((x) => x.role === 'participant' && x.response === 'accepted');
      const state: MeetingState = !someoneLeft ? 'declined' : accepted ? 'accepted' : 'invited';
      // A meeting nobody attends any more has no time to move to: a pending proposal goes with it.
      return { next: { ...m, members, state, proposed: state === 'declined' ? null : m.proposed }, line: 'declined', notify: 'declined', calendarChanged: state !== m.state };
    }
    case 'cancel': {
      if (me.role !== 'organizer') return 'meeting.notAllowed';
      return { next: { ...m, state: 'cancelled', proposed: null }, line: 'cancelled', notify: 'cancelled', calendarChanged: true };
    }
    case 'propose': {
      if (!time) return 'meeting.notAllowed';
      return { next: { ...m, proposed: { ...time, by: memberId } }, line: 'timeProposed', notify: 'timeProposed', calendarChanged: false };
    }
    case 'acceptTime': {
      if (!m.proposed) return 'meeting.noProposal';
      if (m.proposed.by === memberId) return 'meeting.ownProposal';
      // Whoever proposed and whoever accepts the time both take part at the new time.
      const ids = me.role === 'organizer' ? [m.proposed.by] : [memberId, m.proposed.by].filter((id) => m.members.find((x) => x.memberId === id)?.role === 'participant');
      const members = withResponse('accepted', ids);
      return {
        next: { ...m, members, state: 'accepted', startsAt: m.proposed.startsAt, endsAt: m.proposed.endsAt, proposed: null },
        line: 'timeAccepted',
        notify: 'timeAccepted',
        calendarChanged: true,
      };
    }
    case 'declineTime': {
      if (!m.proposed) return 'meeting.noProposal';
      if (m.proposed.by === memberId) return 'meeting.ownProposal';
      return { next: { ...m, proposed: null }, line: null, notify: null, calendarChanged: false };
    }
  }
}

/** Whether `step` is a refusal. */
export function isRefusal(step: MeetingStep | MeetingRefusal): step is MeetingRefusal {
  return typeof step === 'string';
}

/** The members whose time an accepted meeting books: the organizer and those who did not decline. */
export function bookedMembers(m: Pick<MeetingSnapshot, 'state' | 'members'>): string[] {
  if (m.state !== 'accepted') return [];
  return m.members.filter((x) => x.role === 'organizer' || x.response === 'accepted').map((x) => x.memberId);
}

/** Two time ranges overlap (ends are exclusive: one meeting may start when another ends). */
export function overlaps(a: { startsAt: string; endsAt: string }, b: { startsAt: string; endsAt: string }): boolean {
  return Date.parse(a.startsAt) < Date.parse(b.endsAt) && Date.parse(b.startsAt) < Date.parse(a.endsAt);
}

/** The meeting types a timeslot of this kind can hold. */
export function slotHolds(kind: TimeslotKind, type: MeetingType): boolean {
  return type === 'hybrid' || type === kind;
}

/**
 * How many of the latest messages of a conversation are `authorId`'s own with no answer from
 * anyone else since: at the event's limit of pending chat messages, the author must wait.
 */
export function pendingChatCount(messages: ReadonlyArray<Pick<MessageRow, 'authorId' | 'type' | 'createdAt' | 'recalled'>>, authorId: string): number {
  const texts = messages.filter((m) => m.type === 'text' && !m.recalled).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  let n = 0;
  for (let i = texts.length - 1; i >= 0; i--) {
    if (texts[i]!.authorId !== authorId) break;
    n++;
  }
  return n;
}

/**
 * A person's free times: their timeslots (times to meet) less their `busy` times (meetings not
 * declined, bookings waiting for confirmation) and less what is over by `now`, as ranges (a
 * timeslot a meeting cuts in two gives two), by start. The meeting request shows a colleague's.
 */
export function freeRanges(
  slots: ReadonlyArray<{ kind: TimeslotKind; startsAt: string; endsAt: string }>,
  busy: ReadonlyArray<{ startsAt: string; endsAt: string }>,
  now: number,
): Array<{ kind: TimeslotKind; startsAt: string; endsAt: string }> {
  const out: Array<{ kind: TimeslotKind; startsAt: string; endsAt: string }> = [];
  const taken = busy.map((b) => [Date.parse(b.startsAt), Date.parse(b.endsAt)] as const).sort((a, b) => a[0] - b[0]);
  for (const slot of slots) {
    let from = Math.max(Date.parse(slot.startsAt), now);
    const end = Date.parse(slot.endsAt);
    for (const [bFrom, bTo] of taken) {
      if (bTo <= from || bFrom >= end) continue;
      if (bFrom > from) out.push({ kind: slot.kind, startsAt: new Date(from).toISOString(), endsAt: new Date(bFrom).toISOString() });
      from = Math.max(from, bTo);
      if (from >= end) break;
    }
    if (from < end) out.push({ kind: slot.kind, startsAt: new Date(from).toISOString(), endsAt: new Date(end).toISOString() });
  }
  return out.sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.kind.localeCompare(b.kind));
}

/** The length of a meeting booked on an exhibitor's public booking page. */
export const BOOKING_MINUTES = 30;

export interface OpenSegment {
  userId: string;
  kind: TimeslotKind;
  startsAt: string;
  endsAt: string;
}

/**
 * The times a visitor can book: each timeslot cut into `minutes`-long pieces from its start,
 * without those that have begun or meet one of the person's `busy` times (meetings and bookings
 * waiting for confirmation); one piece per start and kind, whoever of the team it is with.
 */
export function openSegments(
  slots: ReadonlyArray<{ userId: string; kind: TimeslotKind; startsAt: string; endsAt: string }>,
  busy: ReadonlyArray<{ userId: string; startsAt: string; endsAt: string }>,
  now: number,
  minutes = BOOKING_MINUTES,
): OpenSegment[] {
  const step = minutes * 60_000;
  const seen = new Map<string, OpenSegment>();
  for (const slot of slots) {
    const end = Date.parse(slot.endsAt);
    for (let from = Date.parse(slot.startsAt); from + step <= end; from += step) {
      if (from <= now) continue;
      const piece = { startsAt: new Date(from).toISOString(), endsAt: new Date(from + step).toISOString() };
      if (busy.some((b) => b.userId === slot.userId && overlaps(b, piece))) continue;
      const key = `${piece.startsAt}|${slot.kind}`;
      if (!seen.has(key)) seen.set(key, { userId: slot.userId, kind: slot.kind, ...piece });
    }
  }
  return [...seen.values()].sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.kind.localeCompare(b.kind));
}
