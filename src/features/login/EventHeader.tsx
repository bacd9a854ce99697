/** The event a login screen belongs to: name and dates, in the user's language. */
import { useTranslation } from 'react-i18next';
import type { EventInfo } from '../../domain/event';
import { PRODUCT_NAME } from '../../domain/constants';
import { Icon } from '../../app/icons';

export function formatEventDates(event: Pick<EventInfo, 'startsAt' | 'endsAt' | 'timezone'>, language: string): string {
  const format = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: event.timezone });
  return format.formatRange(new Date(event.startsAt), new Date(event.endsAt));
}

export function EventHeader({ event }: { event: EventInfo | null | undefined }) {
  const { i18n } = useTranslation();
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
          <p className="event-dates">{formatEventDates(event, i18n.resolvedLanguage ?? 'en')}</p>
        </div>
      )}
    </header>
  );
}
