/**
 * A connection request to a visitor of the event who is public and contactable (the visitor
 * list), or whom the exhibitor has met: a 'contact' conversation opened by the system line
 * 'connectionRequest'; the visitor answers through the link mailed to them.
 */
import type { RequestConnectionArgs } from '../../../src/domain/mutations';
import type { KnownMember } from '../../conversations/lookups';
import { addMessage, insertConversation, markNew } from '../../conversations/writes';
import { enqueue } from '../../jobs/runner';
import { done, type MutationHandler } from '../batch';
import { conversationRefusal, personName } from './conversation-rules';

export const requestConnection: MutationHandler<'requestConnection'> = {
  needs(a, needs) {
    needs.conv.conversations.add(a.id);
    needs.conv.people.add(a.visitorId);
  },
  start({ caller, partnerId, known }) {
    const made: Array<{ a: RequestConnectionArgs; members: KnownMember[] }> = [];
    return {
      decide(a) {
        const refused = conversationRefusal(caller);
        if (refused) return refused;
        if (!caller.settings.viewPublicVisitorList) return done('noAccess', false, 'conversation.visitorListOff');
        if (known.conv.conversations.has(a.id)) return done('completed', false);
        if (known.conv.takenIds.has(a.id)) return done('invalid', false, 'badArguments');
        const visitor = known.conv.people.get(a.visitorId);
        if (!visitor || visitor.staff || (!visitor.contactable && !visitor.met)) return done('invalid', false, 'meeting.participantUnknown');
        if (!visitor.email) return done('invalid', false, 'connection.noAddress');
        const me = caller.user!;
        const members: KnownMember[] = [
          { memberId: me.id, userId: me.id, staff: true, name: personName(caller), email: me.email, role: 'organizer', response: 'accepted' },
          { memberId: visitor.id, userId: visitor.id, staff: false, name: visitor.name, email: visitor.email, role: 'participant', response: 'invited' },
        ];
        known.conv.conversations.set(a.id, { id: a.id, kind: 'contact', company: false, members, meeting: null, texts: [] });
        made.push({ a, members });
        return done('completed', true);
      },
      async write(tx, version) {
        for (const { a, members } of made) {
          await insertConversation(tx, version, { id: a.id, partnerId, eventId: caller.event.id, kind: 'contact', company: false, subject: '', createdBy: caller.user!.id, createdAt: a.createdAt, members });
          await addMessage(tx, version, { id: a.messageId, conversationId: a.id, partnerId, authorId: caller.user!.id, authorName: personName(caller), type: 'connectionRequest', body: a.message.trim(), createdAt: a.createdAt });
          await markNew(tx, version, partnerId, a.id, caller.user!.id);
          await enqueue(tx, { kind: 'contact.mail', payload: { conversationId: a.id } });
        }
      },
    };
  },
};
