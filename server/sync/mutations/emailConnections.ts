/** 'Send by e-mail': decided here, mailed after the push's transaction committed (push.ts). */
import { done, type MutationHandler } from '../batch';

export const emailConnections: MutationHandler<'emailConnections'> = {
  needs: (a, needs) => a.connectionIds.forEach((id) => needs.connections.add(id)),
  start({ caller, known }) {
    return {
      decide(a, m) {
        // One connection may be sent by anyone who sees it; a list needs exportConnections.
        if (a.connectionIds.length > 1 && !caller.permissions.has('exportConnections')) return done('noPermission', false);
        if (a.connectionIds.length === 1 && !known.visible.has(a.connectionIds[0]!)) return done('noAccess', false);
        // A list of which the caller sees nothing (also counting captures earlier in this push) sends nothing.
        if (!a.connectionIds.some((id) => known.visible.has(id))) return done('noAccess', false);
        const to = caller.user?.email ?? caller.activationEmail;
        if (!to) return done('invalid', false, 'email.noAddress');
        // Mails an export; changes nothing of the exhibitor's data.
        return { ...done('completed', false), mail: { mutationId: m.id, args: a, to } };
      },
    };
  },
};
