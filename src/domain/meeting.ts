/**
 * Meetings and availability timeslots: durations (SPEC section 9) and the rules of section 5.
 */
import { exportTime } from './export';

export const MEETING_DURATIONS_MINUTES = [5, 10, 15, 20, 30, 45, 60, 90, 120] as const;
export const MEETING_TYPES = ['hybrid', 'online', 'onsite'] as const;
export type MeetingType = (typeof MEETING_TYPES)[number];

export interface Timeslot {
  /** ISO date-times. */
  start: string;
  end: string;
  type?: MeetingType;
}

export type TimeslotError = 'timeslot.invalidDate' | 'timeslot.startAfterEnd' | 'timeslot.multipleDays' | 'timeslot.overlap' | 'timeslot.past' | 'timeslot.outsideHours';

/** A time may lie this far in the past and still count as now (clocks of devices and server differ). */
export const PAST_GRACE_MS = 5 * 60_000;

function time(iso: string): number {
  return new Date(iso).getTime();
}

/** A meeting request needs its start time before its end time. */
export function validateMeetingTimes(start: string, end: string): TimeslotError | null {
  if (Number.isNaN(time(start)) || Number.isNaN(time(end))) return 'timeslot.invalidDate';
  return time(start) < time(end) ? null : 'timeslot.startAfterEnd';
}

/**
 * A timeslot must have valid dates, start before it ends, stay within one day (in the given
 * time zone offset, minutes east of UTC) and not overlap any of the others.
 */
export function validateTimeslot(slot: Timeslot, others: readonly Timeslot[], utcOffsetMinutes = 0): TimeslotError | null {
  const times = validateMeetingTimes(slot.start, slot.end);
  if (times) return times;
  const day = (t: number) => Math.floor((t + utcOffsetMinutes * 60_000) / 86_400_000);
  // The end may fall exactly on midnight of the next day.
  if (day(time(slot.start)) !== day(time(slot.end) - 1)) return 'timeslot.multipleDays';
  const overlaps = others.some((o) => time(o.start) < time(slot.end) && time(slot.start) < time(o.end));
  return overlaps ? 'timeslot.overlap' : null;
}

/** The calendar day ('YYYY-MM-DD') of an instant in a time zone. */
export function zonedDay(instant: string | number, zone: string): string {
  return exportTime(new Date(instant), zone).wall.toISOString().slice(0, 10);
}

/** The show's calendar days ('YYYY-MM-DD') from its start to its end, in `zone` (at most 60). */
export function showDays(startsAt: string, endsAt: string, zone: string): string[] {
  const days: string[] = [];
  const last = zonedDay(endsAt, zone);
  for (let day = zonedDay(startsAt, zone); day <= last && days.length < 60; ) {
    days.push(day);
    const next = new Date(`${day}T12:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    day = next.toISOString().slice(0, 10);
  }
  return days;
}

/** Minutes after midnight of an instant's wall-clock time in a time zone. */
function wallMinutes(instant: string | number, zone: string): number {
  const wall = exportTime(new Date(instant), zone).wall;
  return wall.getUTCHours() * 60 + wall.getUTCMinutes();
}

/**
 * Whether a time lies within the show's daily opening hours: from the time of day the show opens
 * (its start) to the time it closes (its end), read in `zone`. A show open through the night
 * (closing before it opens) has no such hours.
 */
export function withinShowHours(start: string, end: string, zone: string, show: { startsAt: string; endsAt: string }): boolean {
  const opens = wallMinutes(show.startsAt, zone);
  const closes = wallMinutes(show.endsAt, zone);
  if (closes <= opens) return true;
  const from = wallMinutes(start, zone);
  // An end at midnight counts as the day's last minute.
  const to = wallMinutes(time(end) - 1, zone) + 1;
  return from >= opens && to <= closes;
}

/** A meeting (requested, or a new time proposed) must not start in the past. */
export function checkMeetingStart(start: string, now: number = Date.now()): 'meeting.past' | null {
  return time(start) < now - PAST_GRACE_MS ? 'meeting.past' : null;
}

/**
 * A timeslot as SPEC section 5 wants it, with days read in `zone` (the event's): valid dates on a
 * day of the show (when its dates are given), start before end, within one day, no overlap; with
 * `now`, not over already; and a time to meet at the booth (`onsite`) within the show's hours.
 */
export function checkTimeslot(
  slot: Timeslot,
  others: readonly Timeslot[],
  zone: string,
  show?: { startsAt: string; endsAt: string },
  options: { now?: number; kind?: 'onsite' | 'online' } = {},
): TimeslotError | null {
  const times = validateMeetingTimes(slot.start, slot.end);
  if (times) return times;
  const day = zonedDay(slot.start, zone);
  if (show && (day < zonedDay(show.startsAt, zone) || day > zonedDay(show.endsAt, zone))) return 'timeslot.invalidDate';
  // The end may fall exactly on midnight of the next day.
  if (zonedDay(time(slot.end) - 1, zone) !== day) return 'timeslot.multipleDays';
  if (options.now !== undefined && time(slot.end) <= options.now - PAST_GRACE_MS) return 'timeslot.past';
  if (show && options.kind === 'onsite' && !withinShowHours(slot.start, slot.end, zone, show)) return 'timeslot.outsideHours';
  const overlaps = others.some((o) => time(o.start) < time(slot.end) && time(slot.start) < time(o.end));
  return overlaps ? 'timeslot.overlap' : null;
}

/** The next full half hour from now, as 'HH:MM' on the clock of `zone` (at most 23:30). */
export function nextHalfHour(zone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: zone }).formatToParts(new Date());
  const minutes = Number(parts.find((p) => p.type === 'hour')?.value ?? 0) * 60 + Number(parts.find((p) => p.type === 'minute')?.value ?? 0);
  const next = Math.min(23 * 60 + 30, Math.ceil((minutes + 1) / 30) * 30);
  return `${String(Math.floor(next / 60)).padStart(2, '0')}:${String(next % 60).padStart(2, '0')}`;
}
