/**
 * A meeting request: type (onsite, online or hybrid where the online setting is on), subject, day,
 * start and one of SPEC section 9's durations, location, participants and a message. The chosen
 * colleagues' free times show under them (FreeTimes.tsx); choosing one fills in day and start. Written
 * locally (works offline); the server decides whether each participant can be reached and the
 * outcome comes back at the next sync. Colleagues are listed when the network is there; a visitor
 * comes preset from the visitor list.
 */
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../app/AppContext';
import { guard } from '../../app/guard';
import { useDevice } from '../../app/hooks';
import { useRoutes } from '../../app/route-context';
import { Dialog } from '../../app/Dialog';
import { PeoplePicker, type Person } from '../../ui/people/PeoplePicker';
import { useNotices } from '../../app/notices/NoticeProvider';
import { useWriteContext } from '../../app/useWriteContext';
import { requestMeeting } from '../../data/mutators';
import { LOCATION_MAX, MEETING_MESSAGE_MAX, MEETING_PARTICIPANTS_MAX, SUBJECT_MAX } from '../../domain/conversation';
import { MEETING_TYPES, checkMeetingStart, validateMeetingTimes, zonedDay, type MeetingType } from '../../domain/meeting';
import { instantOf, nextHalfHour, useFormatters, useShowDays } from './useAgendaData';
import { DayField, DurationField, TimeField } from './TimeFields';
import { FreeTimes } from './FreeTimes';

export interface RequestPreset {
  participant?: Person;
}

export function MeetingRequestDialog({ preset, onClose, onSent }: { preset: RequestPreset; onClose: () => void; onSent: (id: string) => void }) {
  const { t } = useTranslation('agenda');
  const { info } = useApp();
  const ctx = useWriteContext();
  const { notify } = useNotices();
  const f = useFormatters();
  const days = useShowDays();
  const id = useId();
  const [today] = useState(() => zonedDay(Date.now(), f.zone));
  const online = info?.settings?.online ?? false;
  // At the booth first: the usual kind, and the one chosen at the start.
  const types = [...MEETING_TYPES].sort((a, b) => Number(b === 'onsite') - Number(a === 'onsite')).filter((x) => online || x === 'onsite');
  const canListVisitors = useCanListVisitors();
  const [type, setType] = useState<MeetingType>('onsite');
  const [subject, setSubject] = useState('');
  const [day, setDay] = useState(days.find((d) => d >= today) ?? days[0] ?? today);
  // Today, the next half hour; another day, mid-morning.
  const [time, setTime] = useState(() => (day === today ? nextHalfHour(f.zone) : '10:00'));
  const [duration, setDuration] = useState(30);
  const [location, setLocation] = useState('');
  const [message, setMessage] = useState('');
  const [chosen, setChosen] = useState<Person[]>(preset.participant ? [preset.participant] : []);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    if (!subject.trim()) next.subject = 'meeting.subjectRequired';
    if (!chosen.length) next.participants = 'meeting.participantsRequired';
    const startsAt = instantOf(day, time, f.zone);
    const endsAt = startsAt ? new Date(Date.parse(startsAt) + duration * 60_000).toISOString() : null;
    const times = startsAt && endsAt ? (validateMeetingTimes(startsAt, endsAt) ?? checkMeetingStart(startsAt)) : 'timeslot.invalidDate';
    if (times) next.time = times;
    setErrors(next);
    if (Object.keys(next).length || !ctx || !startsAt || !endsAt) return;
    const conversationId = await requestMeeting(ctx, { type, subject: subject.trim(), startsAt, endsAt, location: location.trim(), message: message.trim(), participants: chosen });
    notify({ kind: 'positive', messageKey: navigator.onLine ? 'agenda:request.sending' : 'agenda:request.sent' });
    onSent(conversationId);
  };

  const err = (key: string) => (errors[key] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${key}-error` } : {});
  const errorLine = (key: string) =>
    errors[key] ? (
      <p className="field-error" id={`${id}-${key}-error`}>
        {t(`reason.${errors[key]}`)}
      </p>
    ) : null;

  return (
    <Dialog
      open
      title={t('request.title')}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            {t('common:action.cancel')}
          </button>
          <button type="submit" form={`${id}-form`} className="button button-primary">
            {t('request.send')}
          </button>
        </>
      }
    >
      <form id={`${id}-form`} className="meeting-request" onSubmit={(e) => void submit(e)} noValidate>
        <fieldset className="field">
          <legend>{t('meeting.typeLabel')}</legend>
          <div className="segmented segmented-choice">
            {types.map((x) => (
              <label key={x} className={x === type ? 'segmented-item selected' : 'segmented-item'}>
                <input type="radio" name={`${id}-type`} value={x} checked={x === type} onChange={() => setType(x)} className="visually-hidden" />
                {t(`meeting.type.${x}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="field">
          <label htmlFor={`${id}-subject`}>{t('request.subject')}</label>
          <input id={`${id}-subject`} value={subject} maxLength={SUBJECT_MAX} onChange={(e) => setSubject(e.target.value)} {...err('subject')} />
          {errorLine('subject')}
        </div>
        <PeoplePicker
          legend={t('request.participants', { max: MEETING_PARTICIPANTS_MAX })}
          offlineHint={t('request.colleaguesOffline')}
          someone={t('meeting.someone')}
          preset={preset.participant}
          chosen={chosen}
          onChange={setChosen}
          max={MEETING_PARTICIPANTS_MAX}
          error={errorLine('participants')}
          errorId={errors.participants ? `${id}-participants-error` : null}
          groups={{ preset: t('request.groupVisitor'), colleagues: t('request.groupColleagues') }}
          hint={
            !preset.participant && canListVisitors ? (
              <p className="field-hint">
                {t('request.visitorHint')} <Link to="/attendees">{t('request.visitorLink')}</Link>
              </p>
            ) : null
          }
        />
        <FreeTimes
          people={chosen}
          type={type}
          onChoose={(d, hhmm) => {
            setDay(d);
            setTime(hhmm);
          }}
        />
        <div className="availability-fields">
          <DayField id={`${id}-day`} value={day} onChange={setDay} from={today} />
          <TimeField id={`${id}-time`} label={t('request.start')} value={time} onChange={setTime} errorId={errors.time ? `${id}-time-error` : null} />
          <DurationField id={`${id}-duration`} value={duration} onChange={setDuration} />
        </div>
        {errorLine('time')}
        <div className="field">
          <label htmlFor={`${id}-location`}>{t('meeting.location')}</label>
          <input id={`${id}-location`} value={location} maxLength={LOCATION_MAX} onChange={(e) => setLocation(e.target.value)} placeholder={type === 'online' ? t('request.locationOnline') : t('request.locationOnsite')} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-message`}>{t('meeting.message')}</label>
          <textarea id={`${id}-message`} rows={3} value={message} maxLength={MEETING_MESSAGE_MAX} onChange={(e) => setMessage(e.target.value)} />
        </div>
      </form>
    </Dialog>
  );
}

/** Whether this user may open the visitor list (/attendees), where a visitor is asked for a meeting. */
function useCanListVisitors(): boolean {
  const routes = useRoutes();
  const { session } = useApp();
  const device = useDevice();
  const attendees = routes.find((r) => r.id === 'attendees');
  return !!attendees && !!session && guard(attendees, {}, { session, device, online: true, routes }).kind === 'allow';
}
