/**
 * GET /api/audit: the exhibitor's audit log, newest first, for its administrators: exports
 * (downloaded on a device or mailed), deletions, visitors' data exported or erased, retention.
 * Paged by entry id.
 */
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../auth/access';
import { typed } from '../schemas';
import { serve } from '../endpoints';
import { auditLog } from '../../src/domain/endpoints/audit';
import { AUDIT_PAGE } from '../../src/domain/audit';

export const auditRoutes: FastifyPluginAsync = async (fastify) => {
  const app = typed(fastify);
  serve(app, auditLog, async ({ query: { before } }, req) => {
    const caller = callerOf(req);
    let query = app.db
      .selectFrom('audit_log')
      .select(['id', 'at', 'actor', 'actor_name', 'action', 'row_count', 'subject'])
      .where('partner_id', '=', caller.partner!.id)
      .orderBy('id', 'desc')
      .limit(AUDIT_PAGE + 1);
    if (before) query = query.where('id', '<', before);
    const rows = await query.execute();
    const page = rows.slice(0, AUDIT_PAGE);
    // A restore in a colleague's name says whose: their name (the subject is 'u:<user>').
    const onBehalf = page.filter((r) => r.action === 'sync.restored' && r.subject !== r.actor && r.subject.startsWith('u:')).map((r) => r.subject.slice(2));
    const people = onBehalf.length ? await app.db.selectFrom('users').select(['id', 'first_name', 'last_name']).where('id', 'in', onBehalf).execute() : [];
    const nameOf = (subject: string) => {
      const p = people.find((u) => `u:${u.id}` === subject);
      return p ? `${p.first_name} ${p.last_name}`.trim() : null;
    };
    return {
      entries: page.map((r) => ({
        id: String(r.id),
        at: new Date(r.at).toISOString(),
        actorName: r.actor_name,
        system: r.actor.startsWith('system:'),
        action: r.action,
        rowCount: r.row_count,
        ...(r.action === 'sync.restored' && r.subject !== r.actor ? { asName: nameOf(r.subject) } : {}),
      })),
      next: rows.length > AUDIT_PAGE ? String(page[page.length - 1]!.id) : null,
    };
  });
};
