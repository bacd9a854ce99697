/**
 * The one rule for a date-time that comes from outside (a sync mutation, a query parameter, an API
 * body, a backup file): RFC 3339 as `Date.prototype.toISOString()` writes it, narrowed to what a
 * PostgreSQL `timestamptz` stores without an error and without a change, and what JavaScript reads
 * back:
 *
 * - `YYYY-MM-DDTHH:MM:SS`, then up to 6 fraction digits (PostgreSQL keeps microseconds; more would
 *   be rounded), then `Z` or an offset `±HH:MM` of at most 15:59 (PostgreSQL refuses more);
 * - a real calendar day (no 30 February; 29 February in leap years only) of the years 0001–9999;
 * - in UTC, too, within 0001–9999: on 0001-01-01 no positive offset, on 9999-12-31 no negative one
 *   (a moment before year 1 is "BC" to PostgreSQL and an invalid Date to JavaScript).
 *
 * It is one regular expression, so the same rule holds in valibot (the app and the server), in the
 * JSON Schema Fastify validates with, and in the OpenAPI document integrators validate against.
 */
import * as v from 'valibot';

const LEAP_YEAR = '(?:\\d\\d(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)';
const DAY = `(?:\\d{4}-(?:(?:0[1-9]|1[0-2])-(?:0[1-9]|1\\d|2[0-8])|(?:0[13-9]|1[0-2])-(?:29|30)|(?:0[13578]|1[02])-31)|${LEAP_YEAR}-02-29)`;
const TIME = 'T(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d{1,6})?';
const OFFSET = '(?:Z|[+-](?:0\\d|1[0-5]):[0-5]\\d)';
/** No year 0000; the first and last day only with offsets that keep the moment inside 0001–9999. */
const EDGES = '(?!0000)(?!0001-01-01T[^+]*\\+(?!00:00))(?!9999-12-31T[^-]*-(?!00:00))';

export const DATE_TIME_PATTERN = new RegExp(`^${EDGES}${DAY}${TIME}${OFFSET}$`);

/** Whether `text` is a date-time the rule takes. */
export function isDateTime(text: unknown): text is string {
  return typeof text === 'string' && DATE_TIME_PATTERN.test(text);
}

/** The rule as a valibot schema (`message`: the error key a form shows). Its JSON Schema is `format: date-time` with the pattern. */
export const dateTime = (message?: string) => v.pipe(v.string(message), v.isoTimestamp(message), v.regex(DATE_TIME_PATTERN, message));
