import type { Kysely } from 'kysely';
import type { DB, EventRow } from '../db/schema';
import { formatEventDates, type EventInfo } from '../../src/domain/event';
import { LANGUAGES } from '../../src/domain/language';
import { erasesAt } from '../connections/retention';

export function eventInfo(row: EventRow): EventInfo {
  return {
    id: row.id,
    name: row.name,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    timezone: row.timezone,
    environmentName: row.environment_name,
    applicationColor: row.application_color,
    actionColor: row.action_color,
    erasesAt: erasesAt(row).toISOString(),
    datesText: Object.fromEntries(LANGUAGES.map((language) => [language, formatEventDates({ startsAt: row.starts_at.toISOString(), endsAt: row.ends_at.toISOString(), timezone: row.timezone }, language)])),
  };
}

/**
 * The event whose theme the login screen shows: DEFAULT_EVENT_ID when set, else the running
 * event that started last, else the one that ends next, else the most recent.
 */
export async function defaultEvent(db: Kysely<DB>, now = new Date()): Promise<EventRow | undefined> {
  const configured = process.env.DEFAULT_EVENT_ID;
  if (configured) {
    const row = await db.selectFrom('events').selectAll().where('id', '=', configured).executeTakeFirst();
    if (row) return row;
  }
  const running = await db
    .selectFrom('events')
    .selectAll()
    .where('starts_at', '<=', now)
    .where('ends_at', '>', now)
    .orderBy('starts_at', 'desc')
    .executeTakeFirst();
  if (running) return running;
  const upcoming = await db.selectFrom('events').selectAll().where('ends_at', '>', now).orderBy('starts_at', 'asc').executeTakeFirst();
  return upcoming ?? db.selectFrom('events').selectAll().orderBy('ends_at', 'desc').executeTakeFirst();
}
