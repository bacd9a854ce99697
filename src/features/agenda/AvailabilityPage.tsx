/**
 * /agenda/settings/onsitemeetingavailability and /onlinemeetingavailability: the times this person
 * can meet, per show day, at the booth or online. Read from and written to the local database
 * (works offline; the server checks the same rules when the write arrives): a timeslot stays on
 * one show day and never overlaps the person's others (SPEC section 5), each refusal with its own
 * message. Shown and entered in the time zone the user chose (the browser's or the event's).
 */
import './agenda.css';
import { useId, useState, type FormEvent } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../app/AppContext';
import { usePageTitle } from '../../app/hooks';
import { Icon } from '../../app/icons';
import { useNotices } from '../../app/notices/NoticeProvider';
import { useTabs } from '../../app/route-context';
import { useWriteContext } from '../../app/useWriteContext';
import { deleteTimeslot, setTimeslot } from '../../data/mutators';
import { checkTimeslot, zonedDay } from '../../domain/meeting';
import type { TimeslotKind } from '../../domain/conversation';
import { instantOf, useFormatters, useOwnTimeslots, useShowDays } from './useAgendaData';
import { SyncNote } from './SyncNote';
import { SharePanel } from './SharePanel';
import { DayField, TimeField } from './TimeFields';

export default function AvailabilityPage() {
  const { t } = useTranslation('agenda');
  const { config } = useApp();
  const { tabs, active } = useTabs('availability');
  const kind: TimeslotKind = active === 'agenda-settings-online' ? 'online' : 'onsite';
  usePageTitle(config?.event?.environmentName, t('availability.title'));
  return (
    <div className="page availability-page">
      <header className="page-header">
        <div>
          <h1>{t('availability.title')}</h1>
          <p className="lead">{t('availability.lead')}</p>
        </div>
        <NavLink to="/agenda" className="button button-small">
          <Icon name="calendar" size={18} />
          {t('agenda.title')}
        </NavLink>
      </header>
      {tabs.length > 1 && (
        <nav className="tabs" aria-label={t('availability.kinds')}>
          {tabs.map((x) => (
            <NavLink key={x.id} to={x.path} className={x.id === active ? 'tab active' : 'tab'} aria-current={x.id === active ? 'page' : undefined} replace>
              {t(x.labelKey)}
            </NavLink>
          ))}
        </nav>
      )}
      <Timeslots key={kind} kind={kind} />
      <SharePanel />
    </div>
  );
}

function Timeslots({ kind }: { kind: TimeslotKind }) {
  const { t } = useTranslation('agenda');
  const { info } = useApp();
  const ctx = useWriteContext();
  const { notify } = useNotices();
  const days = useShowDays();
  const slots = useOwnTimeslots();
  const f = useFormatters();
  const id = useId();
  const [today] = useState(() => zonedDay(Date.now(), f.zone));
  const [day, setDay] = useState(() => days.find((d) => d >= today) ?? days[0] ?? '');
  const [from, setFrom] = useState('09:00');
  const [to, setTo] = useState('12:00');
  const [error, setError] = useState<string | null>(null);

  if (!info || slots === undefined) return <div className="screen-loading" aria-busy="true" role="status" aria-label={t('common:status.loading')} />;
  const mine = slots.filter((s) => s.kind === kind);

  const add = async (e: FormEvent) => {
    e.preventDefault();
    const startsAt = instantOf(day, from, f.zone);
    const endsAt = instantOf(day, to, f.zone);
    if (!day || !startsAt || !endsAt) return setError('timeslot.invalidDate');
    // The rules as the server applies them: days of the event, in the event's zone.
    const others = slots.map((s) => ({ start: s.startsAt, end: s.endsAt }));
    const problem = checkTimeslot({ start: startsAt, end: endsAt }, others, info.event.timezone, { startsAt: info.event.startsAt, endsAt: info.event.endsAt }, { now: Date.now(), kind });
    if (problem) return setError(problem);
    if (!ctx) return;
    setError(null);
    await setTimeslot(ctx, { kind, startsAt, endsAt });
    notify({ kind: 'positive', messageKey: 'agenda:availability.added', values: { time: `${f.shortDay(day)} ${f.range(startsAt, endsAt)}` } });
  };

  const byDay = days.map((d) => ({ day: d, slots: mine.filter((s) => zonedDay(s.startsAt, f.zone) === d) }));
  return (
    <>
      <form className="card availability-form" onSubmit={(e) => void add(e)} noValidate aria-labelledby={`${id}-h`}>
        <h2 id={`${id}-h`}>{t(`availability.add.${kind}`)}</h2>
        <div className="availability-fields">
          <DayField id={`${id}-day`} value={day} onChange={setDay} />
          <TimeField id={`${id}-from`} label={t('availability.from')} value={from} onChange={setFrom} errorId={error && `${id}-error`} />
          <TimeField id={`${id}-to`} label={t('availability.to')} value={to} onChange={setTo} errorId={error && `${id}-error`} />
          <button type="submit" className="button button-primary">
            <Icon name="plus" size={18} />
            {t('availability.addButton')}
          </button>
        </div>
        {error && (
          <p className="field-error" id={`${id}-error`} role="alert">
            {t(`reason.${error}`)}
          </p>
        )}
        <p className="field-hint">{t('availability.zone', { zone: f.zone })}</p>
      </form>

      {mine.length === 0 ? (
        <div className="empty-state">
          <Icon name="calendar" size={40} aria-hidden="true" />
          <p>{t(`availability.empty.${kind}`)}</p>
        </div>
      ) : (
        byDay
          .filter((d) => d.slots.length)
          .map((d) => (
            <section key={d.day} className="availability-day" aria-labelledby={`${id}-${d.day}`}>
              <h2 id={`${id}-${d.day}`}>{f.day(d.day)}</h2>
              <ul className="slot-list">
                {d.slots.map((s) => (
                  <li key={s.id} className="slot-row">
                    <span className="slot-time">{f.range(s.startsAt, s.endsAt)}</span>
                    <SyncNote state={s.syncState} reason={s.syncReason} />
                    <button
                      type="button"
                      className="button button-small button-danger-quiet"
                      aria-label={t('availability.delete', { time: f.range(s.startsAt, s.endsAt) })}
                      onClick={() => ctx && void deleteTimeslot(ctx, s.id).then(() => notify({ kind: 'positive', messageKey: 'agenda:availability.deleted' }))}
                    >
                      <Icon name="trash" size={18} />
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ))
      )}
    </>
  );
}
