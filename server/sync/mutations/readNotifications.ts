/** Marks the caller's notifications read: the ones named, or all. */
import type { ReadNotificationsArgs } from '../../../src/domain/mutations';
import { done, type MutationHandler } from '../batch';
import { conversationRefusal } from './conversation-rules';

export const readNotifications: MutationHandler<'readNotifications'> = {
  start({ caller, partnerId }) {
    const reads: ReadNotificationsArgs[] = [];
    return {
      decide(a) {
        const refused = conversationRefusal(caller);
        if (refused) return refused;
        reads.push(a);
        return done('completed', true);
      },
      async write(tx, version) {
        for (const a of reads) {
          if (!a.all && !a.ids.length) continue;
          let q = tx.updateTable('notifications').set({ read: true, version }).where('partner_id', '=', partnerId).where('user_id', '=', caller.user!.id).where('read', '=', false);
          if (!a.all) q = q.where('id', 'in', a.ids);
          await q.execute();
        }
      },
    };
  },
};
