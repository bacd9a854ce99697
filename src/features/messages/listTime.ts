/**
 * The time a conversation list shows beside a conversation: only the time for today, the weekday
 * within the last week, a short date otherwise (with the year when it is another year's), in the
 * user's language and chosen time zone (undefined: the browser's).
 */
const zoneOf = (zone: string | undefined) => (zone ? { timeZone: zone } : {});

/** The calendar day of an instant in a zone, as YYYY-MM-DD. */
function dayOf(at: Date, zone: string | undefined): string {
  const parts = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', ...zoneOf(zone) }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Whole days from day `a` to day `b` (both YYYY-MM-DD). */
function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

export function formatListTime(iso: string | Date, language: string, zone: string | undefined, now: Date = new Date()): string {
  const at = new Date(iso);
  const day = dayOf(at, zone);
  const today = dayOf(now, zone);
  const ago = daysBetween(day, today);
  if (ago === 0) return new Intl.DateTimeFormat(language, { timeStyle: 'short', ...zoneOf(zone) }).format(at);
  if (ago > 0 && ago < 7) return new Intl.DateTimeFormat(language, { weekday: 'short', ...zoneOf(zone) }).format(at);
  const sameYear = day.slice(0, 4) === today.slice(0, 4);
  return new Intl.DateTimeFormat(language, sameYear ? { day: 'numeric', month: 'short', ...zoneOf(zone) } : { dateStyle: 'short', ...zoneOf(zone) }).format(at);
}
