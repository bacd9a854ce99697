import { isRefusal, meetingStep, type MeetingAction } from '../../domain/conversation';
import { db as defaultDb, type LeadstandDB } from '../db';
import type { WriteContext } from '../write-context';
import { pendingRow, type Mutator } from './define';
import { write } from './write';

/**
 * Target: the system line the answer writes, so a refusal (the time is taken) stays visible in the
 * conversation with its reason after the server's meeting replaces the one assumed here.
 */
export const answerMeetingMutator: Mutator<'answerMeeting'> = {
  target: (a) => ({ table: 'messages', rowId: a.messageId }),
  async apply(db, ctx, a) {
    const conversation = await db.conversations.get(a.conversationId);
    const meeting = conversation?.meeting;
    if (!conversation || !meeting || !ctx.authorId) return;
    const time = a.startsAt && a.endsAt ? { startsAt: a.startsAt, endsAt: a.endsAt } : undefined;
    const step = meetingStep({ ...meeting, members: conversation.members }, ctx.authorId, a.action, time);
    if (isRefusal(step)) return;
    const { members, ...next } = step.next;
    await db.conversations.update(a.conversationId, {
      meeting: { ...meeting, state: next.state, startsAt: next.startsAt, endsAt: next.endsAt, proposed: next.proposed },
      members: conversation.members.map((m) => ({ ...m, response: members.find((x) => x.memberId === m.memberId)?.response ?? m.response })),
      lastMessageAt: a.at,
    });
    if (step.line) {
      const body = step.line === 'timeProposed' && time ? `${time.startsAt}/${time.endsAt}` : step.line === 'timeAccepted' ? `${next.startsAt}/${next.endsAt}` : '';
      await db.messages.put({ ...pendingRow(ctx), id: a.messageId, conversationId: a.conversationId, authorId: ctx.authorId, authorName: ctx.authorName, type: step.line, body, createdAt: a.at, recalled: false });
    }
  },
};

export function answerMeeting(ctx: WriteContext, input: { conversationId: string; action: MeetingAction; startsAt?: string; endsAt?: string }, db: LeadstandDB = defaultDb) {
  return write(
    ctx,
    'answerMeeting',
    answerMeetingMutator,
    { conversationId: input.conversationId, action: input.action, messageId: crypto.randomUUID(), ...(input.startsAt && input.endsAt ? { startsAt: input.startsAt, endsAt: input.endsAt } : {}), at: new Date().toISOString() },
    db,
  );
}
