/**
 * The organiser's API (/api/organiser/*): logging in with an organiser link, and the events of
 * the installation. Every route but the login needs an organiser session; no exhibitor session
 * reaches any of them (access.ts). Bodies are checked with the same valibot rules the console's
 * forms use (src/domain/organiser.ts); a refused body answers `{ error: 'invalid', fields }` with
 * a translation key per field, and changes nothing.
 */
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { organiserOf } from '../auth/access';
import { typed } from '../schemas';
import { type OrganiserEvent } from '../../src/domain/organiser';
import * as endpoints from '../../src/domain/endpoints/organiser';
import { serve } from '../endpoints';
import { refused } from '../refusal';
import { organiserLogin } from './session';
import { createEvent, eventColumns } from './services';
import type { EventsTable } from '../db/schema';
import type { Selectable } from 'kysely';
import { isVisitor } from './visitors';

const LOGIN_RATE = { max: 30, timeWindow: '1 minute' };

type EventRow = Selectable<EventsTable>;

function toOrganiserEvent(e: EventRow, counts: { exhibitors: number; visitors: number }): OrganiserEvent {
  return {
    id: e.id,
    name: e.name,
    startsAt: e.starts_at.toISOString(),
    endsAt: e.ends_at.toISOString(),
    timezone: e.timezone,
    environmentName: e.environment_name,
    applicationColor: e.application_color,
    actionColor: e.action_color,
    termsText: e.terms_text,
    termsVersion: e.terms_version,
    questionLimit: e.question_limit,
    productLimit: e.product_limit,
    maxPendingChats: e.max_pending_chats,
    allowAddQuestions: e.allow_add_questions,
    retentionDays: e.retention_days,
    visitorFields: e.visitor_fields as OrganiserEvent['visitorFields'],
    invoiceIssuer: e.invoice_issuer,
    ...counts,
  };
}

export const organiserRoutes: FastifyPluginAsync = async (fastify) => {
  const app = typed(fastify);

  const counts = async (ids: string[]) => {
    if (!ids.length) return new Map<string, { exhibitors: number; visitors: number }>();
    const rows = await sql<{ id: string; exhibitors: string; visitors: string }>`
      select e.id,
        (select count(*) from partners p where p.event_id = e.id) as exhibitors,
        (select count(*) from users u where u.event_id = e.id and ${isVisitor('u')}) as visitors
      from events e where e.id = any(${ids}::text[])`.execute(app.db);
    return new Map(rows.rows.map((r) => [r.id, { exhibitors: Number(r.exhibitors), visitors: Number(r.visitors) }]));
  };
  const one = async (id: string) => {
    const row = await app.db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toOrganiserEvent(row, (await counts([id])).get(id)!) : null;
  };

  serve(
    app,
    endpoints.logIn,
    async ({ body }) => (await organiserLogin(app.db, body.organiserID, body.verifier)) ?? refused(401, 'notLoggedIn'),
    { rateLimit: LOGIN_RATE },
  );

  serve(app, endpoints.getSession, async (_input, req) => {
    const o = organiserOf(req);
    return { id: o.id, name: o.name, email: o.email };
  });

  serve(app, endpoints.logOut, async (_input, req) => {
    await app.db.deleteFrom('organiser_sessions').where('id', '=', organiserOf(req).sessionId).execute();
  });

  serve(app, endpoints.listEvents, async () => {
    const rows = await app.db.selectFrom('events').selectAll().orderBy('starts_at', 'desc').orderBy('id').execute();
    const byId = await counts(rows.map((r) => r.id));
    return rows.map((r) => toOrganiserEvent(r, byId.get(r.id)!));
  });

  serve(app, endpoints.getEvent, async ({ params }) => (await one(params.eventId)) ?? refused(404, 'notFound'));

  serve(app, endpoints.createEvent, async ({ body }) => (await one(await createEvent(app.db, body)))!);

  serve(app, endpoints.updateEvent, async ({ params, body }, _req, reply) => {
    const updated = await app.db.updateTable('events').set(eventColumns(body)).where('id', '=', params.eventId).executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return reply.status(404).send({ error: 'notFound' });
    return (await one(params.eventId))!;
  });

  serve(app, endpoints.endEvent, async ({ params }, _req, reply) => {
    const event = await app.db.selectFrom('events').select(['starts_at', 'ends_at']).where('id', '=', params.eventId).executeTakeFirst();
    if (!event) return reply.status(404).send({ error: 'notFound' });
    const now = new Date();
    if (event.starts_at.getTime() > now.getTime()) return reply.status(409).send({ error: 'event.notStarted' });
    if (event.ends_at.getTime() <= now.getTime()) return reply.status(409).send({ error: 'event.alreadyEnded' });
    await app.db.updateTable('events').set({ ends_at: now }).where('id', '=', params.eventId).execute();
    return (await one(params.eventId))!;
  });
};
