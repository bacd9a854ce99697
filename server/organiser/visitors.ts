/**
 * The event's visitors, imported from the registration list. The console reads the file, maps its
 * columns and checks it (src/domain/visitor-import.ts), then sends the rows in parts; the server
 * checks each part again and writes it set-based: a visitor is matched by badge code, then by
 * e-mail address, and updated (empty cells keep what was there, a badge code never changes);
 * anyone else is added, with the badge code from the file or a new one. Imported visitors are
 * registered, so licensed devices find them in their offline directory at its next refresh.
 */
import * as v from 'valibot';
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { jsonSchema, typed } from '../schemas';
import { serve } from '../endpoints';
import { refused } from '../refusal';
import * as endpoints from '../../src/domain/endpoints/organiser-visitors';
import type { DB } from '../db/schema';
import { newId } from '../security';
import { badgeCodeFromBytes } from '../../src/domain/badge';
import { CONNECTION_CONTACT_FIELDS, type ConnectionContactField } from '../../src/domain/connection';
import { checkRows, type CheckedVisitor, type RowProblem } from '../../src/domain/visitor-import';
import { badgesPdf } from './badges';

/** At most this many badges in one PDF (the console offers the list in parts of this size). */
export const BADGES_PER_FILE = 1000;

/**
 * Whether the users row `u` is one of the event's visitors: not a system account and not in an
 * exhibitor's team (an administrator or staff member invited by an exhibitor is the exhibitor's,
 * not a visitor: not counted, not printed; issue #29).
 */
export const isVisitor = (u: string) => sql<boolean>`(not ${sql.ref(`${u}.is_system`)} and not exists (select 1 from staff s where s.user_id = ${sql.ref(`${u}.id`)}))`;

/** The name a badge prints: the full name, or first name, prefix and last name. */
export function badgeName(u: { fullname: string | null; first_name: string; lastnameprefix: string | null; last_name: string }): string {
  return u.fullname?.trim() || [u.first_name, u.lastnameprefix, u.last_name].map((x) => x?.trim()).filter(Boolean).join(' ');
}
const BadgeQuery = v.strictObject({ offset: v.optional(v.pipe(v.string(), v.regex(/^\d{1,7}$/))) });

const ORGANISER = { organiser: true } as const;
const EventParams = v.strictObject({ eventId: v.pipe(v.string(), v.maxLength(100)) });


/** The users column of each contact field (most are named alike). */
const COLUMN: Partial<Record<ConnectionContactField, string>> = { firstname: 'first_name', lastname: 'last_name', registrationtype: 'registration_type' };
const columnOf = (f: ConnectionContactField) => COLUMN[f] ?? f;

export interface ImportResult {
  created: number;
  updated: number;
  problems: RowProblem[];
}

/** Writes checked visitors of one event (one part of a file), in one transaction. */
export async function importVisitors(
  db: Kysely<DB>,
  eventId: string,
  visitors: ReadonlyArray<{ row: number; visitor: CheckedVisitor }>,
  dryRun = false,
  /** The id of a new visitor (the demo keeps its visitors' ids stable); by default a random one. */
  idFor: (row: number) => string = () => newId(),
): Promise<Omit<ImportResult, 'problems'> & { written: Array<{ row: number; id: string; badgeCode: string }> }> {
  if (!visitors.length) return { created: 0, updated: 0, written: [] };
  // Inside the caller's transaction when there is one (the demo seed), else in one of its own.
  const inTransaction = <T>(work: (tx: Kysely<DB>) => Promise<T>) => (db.isTransaction ? work(db) : db.transaction().execute(work));
  return inTransaction(async (tx) => {
    const codes = visitors.flatMap((x) => (x.visitor.badgeCode ? [x.visitor.badgeCode] : []));
    const emails = visitors.flatMap((x) => (x.visitor.contact.email ? [x.visitor.contact.email] : []));
    const existing = await sql<{ id: string; badge_code: string; email: string | null }>`
      select id, badge_code, lower(email) as email from users
      where event_id = ${eventId} and not is_system and (badge_code = any(${codes}::text[]) or lower(email) = any(${emails}::text[]))`.execute(tx);
    const byCode = new Map(existing.rows.map((u) => [u.badge_code, u.id]));
    const codeOf = new Map(existing.rows.map((u) => [u.id, u.badge_code]));
    const byEmail = new Map(existing.rows.filter((u) => u.email).map((u) => [u.email!, u.id]));
    const updates: Array<{ row: number; id: string; visitor: CheckedVisitor }> = [];
    const inserts: Array<{ row: number; id: string; code: string | null; visitor: CheckedVisitor }> = [];
    const claimed = new Set<string>();
    for (const { row, visitor } of visitors) {
      const match = (visitor.badgeCode ? byCode.get(visitor.badgeCode) : undefined) ?? (visitor.contact.email ? byEmail.get(visitor.contact.email) : undefined);
      if (match && !claimed.has(match)) {
        claimed.add(match);
        updates.push({ row, id: match, visitor });
      } else inserts.push({ row, id: idFor(row), code: visitor.badgeCode && !byCode.has(visitor.badgeCode) ? visitor.badgeCode : null, visitor });
    }
    if (dryRun) return { created: inserts.length, updated: updates.length, written: [] };

    // New badge codes for those without one, unique at the event.
    const needed = inserts.filter((x) => !x.code);
    if (needed.length) {
      const taken = new Set(codes);
      const fresh: string[] = [];
      while (fresh.length < needed.length) {
        const candidates = Array.from({ length: needed.length - fresh.length + 8 }, () => badgeCodeFromBytes(randomBytes(16))).filter((c) => !taken.has(c));
        const clash = await tx.selectFrom('users').select('badge_code').where('event_id', '=', eventId).where('badge_code', 'in', candidates).execute();
        const clashing = new Set(clash.map((r) => r.badge_code));
        for (const c of candidates) {
          if (clashing.has(c) || taken.has(c) || fresh.length >= needed.length) continue;
          taken.add(c);
          fresh.push(c);
        }
      }
      needed.forEach((x, i) => (x.code = fresh[i]!));
    }

    const fields = CONNECTION_CONTACT_FIELDS;
    const arrays = (list: Array<{ visitor: CheckedVisitor }>) => fields.map((f) => list.map((x) => x.visitor.contact[f] ?? null));
    if (inserts.length) {
      const columns = fields.map((f) => sql.ref(columnOf(f)));
      const values = arrays(inserts);
      await sql`
        insert into users (id, event_id, badge_code, registration_state, public, contactable, consent_terms_version, consent_at, ${sql.join(columns)})
        select u.id, ${eventId}::text, u.code, 'registered', coalesce(u.pub, false), coalesce(u.contactable, false) and coalesce(u.pub, false),
          -- Registered on the organiser's platform, under the event's terms as they are now.
          (select terms_version from events where id = ${eventId}), now(),
          ${sql.join(fields.map((f) => (f === 'firstname' || f === 'lastname' ? sql`coalesce(${sql.ref(`u.${f}`)}, '')` : sql.ref(`u.${f}`))))}
        from unnest(${inserts.map((x) => x.id)}::text[], ${inserts.map((x) => x.code)}::text[], ${inserts.map((x) => x.visitor.public)}::boolean[],
          ${inserts.map((x) => x.visitor.contactable)}::boolean[], ${sql.join(values.map((col) => sql`${col}::text[]`))})
          as u(id, code, pub, contactable, ${sql.join(fields.map((f) => sql.raw(f)))})
      `.execute(tx);
    }
    if (updates.length) {
      const values = arrays(updates);
      await sql`
        update users set
          ${sql.join(fields.map((f) => sql`${sql.ref(columnOf(f))} = coalesce(${sql.ref(`u.${f}`)}, ${sql.ref(`users.${columnOf(f)}`)})`))},
          public = coalesce(u.pub, users.public),
          contactable = coalesce(u.contactable, users.contactable) and coalesce(u.pub, users.public),
          registration_state = 'registered'
        from unnest(${updates.map((x) => x.id)}::text[], ${updates.map((x) => x.visitor.public)}::boolean[], ${updates.map((x) => x.visitor.contactable)}::boolean[],
          ${sql.join(values.map((col) => sql`${col}::text[]`))})
          as u(id, pub, contactable, ${sql.join(fields.map((f) => sql.raw(f)))})
        where users.id = u.id
      `.execute(tx);
    }
    const written = [...inserts.map((x) => ({ row: x.row, id: x.id, badgeCode: x.code! })), ...updates.map((x) => ({ row: x.row, id: x.id, badgeCode: codeOf.get(x.id)! }))];
    return { created: inserts.length, updated: updates.length, written: written.sort((a, b) => a.row - b.row) };
  });
}

export const organiserVisitorRoutes: FastifyPluginAsync = async (fastify) => {
  const app = typed(fastify);

  serve(app, endpoints.countVisitors, async ({ params }) => {
    const event = (await app.db.selectFrom('events').select('id').where('id', '=', params.eventId).executeTakeFirst()) ?? refused(404, 'notFound');
    const row = await app.db.selectFrom('users').select((eb) => eb.fn.countAll<string>().as('n')).where('event_id', '=', event.id).where(isVisitor('users')).executeTakeFirstOrThrow();
    return { visitors: Number(row.n) };
  });

  // Printable badges, BADGES_PER_FILE at a time, by last name.
  app.get(
    '/api/organiser/events/:eventId/badges.pdf',
    { config: { access: ORGANISER }, schema: { params: jsonSchema(EventParams), querystring: jsonSchema(BadgeQuery) } },
    async (req, reply) => {
      const event = await app.db.selectFrom('events').select(['id', 'name', 'application_color']).where('id', '=', req.params.eventId).executeTakeFirst();
      if (!event) return reply.status(404).send({ error: 'notFound' });
      const offset = Number(req.query.offset ?? 0);
      const rows = await app.db
        .selectFrom('users')
        .select(['badge_code', 'fullname', 'first_name', 'lastnameprefix', 'last_name', 'company'])
        .where('event_id', '=', event.id)
        .where(isVisitor('users'))
        .orderBy('last_name')
        .orderBy('first_name')
        .orderBy('id')
        .offset(offset)
        .limit(BADGES_PER_FILE)
        .execute();
      const pdf = await badgesPdf(
        { id: event.id, name: event.name, applicationColor: event.application_color },
        rows.map((u) => ({ code: u.badge_code, company: u.company, name: badgeName(u) })),
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${event.id}-badges-${offset + 1}.pdf"`)
        .send(Buffer.from(pdf));
    },
  );

  // One part of a registration list (at most IMPORT_CHUNK rows, each with its row number in the file).
  serve(app, endpoints.importVisitors, async ({ params, body }) => {
    const event = (await app.db.selectFrom('events').select('id').where('id', '=', params.eventId).executeTakeFirst()) ?? refused(404, 'notFound');
    const rows = body.rows.map(({ row: _row, ...fields }) => Object.fromEntries(Object.entries(fields).map(([k, val]) => [k, String(val)])));
    const numbers = body.rows.map((r, i) => (typeof r.row === 'number' && Number.isInteger(r.row) ? r.row : i + 2));
    const { visitors, problems } = checkRows(rows, 2, numbers);
    const { created, updated } = await importVisitors(app.db, event.id, visitors, body.dryRun ?? false);
    return { created, updated, problems } satisfies ImportResult;
  });
};
