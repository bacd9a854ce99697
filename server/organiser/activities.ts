/**
 * The event's programme as the organiser sets it up: talks, workshops, the opening
 * (src/domain/activity.ts), which the exhibitors' agenda shows as 'activity' items. Organiser
 * sessions only; bad input, or an activity outside the event's days (in the event's time zone),
 * answers `{ error: 'invalid', fields }` and changes nothing.
 */
import * as v from 'valibot';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import { jsonSchema, typed } from '../schemas';
import type { DB, EventActivitiesTable } from '../db/schema';
import { newId } from '../security';
import { fieldErrors } from '../../src/domain/organiser';
import { ActivityInput, outsideEvent, type Activity } from '../../src/domain/activity';

const ORGANISER = { organiser: true } as const;
const EventParams = v.strictObject({ eventId: v.pipe(v.string(), v.maxLength(100)) });
const ActivityParams = v.strictObject({ activityId: v.pipe(v.string(), v.maxLength(100)) });

export function toActivity(row: Selectable<EventActivitiesTable>): Activity {
  return {
    id: row.id,
    eventId: row.event_id,
    title: row.title,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    location: row.location,
    description: row.description,
  };
}

const columns = (input: ActivityInput) => ({
  title: input.title,
  starts_at: input.startsAt,
  ends_at: input.endsAt,
  location: input.location,
  description: input.description,
});

/** An event's programme, in time order (the console, and whoever shows it). */
export async function activitiesOf(db: Kysely<DB>, eventId: string): Promise<Activity[]> {
  const rows = await db.selectFrom('event_activities').selectAll().where('event_id', '=', eventId).orderBy('starts_at').orderBy('ends_at').orderBy('title').orderBy('id').execute();
  return rows.map(toActivity);
}

/** The event's days as an activity is checked against; undefined for an unknown event. */
async function eventDays(db: Kysely<DB>, eventId: string): Promise<{ id: string; startsAt: string; endsAt: string; timezone: string } | undefined> {
  const row = await db.selectFrom('events').select(['id', 'starts_at', 'ends_at', 'timezone']).where('id', '=', eventId).executeTakeFirst();
  return row && { id: row.id, startsAt: row.starts_at.toISOString(), endsAt: row.ends_at.toISOString(), timezone: row.timezone };
}

export type ActivityResult = { ok: true; activity: Activity } | { ok: false; error: 'notFound' } | { ok: false; error: 'invalid'; fields: Record<string, string> };

/**
 * Adds an activity to an event's programme (the console, and the demo seed): checks the input and
 * the event's days, and writes nothing when either fails.
 */
export async function addActivity(db: Kysely<DB>, eventId: string, body: unknown, id = newId()): Promise<ActivityResult> {
  const parsed = v.safeParse(ActivityInput, body);
  if (!parsed.success) return { ok: false, error: 'invalid', fields: fieldErrors(parsed.issues) };
  const event = await eventDays(db, eventId);
  if (!event) return { ok: false, error: 'notFound' };
  const outside = outsideEvent(parsed.output, event);
  if (outside) return { ok: false, error: 'invalid', fields: { [outside]: 'activity.outsideEvent' } };
  const row = await db.insertInto('event_activities').values({ id, event_id: event.id, ...columns(parsed.output) }).returningAll().executeTakeFirstOrThrow();
  return { ok: true, activity: toActivity(row) };
}

/** Changes an activity, with the same checks against its event's days. */
export async function changeActivity(db: Kysely<DB>, activityId: string, body: unknown): Promise<ActivityResult> {
  const parsed = v.safeParse(ActivityInput, body);
  if (!parsed.success) return { ok: false, error: 'invalid', fields: fieldErrors(parsed.issues) };
  const existing = await db.selectFrom('event_activities').select(['id', 'event_id']).where('id', '=', activityId).executeTakeFirst();
  const event = existing && (await eventDays(db, existing.event_id));
  if (!existing || !event) return { ok: false, error: 'notFound' };
  const outside = outsideEvent(parsed.output, event);
  if (outside) return { ok: false, error: 'invalid', fields: { [outside]: 'activity.outsideEvent' } };
  const row = await db
    .updateTable('event_activities')
    .set({ ...columns(parsed.output), updated_at: new Date() })
    .where('id', '=', existing.id)
    .returningAll()
    .executeTakeFirst();
  return row ? { ok: true, activity: toActivity(row) } : { ok: false, error: 'notFound' };
}

export const organiserActivityRoutes: FastifyPluginAsync = async (fastify) => {
  const app = typed(fastify);
  const answer = (reply: FastifyReply, result: Exclude<ActivityResult, { ok: true }>) =>
    result.error === 'notFound' ? reply.status(404).send({ error: 'notFound' }) : reply.status(400).send({ error: 'invalid', fields: result.fields });

  app.get('/api/organiser/events/:eventId/activities', { config: { access: ORGANISER }, schema: { params: jsonSchema(EventParams) } }, async (req, reply) => {
    const event = await app.db.selectFrom('events').select('id').where('id', '=', req.params.eventId).executeTakeFirst();
    if (!event) return reply.status(404).send({ error: 'notFound' });
    return activitiesOf(app.db, event.id);
  });

  app.post('/api/organiser/events/:eventId/activities', { config: { access: ORGANISER }, schema: { params: jsonSchema(EventParams), body: { type: 'object' } } }, async (req, reply) => {
    const result = await addActivity(app.db, req.params.eventId, req.body);
    return result.ok ? reply.status(201).send(result.activity) : answer(reply, result);
  });

  app.put('/api/organiser/activities/:activityId', { config: { access: ORGANISER }, schema: { params: jsonSchema(ActivityParams), body: { type: 'object' } } }, async (req, reply) => {
    const result = await changeActivity(app.db, req.params.activityId, req.body);
    return result.ok ? result.activity : answer(reply, result);
  });

  app.delete('/api/organiser/activities/:activityId', { config: { access: ORGANISER }, schema: { params: jsonSchema(ActivityParams) } }, async (req, reply) => {
    const deleted = await app.db.deleteFrom('event_activities').where('id', '=', req.params.activityId).executeTakeFirst();
    if (Number(deleted.numDeletedRows) !== 1) return reply.status(404).send({ error: 'notFound' });
    return reply.status(204).send();
  });
};
