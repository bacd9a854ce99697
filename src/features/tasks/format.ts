/** Dates and sizes on the tasks screen, in the user's language and chosen time zone. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../app/AppContext';
import { displayZone, formatDateTime, useTimezoneType } from '../../lib/time';

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** '3 days ago', 'in 2 hours', 'tomorrow': the largest unit that fits (days from a day on). */
export function relativeTime(iso: string, language: string, now: number = Date.now()): string {
  const diff = Date.parse(iso) - now;
  const rtf = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, ms] of UNITS) {
    if (Math.abs(diff) >= ms || unit === 'minute') return rtf.format(Math.round(diff / ms), unit);
  }
  return rtf.format(0, 'minute');
}

export function formatSize(bytes: number, language: string): string {
  const small = bytes < 1_000_000;
  return new Intl.NumberFormat(language, { style: 'unit', unit: small ? 'kilobyte' : 'megabyte', maximumFractionDigits: small ? 0 : 1 }).format(small ? Math.max(1, bytes / 1000) : bytes / 1_000_000);
}

export function useTaskFormat() {
  const { i18n } = useTranslation();
  const { info } = useApp();
  const eventZone = info?.event.timezone;
  const zone = displayZone(useTimezoneType(), eventZone);
  const language = i18n.resolvedLanguage ?? 'en';
  return useMemo(
    () => ({
      language,
      dateTime: (iso: string) => formatDateTime(iso, language, zone, eventZone),
      relative: (iso: string) => relativeTime(iso, language),
      size: (bytes: number) => formatSize(bytes, language),
    }),
    [language, zone, eventZone],
  );
}
