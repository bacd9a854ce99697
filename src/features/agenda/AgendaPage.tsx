/**
 * /agenda/:conversationID?: the person's calendar, read from the local database (works offline):
 * the show (expo) and its opening hours (expoTime), the organiser's programme (activity), their
 * meetings and their own timeslots: SPEC section 3's calendar item types.
 * Day and list views on a phone, a week of show days on a desktop; a meeting opens by its
 * conversation id, beside the calendar on a desktop. `?with=<userId>&name=<name>` opens a meeting
 * request to that person (from the visitor list).
 */
import './agenda.css';
import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { Link, NavLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../app/AppContext';
import { useDevice, usePageTitle } from '../../app/hooks';
import { Icon } from '../../app/icons';
import { NotFoundPage } from '../../app/NotFoundPage';
import { useActivities } from '../../data/activities';
import { zonedDay } from '../../domain/meeting';
import { instantOf, useFormatters, useMeetings, useOwnTimeslots, useShowDays, wallTime } from './useAgendaData';
import { MeetingDetail } from './MeetingDetail';
import { MeetingRequestDialog, type RequestPreset } from './MeetingRequestDialog';
import { DayColumn, MeetingList, useScrollEdges, type Item } from './AgendaColumns';
import { AgendaToolbar, type View } from './AgendaToolbar';

export default function AgendaPage() {
  const { t } = useTranslation('agenda');
  const { config, info } = useApp();
  const { conversationID } = useParams();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const device = useDevice();
  usePageTitle(config?.event?.environmentName, t('agenda.title'));
  const days = useShowDays();
  const meetings = useMeetings();
  const slots = useOwnTimeslots();
  const activities = useActivities(info?.event.id ?? null);
  const f = useFormatters();
  const [chosenView, setView] = useState<View | null>(null);
  const view: View = chosenView && (chosenView !== 'week' || device === 'desktop') ? chosenView : device === 'desktop' ? 'week' : 'day';
  const [today] = useState(() => zonedDay(Date.now(), f.zone));
  const [day, setDay] = useState(() => days.find((d) => d >= today) ?? days[0] ?? today);
  const withId = search.get('with');
  const [requesting, setRequesting] = useState<RequestPreset | null>(null);
  const preset: RequestPreset | null = requesting ?? (withId ? { participant: { id: withId, name: search.get('name') ?? '', staff: false } } : null);

  const items = useMemo(() => {
    const byDay = new Map<string, Item[]>(days.map((d) => [d, []]));
    for (const m of meetings ?? []) {
      const d = zonedDay(m.meeting!.startsAt, f.zone);
      byDay.get(d)?.push({ kind: 'meeting', key: m.id, startsAt: m.meeting!.startsAt, endsAt: m.meeting!.endsAt, meeting: m });
    }
    for (const s of slots ?? []) byDay.get(zonedDay(s.startsAt, f.zone))?.push({ kind: 'timeslot', key: s.id, startsAt: s.startsAt, endsAt: s.endsAt, slot: s });
    for (const a of activities ?? []) byDay.get(zonedDay(a.startsAt, f.zone))?.push({ kind: 'activity', key: `activity-${a.id}`, startsAt: a.startsAt, endsAt: a.endsAt, activity: a });
    for (const list of byDay.values()) list.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
    return byDay;
  }, [days, meetings, slots, activities, f.zone]);

  // The open meeting's entry stays in view when the week beside its detail scrolls sideways.
  const weekRef = useRef<HTMLDivElement>(null);
  const loaded = meetings !== undefined;
  useEffect(() => {
    weekRef.current?.querySelector('.agenda-item.selected')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [conversationID, loaded, view]);
  useScrollEdges(weekRef, [loaded, view, !!conversationID]);

  if (!info || meetings === undefined || slots === undefined) return <div className="screen-loading" aria-busy="true" role="status" aria-label={t('common:status.loading')} />;
  const selected = conversationID ? meetings.find((m) => m.id === conversationID) : undefined;
  if (conversationID && !selected && device === 'mobile') return <NotFoundPage />;
  const closeRequest = () => {
    setRequesting(null);
    if (withId) setSearch({}, { replace: true });
  };

  // On a phone a meeting is a page of its own.
  if (selected && device === 'mobile') {
    return (
      <div className="page agenda-page">
        <Link to="/agenda" className="back-link">
          <Icon name="arrowLeft" size={18} />
          {t('agenda.title')}
        </Link>
        <MeetingDetail meeting={selected} />
      </div>
    );
  }

  const dayIndex = days.indexOf(day);
  // The week view shows seven show days from the chosen one (the last seven at the end of a long show).
  const weekStart = Math.max(0, Math.min(dayIndex, days.length - 7));
  const week = days.slice(weekStart, weekStart + 7);
  const views: View[] = device === 'desktop' ? ['week', 'day', 'list'] : ['day', 'list'];
  // The show's opening hours (its start and end times, the same each day), said once above the calendar.
  const shownDay = view === 'week' ? (week[0] ?? day) : day;
  const opens = instantOf(shownDay, wallTime(info.event.startsAt, info.event.timezone), info.event.timezone);
  const closes = instantOf(shownDay, wallTime(info.event.endsAt, info.event.timezone), info.event.timezone);
  return (
    <div className={`page agenda-page${selected ? ' with-detail' : ''}`}>
      <header className="page-header">
        <div>
          <h1>{t('agenda.title')}</h1>
          <p className="lead">{t('agenda.lead', { zone: f.zone })}</p>
        </div>
        <div className="page-actions">
          <NavLink to="/agenda/settings" className="button button-small">
            {t('availability.title')}
          </NavLink>
          <button type="button" className="button button-primary button-small" onClick={() => setRequesting({})}>
            <Icon name="plus" size={18} />
            {t('request.open')}
          </button>
        </div>
      </header>

      <AgendaToolbar
        views={views}
        view={view}
        onView={setView}
        days={days}
        day={day}
        dayIndex={dayIndex}
        onDay={setDay}
        week={week}
        weekStart={weekStart}
        opens={opens}
        closes={closes}
        eventName={info.event.name}
        f={f}
      />

      <div className="agenda-body">
        <div className="agenda-calendar">
          {view === 'day' && <DayColumn items={items.get(day) ?? []} heading={null} selected={conversationID} />}
          {view === 'week' && (
            <div className="agenda-week-scroll" ref={weekRef} role="region" tabIndex={0} aria-label={t('agenda.weekRange', { from: f.shortDay(week[0]!), to: f.shortDay(week[week.length - 1]!) })}>
              <div className="agenda-week" style={{ '--days': week.length } as CSSProperties}>
                {week.map((d) => (
                  <DayColumn key={d} items={items.get(d) ?? []} heading={d} today={d === today} selected={conversationID} />
                ))}
              </div>
            </div>
          )}
          {view === 'list' && <MeetingList meetings={meetings} selected={conversationID} />}
        </div>
        {selected && (
          <aside className="agenda-detail card" aria-label={t('meeting.detail')}>
            <button type="button" className="button button-small agenda-detail-close" onClick={() => void navigate('/agenda')} aria-label={t('common:action.close')}>
              <Icon name="close" size={18} />
            </button>
            <MeetingDetail meeting={selected} />
          </aside>
        )}
      </div>
      {preset && <MeetingRequestDialog preset={preset} onClose={closeRequest} onSent={(id) => { closeRequest(); void navigate(`/agenda/${id}`); }} />}
    </div>
  );
}
