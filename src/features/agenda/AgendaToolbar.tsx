/** The agenda's toolbar: the views (week, day, list), stepping through the show's days or weeks, and the show's opening hours. */
import { useTranslation } from 'react-i18next';
import { Icon } from '../../app/icons';
import { type useFormatters } from './useAgendaData';

export type View = 'day' | 'list' | 'week';

interface AgendaToolbarProps {
  views: View[];
  view: View;
  onView: (view: View) => void;
  /** The show's days, the one chosen and where it is among them. */
  days: string[];
  day: string;
  dayIndex: number;
  onDay: (day: string) => void;
  /** The show days the week view shows, and where they start among all of them. */
  week: string[];
  weekStart: number;
  /** The show's opening and closing time on the day shown (null: not to be had). */
  opens: string | null;
  closes: string | null;
  eventName: string;
  f: ReturnType<typeof useFormatters>;
}

/** The view switch, the day or week stepper, and the show's hours above the calendar. */
export function AgendaToolbar({ views, view, onView, days, day, dayIndex, onDay, week, weekStart, opens, closes, eventName, f }: AgendaToolbarProps) {
  const { t } = useTranslation('agenda');
  const previousIcon = <Icon name="arrowLeft" size={18} />;
  const nextIcon = <Icon name="arrowLeft" size={18} className="icon-flipped" />;
  return (
    <div className="agenda-toolbar">
      <div className="segmented" role="group" aria-label={t('agenda.views')}>
        {views.map((v) => (
          <button key={v} type="button" className={v === view ? 'segmented-item selected' : 'segmented-item'} aria-pressed={v === view} onClick={() => onView(v)}>
            {t(`agenda.view.${v}`)}
          </button>
        ))}
      </div>
      {view === 'day' && (
        <div className="day-stepper">
          <button type="button" className="button button-small" disabled={dayIndex <= 0} onClick={() => onDay(days[dayIndex - 1]!)} aria-label={t('agenda.previousDay')}>
            {previousIcon}
          </button>
          <span className="day-label" aria-live="polite">
            {f.day(day)}
          </span>
          <button type="button" className="button button-small" disabled={dayIndex < 0 || dayIndex >= days.length - 1} onClick={() => onDay(days[dayIndex + 1]!)} aria-label={t('agenda.nextDay')}>
            {nextIcon}
          </button>
        </div>
      )}
      {view === 'week' && days.length > 7 && (
        <div className="day-stepper">
          <button type="button" className="button button-small" disabled={weekStart <= 0} onClick={() => onDay(days[Math.max(0, weekStart - 7)]!)} aria-label={t('agenda.previousWeek')}>
            {previousIcon}
          </button>
          <span className="day-label" aria-live="polite">
            {t('agenda.weekRange', { from: f.shortDay(week[0]!), to: f.shortDay(week[week.length - 1]!) })}
          </span>
          <button type="button" className="button button-small" disabled={weekStart + 7 >= days.length} onClick={() => onDay(days[Math.min(days.length - 1, weekStart + 7)]!)} aria-label={t('agenda.nextWeek')}>
            {nextIcon}
          </button>
        </div>
      )}
      {view !== 'list' && opens && closes && (
        <p className="agenda-show-hours">
          <Icon name="calendar" size={18} />
          <span>
            <strong>{eventName}</strong> · {t('item.expoTime', { time: f.range(opens, closes) })}
          </span>
        </p>
      )}
    </div>
  );
}
