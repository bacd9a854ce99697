import type { MeetingType } from '../../domain/meeting';
import { db as defaultDb, type LeadstandDB } from '../db';
import type { WriteContext } from '../write-context';
import { pendingRow, type Mutator } from './define';
import { write } from './write';

export const requestMeetingMutator: Mutator<'requestMeeting'> = {
  target: (a) => ({ table: 'conversations', rowId: a.id }),
  async apply(db, ctx, a) {
    const organizer = { memberId: ctx.authorId ?? '', userId: ctx.authorId, staff: true, name: ctx.authorName, role: 'organizer' as const, response: 'accepted' as const };
    // The participants' names come from the server; until then, those the screen knew.
    const known = (await db.conversations.get(a.id))?.members ?? [];
    const participants = a.participants.map(
      (id) => known.find((m) => m.memberId === id) ?? { memberId: id, userId: id, staff: false, name: '', role: 'participant' as const, response: 'invited' as const },
    );
    await db.conversations.put({
      ...pendingRow(ctx),
      id: a.id,
      kind: 'meeting',
      company: false,
      subject: a.subject.trim(),
      createdBy: ctx.authorId,
      createdAt: a.createdAt,
      lastMessageAt: a.createdAt,
      members: [organizer, ...participants],
      meeting: { type: a.type, startsAt: a.startsAt, endsAt: a.endsAt, location: a.location.trim(), message: a.message.trim(), state: 'invited', sequence: 0, proposed: null },
    });
    await db.messages.put({ ...pendingRow(ctx), id: a.messageId, conversationId: a.id, authorId: ctx.authorId, authorName: ctx.authorName, type: 'invited', body: '', createdAt: a.createdAt, recalled: false });
  },
};

export interface MeetingRequestInput {
  type: MeetingType;
  subject: string;
  startsAt: string;
  endsAt: string;
  location: string;
  message: string;
  /** User ids, with the names the screen shows until the server sends its own. */
  participants: Array<{ id: string; name: string; staff: boolean }>;
}

/** A meeting request; its outcome (refused when someone cannot be reached) comes back at the next sync. */
export async function requestMeeting(ctx: WriteContext, input: MeetingRequestInput, db: LeadstandDB = defaultDb): Promise<string> {
  const id = crypto.randomUUID();
  const createdAt = new Date().toISOString();
  const names = input.participants.map((p) => ({ memberId: p.id, userId: p.id, staff: p.staff, name: p.name, role: 'participant' as const, response: 'invited' as const }));
  await write(
    ctx,
    'requestMeeting',
    requestMeetingMutator,
    {
      id,
      messageId: crypto.randomUUID(),
      type: input.type,
      subject: input.subject,
      startsAt: input.startsAt,
      endsAt: input.endsAt,
      location: input.location,
      message: input.message,
      participants: input.participants.map((p) => p.id),
      createdAt,
    },
    db,
    // The names the screen knows, read back by the local apply (now and on every rebase) until the server sends its own.
    () => db.conversations.put({ id, eventId: ctx.eventId, syncState: 'pending', syncReason: null, kind: 'meeting', company: false, subject: input.subject, createdBy: ctx.authorId, createdAt, lastMessageAt: createdAt, members: names, meeting: null }),
  );
  return id;
}
