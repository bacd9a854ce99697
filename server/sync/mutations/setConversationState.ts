/** The caller's own view of a conversation they may read: its folder (inbox, archived, deleted) and unread mark. */
import type { SetConversationStateArgs } from '../../../src/domain/mutations';
import { done, type MutationHandler } from '../batch';
import { conversationRefusal } from './conversation-rules';

export const setConversationState: MutationHandler<'setConversationState'> = {
  needs(a, needs) {
    needs.conv.conversations.add(a.conversationId);
  },
  start({ caller, partnerId, known }) {
    const changes: SetConversationStateArgs[] = [];
    return {
      decide(a) {
        const refused = conversationRefusal(caller);
        if (refused) return refused;
        if (!known.conv.conversations.has(a.conversationId)) return done('noAccess', false);
        changes.push(a);
        return done('completed', true);
      },
      async write(tx, version) {
        for (const a of changes) {
          await tx
            .insertInto('conversation_states')
            .values({ conversation_id: a.conversationId, user_id: caller.user!.id, partner_id: partnerId, folder: a.folder ?? 'inbox', unread: a.unread ?? false, version })
            .onConflict((oc) =>
              oc.columns(['conversation_id', 'user_id']).doUpdateSet((eb) => ({
                folder: a.folder ?? eb.ref('conversation_states.folder'),
                unread: a.unread ?? eb.ref('conversation_states.unread'),
                version,
              })),
            )
            .execute();
        }
      },
    };
  },
};
