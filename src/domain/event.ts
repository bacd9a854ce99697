/**
 * Events (expos): dates, time zone, environment and theme colours.
 */
import * as v from 'valibot';

/** What the app is told about an event (its session, and the login page's theme). */
export const EventInfo = v.object({
  id: v.string(),
  name: v.string(),
  /** ISO date-times. */
  startsAt: v.string(),
  endsAt: v.string(),
  timezone: v.string(),
  environmentName: v.string(),
  applicationColor: v.string(),
  actionColor: v.string(),
  /** When the event's leads are erased (its end plus the organiser's retention period); older servers send none. */
  erasesAt: v.optional(v.string()),
  /**
   * The event's dates as each app language writes them (formatEventDates), made by the server: the
   * first date a page formats loads the browser's calendar data, 80-290 ms on a phone, which was the
   * longest task of the login page. Older servers send none; the app then formats them itself.
   */
  datesText: v.optional(v.record(v.string(), v.string())),
});
export type EventInfo = v.InferOutput<typeof EventInfo>;

/** An event's dates in `language`, in its own time zone ("12–14 March 2027"). */
export function formatEventDates(event: Pick<EventInfo, 'startsAt' | 'endsAt' | 'timezone'>, language: string): string {
  const format = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: event.timezone });
  return format.formatRange(new Date(event.startsAt), new Date(event.endsAt));
}

/** An event's dates in `language`: as the server wrote them, or formatted here for an older server. */
export function eventDates(event: Pick<EventInfo, 'startsAt' | 'endsAt' | 'timezone' | 'datesText'>, language: string): string {
  return event.datesText?.[language] ?? formatEventDates(event, language);
}

export const TIMEZONE_TYPES = ['browser', 'event'] as const;
export type TimezoneType = (typeof TIMEZONE_TYPES)[number];

/** After the event has ended, scanning is blocked (SPEC section 4). */
export function isEventEnded(event: Pick<EventInfo, 'endsAt'>, now: Date = new Date()): boolean {
  return new Date(event.endsAt).getTime() <= now.getTime();
}

export function isEventRunning(event: Pick<EventInfo, 'startsAt' | 'endsAt'>, now: Date = new Date()): boolean {
  const t = now.getTime();
  return new Date(event.startsAt).getTime() <= t && t < new Date(event.endsAt).getTime();
}

export type EnvironmentKind = 'production' | 'test' | 'staging' | 'beta';

/**
 * Which notice an environment name calls for: a test environment says that data is deleted
 * periodically; staging and beta environments say which one this is.
 */
export function environmentKind(environmentName: string | null | undefined): EnvironmentKind {
  const name = (environmentName ?? '').toLowerCase();
  if (/\b(test|testing)\b/.test(name)) return 'test';
  if (/\bstag(e|ing)\b/.test(name)) return 'staging';
  if (/\bbeta\b/.test(name)) return 'beta';
  return 'production';
}
