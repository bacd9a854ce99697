/**
 * GET /api/visitors/directory: the event's visitor directory for offline scanning, so a scan
 * without signal shows name and company at once.
 *
 * Data minimisation: only for sessions that may capture connections, only while the exhibitor
 * holds a scan licence (without one, connections show contact data only once a licence is
 * active, so the device keeps just the codes), only registered visitors of the session's event,
 * and only the code, name and company, each only if the event's organiser lets exhibitors
 * receive it (the event's visitor fields). Paged by visitor id.
 */
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../auth/access';
import { errorResponses, jsonSchema, typed } from '../schemas';
import { partnerLicensed } from '../connections/visibility';
import { receivedFields } from '../connections/rows';
import { isEventEnded } from '../../src/domain/event';
import { DIRECTORY_PAGE, DirectoryPage, DirectoryQuery } from '../../src/domain/protocol';

/** The visitor's name from the name fields the exhibitor may receive. */
function visitorName(u: { fullname: string | null; first_name: string; lastnameprefix: string | null; last_name: string }, fields: Set<string>): string {
  if (fields.has('fullname') && u.fullname?.trim()) return u.fullname.trim();
  const parts = [fields.has('firstname') ? u.first_name : null, fields.has('lastnameprefix') ? u.lastnameprefix : null, fields.has('lastname') ? u.last_name : null];
  return parts.map((p) => p?.trim()).filter(Boolean).join(' ');
}

export const visitorRoutes: FastifyPluginAsync = async (fastify) => {
  const app = typed(fastify);
  app.get(
    '/api/visitors/directory',
    {
      config: { access: { modes: ['staff', 'scan'], setting: 'connections', anyPermission: ['createConnections'] } },
      schema: {
        querystring: jsonSchema(DirectoryQuery),
        response: { ...errorResponses, 200: jsonSchema(DirectoryPage) },
      },
    },
    async (req): Promise<DirectoryPage> => {
      const caller = callerOf(req);
      const after = req.query.after ?? '';
      // Nothing to keep once the event is over (scanning is closed) or without a licence.
      if (isEventEnded({ endsAt: caller.event.ends_at.toISOString() }) || !(await partnerLicensed(app.db, caller.partner!.id))) {
        return { licensed: false, visitors: [], next: null };
      }
      const rows = await app.db
        .selectFrom('users')
        .select(['id', 'badge_code', 'fullname', 'first_name', 'last_name', 'lastnameprefix', 'company'])
        .where('event_id', '=', caller.event.id)
        .where('is_system', '=', false)
        .where('registration_state', '=', 'registered')
        .where('id', '>', after)
        .orderBy('id')
        .limit(DIRECTORY_PAGE + 1)
        .execute();
      const page = rows.slice(0, DIRECTORY_PAGE);
      const fields = new Set<string>(receivedFields(caller.event));
      const withName = ['fullname', 'firstname', 'lastname'].some((f) => fields.has(f));
      return {
        licensed: true,
        next: rows.length > DIRECTORY_PAGE ? page[page.length - 1]!.id : null,
        visitors: page.map((u) => ({
          id: u.id,
          code: u.badge_code,
          name: withName ? visitorName(u, fields) : '',
          company: fields.has('company') ? u.company : null,
        })),
      };
    },
  );
};
