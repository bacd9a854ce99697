/**
 * The event's programme as the organiser sets it up: talks, workshops, the opening
 * (src/domain/activity.ts), which the exhibitors' agenda shows as 'activity' items. Organiser
 * sessions only; bad input, or an activity outside the event's days (in the event's time zone),
 * answers `{ error: 'invalid', fields }` and changes nothing.
 */
import * as v from 'valibot';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import { serve } from '../endpoints';
import { refused } from '../refusal';
import * as endpoints from '../../src/domain/endpoints/organiser-programme';
import type { DB, EventActivitiesTable } from '../db/schema';
import { newId } from '../security';
import { fieldErrors } from '../../src/domain/organiser';
import { ActivityInput, outsideEvent, type Activity } from '../../src/domain/activity';


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

export const organiserActivityRoutes: FastifyPluginAsync = async (app) => {
  const answer = (result: ActivityResult) => {
    if (result.ok) return result.activity;
    return result.error === 'notFound' ? refused(404, 'notFound') : refused(400, { error: 'invalid', fields: result.fields });
  };

  serve(app, endpoints.listActivities, async ({ params }) => {
    const event = (await app.db.selectFrom('events').select('id').where('id', '=', params.eventId).executeTakeFirst()) ?? refused(404, 'notFound');
    return activitiesOf(app.db, event.id);
  });

  serve(app, endpoints.addActivity, async ({ params, body }) => answer(await addActivity(app.db, params.eventId, body)));

  serve(app, endpoints.changeActivity, async ({ params, body }) => answer(await changeActivity(app.db, params.activityId, body)));

  serve(app, endpoints.removeActivity, async ({ params }) => {
    const deleted = await app.db.deleteFrom('event_activities').where('id', '=', params.activityId).executeTakeFirst();
    if (Number(deleted.numDeletedRows) !== 1) refused(404, 'notFound');
  });
};
