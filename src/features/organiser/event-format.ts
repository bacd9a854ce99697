/** How the console shows an event's dates and state. */
import type { OrganiserEvent } from '../../domain/organiser';

export type EventState = 'upcoming' | 'running' | 'ended';

export function eventState(e: Pick<OrganiserEvent, 'startsAt' | 'endsAt'>, now = Date.now()): EventState {
  return Date.parse(e.endsAt) <= now ? 'ended' : Date.parse(e.startsAt) <= now ? 'running' : 'upcoming';
}

/** '1 Mar 2027, 09:00 – 2 Mar 2027, 18:00', in the event's own time zone. */
export function formatEventRange(e: Pick<OrganiserEvent, 'startsAt' | 'endsAt' | 'timezone'>, language: string): string {
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: e.timezone });
  return format.formatRange(new Date(e.startsAt), new Date(e.endsAt));
}
