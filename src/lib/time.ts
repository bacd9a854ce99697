/**
 * Dates and times in the user's chosen time zone type (SPEC section 3): the browser's own zone,
 * or the event's (useful when planning from home for an event abroad). Kept on the device.
 */
import { useSyncExternalStore } from 'react';
import { TIMEZONE_TYPES, type TimezoneType } from '../domain/event';

const KEY = 'leadstand.timezoneType';
const listeners = new Set<() => void>();

export function timezoneType(): TimezoneType {
  try {
    const stored = localStorage.getItem(KEY);
    return (TIMEZONE_TYPES as readonly string[]).includes(stored ?? '') ? (stored as TimezoneType) : 'browser';
  } catch {
    return 'browser';
  }
}

export function setTimezoneType(type: TimezoneType): void {
  try {
    localStorage.setItem(KEY, type);
  } catch {
    // Private mode: lasts for this visit only.
  }
  listeners.forEach((l) => l());
}

export function useTimezoneType(): TimezoneType {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    timezoneType,
    () => 'browser',
  );
}

/** The IANA zone to show times in: the event's, or undefined for the browser's. */
export function displayZone(type: TimezoneType, eventTimezone: string | null | undefined): string | undefined {
  return type === 'event' && eventTimezone ? eventTimezone : undefined;
}

/** The offset from UTC, in minutes, of the clock of `zone` (undefined: this device's) at `date`. */
function offsetMinutes(date: Date, zone: string | undefined): number {
  const parts = new Intl.DateTimeFormat('en-US', { hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', ...(zone ? { timeZone: zone } : {}) }).formatToParts(date);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'));
  return Math.round((wall - Math.floor(date.getTime() / 60_000) * 60_000) / 60_000);
}

/**
 * Whether a time crosses a zone (issue #29): this device's clock and the event's read differently
 * at that instant, so the console (the event's zone) and the app (the zone the person chose) could
 * show one time as two. Such a time names its zone; see docs/decisions.md.
 */
export function crossesZone(iso: string | Date, eventZone: string | null | undefined): boolean {
  if (!eventZone) return false;
  const date = new Date(iso);
  try {
    return offsetMinutes(date, undefined) !== offsetMinutes(date, eventZone);
  } catch {
    return false;
  }
}

/**
 * A date and time in `language` and `zone` (undefined: this device's). With the event's zone
 * given, the zone is named after the time where it crosses a zone ('6:00 PM GMT+1').
 */
export function formatDateTime(iso: string | Date, language: string, zone: string | undefined, eventZone?: string | null): string {
  const named = crossesZone(iso, eventZone) ? { timeZoneName: 'short' as const } : {};
  if (!Object.keys(named).length) return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', ...(zone ? { timeZone: zone } : {}) }).format(new Date(iso));
  // dateStyle/timeStyle do not combine with timeZoneName: the same fields, spelled out.
  return new Intl.DateTimeFormat(language, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', ...named, ...(zone ? { timeZone: zone } : {}) }).format(new Date(iso));
}

/** A time of day, in the user's language and chosen zone (as formatDateTime, without the date; its zone named likewise). */
export function formatTime(iso: string | Date, language: string, zone: string | undefined, eventZone?: string | null): string {
  const named = crossesZone(iso, eventZone) ? { timeZoneName: 'short' as const } : {};
  if (!Object.keys(named).length) return new Intl.DateTimeFormat(language, { timeStyle: 'short', ...(zone ? { timeZone: zone } : {}) }).format(new Date(iso));
  return new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', ...named, ...(zone ? { timeZone: zone } : {}) }).format(new Date(iso));
}

/** A calendar day, in the user's language and chosen zone (as formatDateTime, without the time). */
export function formatDay(iso: string | Date, language: string, zone: string | undefined): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', ...(zone ? { timeZone: zone } : {}) }).format(new Date(iso));
}
