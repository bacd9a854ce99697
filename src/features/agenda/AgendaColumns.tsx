/** The agenda's days side by side (each a column of meetings and programme items, scrolled sideways with shadows at the edges) and a plain list of meetings. */
import './agenda.css';
import { useEffect, type RefObject } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../app/AppContext';
import { Icon } from '../../app/icons';
import { zonedDay } from '../../domain/meeting';
import { useFormatters } from './useAgendaData';
import { SyncNote } from './SyncNote';
import { otherNames, useMeetingTitle } from '../../ui/conversations/meeting-title';
import type { LocalConversation, LocalTimeslot } from '../../data/db';
import type { Activity } from '../../domain/activity';

/** One thing of a day: a programme item, a meeting, or a time this person gave to meet. */
export type Item =
  | { kind: 'activity'; key: string; startsAt: string; endsAt: string; activity: Activity }
  | { kind: 'meeting'; key: string; startsAt: string; endsAt: string; meeting: LocalConversation }
  | { kind: 'timeslot'; key: string; startsAt: string; endsAt: string; slot: LocalTimeslot };

/** Marks a sideways scrolling box with the sides it has more on (data-more="start end"), for its fades. */
export function useScrollEdges(ref: RefObject<HTMLElement | null>, deps: unknown[]) {
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

export function DayColumn({ items, heading, today, selected }: { items: Item[]; heading: string | null; today?: boolean; selected?: string }) {
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

export function MeetingList({ meetings, selected }: { meetings: LocalConversation[]; selected?: string }) {
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
