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
          // Archived or deleted before a message the person had not seen yet: that message keeps it in the inbox.
          let folder = a.folder;
          if (folder && folder !== 'inbox' && a.seenUpTo) {
            const newer = await tx.selectFrom('conversations').select('id').where('id', '=', a.conversationId).where('last_message_at', '>', new Date(a.seenUpTo)).executeTakeFirst();
            if (newer) folder = undefined;
          }
          // Written all the same (a new version): the device that moved it hears that it is back.
          await tx
            .insertInto('conversation_states')
            .values({ conversation_id: a.conversationId, user_id: caller.user!.id, partner_id: partnerId, folder: folder ?? 'inbox', unread: a.unread ?? false, version })
            .onConflict((oc) =>
              oc.columns(['conversation_id', 'user_id']).doUpdateSet((eb) => ({
                folder: folder ?? eb.ref('conversation_states.folder'),
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
