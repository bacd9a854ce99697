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

export function formatDateTime(iso: string | Date, language: string, zone: string | undefined): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', ...(zone ? { timeZone: zone } : {}) }).format(new Date(iso));
}

/** A time of day, in the user's language and chosen zone (as formatDateTime, without the date). */
export function formatTime(iso: string | Date, language: string, zone: string | undefined): string {
  return new Intl.DateTimeFormat(language, { timeStyle: 'short', ...(zone ? { timeZone: zone } : {}) }).format(new Date(iso));
}

/** A calendar day, in the user's language and chosen zone (as formatDateTime, without the time). */
export function formatDay(iso: string | Date, language: string, zone: string | undefined): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', ...(zone ? { timeZone: zone } : {}) }).format(new Date(iso));
}
