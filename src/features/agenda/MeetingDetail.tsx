/**
 * A meeting: when and where, who takes part and how each answered, what happened (the system
 * lines), and what this person may do now (meetingStep in src/domain/conversation.ts decides the
 * same on the server): accept or decline, cancel as organizer, propose another time, accept or
 * decline a time someone else proposed. Answers are local writes: they show at once, wait in the
 * outbox offline, and a refusal (the time is taken) comes back on the line it wrote.
 */
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../app/AppContext';
import { ConfirmDialog } from '../../app/Dialog';
import { useNotices } from '../../app/notices/NoticeProvider';
import { useWriteContext } from '../../app/useWriteContext';
import { type LocalConversation } from '../../data/db';
import { answerMeeting, sendMessage } from '../../data/mutators';
import { MESSAGE_MAX, isRefusal, meetingStep, type MeetingAction } from '../../domain/conversation';
import { MEETING_DURATIONS_MINUTES, checkMeetingStart, validateMeetingTimes, zonedDay } from '../../domain/meeting';
import { instantOf, nextHalfHour, useFormatters, useShowDays, wallTime } from './useAgendaData';
import { SyncNote } from './SyncNote';
import { Icon } from '../../app/icons';
import { downloadIcs } from './download-ics';
import { DayField, DurationField, TimeField } from './TimeFields';
import { meetingTitle } from '../../ui/conversations/meeting-title';
import { MeetingHistory, MeetingMembers } from './MeetingDetailParts';

export function MeetingDetail({ meeting: c }: { meeting: LocalConversation }) {
  const { t } = useTranslation('agenda');
  const { info } = useApp();
  const ctx = useWriteContext();
  const { notify } = useNotices();
  const f = useFormatters();
  const [cancelling, setCancelling] = useState(false);
  const [proposing, setProposing] = useState(false);
  const m = c.meeting!;
  const me = info?.user?.id ?? '';
  const snapshot = { ...m, members: c.members };
  const can = (action: MeetingAction) => !isRefusal(meetingStep(snapshot, me, action, { startsAt: m.startsAt, endsAt: m.endsAt }));

  const act = async (action: MeetingAction, time?: { startsAt: string; endsAt: string }) => {
    if (!ctx) return;
    await answerMeeting(ctx, { conversationId: c.id, action, ...time });
    notify({ kind: 'positive', messageKey: `agenda:meeting.done.${action}` });
  };

  const day = zonedDay(m.startsAt, f.zone);
  const online = m.type !== 'onsite';
  return (
    <article className="meeting-detail" aria-labelledby={`meeting-${c.id}`}>
      <header>
        <p className={`meeting-state state-${m.state}`}>{t(`meeting.state.${m.state}`)}</p>
        <h2 id={`meeting-${c.id}`}>{meetingTitle(c, me, t)}</h2>
        <SyncNote state={c.syncState} reason={c.syncReason} />
      </header>
      <dl className="fields meeting-fields">
        <div>
          <dt>{t('meeting.when')}</dt>
          <dd>{t('meeting.at', { day: f.day(day), time: f.range(m.startsAt, m.endsAt) })}</dd>
        </div>
        <div>
          <dt>{t('meeting.typeLabel')}</dt>
          <dd>{t(`meeting.type.${m.type}`)}</dd>
        </div>
        {m.location && (
          <div>
            <dt>{t('meeting.location')}</dt>
            <dd>{m.location}</dd>
          </div>
        )}
        {m.message && (
          <div>
            <dt>{t('meeting.message')}</dt>
            <dd className="meeting-message">{m.message}</dd>
          </div>
        )}
      </dl>

      <MeetingMembers members={c.members} me={me} />

      {m.proposed && (
        <div className="callout meeting-proposal" role="status">
          <p>
            {t('meeting.proposedBy', {
              name: c.members.find((x) => x.memberId === m.proposed!.by)?.name || t('meeting.someone'),
              time: `${f.day(zonedDay(m.proposed.startsAt, f.zone))}, ${f.range(m.proposed.startsAt, m.proposed.endsAt)}`,
            })}
          </p>
          {can('acceptTime') && (
            <div className="button-row">
              <button type="button" className="button button-primary button-small" onClick={() => void act('acceptTime')}>
                {t('meeting.action.acceptTime')}
              </button>
              <button type="button" className="button button-small" onClick={() => void act('declineTime')}>
                {t('meeting.action.declineTime')}
              </button>
            </div>
          )}
        </div>
      )}

      <div className="button-row meeting-actions">
        {online && m.state === 'accepted' && info?.settings?.online !== false && (
          <Link to={`/agenda/${c.id}/room`} className="button button-primary">
            {t('meeting.action.join')}
          </Link>
        )}
        {can('accept') && c.members.find((x) => x.memberId === me)?.response !== 'accepted' && (
          <button type="button" className="button button-primary" onClick={() => void act('accept')}>
            {t('meeting.action.accept')}
          </button>
        )}
        {can('decline') && c.members.find((x) => x.memberId === me)?.response !== 'declined' && (
          <button type="button" className="button" onClick={() => void act('decline')}>
            {t('meeting.action.decline')}
          </button>
        )}
        {can('propose') && !proposing && (
          <button type="button" className="button" onClick={() => setProposing(true)}>
            {t('meeting.action.propose')}
          </button>
        )}
        <a href={`/api/meetings/${c.id}/ics`} className="button" download onClick={(e) => void downloadIcs(e, c.id)}>
          <Icon name="download" size={18} />
          {t('meeting.action.ics')}
        </a>
        {can('cancel') && (
          <button type="button" className="button button-danger-quiet" onClick={() => setCancelling(true)}>
            {t('meeting.action.cancel')}
          </button>
        )}
      </div>
      {proposing && (
        <ProposeForm
          startsAt={m.startsAt}
          endsAt={m.endsAt}
          onCancel={() => setProposing(false)}
          onPropose={(time, message) => {
            setProposing(false);
            void act('propose', time).then(() => {
              // The message goes with the proposal, right after its line, into the meeting's conversation.
              if (ctx && message) return sendMessage(ctx, { conversationId: c.id, body: message });
            });
          }}
        />
      )}

      <MeetingHistory conversationId={c.id} />
      <ConfirmDialog open={cancelling} title={t('meeting.cancelTitle')} confirmLabel={t('meeting.action.cancel')} onCancel={() => setCancelling(false)} onConfirm={() => { setCancelling(false); void act('cancel'); }}>
        <p>{t('meeting.cancelBody')}</p>
      </ConfirmDialog>
    </article>
  );
}

/**
 * Another day and time for the meeting, with the durations SPEC section 9 offers, and a message
 * to the others (sent into the meeting's conversation with the proposal). Only days and times
 * still to come are offered; the server refuses a time already past as well.
 */
function ProposeForm({ startsAt, endsAt, onPropose, onCancel }: { startsAt: string; endsAt: string; onPropose: (time: { startsAt: string; endsAt: string }, message: string) => void; onCancel: () => void }) {
  const { t } = useTranslation('agenda');
  const f = useFormatters();
  const id = useId();
  const days = useShowDays();
  const minutes = Math.round((Date.parse(endsAt) - Date.parse(startsAt)) / 60_000);
  const [today] = useState(() => zonedDay(Date.now(), f.zone));
  const first = days.find((d) => d >= today) ?? today;
  const [day, setDay] = useState(() => (zonedDay(startsAt, f.zone) >= first ? zonedDay(startsAt, f.zone) : first));
  // The meeting's own time while it is still to come; else the next half hour of today.
  const [time, setTime] = useState(() => (Date.parse(startsAt) > Date.now() ? wallTime(startsAt, f.zone) : day === today ? nextHalfHour(f.zone) : '10:00'));
  const [duration, setDuration] = useState<number>((MEETING_DURATIONS_MINUTES as readonly number[]).includes(minutes) ? minutes : 30);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const from = instantOf(day, time, f.zone);
    if (!from) return setError('timeslot.invalidDate');
    const to = new Date(Date.parse(from) + duration * 60_000).toISOString();
    const problem = validateMeetingTimes(from, to) ?? checkMeetingStart(from);
    if (problem) return setError(problem);
    onPropose({ startsAt: from, endsAt: to }, message.trim());
  };
  return (
    <form className="card propose-form" onSubmit={submit} noValidate aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>{t('meeting.action.propose')}</h3>
      <div className="availability-fields">
        <DayField id={`${id}-day`} value={day} onChange={setDay} from={today} />
        <TimeField id={`${id}-time`} label={t('request.start')} value={time} onChange={setTime} errorId={error ? `${id}-error` : null} />
        <DurationField id={`${id}-duration`} value={duration} onChange={setDuration} />
      </div>
      {error && (
        <p className="field-error" role="alert" id={`${id}-error`}>
          {t(`reason.${error}`)}
        </p>
      )}
      <div className="field">
        <label htmlFor={`${id}-message`}>{t('meeting.proposalMessage')}</label>
        <textarea id={`${id}-message`} rows={2} value={message} maxLength={MESSAGE_MAX} onChange={(e) => setMessage(e.target.value)} />
      </div>
      <div className="button-row">
        <button type="button" className="button" onClick={onCancel}>
          {t('common:action.cancel')}
        </button>
        <button type="submit" className="button button-primary">
          {t('meeting.action.sendProposal')}
        </button>
      </div>
    </form>
  );
}
