/** An export made on a device: one entry of the exhibitor's audit log (who, when, how many connections); no data changes. */
import { callerName, scannerKey } from '../../connections/visibility';
import { done, type MutationHandler } from '../batch';
import type { RecordExportArgs } from '../../../src/domain/mutations';

export const recordExport: MutationHandler<'recordExport'> = {
  start({ caller, partnerId, now }) {
    const exports: RecordExportArgs[] = [];
    return {
      decide(a) {
        exports.push(a);
        return done('completed', false);
      },
      async record(tx) {
        if (!exports.length) return;
        await tx
          .insertInto('audit_log')
          .values(
            exports.map((a) => ({
              partner_id: partnerId,
              event_id: caller.event.id,
              actor: scannerKey(caller),
              actor_name: callerName(caller),
              action: `connections.exported.${a.format}`,
              subject: a.id,
              at: now,
              row_count: a.count,
            })),
          )
          .execute();
      },
    };
  },
};
