import { useTranslation } from 'react-i18next';
import { displayZone, formatDateTime, formatDay, useTimezoneType } from '../lib/time';
import { useApp } from './AppContext';

/**
 * Formats a time in the user's language and chosen time zone (the browser's or the event's),
 * naming the zone where the device's clock and the event's differ (docs/decisions.md).
 */
export function useFormatTime(): (iso: string | Date) => string {
  const { i18n } = useTranslation();
  const { info } = useApp();
  const zone = displayZone(useTimezoneType(), info?.event.timezone);
  return (iso) => formatDateTime(iso, i18n.resolvedLanguage ?? 'en', zone, info?.event.timezone);
}

/** Formats a calendar day in the user's language and chosen time zone. */
export function useFormatDay(): (iso: string | Date) => string {
  const { i18n } = useTranslation();
  const { info } = useApp();
  const zone = displayZone(useTimezoneType(), info?.event.timezone);
  return (iso) => formatDay(iso, i18n.resolvedLanguage ?? 'en', zone);
}
