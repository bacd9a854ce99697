/** The day, time and duration fields the agenda's forms share (availability, meeting request, another time). */
import { useTranslation } from 'react-i18next';
import { MEETING_DURATIONS_MINUTES } from '../../domain/meeting';
import { useFormatters, useShowDays } from './useAgendaData';

/** A day of the show, in the user's language; with `from` ('YYYY-MM-DD'), only that day and later ones. */
export function DayField({ id, value, onChange, from }: { id: string; value: string; onChange: (day: string) => void; from?: string }) {
  const { t } = useTranslation('agenda');
  const f = useFormatters();
  const days = useShowDays().filter((d) => !from || d >= from);
  return (
    <div className="field">
      <label htmlFor={id}>{t('availability.day')}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {days.map((d) => (
          <option key={d} value={d}>
            {f.day(d)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A time of day ('HH:mm', five-minute steps); `errorId` when the form's error is about it. */
export function TimeField({ id, label, value, onChange, errorId }: { id: string; label: string; value: string; onChange: (time: string) => void; errorId?: string | null | undefined }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="time" step={300} value={value} onChange={(e) => onChange(e.target.value)} {...(errorId ? { 'aria-invalid': true, 'aria-describedby': errorId } : {})} />
    </div>
  );
}

/** One of SPEC section 9's meeting durations. */
export function DurationField({ id, value, onChange }: { id: string; value: number; onChange: (minutes: number) => void }) {
  const { t } = useTranslation('agenda');
  return (
    <div className="field">
      <label htmlFor={id}>{t('request.duration')}</label>
      <select id={id} value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {MEETING_DURATIONS_MINUTES.map((d) => (
          <option key={d} value={d}>
            {t('request.minutes', { count: d })}
          </option>
        ))}
      </select>
    </div>
  );
}
