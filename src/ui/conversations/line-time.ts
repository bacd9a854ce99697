/**
 * The time a meeting's system line carries (another time proposed, the new time accepted: its body
 * is 'start/end'), as the reader reads it: the day and the range of times in their language and
 * the zone they chose (the browser's or the event's). The meeting's history, the conversation and
 * the inbox's preview write it the same way (issue #29: the line lost its time in the messages).
 */
import { useTranslation } from 'react-i18next';
import { useApp } from '../../app/AppContext';
import { displayZone, useTimezoneType } from '../../lib/time';

/** The day and range of a system line's 'start/end' body, or '' when it carries no time. */
export function formatLineTime(body: string, language: string, zone: string | undefined): string {
  const [from, to] = body.split('/');
  if (!from || !to || Number.isNaN(Date.parse(from)) || Number.isNaN(Date.parse(to))) return '';
  const z = zone ? { timeZone: zone } : {};
  const day = new Intl.DateTimeFormat(language, { weekday: 'short', day: 'numeric', month: 'short', ...z });
  const time = new Intl.DateTimeFormat(language, { timeStyle: 'short', ...z });
  return `${day.format(new Date(from))} ${time.format(new Date(from))}–${time.format(new Date(to))}`;
}

export function useLineTime(): (body: string) => string {
  const { i18n } = useTranslation();
  const { info } = useApp();
  const zone = displayZone(useTimezoneType(), info?.event.timezone);
  const language = i18n.resolvedLanguage ?? 'en';
  return (body) => formatLineTime(body, language, zone);
}
