/**
 * A connection deleted on purpose, by the person who scanned it first or an administrator. The
 * connection and all of it go (notes, stages, answers, meetings, files' rows by cascade); a
 * tombstone tells every device of the exhibitor to drop it; the audit log keeps who deleted which
 * connection when, without the visitor's data. A deletion is the last mutation of its run
 * (apply.ts): a capture before it in the push is deleted with it, one after it (the visitor scanned
 * again) makes a new connection.
 */
import { callerName, scannerKey } from '../../connections/visibility';
import { chunks, done, type MutationHandler } from '../batch';

export const deleteConnection: MutationHandler<'deleteConnection'> = {
  needs(a, needs) {
    needs.connections.add(a.connectionId);
    needs.scannedBy.add(a.connectionId);
  },
  start({ caller, partnerId, known, now }) {
    const deleted = new Set<string>();
    return {
      decide(a) {
        const first = known.firstScans.get(a.connectionId);
        // Never on the server (a visitor not found, a capture refused): nothing to delete.
        if (!first) return done('completed', false);
        if (!known.visible.has(a.connectionId)) return done('noAccess', false);
        if (first.scanner !== scannerKey(caller) && !caller.permissions.has('admin')) return done('noPermission', false, 'connection.deleteNotAllowed');
        deleted.add(a.connectionId);
        return done('completed', true);
      },
      async write(tx, version) {
        for (const part of chunks([...deleted])) {
          const gone = await tx.deleteFrom('connections').where('partner_id', '=', partnerId).where('id', 'in', part).returning('id').execute();
          if (!gone.length) continue;
          await tx
            .insertInto('connection_deletions')
            .values(gone.map((r) => ({ connection_id: r.id, partner_id: partnerId, deleted_at: now, version })))
            .onConflict((oc) => oc.column('connection_id').doUpdateSet({ deleted_at: now, version }))
            .execute();
          await tx
            .insertInto('audit_log')
            .values(gone.map((r) => ({ partner_id: partnerId, event_id: caller.event.id, actor: scannerKey(caller), actor_name: callerName(caller), action: 'connection.deleted', subject: r.id, at: now, row_count: 1 })))
            .execute();
        }
      },
    };
  },
};
