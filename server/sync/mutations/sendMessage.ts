/**
 * A chat message, in a conversation the caller may read or in a new one with colleagues or
 * visitors they may reach. At the event's limit of pending chat messages (the caller's own latest
 * messages with no answer since) the caller must wait for an answer.
 */
import type { SendMessageArgs } from '../../../src/domain/mutations';
import { pendingChatCount } from '../../../src/domain/conversation';
import type { KnownMember } from '../../conversations/lookups';
import { addMessage, insertConversation, markNew, notifyMembers } from '../../conversations/writes';
import { done, type MutationHandler } from '../batch';
import { enqueue } from '../../jobs/runner';
import { conversationRefusal, personName } from './conversation-rules';

export const sendMessage: MutationHandler<'sendMessage'> = {
  needs(a, needs) {
    needs.conv.conversations.add(a.conversationId);
    needs.conv.sent.add(a.id);
    for (const p of a.start?.with ?? []) needs.conv.people.add(p);
  },
  start({ caller, partnerId, known }) {
    const sent: Array<{ a: SendMessageArgs; start: { members: KnownMember[]; subject: string } | null; toOutside: boolean }> = [];
    const limit = caller.event.max_pending_chats;
    return {
      decide(a) {
        const refused = conversationRefusal(caller);
        if (refused) return refused;
        const me = caller.user!;
        // A message id is its author's for good: sent again by them (a retry, a restored backup),
        // it is there already; anyone else's message under that id, in any exhibitor, is refused,
        // never taken over (nor recalled through it later in the push).
        const existing = known.conv.sentIds.get(a.id);
        if (existing) {
          if (existing.partnerId === partnerId && existing.authorId === me.id && existing.conversationId === a.conversationId) return done('completed', false);
          return done('invalid', false, 'message.idTaken');
        }
        let conversation = known.conv.conversations.get(a.conversationId);
        let start: { members: KnownMember[]; subject: string } | null = null;
        if (!conversation) {
          if (!a.start || known.conv.takenIds.has(a.conversationId)) return done('noAccess', false);
          const people = a.start.with.map((id) => known.conv.people.get(id));
          if (people.some((p) => !p || p.id === me.id || (!p.staff && !p.contactable && !p.met))) return done('invalid', false, 'meeting.participantUnknown');
          const members: KnownMember[] = [
            { memberId: me.id, userId: me.id, staff: true, name: personName(caller), email: me.email, role: 'organizer', response: 'accepted' },
            ...people.map((p) => ({ memberId: p!.id, userId: p!.id, staff: p!.staff, name: p!.name, email: p!.email, role: 'participant' as const, response: 'accepted' as const })),
          ];
          conversation = { id: a.conversationId, kind: 'chat', company: false, members, meeting: null, texts: [] };
          known.conv.conversations.set(a.conversationId, conversation);
          start = { members, subject: a.start.subject.trim() };
        }
        if (limit > 0 && pendingChatCount(conversation.texts, me.id) >= limit) return done('invalid', false, 'message.maxPending');
        conversation.texts.push({ authorId: me.id, type: 'text', createdAt: a.createdAt, recalled: false });
        // A recall later in the same push (sent and taken back offline) finds it.
        known.conv.messages.set(a.id, { conversationId: a.conversationId, authorId: me.id, recalled: false, type: 'text' });
        known.conv.sentIds.set(a.id, { partnerId, authorId: me.id, conversationId: a.conversationId });
        // Visitors and guests have no app: the message is mailed to them.
        sent.push({ a, start, toOutside: conversation.members.some((m) => !m.staff && !!m.email) });
        return done('completed', true);
      },
      async write(tx, version) {
        for (const { a, start, toOutside } of sent) {
          if (start) {
            await insertConversation(tx, version, { id: a.conversationId, partnerId, eventId: caller.event.id, kind: 'chat', company: false, subject: start.subject, createdBy: caller.user!.id, createdAt: a.createdAt, members: start.members });
          }
          await addMessage(tx, version, { id: a.id, conversationId: a.conversationId, partnerId, authorId: caller.user!.id, authorName: personName(caller), type: 'text', body: a.body.trim(), createdAt: a.createdAt });
          await markNew(tx, version, partnerId, a.conversationId, caller.user!.id);
          await notifyMembers(tx, version, partnerId, a.conversationId, 'message', caller.user!.id);
          if (toOutside) await enqueue(tx, { kind: 'conversation.mail', payload: { messageId: a.id } });
        }
      },
    };
  },
};
