/**
 * The organiser's visitor list (issue #29, finding 6): one event's visitors searched and paged on
 * the server, a visitor edited, added or removed, and the badges of chosen visitors printed.
 *
 * - GET  /api/organiser/events/:eventId/visitors?q=&offset=&limit=: a page, by last name. Each word
 *   of `q` must be in the name, company, e-mail address or badge code (accents ignored).
 * - POST /api/organiser/events/:eventId/visitors: adds one, registered under the event's terms as
 *   they are now (as an import does), with a new badge code.
 * - PUT  /api/organiser/events/:eventId/visitors/:visitorId: changes the contact fields and
 *   visibility; the badge code never changes (it is printed and scanned).
 * - DELETE …/visitors/:visitorId: removes the registration and everything hanging off it (logins,
 *   sessions, a guest's registration, messages). Privacy: a visitor that exhibitors hold as a lead
 *   is not removed here (409 `visitor.hasLeads`): the lead is the exhibitor's record, and only the
 *   exhibitor erases it (with its tombstone and audit entry, server/connections/erase.ts); removing
 *   the visitor underneath would empty those leads without either.
 * - POST /api/organiser/events/:eventId/badges.pdf { ids }: the badges of chosen visitors.
 *
 * An e-mail address is one visitor's at an event (`visitor.emailTaken`), since imports match on it.
 * Exhibitors' team members and system accounts are not visitors (isVisitor): not listed, not
 * changed, not removed, not printed here.
 */
import * as v from 'valibot';
import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { jsonSchema, typed } from '../schemas';
import type { DB } from '../db/schema';
import { newId } from '../security';
import { refused } from '../refusal';
import { serve } from '../endpoints';
import * as endpoints from '../../src/domain/endpoints/organiser-visitors';
import { normalizeBadgeCode } from '../../src/domain/badge';
import { ChosenBadges, VISITOR_PAGE, type OrganiserVisitor, type VisitorInput } from '../../src/domain/organiser-visitors';
import { freeBadgeCode } from './exhibitors';
import { badgesPdf } from './badges';
import { badgeName, isVisitor } from './visitors';

const ORGANISER = { organiser: true } as const;
const EventParams = v.strictObject({ eventId: v.pipe(v.string(), v.maxLength(100)) });

const likeText = (x: string) => x.replace(/[\\%_]/g, (c) => `\\${c}`);

type VisitorRow = {
  id: string;
  badge_code: string;
  first_name: string;
  last_name: string;
  fullname: string | null;
  company: string | null;
  email: string | null;
  jobfunction: string | null;
  phone1: string | null;
  city: string | null;
  country: string | null;
  registration_type: string | null;
  public: boolean;
  contactable: boolean;
  registration_state: string;
  leads: string | number;
};

function toVisitor(r: VisitorRow): OrganiserVisitor {
  // A visitor imported with only a full name shows it as the first name, so the form can change it.
  const first = r.first_name || (!r.last_name && r.fullname ? r.fullname : '');
  return {
    id: r.id,
    badgeCode: r.badge_code,
    firstname: first,
    lastname: r.last_name,
    company: r.company ?? '',
    email: r.email ?? '',
    jobfunction: r.jobfunction ?? '',
    phone1: r.phone1 ?? '',
    city: r.city ?? '',
    country: r.country ?? '',
    registrationtype: r.registration_type ?? '',
    public: r.public,
    contactable: r.contactable,
    registrationState: r.registration_state,
    leads: Number(r.leads),
  };
}

const SELECT = sql`u.id, u.badge_code, u.first_name, u.last_name, u.fullname, u.company, u.email, u.jobfunction, u.phone1, u.city, u.country, u.registration_type,
  u.public, u.contactable, u.registration_state, (select count(*) from connections c where c.visitor_id = u.id) as leads`;

async function readVisitor(db: Kysely<DB>, eventId: string, visitorId: string): Promise<OrganiserVisitor | null> {
  const row = (await sql<VisitorRow>`select ${SELECT} from users u where u.event_id = ${eventId} and u.id = ${visitorId} and ${isVisitor('u')}`.execute(db)).rows[0];
  return row ? toVisitor(row) : null;
}

/** Whether another visitor of the event has this e-mail address. */
async function emailTaken(db: Kysely<DB>, eventId: string, email: string, except: string | null): Promise<boolean> {
  if (!email) return false;
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('event_id', '=', eventId)
    .where(sql<boolean>`lower(email) = ${email}`)
    .where('id', '!=', except ?? '')
    .executeTakeFirst();
  return !!row;
}

/** The users columns of a checked input (empty text is stored as null, names as ''). */
function columnsOf(input: VisitorInput) {
  const orNull = (s: string) => (s === '' ? null : s);
  return {
    first_name: input.firstname,
    last_name: input.lastname,
    // The full name follows the parts, so the badge and the leads show the name as changed.
    fullname: [input.firstname, input.lastname].filter(Boolean).join(' '),
    company: orNull(input.company),
    email: orNull(input.email),
    jobfunction: orNull(input.jobfunction),
    phone1: orNull(input.phone1),
    city: orNull(input.city),
    country: orNull(input.country),
    registration_type: orNull(input.registrationtype),
    public: input.public,
    contactable: input.contactable && input.public,
  };
}

export const organiserVisitorListRoutes: FastifyPluginAsync = async (fastify) => {
  const app = typed(fastify);
  const eventExists = async (id: string) => !!(await app.db.selectFrom('events').select('id').where('id', '=', id).executeTakeFirst());

  serve(app, endpoints.listVisitors, async ({ params, query }) => {
    const { eventId } = params;
    if (!(await eventExists(eventId))) refused(404, 'notFound');
    const offset = Number(query.offset ?? 0);
    const limit = Math.min(Math.max(Number(query.limit ?? VISITOR_PAGE), 1), 100);
    const words = (query.q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8);
    const conditions = words.map((word) => {
      const like = `%${likeText(word)}%`;
      const code = normalizeBadgeCode(word);
      const byCode = code.length >= 3 ? sql` or u.badge_code like ${`%${likeText(code)}%`}` : sql``;
      return sql`(unaccent(u.first_name || ' ' || u.last_name || ' ' || coalesce(u.fullname, '') || ' ' || coalesce(u.company, '')) ilike unaccent(${like})
        or coalesce(u.email, '') ilike ${like}${byCode})`;
    });
    const where = sql`u.event_id = ${eventId} and ${isVisitor('u')}${sql.join(
      conditions.map((c) => sql` and ${c}`),
      sql``,
    )}`;
    const [total, rows] = await Promise.all([
      sql<{ n: string }>`select count(*) as n from users u where ${where}`.execute(app.db),
      sql<VisitorRow>`select ${SELECT} from users u where ${where}
        order by lower(coalesce(nullif(u.last_name, ''), u.fullname, '')), lower(u.first_name), u.id offset ${offset} limit ${limit}`.execute(app.db),
    ]);
    return { total: Number(total.rows[0]!.n), offset, visitors: rows.rows.map(toVisitor) };
  });

  serve(app, endpoints.addVisitor, async ({ params, body }) => {
    const { eventId } = params;
    const event = (await app.db.selectFrom('events').select(['id', 'terms_version']).where('id', '=', eventId).executeTakeFirst()) ?? refused(404, 'notFound');
    if (await emailTaken(app.db, eventId, body.email, null)) refused(409, { error: 'invalid', fields: { email: 'visitor.emailTaken' } });
    const id = newId();
    await app.db
      .insertInto('users')
      .values({
        id,
        event_id: eventId,
        badge_code: await freeBadgeCode(app.db, eventId),
        registration_state: 'registered',
        // Registered on the organiser's platform, under the event's terms as they are now (as an import).
        consent_terms_version: event.terms_version,
        consent_at: new Date(),
        ...columnsOf(body),
      })
      .execute();
    return (await readVisitor(app.db, eventId, id))!;
  });

  serve(app, endpoints.changeVisitor, async ({ params, body }) => {
    const { eventId, visitorId } = params;
    if (!(await readVisitor(app.db, eventId, visitorId))) refused(404, 'notFound');
    if (await emailTaken(app.db, eventId, body.email, visitorId)) refused(409, { error: 'invalid', fields: { email: 'visitor.emailTaken' } });
    await app.db.updateTable('users').set(columnsOf(body)).where('id', '=', visitorId).where('event_id', '=', eventId).execute();
    return (await readVisitor(app.db, eventId, visitorId))!;
  });

  serve(app, endpoints.removeVisitor, async ({ params }) => {
    const { eventId, visitorId } = params;
    const visitor = (await readVisitor(app.db, eventId, visitorId)) ?? refused(404, 'notFound');
    if (visitor.leads > 0) refused(409, 'visitor.hasLeads');
    // Checked again in the statement: a lead captured meanwhile keeps the visitor.
    const gone = await app.db
      .deleteFrom('users')
      .where('id', '=', visitorId)
      .where('event_id', '=', eventId)
      .where(isVisitor('users'))
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('connections').select('connections.id').whereRef('connections.visitor_id', '=', 'users.id'))))
      .executeTakeFirst();
    if (Number(gone.numDeletedRows) !== 1) refused(409, 'visitor.hasLeads');
  });

  app.post(
    '/api/organiser/events/:eventId/badges.pdf',
    { config: { access: ORGANISER }, schema: { params: jsonSchema(EventParams), body: jsonSchema(ChosenBadges) } },
    async (req, reply) => {
      const event = await app.db.selectFrom('events').select(['id', 'name', 'application_color']).where('id', '=', req.params.eventId).executeTakeFirst();
      if (!event) return reply.status(404).send({ error: 'notFound' });
      const ids = [...new Set(req.body.ids)];
      const rows = await app.db
        .selectFrom('users')
        .select(['id', 'badge_code', 'fullname', 'first_name', 'lastnameprefix', 'last_name', 'company'])
        .where('event_id', '=', event.id)
        .where('id', 'in', ids)
        .where(isVisitor('users'))
        .execute();
      // Every chosen visitor must be one of the event's: a badge silently left out would be missed at the desk.
      if (rows.length !== ids.length) return reply.status(404).send({ error: 'notFound' });
      const order = new Map(ids.map((id, i) => [id, i]));
      rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
      const pdf = await badgesPdf(
        { id: event.id, name: event.name, applicationColor: event.application_color },
        rows.map((u) => ({ code: u.badge_code, company: u.company, name: badgeName(u) })),
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${event.id}-badges-chosen.pdf"`)
        .send(Buffer.from(pdf));
    },
  );
};
