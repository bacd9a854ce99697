/**
 * The organiser API, for the organiser's own systems (registration platform, badge printer):
 * authenticated by an organiser API key (`Authorization: Bearer lso_…`, made in the console), and
 * nothing else reaches it. Visitors and exhibitors are written with the same rules as the
 * console's imports (src/domain/visitor-import.ts, src/domain/exhibitor-import.ts): a visitor
 * matched by badge code, then e-mail, is updated; an exhibitor matched by name is kept. Problems
 * name the item by its index in the request. Documented in docs/organiser-api.md.
 */
import * as v from 'valibot';
import { dateTime } from '../../src/domain/date-time';
import type { FastifyPluginAsync } from 'fastify';
import { jsonSchema, typed } from '../schemas';
import { checkRows, IMPORT_CHUNK, IMPORT_FIELDS } from '../../src/domain/visitor-import';
import { checkExhibitorRows, EXHIBITOR_IMPORT_CHUNK, EXHIBITOR_IMPORT_FIELDS } from '../../src/domain/exhibitor-import';
import { allSettings, ExhibitorSettings } from '../../src/domain/session';
import { importVisitors } from './visitors';
import { importExhibitors, inviteAll } from './exhibitors';
import { parseBadgeQr } from '../../src/domain/badge-qr';
import { normalizeBadgeCode } from '../../src/domain/badge';

const KEY = { organiserKey: true } as const;
/** Each key may make this many requests a minute. */
const RATE = { max: 120, timeWindow: '1 minute' };
const EventParams = v.strictObject({ eventId: v.pipe(v.string(), v.maxLength(100)) });
const text = v.union([v.string(), v.number(), v.boolean()]);

const VisitorsRequest = v.strictObject({
  visitors: v.pipe(v.array(v.record(v.picklist(IMPORT_FIELDS), text)), v.minLength(1), v.maxLength(IMPORT_CHUNK)),
  dryRun: v.optional(v.boolean()),
});
const ExhibitorsRequest = v.strictObject({
  exhibitors: v.pipe(v.array(v.record(v.picklist(EXHIBITOR_IMPORT_FIELDS), v.string())), v.minLength(1), v.maxLength(EXHIBITOR_IMPORT_CHUNK)),
  settings: v.optional(v.strictObject(ExhibitorSettings.entries)),
  invite: v.optional(v.boolean()),
  dryRun: v.optional(v.boolean()),
});

/** Badge codes the event's check-in saw (its gates or scanners), as typed or as the QR code carries them. */
const CheckInsRequest = v.strictObject({
  badgeCodes: v.pipe(v.array(v.pipe(v.string(), v.maxLength(200))), v.minLength(1), v.maxLength(5000)),
  at: v.optional(dateTime()),
});

const asText = (record: Record<string, string | number | boolean>) => Object.fromEntries(Object.entries(record).map(([k, val]) => [k, typeof val === 'boolean' ? (val ? 'yes' : 'no') : String(val).trim()]));
/** Problems by the item's index in the request (the checks number rows from 0 here). */
const byIndex = <P extends { row: number }>(problems: P[]) => problems.map(({ row, ...rest }) => ({ index: row, ...rest }));

export const organiserApiRoutes: FastifyPluginAsync = async (fastify) => {
  const app = typed(fastify);
  const keyed = { access: KEY, rateLimit: { ...RATE, keyGenerator: (req: { headers: { authorization?: string }; ip: string }) => req.headers.authorization ?? req.ip } };

  app.get('/api/organiser/v1/events', { config: keyed }, async () => {
    const events = await app.db.selectFrom('events').select(['id', 'name', 'starts_at', 'ends_at', 'timezone']).orderBy('starts_at', 'desc').execute();
    return events.map((e) => ({ id: e.id, name: e.name, startsAt: e.starts_at.toISOString(), endsAt: e.ends_at.toISOString(), timezone: e.timezone }));
  });

  app.put('/api/organiser/v1/events/:eventId/visitors', { config: keyed, bodyLimit: 8 * 1024 * 1024, schema: { params: jsonSchema(EventParams), body: { type: 'object' } } }, async (req, reply) => {
    const parsed = v.safeParse(VisitorsRequest, req.body);
    if (!parsed.success) return reply.status(400).send({ error: 'badRequest', message: 'Expected { visitors: [...] } with 1 to 2500 visitors of known fields.' });
    const event = await app.db.selectFrom('events').select('id').where('id', '=', req.params.eventId).executeTakeFirst();
    if (!event) return reply.status(404).send({ error: 'notFound' });
    const { visitors, problems } = checkRows(parsed.output.visitors.map(asText), 0);
    const result = await importVisitors(app.db, event.id, visitors, parsed.output.dryRun ?? false);
    return { created: result.created, updated: result.updated, visitors: result.written.map(({ row, ...rest }) => ({ index: row, ...rest })), problems: byIndex(problems) };
  });

  // Attendance: the visitors the check-in saw arrive. Each is 'show' from then on (the exhibitors'
  // guests list shows it); a code seen again keeps its first time; unknown codes are listed back.
  app.post('/api/organiser/v1/events/:eventId/check-ins', { config: keyed, bodyLimit: 1024 * 1024, schema: { params: jsonSchema(EventParams), body: { type: 'object' } } }, async (req, reply) => {
    const parsed = v.safeParse(CheckInsRequest, req.body);
    if (!parsed.success) return reply.status(400).send({ error: 'badRequest', message: 'Expected { badgeCodes: [...], at?: ISO time } with 1 to 5000 badge codes.' });
    const event = await app.db.selectFrom('events').select('id').where('id', '=', req.params.eventId).executeTakeFirst();
    if (!event) return reply.status(404).send({ error: 'notFound' });
    const wanted = [...new Set(parsed.output.badgeCodes.map((c) => parseBadgeQr(c)?.code ?? normalizeBadgeCode(c)))];
    const at = parsed.output.at ? new Date(parsed.output.at) : new Date();
    const seen = await app.db
      .updateTable('users')
      .set((eb) => ({ attendance_state: 'show', attendance_type: 'onsite', checked_in_at: eb.fn.coalesce('checked_in_at', eb.val(at)) }))
      .where('event_id', '=', event.id)
      .where('badge_code', 'in', wanted)
      .returning('badge_code')
      .execute();
    const found = new Set(seen.map((r) => r.badge_code));
    return { checkedIn: found.size, unknown: wanted.filter((c) => !found.has(c)) };
  });

  app.put('/api/organiser/v1/events/:eventId/exhibitors', { config: keyed, bodyLimit: 2 * 1024 * 1024, schema: { params: jsonSchema(EventParams), body: { type: 'object' } } }, async (req, reply) => {
    const parsed = v.safeParse(ExhibitorsRequest, req.body);
    if (!parsed.success) return reply.status(400).send({ error: 'badRequest', message: 'Expected { exhibitors: [...] } with 1 to 500 exhibitors of known fields.' });
    const event = await app.db.selectFrom('events').select(['id', 'name']).where('id', '=', req.params.eventId).executeTakeFirst();
    if (!event) return reply.status(404).send({ error: 'notFound' });
    const { exhibitors, problems } = checkExhibitorRows(parsed.output.exhibitors.map(asText), 0);
    const dryRun = parsed.output.dryRun ?? false;
    const { created, updated, toInvite } = await importExhibitors(app.db, event.id, exhibitors, parsed.output.settings ?? allSettings(true), dryRun);
    const invited = parsed.output.invite && !dryRun ? await inviteAll(app, event, toInvite, problems, req.log) : 0;
    return { created, updated, invited, problems: byIndex(problems.sort((a, b) => a.row - b.row)) };
  });
};
