/** Takes back the caller's own message: its text goes, for everyone, at the next pull. */
import { done, type MutationHandler } from '../batch';
import { conversationRefusal } from './conversation-rules';

export const recallMessage: MutationHandler<'recallMessage'> = {
  needs(a, needs) {
    needs.conv.messages.add(a.id);
  },
  start({ caller, partnerId, known }) {
    const ids = new Set<string>();
    return {
      decide(a) {
        const refused = conversationRefusal(caller);
        if (refused) return refused;
        const message = known.conv.messages.get(a.id);
        if (!message || !known.conv.conversations.has(message.conversationId)) return done('noAccess', false);
        if (message.authorId !== caller.user!.id || message.type !== 'text') return done('noPermission', false, 'message.notAuthor');
        if (message.recalled) return done('completed', false);
        message.recalled = true;
        ids.add(a.id);
        return done('completed', true);
      },
      async write(tx, version) {
        // Only the exhibitor's own messages by this author, whatever was decided above.
        if (ids.size) await tx.updateTable('messages').set({ recalled: true, body: '', version }).where('id', 'in', [...ids]).where('partner_id', '=', partnerId).where('author_id', '=', caller.user!.id).execute();
      },
    };
  },
};
