/**
 * The visitor list (/attendees, view-public-visitor-list setting):
 *
 * - GET /api/attendees?q=&company=&registrationType=&after=&limit=: the visitors of the caller's
 *   event who chose to be public, by name, a page at a time (keyset paging: `next` is the key of
 *   the page's last row, so a list that changes meanwhile neither repeats nor skips anyone), with
 *   the number of matches in all.
 * - GET /api/attendees/facets: what to filter by: the companies and registration types, counted.
 * - GET /api/attendees/:id: one of them (the user preview opened from an address, whoever is on
 *   the page shown); 404 `attendees.notFound` for anyone the list would not show.
 *
 * Who is listed: registered visitors of the event with `public` on; never a member of any
 * exhibitor's team (the staff table) nor a system user. What is shown: name, company, job
 * function, country, registration type and contactable, each only if the event's organiser lets
 * exhibitors receive it (the event's visitor fields); a field that is withheld is not searched
 * either. Searching is done here (docs/decisions.md, "The visitor list is searched on the server").
 */
import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB, EventRow } from '../db/schema';
import { callerOf } from '../auth/access';
import { typed } from '../schemas';
import { serve } from '../endpoints';
import { refused } from '../refusal';
import * as endpoints from '../../src/domain/endpoints/attendees';
import { receivedFields } from '../connections/rows';
import { ATTENDEES_MAX_COMPANIES, ATTENDEES_PAGE, searchWords, type Attendee } from '../../src/domain/attendees';

/** A row as the query gives it. */
interface Row {
  id: string;
  name: string;
  company: string | null;
  job_function: string | null;
  country: string | null;
  registration_type: string | null;
  contactable: boolean;
  sort_key: string;
  total: string | number;
}

/** `x` inside a LIKE pattern, matched literally. */
function likeText(x: string): string {
  return x.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The public visitors of an event, with only the fields its organiser lets exhibitors receive
 * (a withheld field is null, so it is neither shown nor searched).
 */
function publicVisitors(db: Kysely<DB>, event: Pick<EventRow, 'id' | 'visitor_fields'>) {
  const fields = new Set<string>(receivedFields(event));
  const parts: RawBuilder<unknown>[] = [];
  if (fields.has('firstname')) parts.push(sql`nullif(trim(u.first_name), '')`);
  if (fields.has('lastnameprefix')) parts.push(sql`nullif(trim(u.lastnameprefix), '')`);
  if (fields.has('lastname')) parts.push(sql`nullif(trim(u.last_name), '')`);
  const joined = parts.length ? sql`concat_ws(' ', ${sql.join(parts)})` : sql`''`;
  const name = fields.has('fullname') ? sql`coalesce(nullif(trim(u.fullname), ''), ${joined})` : joined;
  const field = (f: string, column: string): RawBuilder<string | null> => (fields.has(f) ? sql<string | null>`nullif(trim(${sql.ref(`u.${column}`)}), '')` : sql<null>`null::text`);
  return db
    .selectFrom('users as u')
    .select([
      'u.id',
      sql<string>`${name}`.as('name'),
      field('company', 'company').as('company'),
      field('jobfunction', 'jobfunction').as('job_function'),
      field('country', 'country').as('country'),
      field('registrationtype', 'registration_type').as('registration_type'),
      'u.contactable',
    ])
    .where('u.event_id', '=', event.id)
    .where('u.public', '=', true)
    .where('u.is_system', '=', false)
    .where('u.registration_state', '=', 'registered')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('staff as s').select('s.user_id').whereRef('s.user_id', '=', 'u.id'))));
}

function attendeeOf(r: Omit<Row, 'sort_key' | 'total'>): Attendee {
  return { id: r.id, name: r.name, company: r.company, jobFunction: r.job_function, country: r.country, registrationType: r.registration_type, contactable: r.contactable };
}

/** The page cursor: the sort key and id of the last row shown. */
function encodeCursor(key: string, id: string): string {
  return Buffer.from(JSON.stringify([key, id]), 'utf8').toString('base64url');
}

function decodeCursor(cursor: string): [string, string] | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' && typeof value[1] === 'string') return [value[0], value[1]];
  } catch {
    // not ours
  }
  return null;
}

export const attendeeRoutes: FastifyPluginAsync = async (fastify) => {
  const app = typed(fastify);

  serve(app, endpoints.attendeesPage, async ({ query }, req) => {
    const caller = callerOf(req);
    const { q, company, registrationType, after, limit = ATTENDEES_PAGE } = query;
    const cursor = after ? decodeCursor(after) : null;
    if (after && !cursor) refused(400, 'attendees.badCursor');

    let matches = app.db.selectFrom(publicVisitors(app.db, caller.event).as('m')).selectAll('m').select(sql<string>`lower(m.name)`.as('sort_key'));
    for (const word of searchWords(q)) {
      const pattern = `%${likeText(word)}%`;
      // Accents aside: "Garcia" finds "García", "Sahin" finds "Şahin".
      matches = matches.where(sql<boolean>`(unaccent(m.name) ilike unaccent(${pattern}) or unaccent(m.company) ilike unaccent(${pattern}) or unaccent(m.job_function) ilike unaccent(${pattern}))`);
    }
    const companyText = company?.trim();
    if (companyText) matches = matches.where(sql<boolean>`unaccent(m.company) ilike unaccent(${`%${likeText(companyText)}%`})`);
    if (registrationType) matches = matches.where('m.registration_type', '=', registrationType);

    const rows = (await app.db
      .with('matches', () => matches)
      .selectFrom('matches as k')
      .selectAll('k')
      .select(sql<string>`(select count(*) from matches)`.as('total'))
      .$if(!!cursor, (qb) => qb.where(sql<boolean>`(k.sort_key, k.id) > (${cursor![0]}, ${cursor![1]})`))
      .orderBy('k.sort_key')
      .orderBy('k.id')
      .limit(limit + 1)
      .execute()) as Row[];

    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    // On a later page with nothing after the cursor there is no row to read the total from.
    const total = rows[0] ? Number(rows[0].total) : cursor ? Number((await app.db.with('matches', () => matches).selectFrom('matches').select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n) : 0;
    return {
      attendees: page.map(attendeeOf),
      total,
      next: rows.length > limit && last ? encodeCursor(last.sort_key, last.id) : null,
    };
  });

  serve(app, endpoints.attendeeFacets, async (_, req) => {
    const caller = callerOf(req);
    const visitors = () => publicVisitors(app.db, caller.event);
    const [total, companies, types] = await Promise.all([
      app.db.selectFrom(visitors().as('m')).select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
      app.db
        .selectFrom(visitors().as('m'))
        .select(['m.company as value', sql<string>`count(*)`.as('count')])
        .where('m.company', 'is not', null)
        .groupBy('m.company')
        .orderBy(sql`count(*)`, 'desc')
        .orderBy('m.company')
        .limit(ATTENDEES_MAX_COMPANIES)
        .execute(),
      app.db
        .selectFrom(visitors().as('m'))
        .select(['m.registration_type as value', sql<string>`count(*)`.as('count')])
        .where('m.registration_type', 'is not', null)
        .groupBy('m.registration_type')
        .orderBy('m.registration_type')
        .execute(),
    ]);
    const facet = (r: { value: string | null; count: string | number }) => ({ value: r.value ?? '', count: Number(r.count) });
    const byValue = (a: { value: string }, b: { value: string }) => a.value.localeCompare(b.value, 'en', { sensitivity: 'base' });
    return { total: Number(total.n), companies: companies.map(facet).sort(byValue), registrationTypes: types.map(facet).sort(byValue) };
  });

  serve(app, endpoints.oneAttendee, async ({ params }, req) => {
    const row = await publicVisitors(app.db, callerOf(req).event).where('u.id', '=', params.id).executeTakeFirst();
    return row ? attendeeOf(row) : refused(404, 'attendees.notFound');
  });
};
