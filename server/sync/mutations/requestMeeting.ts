/** A meeting request: the caller organizes; colleagues and visitors they may reach are invited. */
import type { RequestMeetingArgs } from '../../../src/domain/mutations';
import type { KnownConversation, KnownMember } from '../../conversations/lookups';
import { addMessage, afterMeetingChange, insertConversation, markNew, notifyMembers } from '../../conversations/writes';
import { done, type MutationHandler } from '../batch';
import { checkMeetingStart } from '../../../src/domain/meeting';
import { conversationRefusal, personName } from './conversation-rules';

export const requestMeeting: MutationHandler<'requestMeeting'> = {
  needs(a, needs) {
    needs.conv.conversations.add(a.id);
    for (const p of a.participants) needs.conv.people.add(p);
  },
  start({ caller, partnerId, known }) {
    const made: Array<{ a: RequestMeetingArgs; members: KnownMember[] }> = [];
    return {
      decide(a) {
        const refused = conversationRefusal(caller);
        if (refused) return refused;
        if (a.type !== 'onsite' && !caller.settings.online) return done('noAccess', false, 'conversation.onlineOff');
        if (known.conv.conversations.has(a.id)) return done('completed', false);
        if (known.conv.takenIds.has(a.id)) return done('invalid', false, 'badArguments');
        const past = checkMeetingStart(a.startsAt);
        if (past) return done('invalid', false, past);
        const me = caller.user!;
        const people = a.participants.map((id) => known.conv.people.get(id));
        // Colleagues, and visitors who are contactable or whom the exhibitor has met.
        if (people.some((p) => !p || p.id === me.id || (!p.staff && !p.contactable && !p.met))) return done('invalid', false, 'meeting.participantUnknown');
        const members: KnownMember[] = [
          { memberId: me.id, userId: me.id, staff: true, name: personName(caller), email: me.email, role: 'organizer', response: 'accepted' },
          ...people.map((p) => ({ memberId: p!.id, userId: p!.id, staff: p!.staff, name: p!.name, email: p!.email, role: 'participant' as const, response: 'invited' as const })),
        ];
        const conversation: KnownConversation = {
          id: a.id,
          kind: 'meeting',
          company: false,
          members,
          meeting: { type: a.type, state: 'invited', startsAt: a.startsAt, endsAt: a.endsAt, sequence: 0, proposed: null, members },
          texts: [],
        };
        known.conv.conversations.set(a.id, conversation);
        made.push({ a, members });
        return done('completed', true);
      },
      async write(tx, version) {
        for (const { a, members } of made) {
          await insertConversation(tx, version, {
            id: a.id,
            partnerId,
            eventId: caller.event.id,
            kind: 'meeting',
            company: false,
            subject: a.subject.trim(),
            createdBy: caller.user!.id,
            createdAt: a.createdAt,
            members,
            meeting: { type: a.type, startsAt: a.startsAt, endsAt: a.endsAt, location: a.location.trim(), message: a.message.trim() },
          });
          await addMessage(tx, version, { id: a.messageId, conversationId: a.id, partnerId, authorId: caller.user!.id, authorName: personName(caller), type: 'invited', body: '', createdAt: a.createdAt });
          await markNew(tx, version, partnerId, a.id, caller.user!.id);
          await notifyMembers(tx, version, partnerId, a.id, 'invited', caller.user!.id);
          await afterMeetingChange(tx, { conversationId: a.id, kind: 'invited', actor: caller.user!.id, state: 'invited', startsAt: a.startsAt, sequence: 0 });
        }
      },
    };
  },
};
