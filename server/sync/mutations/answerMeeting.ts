/**
 * A member acts on a meeting (src/domain/conversation.ts meetingStep). An acceptance books the
 * time of those who meet: refused with 'meeting.timeTaken' when one of them is booked then, and
 * refused by the database (meeting_bookings' exclusion constraint) when another instance booked
 * them at the same moment.
 */
import type { AnswerMeetingArgs } from '../../../src/domain/mutations';
import { bookedMembers, isRefusal, meetingStep, overlaps, type MeetingStep } from '../../../src/domain/conversation';
import { checkMeetingStart } from '../../../src/domain/meeting';
import { addMessage, afterMeetingChange, mailKindOf, markNew, notifyMembers, saveMeeting } from '../../conversations/writes';
import { done, type MutationHandler } from '../batch';
import { conversationRefusal, personName } from './conversation-rules';

export const answerMeeting: MutationHandler<'answerMeeting'> = {
  needs(a, needs) {
    needs.conv.conversations.add(a.conversationId);
  },
  start({ caller, partnerId, known }) {
    const steps: Array<{ a: AnswerMeetingArgs; step: MeetingStep; sequence: number }> = [];
    return {
      decide(a) {
        const refused = conversationRefusal(caller);
        if (refused) return refused;
        const conversation = known.conv.conversations.get(a.conversationId);
        if (!conversation) return done('noAccess', false);
        if (!conversation.meeting) return done('invalid', false, 'meeting.notMeeting');
        const time = a.startsAt && a.endsAt ? { startsAt: a.startsAt, endsAt: a.endsAt } : undefined;
        // A new time must lie ahead, and a meeting that is over is not taken up any more.
        if (a.action === 'propose' && time && checkMeetingStart(time.startsAt)) return done('invalid', false, 'meeting.past');
        const now = new Date().toISOString();
        if (a.action === 'accept' && conversation.meeting.endsAt <= now) return done('invalid', false, 'meeting.over');
        if (a.action === 'acceptTime' && conversation.meeting.proposed && conversation.meeting.proposed.endsAt <= now) return done('invalid', false, 'meeting.over');
        const step = meetingStep(conversation.meeting, caller.user!.id, a.action, time);
        if (isRefusal(step)) return step === 'meeting.notMember' ? done('noAccess', false, step) : done('invalid', false, step);
        const next = step.next;
        // The time of everyone who meets must be free (their bookings in other meetings).
        const booked = bookedMembers(next);
        const taken = booked.some((member) => (known.conv.bookings.get(member) ?? []).some((b) => b.conversationId !== a.conversationId && overlaps(b, next)));
        if (taken) return done('invalid', false, 'meeting.timeTaken');
        for (const [member, list] of known.conv.bookings) known.conv.bookings.set(member, list.filter((b) => b.conversationId !== a.conversationId));
        for (const member of booked) known.conv.bookings.set(member, [...(known.conv.bookings.get(member) ?? []), { conversationId: a.conversationId, startsAt: next.startsAt, endsAt: next.endsAt }]);
        conversation.meeting = { ...conversation.meeting, ...next, sequence: next.sequence + (step.calendarChanged ? 1 : 0) };
        conversation.members = conversation.members.map((m) => ({ ...m, response: next.members.find((x) => x.memberId === m.memberId)?.response ?? m.response }));
        steps.push({ a, step, sequence: conversation.meeting.sequence });
        return done('completed', true);
      },
      async write(tx, version) {
        for (const { a, step, sequence } of steps) {
          await saveMeeting(tx, version, a.conversationId, step.next, step.calendarChanged);
          if (step.line) {
            const body = step.line === 'timeProposed' && step.next.proposed ? `${step.next.proposed.startsAt}/${step.next.proposed.endsAt}` : step.line === 'timeAccepted' ? `${step.next.startsAt}/${step.next.endsAt}` : '';
            await addMessage(tx, version, { id: a.messageId, conversationId: a.conversationId, partnerId, authorId: caller.user!.id, authorName: personName(caller), type: step.line, body, createdAt: a.at });
            await markNew(tx, version, partnerId, a.conversationId, caller.user!.id);
          }
          if (step.notify) await notifyMembers(tx, version, partnerId, a.conversationId, step.notify, caller.user!.id);
          const kind = mailKindOf(step);
          if (kind) await afterMeetingChange(tx, { conversationId: a.conversationId, kind, actor: caller.user!.id, state: step.next.state, startsAt: step.next.startsAt, sequence });
        }
      },
    };
  },
};

