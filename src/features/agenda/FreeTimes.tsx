/**
 * The free times of the colleagues chosen in the meeting request (issue #29): each one's times to
 * meet, less their meetings, still to come, asked from the server (it alone knows the colleague's
 * meetings) as the colleague is chosen. Choosing one puts its day and start into the form. Only
 * the times of the meeting's kind: at the booth, online, or either for a hybrid meeting.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/call';
import { freeTimes } from '../../domain/endpoints/agenda';
import type { AnswerOf } from '../../domain/endpoints/define';
import { zonedDay, type MeetingType } from '../../domain/meeting';
import type { Person } from '../../ui/people/PeoplePicker';
import { useFormatters, wallTime } from './useAgendaData';

type FreeTime = AnswerOf<typeof freeTimes>['free'][number];

/** A colleague's free times: null while loading, 'offline' when they could not be fetched. */
function useFreeTimes(userId: string): FreeTime[] | 'offline' | null {
  const [free, setFree] = useState<FreeTime[] | 'offline' | null>(null);
  useEffect(() => {
    let live = true;
    setFree(null);
    call(freeTimes, { params: { userId } }, { quiet: true })
      .then((r) => live && setFree(r.free))
      .catch(() => live && setFree('offline'));
    return () => {
      live = false;
    };
  }, [userId]);
  return free;
}

export function FreeTimes({ people, type, onChoose }: { people: Person[]; type: MeetingType; onChoose: (day: string, time: string) => void }) {
  const colleagues = people.filter((p) => p.staff);
  if (!colleagues.length) return null;
  return (
    <div className="free-times">
      {colleagues.map((p) => (
        <ColleagueFreeTimes key={p.id} person={p} type={type} onChoose={onChoose} />
      ))}
    </div>
  );
}

function ColleagueFreeTimes({ person, type, onChoose }: { person: Person; type: MeetingType; onChoose: (day: string, time: string) => void }) {
  const { t } = useTranslation('agenda');
  const f = useFormatters();
  const free = useFreeTimes(person.id);
  const shown = Array.isArray(free) ? free.filter((x) => type === 'hybrid' || x.kind === type) : [];
  const title = t('request.freeTimes.title', { name: person.name || t('meeting.someone') });
  return (
    <section className="free-times-person" aria-label={title}>
      <h3 className="free-times-title">{title}</h3>
      {free === null && <p className="field-hint">{t('common:status.loading')}</p>}
      {free === 'offline' && <p className="field-hint">{t('request.freeTimes.offline')}</p>}
      {Array.isArray(free) && shown.length === 0 && <p className="field-hint">{t('request.freeTimes.none', { name: person.name || t('meeting.someone') })}</p>}
      {shown.length > 0 && (
        <ul className="free-times-list">
          {shown.map((x) => {
            const label = `${f.shortDay(zonedDay(x.startsAt, f.zone))} ${f.range(x.startsAt, x.endsAt)}`;
            return (
              <li key={`${x.kind}-${x.startsAt}`}>
                <button type="button" className="button button-small" onClick={() => onChoose(zonedDay(x.startsAt, f.zone), wallTime(x.startsAt, f.zone))} aria-label={t('request.freeTimes.choose', { time: label, kind: t(`meeting.type.${x.kind}`) })}>
                  {label}
                  {type === 'hybrid' && <span className="free-times-kind"> · {t(`meeting.type.${x.kind}`)}</span>}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
