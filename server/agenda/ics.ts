/**
 * iCalendar (RFC 5545) text for meetings: the invitation (and its cancellation) mailed to the
 * people of a meeting, the `.ics` file a person downloads, and the personal calendar feed a person
 * subscribes to. Pure: meetings in, text out; nothing here reads the database or sends mail.
 *
 * ical-generator writes the text (escaping, folding at 75 octets). Times are written as wall-clock
 * times in the meeting's own zone, so a calendar keeps showing "10:00 Berlin time" to a visitor who
 * flies in from New York. Each zone gets a VTIMEZONE made here from the runtime's own zone data
 * (Intl), the same data that turned the instant into that wall-clock time, so the two cannot
 * disagree; see `zoneRules` for its form and for when a meeting is written in UTC instead.
 */
import { TZDate, tzOffset } from '@date-fns/tz';
import ical, {
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
  ICalEventTransparency,
  type ICalAttendeeData,
  type ICalEventData,
} from 'ical-generator';
import { PRODUCT_NAME } from '../../src/domain/constants';

export interface IcsMeeting {
  /** The conversation id; the UID is `${id}@leadstand`, stable across updates. */
  id: string;
  subject: string;
  /** The meeting's message, may be ''. */
  description: string;
  /** May be ''. */
  location: string;
  /** ISO instant. */
  startsAt: string;
  /** ISO instant. */
  endsAt: string;
  /** IANA zone of the event, e.g. 'Europe/Berlin'. */
  timeZone: string;
  /** Increases on every change of time or state (SEQUENCE). */
  sequence: number;
  state: 'invited' | 'accepted' | 'declined' | 'cancelled';
  organizer: { name: string; email: string };
  attendees: Array<{ name: string; email: string | null; response: 'needsAction' | 'accepted' | 'declined' }>;
  /** Link to the meeting in the app or on the public page. */
  url?: string;
  /** Online and hybrid meetings: the url stands in as the location when location is empty. */
  online?: boolean;
  /** ISO instant: DTSTAMP and LAST-MODIFIED. */
  updatedAt: string;
}

/** How often a subscribed calendar should fetch the feed again. */
const FEED_REFRESH_SECONDS = 15 * 60;

const PRODUCT_ID = { company: PRODUCT_NAME, product: 'Meetings', language: 'EN' };

const STATUS: Record<IcsMeeting['state'], ICalEventStatus> = {
  invited: ICalEventStatus.TENTATIVE,
  accepted: ICalEventStatus.CONFIRMED,
  declined: ICalEventStatus.CANCELLED,
  cancelled: ICalEventStatus.CANCELLED,
};

const PARTSTAT: Record<IcsMeeting['attendees'][number]['response'], ICalAttendeeStatus> = {
  needsAction: ICalAttendeeStatus.NEEDSACTION,
  accepted: ICalAttendeeStatus.ACCEPTED,
  declined: ICalAttendeeStatus.DECLINED,
};

/**
 * The invitation to a meeting (METHOD:REQUEST) or its cancellation (METHOD:CANCEL, always with
 * STATUS:CANCELLED), as mailed to its people or downloaded as a file. Attendees without an email
 * address have no ATTENDEE line: a calendar address is what identifies one.
 */
export function meetingInvitation(meeting: IcsMeeting, method: 'REQUEST' | 'CANCEL'): string {
  const zones = eventZones([meeting]);
  const calendar = newCalendar(method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST, zones);
  calendar.createEvent(eventData(meeting, method, zones));
  return calendar.toString();
}

/**
 * A person's calendar feed (METHOD:PUBLISH) with one event per meeting. Cancelled and declined
 * meetings stay in it with STATUS:CANCELLED so a subscribed calendar removes them rather than
 * keeping the copy it fetched earlier. iTIP (RFC 5546, 3.2.1) allows no ATTENDEE in a published
 * event, so the feed names only the organizer.
 */
export function calendarFeed(name: string, meetings: IcsMeeting[]): string {
  const zones = eventZones(meetings);
  const calendar = newCalendar(ICalCalendarMethod.PUBLISH, zones);
  // ical-generator writes NAME and X-WR-CALNAME as given, without escaping.
  calendar.name(escapeText(oneLine(name)));
  calendar.ttl(FEED_REFRESH_SECONDS);
  for (const meeting of meetings) calendar.createEvent(eventData(meeting, 'PUBLISH', zones));
  return calendar.toString();
}

/** Latin letters that do not decompose into an ASCII letter and a mark. */
const LATIN_LETTERS: Record<string, string> = {
  ß: 'ss', ẞ: 'SS', æ: 'ae', Æ: 'AE', œ: 'oe', Œ: 'OE', ø: 'o', Ø: 'O', ł: 'l', Ł: 'L',
  đ: 'd', Đ: 'D', ð: 'd', Ð: 'D', ı: 'i', þ: 'th', Þ: 'Th',
};

/** A safe file name for a meeting's `.ics` file: ASCII letters, digits and dashes. */
export function icsFileName(subject: string): string {
  const base = subject
    .replace(/[ßẞæÆœŒøØłŁđĐðÐıþÞ]/g, (letter) => LATIN_LETTERS[letter] ?? '')
    // 'ü' becomes 'u' + a combining mark, 'İ' 'I' + one.
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .slice(0, 80)
    .replace(/^-+|-+$/g, '');
  return `${base || 'meeting'}.ics`;
}

function newCalendar(method: ICalCalendarMethod, zones: EventZones) {
  // The calendar itself has no zone (name null): DTSTAMP and LAST-MODIFIED stay in UTC as RFC 5545
  // requires, and the generator is asked for one VTIMEZONE per zone its events use.
  const generator = (tzid: string) => zones.vtimezones.get(tzid) ?? null;
  return ical({ prodId: PRODUCT_ID, method, timezone: { name: null, generator } });
}

function eventData(meeting: IcsMeeting, method: 'REQUEST' | 'CANCEL' | 'PUBLISH', zones: EventZones): ICalEventData {
  const start = instant(meeting.startsAt, 'startsAt', meeting.id);
  const end = instant(meeting.endsAt, 'endsAt', meeting.id);
  const zone = zones.byMeeting.get(meeting) ?? null;
  const status = method === 'CANCEL' ? ICalEventStatus.CANCELLED : STATUS[meeting.state];
  const location = meeting.location.trim() || (meeting.online && meeting.url ? meeting.url : '');
  const organizerEmail = meeting.organizer.email.trim();
  return {
    id: `${meeting.id}@leadstand`,
    sequence: meeting.sequence,
    stamp: instant(meeting.updatedAt, 'updatedAt', meeting.id),
    lastModified: instant(meeting.updatedAt, 'updatedAt', meeting.id),
    // ical-generator writes a date's local fields under TZID: a TZDate's are the zone's own, a
    // plain Date's would be the server's.
    start: zone ? new TZDate(start.getTime(), zone) : start,
    end: zone ? new TZDate(end.getTime(), zone) : end,
    timezone: zone,
    summary: text(meeting.subject),
    description: text(meeting.description) || null,
    location: text(location) || null,
    url: meeting.url ?? null,
    status,
    // A cancelled meeting no longer blocks the time in free/busy.
    transparency: status === ICalEventStatus.CANCELLED ? ICalEventTransparency.TRANSPARENT : null,
    organizer: organizerEmail ? { name: param(meeting.organizer.name) || organizerEmail, email: organizerEmail } : null,
    attendees: method === 'PUBLISH' ? [] : attendees(meeting, method),
  };
}

function attendees(meeting: IcsMeeting, method: 'REQUEST' | 'CANCEL'): ICalAttendeeData[] {
  const result: ICalAttendeeData[] = [];
  for (const attendee of meeting.attendees) {
    const email = attendee.email?.trim();
    if (!email) continue;
    const needsAction = attendee.response === 'needsAction';
    result.push({
      email,
      name: param(attendee.name) || null,
      status: PARTSTAT[attendee.response],
      // Only an invitation asks for an answer; a cancellation expects none.
      rsvp: method === 'REQUEST' && needsAction ? true : null,
    });
  }
  return result;
}

function instant(iso: string, field: string, id: string): Date {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new Error(`meeting ${id}: ${field} is not an instant: ${iso}`);
  return date;
}

interface EventZones {
  /** The zone each meeting is written in; a meeting missing here is written in UTC. */
  byMeeting: Map<IcsMeeting, string>;
  /** The VTIMEZONE of each zone in use, by TZID. */
  vtimezones: Map<string, string>;
}

/**
 * The zone each meeting is written in, and the VTIMEZONE of each. A calendar holds one VTIMEZONE
 * per TZID, so where a feed's meetings in one zone fall in years with different rules, the rules
 * most of them share are written and the other meetings of that zone are written in UTC.
 */
function eventZones(meetings: IcsMeeting[]): EventZones {
  const candidates = new Map<string, Map<string, IcsMeeting[]>>();
  for (const meeting of meetings) {
    const zone = meeting.timeZone.trim();
    const instants = [Date.parse(meeting.startsAt), Date.parse(meeting.endsAt)];
    if (instants.some((ms) => Number.isNaN(ms))) continue;
    const rules = instants.map((ms) => zoneRules(zone, new Date(ms).getUTCFullYear()));
    const vtimezone = rules[0];
    if (!vtimezone || rules.some((r) => r !== vtimezone)) continue;
    if (instants.some((ms) => isAmbiguousLocalTime(zone, ms))) continue;
    const byRules = candidates.get(zone) ?? new Map<string, IcsMeeting[]>();
    candidates.set(zone, byRules);
    const sharing = byRules.get(vtimezone) ?? [];
    byRules.set(vtimezone, sharing);
    sharing.push(meeting);
  }
  const zones: EventZones = { byMeeting: new Map(), vtimezones: new Map() };
  for (const [zone, byRules] of candidates) {
    const [vtimezone, chosen] = [...byRules].reduce((most, entry) => (entry[1].length > most[1].length ? entry : most));
    zones.vtimezones.set(zone, vtimezone);
    for (const meeting of chosen) zones.byMeeting.set(meeting, zone);
  }
  return zones;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;
const rulesCache = new Map<string, string | null>();

/**
 * The VTIMEZONE of `zone` holding the rules in force in `year` (UTC year), from Intl's zone data.
 * It is written the way Outlook, Google and libical write theirs, the form Outlook needs (it reads
 * no RDATE nor a list of single changes): a STANDARD and a DAYLIGHT observance that recur yearly on
 * the nth (or last) weekday of a month, or one STANDARD observance for a zone without daylight
 * saving time that year. A year whose changes do not fit that form (a zone changing its standard
 * offset, Morocco's Ramadan time) has no VTIMEZONE: its meetings are written in UTC, which every
 * calendar reads right. Null too for a name Intl does not know.
 */
function zoneRules(zone: string, year: number): string | null {
  const key = `${zone} ${year}`;
  const cached = rulesCache.get(key);
  if (cached !== undefined) return cached;
  // Names Intl does not know are not kept: the cache stays within the zones that exist.
  if (!isZoneName(zone)) return null;
  const rules = buildZoneRules(zone, year);
  rulesCache.set(key, rules);
  return rules;
}

function buildZoneRules(zone: string, year: number): string | null {
  const from = Date.UTC(year, 0, 1);
  const changes = offsetChanges(zone, from, Date.UTC(year + 1, 0, 1));
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`];
  const [first, second] = changes;
  if (!first) {
    const offset = tzOffset(zone, new Date(from));
    lines.push(...observance('STANDARD', '19700101T000000', null, offset, offset));
  } else if (second && changes.length === 2 && first.from === second.to && first.to === second.from) {
    const sorted = first.to < first.from ? [first, second] : [second, first];
    for (const change of sorted) {
      // The onset is the local time before the change (RFC 5545, 3.6.5).
      const { dtstart, rrule } = yearlyRule(new Date(change.at + change.from * MINUTE_MS));
      lines.push(...observance(change.to < change.from ? 'STANDARD' : 'DAYLIGHT', dtstart, rrule, change.from, change.to));
    }
  } else {
    return null;
  }
  lines.push('END:VTIMEZONE');
  return lines.join('\r\n');
}

function isZoneName(zone: string): boolean {
  // The name goes unquoted into TZID parameters: no ':', ';', ',' or quotes.
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Each change of the zone's UTC offset (minutes) in [from, to): its first minute, offsets before and after. */
function offsetChanges(zone: string, from: number, to: number): Array<{ at: number; from: number; to: number }> {
  const changes: Array<{ at: number; from: number; to: number }> = [];
  let offset = tzOffset(zone, new Date(from));
  // Offsets stay put for months; a day's step cannot step over a change and back.
  for (let t = from; t < to; t += DAY_MS) {
    const next = Math.min(t + DAY_MS, to);
    const nextOffset = tzOffset(zone, new Date(next));
    if (nextOffset === offset) continue;
    let [before, after] = [t, next];
    while (after - before > MINUTE_MS) {
      const middle = before + Math.floor((after - before) / MINUTE_MS / 2) * MINUTE_MS;
      if (tzOffset(zone, new Date(middle)) === offset) before = middle;
      else after = middle;
    }
    changes.push({ at: after, from: offset, to: nextOffset });
    offset = nextOffset;
  }
  return changes;
}

/** The yearly rule a change follows, from its local time (read through the UTC fields of `local`). */
function yearlyRule(local: Date): { dtstart: string; rrule: string } {
  const month = local.getUTCMonth() + 1;
  const weekday = local.getUTCDay();
  const day = local.getUTCDate();
  const n = day + 7 > daysInMonth(local.getUTCFullYear(), month) ? -1 : Math.ceil(day / 7);
  const time = [local.getUTCHours(), local.getUTCMinutes(), local.getUTCSeconds()].map(pad2).join('');
  // Anchored in 1970 as vzic does, on that year's instance of the rule, as DTSTART must be.
  const dtstart = `1970${pad2(month)}${pad2(nthWeekday(1970, month, weekday, n))}T${time}`;
  return { dtstart, rrule: `FREQ=YEARLY;BYMONTH=${month};BYDAY=${n}${WEEKDAYS[weekday]}` };
}

function nthWeekday(year: number, month: number, weekday: number, n: number): number {
  if (n > 0) return 1 + ((weekday - new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 7) % 7) + (n - 1) * 7;
  const last = daysInMonth(year, month);
  return last - ((new Date(Date.UTC(year, month - 1, last)).getUTCDay() - weekday + 7) % 7);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function observance(kind: 'STANDARD' | 'DAYLIGHT', dtstart: string, rrule: string | null, from: number, to: number): string[] {
  return [
    `BEGIN:${kind}`,
    `DTSTART:${dtstart}`,
    ...(rrule ? [`RRULE:${rrule}`] : []),
    `TZOFFSETFROM:${utcOffset(from)}`,
    `TZOFFSETTO:${utcOffset(to)}`,
    `END:${kind}`,
  ];
}

function utcOffset(minutes: number): string {
  const abs = Math.round(Math.abs(minutes));
  return `${minutes < 0 ? '-' : '+'}${pad2(Math.floor(abs / 60))}${pad2(abs % 60)}`;
}

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * Whether the local time at `ms` comes twice, in the hour repeated when clocks go back. RFC 5545
 * (3.3.5) says such a time names its first occurrence, but readers differ (ical.js takes the
 * second), so both are written in UTC.
 */
function isAmbiguousLocalTime(zone: string, ms: number): boolean {
  const offset = tzOffset(zone, new Date(ms));
  const local = ms + offset * MINUTE_MS;
  for (const other of [tzOffset(zone, new Date(ms - DAY_MS)), tzOffset(zone, new Date(ms + DAY_MS))]) {
    if (other !== offset && tzOffset(zone, new Date(local - other * MINUTE_MS)) === other) return true;
  }
  return false;
}

/** Control characters other than tab and line breaks are not allowed in iCalendar text. */
function text(value: string): string {
  return value.replace(/(?![\t\n\r])\p{Cc}/gu, '');
}

function oneLine(value: string): string {
  return value.replace(/\p{Cc}+/gu, ' ').trim();
}

/**
 * A parameter value (CN) is written in double quotes, which cannot hold a double quote or a line
 * break; ical-generator's backslash escapes are not RFC 5545, so such characters are replaced.
 */
function param(value: string): string {
  return oneLine(value).replace(/"/g, "'").replace(/\\/g, '/');
}

function escapeText(value: string): string {
  return value.replace(/[\\;,]/g, (c) => `\\${c}`);
}
