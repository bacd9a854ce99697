/** The event a login screen belongs to: name and dates, in the user's language. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEventDates, type EventInfo } from '../../domain/event';
import { PRODUCT_NAME } from '../../domain/constants';
import { Icon } from '../../app/icons';

/**
 * The event's dates: as the server wrote them in this language, or else formatted once the page has
 * painted: the first date format of a page loads the browser's calendar data (80-290 ms on a phone),
 * which would hold back the whole login screen (issue #30, Lighthouse's total blocking time). The
 * line keeps its height meanwhile.
 */
function useEventDates(event: EventInfo | null | undefined, language: string): string | null {
  const [dates, setDates] = useState<{ key: string; text: string } | null>(null);
  const key = event ? `${event.startsAt}|${event.endsAt}|${event.timezone}|${language}` : '';
  const written = event?.datesText?.[language];
  useEffect(() => {
    if (!event || written) return;
    const run = () => setDates({ key, text: formatEventDates(event, language) });
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(run, { timeout: 500 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  }, [event, key, language, written]);
  return written ?? (dates?.key === key ? dates.text : null);
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
