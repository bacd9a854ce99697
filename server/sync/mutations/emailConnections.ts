/**
 * 'Send by e-mail': decided here, mailed after the push's transaction committed (push.ts). Each
 * person may mail EXPORT_MAILS_PER_DAY exports in 24 hours: one push cannot send hundreds of
 * mails of visitor data; beyond that the request is refused ('email.quotaReached'), and says so.
 * A scan user's address is mailed to only once confirmed (server/account/email-confirmation.ts).
 */
import { EXPORT_MAILS_PER_DAY } from '../../../src/domain/limits';
import { done, type MutationHandler } from '../batch';
import { callerName, scannerKey } from '../../connections/visibility';

export const emailConnections: MutationHandler<'emailConnections'> = {
  needs: (a, needs) => {
    a.connectionIds.forEach((id) => needs.connections.add(id));
    needs.mails = true;
  },
  start({ caller, partnerId, known, now }) {
    const requested: Array<{ id: string; count: number }> = [];
    return {
      decide(a, m) {
        // One connection may be sent by anyone who sees it; a list needs exportConnections.
        if (a.connectionIds.length > 1 && !caller.permissions.has('exportConnections')) return done('noPermission', false);
        if (a.connectionIds.length === 1 && !known.visible.has(a.connectionIds[0]!)) return done('noAccess', false);
        // A list of which the caller sees nothing (also counting captures earlier in this push) sends nothing.
        if (!a.connectionIds.some((id) => known.visible.has(id))) return done('noAccess', false);
        const to = caller.user?.email ?? caller.activationEmail;
        if (!to) return done('invalid', false, 'email.noAddress');
        // A scan user's address was typed at activation: mailed to only once a code proved it.
        if (!caller.user && !caller.activationEmailConfirmed) return done('invalid', false, 'email.unconfirmed');
        if (known.mailsToday >= EXPORT_MAILS_PER_DAY) return done('invalid', false, 'email.quotaReached');
        // Counted in export_mails when the push records its outcomes (push.ts).
        known.mailsToday++;
        requested.push({ id: a.id, count: a.connectionIds.filter((id) => known.visible.has(id)).length });
        // Mails an export; changes nothing of the exhibitor's data.
        return { ...done('completed', false), mail: { mutationId: m.id, args: a, to } };
      },
      // The exhibitor's audit log records each export mailed (who, when, how many connections).
      async record(tx) {
        if (!requested.length) return;
        await tx
          .insertInto('audit_log')
          .values(requested.map((r) => ({ partner_id: partnerId, event_id: caller.event.id, actor: scannerKey(caller), actor_name: callerName(caller), action: 'connections.emailed', subject: r.id, at: now, row_count: r.count })))
          .execute();
      },
    };
  },
};
