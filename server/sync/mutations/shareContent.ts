/** A content item to share (or no longer) with a connection's visitor: the exhibitor's own items only. */
import { sharedContentKey } from '../../../src/domain/content';
import type { ShareContentArgs } from '../../../src/domain/mutations';
import { callerName } from '../../connections/visibility';
import { chunks, done, type MutationHandler } from '../batch';

export const shareContent: MutationHandler<'shareContent'> = {
  needs(a, needs) {
    needs.connections.add(a.connectionId);
    needs.contents.add(a.contentId);
  },
  start({ caller, partnerId, known }) {
    const shares = new Map<string, ShareContentArgs>();
    return {
      decide(a) {
        if (!caller.settings.content) return done('noPermission', false, 'content.settingOff');
        if (!known.visible.has(a.connectionId)) return done('noAccess', false);
        if (!known.contents.has(a.contentId)) return done('invalid', false, 'content.unknown');
        const key = sharedContentKey(a.connectionId, a.contentId);
        shares.delete(key);
        shares.set(key, a);
        return done('completed', true);
      },
      async write(tx, version) {
        for (const rows of chunks([...shares.values()])) {
          await tx
            .insertInto('connection_contents')
            .values(
              rows.map((a) => ({
                connection_id: a.connectionId,
                content_id: a.contentId,
                partner_id: partnerId,
                shared: a.shared,
                updated_by_user_id: caller.user?.id ?? null,
                updated_by_name: callerName(caller),
                updated_at: new Date(a.updatedAt),
                version,
              })),
            )
            .onConflict((oc) =>
              oc.columns(['connection_id', 'content_id']).doUpdateSet((eb) => ({
                shared: eb.ref('excluded.shared'),
                updated_by_user_id: eb.ref('excluded.updated_by_user_id'),
                updated_by_name: eb.ref('excluded.updated_by_name'),
                updated_at: eb.ref('excluded.updated_at'),
                version,
              })),
            )
            .execute();
        }
      },
    };
  },
};
