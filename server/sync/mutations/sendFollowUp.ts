/**
 * 'Send follow-up': recorded on the connection and handed to the job runner, which sends the mail
 * at its time (now, or the exhibitor's end-of-day batch in the event's time zone) exactly once
 * (server/follow-up/send.ts). The connection's content setting must be on: a follow-up carries its
 * content.
 */
import { randomSecret } from '../../security';
import { callerName } from '../../connections/visibility';
import { enqueue } from '../../jobs/runner';
import { endOfDaySendAt } from '../../../src/domain/follow-up';
import type { SendFollowUpArgs } from '../../../src/domain/mutations';
import { done, type MutationHandler } from '../batch';

export const FOLLOW_UP_JOB = 'followup.send';

export const sendFollowUp: MutationHandler<'sendFollowUp'> = {
  needs(a, needs) {
    needs.connections.add(a.connectionId);
  },
  start({ caller, partnerId, known, now }) {
    const requests: SendFollowUpArgs[] = [];
    return {
      decide(a) {
        if (!caller.settings.content) return done('noPermission', false, 'content.settingOff');
        if (!known.visible.has(a.connectionId)) return done('noAccess', false);
        requests.push(a);
        return done('completed', true);
      },
      async write(tx, version) {
        if (!requests.length) return;
        const { followup_batch_at: batchAt } = await tx.selectFrom('partners').select('followup_batch_at').where('id', '=', partnerId).executeTakeFirstOrThrow();
        // The batch of the day it was written on (a follow-up written offline yesterday evening
        // and synced this morning belongs to yesterday's batch, which is over: it goes at once).
        const endOfDayOf = (requestedAt: string) => {
          const asked = new Date(Math.min(Date.parse(requestedAt) || now.getTime(), now.getTime()));
          const at = endOfDaySendAt(asked, caller.event.timezone, batchAt);
          return at.getTime() > now.getTime() ? at : now;
        };
        const rows = requests.map((a) => ({
          id: a.id,
          partner_id: partnerId,
          connection_id: a.connectionId,
          requested_by_user_id: caller.user?.id ?? null,
          requested_by_name: callerName(caller),
          language: a.language,
          mode: a.mode,
          send_at: a.mode === 'now' ? now : endOfDayOf(a.requestedAt),
          unsubscribe_token: randomSecret(24),
          requested_at: new Date(a.requestedAt),
          version,
        }));
        // A request id seen before (another session replayed it) is not sent twice.
        const inserted = await tx.insertInto('connection_followups').values(rows).onConflict((oc) => oc.column('id').doNothing()).returning(['id', 'send_at']).execute();
        for (const r of inserted) await enqueue(tx, { kind: FOLLOW_UP_JOB, payload: { id: r.id }, runAt: r.send_at, singletonKey: `followup:${r.id}`, maxAttempts: 3 });
      },
    };
  },
};
