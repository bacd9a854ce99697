/** The event a login screen belongs to: name and dates, in the user's language. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventInfo } from '../../domain/event';
import { PRODUCT_NAME } from '../../domain/constants';
import { Icon } from '../../app/icons';

export function formatEventDates(event: Pick<EventInfo, 'startsAt' | 'endsAt' | 'timezone'>, language: string): string {
  const format = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: event.timezone });
  return format.formatRange(new Date(event.startsAt), new Date(event.endsAt));
}

/**
 * The event's dates, formatted once the page has painted: the first date format of a page loads the
 * browser's calendar data (25 ms on a fast machine, four times that on a phone), which would hold
 * back the whole login screen (issue #30, Lighthouse's total blocking time). The line keeps its
 * height meanwhile.
 */
function useEventDates(event: EventInfo | null | undefined, language: string): string | null {
  const [dates, setDates] = useState<{ key: string; text: string } | null>(null);
  const key = event ? `${event.startsAt}|${event.endsAt}|${event.timezone}|${language}` : '';
  useEffect(() => {
    if (!event) return;
    const run = () => setDates({ key, text: formatEventDates(event, language) });
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(run, { timeout: 500 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  }, [event, key, language]);
  return dates?.key === key ? dates.text : null;
}

export function EventHeader({ event }: { event: EventInfo | null | undefined }) {
  const { i18n } = useTranslation();
  const dates = useEventDates(event, i18n.resolvedLanguage ?? 'en');
  return (
    <header className="event-header">
      <div className="brand brand-large">
        <span className="brand-mark" aria-hidden="true">
          <Icon name="logo" size={22} />
        </span>
        <span className="brand-name">{PRODUCT_NAME}</span>
      </div>
      {event && (
        <div className="event-header-event">
          <p className="event-name">{event.name}</p>
          <p className="event-dates">{dates ?? '\u00a0'}</p>
        </div>
      )}
    </header>
  );
}
