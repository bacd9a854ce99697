/**
 * /agenda/:conversationID?: the person's calendar, read from the local database (works offline):
 * the show (expo) and its opening hours (expoTime), the organiser's programme (activity), their
 * meetings and their own timeslots: SPEC section 3's calendar item types.
 * Day and list views on a phone, a week of show days on a desktop; a meeting opens by its
 * conversation id, beside the calendar on a desktop. `?with=<userId>&name=<name>` opens a meeting
 * request to that person (from the visitor list).
 */
import './agenda.css';
import { useEffect, useMemo, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { Link, NavLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../app/AppContext';
import { useDevice, usePageTitle } from '../../app/hooks';
import { Icon } from '../../app/icons';
import { NotFoundPage } from '../../app/NotFoundPage';
import type { LocalConversation, LocalTimeslot } from '../../data/db';
import { useActivities } from '../../data/activities';
import type { Activity } from '../../domain/activity';
import { zonedDay } from '../../domain/meeting';
import { instantOf, useFormatters, useMeetings, useOwnTimeslots, useShowDays, wallTime } from './useAgendaData';
import { MeetingDetail } from './MeetingDetail';
import { MeetingRequestDialog, type RequestPreset } from './MeetingRequestDialog';
import { SyncNote } from './SyncNote';
import { otherNames, useMeetingTitle } from '../../ui/conversations/meeting-title';

type View = 'day' | 'list' | 'week';

type Item =
  | { kind: 'activity'; key: string; startsAt: string; endsAt: string; activity: Activity }
  | { kind: 'meeting'; key: string; startsAt: string; endsAt: string; meeting: LocalConversation }
  | { kind: 'timeslot'; key: string; startsAt: string; endsAt: string; slot: LocalTimeslot };

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
  const previousIcon = <Icon name="arrowLeft" size={18} />;
  const nextIcon = <Icon name="arrowLeft" size={18} className="icon-flipped" />;
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

      <div className="agenda-toolbar">
        <div className="segmented" role="group" aria-label={t('agenda.views')}>
          {views.map((v) => (
            <button key={v} type="button" className={v === view ? 'segmented-item selected' : 'segmented-item'} aria-pressed={v === view} onClick={() => setView(v)}>
              {t(`agenda.view.${v}`)}
            </button>
          ))}
        </div>
        {view === 'day' && (
          <div className="day-stepper">
            <button type="button" className="button button-small" disabled={dayIndex <= 0} onClick={() => setDay(days[dayIndex - 1]!)} aria-label={t('agenda.previousDay')}>
              {previousIcon}
            </button>
            <span className="day-label" aria-live="polite">
              {f.day(day)}
            </span>
            <button type="button" className="button button-small" disabled={dayIndex < 0 || dayIndex >= days.length - 1} onClick={() => setDay(days[dayIndex + 1]!)} aria-label={t('agenda.nextDay')}>
              {nextIcon}
            </button>
          </div>
        )}
        {view === 'week' && days.length > 7 && (
          <div className="day-stepper">
            <button type="button" className="button button-small" disabled={weekStart <= 0} onClick={() => setDay(days[Math.max(0, weekStart - 7)]!)} aria-label={t('agenda.previousWeek')}>
              {previousIcon}
            </button>
            <span className="day-label" aria-live="polite">
              {t('agenda.weekRange', { from: f.shortDay(week[0]!), to: f.shortDay(week[week.length - 1]!) })}
            </span>
            <button type="button" className="button button-small" disabled={weekStart + 7 >= days.length} onClick={() => setDay(days[Math.min(days.length - 1, weekStart + 7)]!)} aria-label={t('agenda.nextWeek')}>
              {nextIcon}
            </button>
          </div>
        )}
        {view !== 'list' && opens && closes && (
          <p className="agenda-show-hours">
            <Icon name="calendar" size={18} />
            <span>
              <strong>{info.event.name}</strong> · {t('item.expoTime', { time: f.range(opens, closes) })}
            </span>
          </p>
        )}
      </div>

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

/** Marks a sideways scrolling box with the sides it has more on (data-more="start end"), for its fades. */
function useScrollEdges(ref: RefObject<HTMLElement | null>, deps: unknown[]) {
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const update = () => {
      const more = [box.scrollLeft > 1 ? 'start' : '', box.scrollLeft + box.clientWidth < box.scrollWidth - 1 ? 'end' : ''].filter(Boolean).join(' ');
      if (more) box.dataset.more = more;
      else delete box.dataset.more;
    };
    update();
    box.addEventListener('scroll', update, { passive: true });
    const resized = new ResizeObserver(update);
    resized.observe(box);
    return () => {
      box.removeEventListener('scroll', update);
      resized.disconnect();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
}

function DayColumn({ items, heading, today, selected }: { items: Item[]; heading: string | null; today?: boolean; selected?: string }) {
  const { t } = useTranslation('agenda');
  const f = useFormatters();
  const title = useMeetingTitle();
  return (
    <section className={`agenda-day${today ? ' today' : ''}`} aria-label={heading ? f.day(heading) : undefined}>
      {heading && <h2 className="agenda-day-heading">{f.shortDay(heading)}</h2>}
      <ul className="agenda-items">
        {items.map((item) => {
          if (item.kind === 'activity') {
            const a = item.activity;
            return (
              <li key={item.key} className="agenda-item item-activity">
                <span className="item-time">{f.range(item.startsAt, item.endsAt)}</span>
                <span className="item-title">{a.title}</span>
                <span className="item-meta">{[t('item.activity'), a.location].filter(Boolean).join(' · ')}</span>
              </li>
            );
          }
          if (item.kind === 'timeslot') {
            return (
              <li key={item.key} className="agenda-item item-timeslot">
                <span className="item-time">{f.range(item.startsAt, item.endsAt)}</span>
                <span className="item-title">{t(`item.timeslot.${item.slot.kind}`)}</span>
                <SyncNote state={item.slot.syncState} reason={item.slot.syncReason} />
              </li>
            );
          }
          const m = item.meeting;
          return (
            <li key={item.key} className={`agenda-item item-meeting state-${m.meeting!.state}${selected === m.id ? ' selected' : ''}`}>
              <Link to={`/agenda/${m.id}`} className="item-link" aria-current={selected === m.id ? 'true' : undefined}>
                <span className="item-time">{f.range(item.startsAt, item.endsAt)}</span>
                <span className="item-title">{title(m)}</span>
                <span className="item-meta">
                  {t(`meeting.type.${m.meeting!.type}`)} · {t(`meeting.state.${m.meeting!.state}`)}
                  {m.meeting!.proposed ? ` · ${t('meeting.newTimeProposed')}` : ''}
                </span>
                <SyncNote state={m.syncState} reason={m.syncReason} />
              </Link>
            </li>
          );
        })}
      </ul>
      {items.length === 0 && <p className="agenda-empty">{t('agenda.nothing')}</p>}
    </section>
  );
}

function MeetingList({ meetings, selected }: { meetings: LocalConversation[]; selected?: string }) {
  const { t } = useTranslation('agenda');
  const { info } = useApp();
  const f = useFormatters();
  const title = useMeetingTitle();
  const me = info?.user?.id ?? '';
  if (!meetings.length) {
    return (
      <div className="empty-state">
        <Icon name="calendar" size={40} aria-hidden="true" />
        <p>{t('agenda.noMeetings')}</p>
      </div>
    );
  }
  const groups = new Map<string, LocalConversation[]>();
  for (const m of meetings) {
    const d = zonedDay(m.meeting!.startsAt, f.zone);
    groups.set(d, [...(groups.get(d) ?? []), m]);
  }
  return (
    <div className="agenda-list">
      {[...groups].map(([d, list]) => (
        <section key={d} aria-label={f.day(d)}>
          <h2 className="agenda-day-heading">{f.day(d)}</h2>
          <ul className="agenda-items">
            {list.map((m) => (
              <li key={m.id} className={`agenda-item item-meeting state-${m.meeting!.state}${selected === m.id ? ' selected' : ''}`}>
                <Link to={`/agenda/${m.id}`} className="item-link" aria-current={selected === m.id ? 'true' : undefined}>
                  <span className="item-time">{f.range(m.meeting!.startsAt, m.meeting!.endsAt)}</span>
                  <span className="item-title">{title(m)}</span>
                  <span className="item-meta">{[otherNames(m.members, me, t), t(`meeting.state.${m.meeting!.state}`)].filter(Boolean).join(' · ')}</span>
                  <SyncNote state={m.syncState} reason={m.syncReason} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
