/**
 * Marks the caller's notifications read: the ones named, or all. Notifications come from the
 * conversations and from the tasks (one the organiser sent back), so either section being on is
 * enough.
 */
import type { ReadNotificationsArgs } from '../../../src/domain/mutations';
import { done, type MutationHandler } from '../batch';

export const readNotifications: MutationHandler<'readNotifications'> = {
  start({ caller, partnerId }) {
    const reads: ReadNotificationsArgs[] = [];
    return {
      decide(a) {
        // With the tasks on, a person reads their notifications also with the conversations off.
        if (!caller.settings.conversation && !caller.settings.tasks) return done('noAccess', false, 'conversation.off');
        if (!caller.user || caller.isSystem) return done('noPermission', false, 'conversation.noPerson');
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
