/**
 * A meeting request: type (onsite, online or hybrid where the online setting is on), subject, day,
 * start and one of SPEC section 9's durations, location, participants and a message. Written
 * locally (works offline); the server decides whether each participant can be reached and the
 * outcome comes back at the next sync. Colleagues are listed when the network is there; a visitor
 * comes preset from the visitor list.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../app/AppContext';
import { Dialog } from '../../app/Dialog';
import { useNotices } from '../../app/notices/NoticeProvider';
import { useWriteContext } from '../../app/useWriteContext';
import { requestMeeting } from '../../data/mutators';
import { request } from '../../lib/http';
import { LOCATION_MAX, MEETING_MESSAGE_MAX, MEETING_PARTICIPANTS_MAX, SUBJECT_MAX } from '../../domain/conversation';
import { MEETING_DURATIONS_MINUTES, MEETING_TYPES, validateMeetingTimes, zonedDay, type MeetingType } from '../../domain/meeting';
import { instantOf, useFormatters, useShowDays } from './useAgendaData';

interface Person {
  id: string;
  name: string;
  staff: boolean;
}

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
  const types = MEETING_TYPES.filter((x) => online || x === 'onsite');
  const [type, setType] = useState<MeetingType>('onsite');
  const [subject, setSubject] = useState('');
  const [day, setDay] = useState(days.find((d) => d >= today) ?? days[0] ?? today);
  const [time, setTime] = useState('10:00');
  const [duration, setDuration] = useState(30);
  const [location, setLocation] = useState('');
  const [message, setMessage] = useState('');
  const [chosen, setChosen] = useState<Person[]>(preset.participant ? [preset.participant] : []);
  const [colleagues, setColleagues] = useState<Person[] | 'offline' | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    let live = true;
    request<{ people: Array<{ id: string; name: string }> }>('/api/conversations/people', { quiet: true })
      .then((r) => live && setColleagues(r.people.map((p) => ({ ...p, staff: true }))))
      .catch(() => live && setColleagues('offline'));
    return () => {
      live = false;
    };
  }, []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    if (!subject.trim()) next.subject = 'meeting.subjectRequired';
    if (!chosen.length) next.participants = 'meeting.participantsRequired';
    const startsAt = instantOf(day, time, f.zone);
    const endsAt = startsAt ? new Date(Date.parse(startsAt) + duration * 60_000).toISOString() : null;
    const times = startsAt && endsAt ? validateMeetingTimes(startsAt, endsAt) : 'timeslot.invalidDate';
    if (times) next.time = times;
    setErrors(next);
    if (Object.keys(next).length || !ctx || !startsAt || !endsAt) return;
    const conversationId = await requestMeeting(ctx, { type, subject: subject.trim(), startsAt, endsAt, location: location.trim(), message: message.trim(), participants: chosen });
    notify({ kind: 'positive', messageKey: 'agenda:request.sent' });
    onSent(conversationId);
  };

  const toggle = (p: Person) => setChosen((now) => (now.some((x) => x.id === p.id) ? now.filter((x) => x.id !== p.id) : now.length < MEETING_PARTICIPANTS_MAX ? [...now, p] : now));
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
          <div className="segmented">
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
        <div className="availability-fields">
          <div className="field">
            <label htmlFor={`${id}-day`}>{t('availability.day')}</label>
            <select id={`${id}-day`} value={day} onChange={(e) => setDay(e.target.value)}>
              {days.map((d) => (
                <option key={d} value={d}>
                  {f.day(d)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-time`}>{t('request.start')}</label>
            <input id={`${id}-time`} type="time" step={300} value={time} onChange={(e) => setTime(e.target.value)} {...err('time')} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-duration`}>{t('request.duration')}</label>
            <select id={`${id}-duration`} value={duration} onChange={(e) => setDuration(Number(e.target.value))}>
              {MEETING_DURATIONS_MINUTES.map((d) => (
                <option key={d} value={d}>
                  {t('request.minutes', { count: d })}
                </option>
              ))}
            </select>
          </div>
        </div>
        {errorLine('time')}
        <div className="field">
          <label htmlFor={`${id}-location`}>{t('meeting.location')}</label>
          <input id={`${id}-location`} value={location} maxLength={LOCATION_MAX} onChange={(e) => setLocation(e.target.value)} placeholder={type === 'online' ? t('request.locationOnline') : t('request.locationOnsite')} />
        </div>
        <fieldset className="field participants" {...(errors.participants ? { 'aria-describedby': `${id}-participants-error` } : {})}>
          <legend>{t('request.participants', { max: MEETING_PARTICIPANTS_MAX })}</legend>
          {preset.participant && (
            <label className="check-row">
              <input type="checkbox" checked={chosen.some((x) => x.id === preset.participant!.id)} onChange={() => toggle(preset.participant!)} />
              {preset.participant.name || t('meeting.someone')}
            </label>
          )}
          {colleagues === null && <p className="field-hint">{t('common:status.loading')}</p>}
          {colleagues === 'offline' && <p className="field-hint">{t('request.colleaguesOffline')}</p>}
          {Array.isArray(colleagues) &&
            colleagues.map((p) => (
              <label key={p.id} className="check-row">
                <input type="checkbox" checked={chosen.some((x) => x.id === p.id)} disabled={!chosen.some((x) => x.id === p.id) && chosen.length >= MEETING_PARTICIPANTS_MAX} onChange={() => toggle(p)} />
                {p.name}
              </label>
            ))}
          {errorLine('participants')}
        </fieldset>
        <div className="field">
          <label htmlFor={`${id}-message`}>{t('meeting.message')}</label>
          <textarea id={`${id}-message`} rows={3} value={message} maxLength={MEETING_MESSAGE_MAX} onChange={(e) => setMessage(e.target.value)} />
        </div>
      </form>
    </Dialog>
  );
}
