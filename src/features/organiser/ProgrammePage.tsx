/**
 * /organiser/events/:eventId/programme: the event's programme (talks, workshops, the opening), which
 * the exhibitors' agenda shows as activities. Listed by day; added and changed in a form dialog,
 * deleted after a confirmation. Times are entered and shown in the event's own time zone, whatever
 * zone the browser is in. The form checks with the server's rules (src/domain/activity.ts) before
 * sending; the server checks again and its answer is shown per field.
 */
import { useId, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { ConfirmDialog, Dialog } from '../../app/Dialog';
import { useNotices } from '../../app/notices/NoticeProvider';
import { ActivityInput, activitiesByDay, outsideEvent, type Activity } from '../../domain/activity';
import { zonedDay } from '../../domain/meeting';
import { fieldErrors, type OrganiserEvent } from '../../domain/organiser';
import { isoToZonedWall, zonedWallToIso } from '../../domain/zoned-time';
import { addActivity, changeActivity, listActivities, removeActivity } from '../../domain/endpoints/organiser-programme';
import { useAnswer, useChange } from '../../ui/remote/queries';
import { consoleFailure, fieldsOf } from './api';
import { LoadFailed } from '../../ui/remote/parts';
import { getEvent } from '../../domain/endpoints/organiser';
import { EventTabs } from './EventTabs';
import { EventPageHeader } from './EventPageHeader';
import './programme.css';

type Zoned = Pick<OrganiserEvent, 'startsAt' | 'endsAt' | 'timezone'>;

interface Draft {
  title: string;
  /** 'YYYY-MM-DDTHH:mm' in the event's zone (the value of an <input type="datetime-local">). */
  startsAt: string;
  endsAt: string;
  location: string;
  description: string;
}

const HOUR = 3_600_000;
/** A wall time as a number to count with (its fields read as UTC), and back. */
const wallMs = (wall: string) => Date.parse(`${wall}:00Z`);
const msWall = (ms: number) => new Date(ms).toISOString().slice(0, 16);

/** A new activity: 10:00 to 11:00 on today, if the event runs today, else on its first day. */
function newDraft(event: Zoned): Draft {
  const today = zonedDay(Date.now(), event.timezone);
  const first = zonedDay(event.startsAt, event.timezone);
  const day = today >= first && today <= zonedDay(event.endsAt, event.timezone) ? today : first;
  return { title: '', startsAt: `${day}T10:00`, endsAt: `${day}T11:00`, location: '', description: '' };
}

const draftOf = (a: Activity, zone: string): Draft => ({ title: a.title, startsAt: isoToZonedWall(a.startsAt, zone), endsAt: isoToZonedWall(a.endsAt, zone), location: a.location, description: a.description });

/** The request body of a draft, with its times read in the event's zone. */
const bodyOf = (d: Draft, zone: string) => ({ ...d, startsAt: zonedWallToIso(d.startsAt, zone) ?? '', endsAt: zonedWallToIso(d.endsAt, zone) ?? '' });

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  const { t } = useTranslation('organiser');
  return error ? (
    <p className="field-error" id={id}>
      {t(error)}
    </p>
  ) : null;
}

/** The form of one activity, in a dialog: new (`editing` null) or an existing one. */
function ActivityDialog({ event, editing, open, onSaved, onClose }: { event: OrganiserEvent; editing: Activity | null; open: boolean; onSaved: (a: Activity) => void; onClose: () => void }) {
  const { t } = useTranslation('organiser');
  const { notify } = useNotices();
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => (editing ? draftOf(editing, event.timezone) : newDraft(event)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useChange(addActivity, [listActivities]);
  const change = useChange(changeActivity, [listActivities]);
  const busy = add.busy || change.busy;
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const described = (field: string, hint?: string) => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': [errors[field] ? `${id}-${field}-error` : '', hint ?? ''].filter(Boolean).join(' ') || undefined,
  });
  const first = zonedDay(event.startsAt, event.timezone);
  const last = zonedDay(event.endsAt, event.timezone);

  /** A new start moves the end with it, keeping the length. */
  function setStart(startsAt: string) {
    setDraft((d) => {
      const length = wallMs(d.endsAt) - wallMs(d.startsAt);
      const moved = Number.isNaN(wallMs(startsAt)) ? Number.NaN : wallMs(startsAt) + (length > 0 ? length : HOUR);
      return { ...d, startsAt, endsAt: Number.isNaN(moved) ? d.endsAt : msWall(moved) };
    });
  }

  async function save(e: FormEvent) {
    e.preventDefault();
    const body = bodyOf(draft, event.timezone);
    const checked = v.safeParse(ActivityInput, body);
    const found = checked.success ? {} : fieldErrors(checked.issues);
    // The event's days, once both times are times (the server checks them again).
    const outside = !found.startsAt && !found.endsAt && body.startsAt && body.endsAt ? outsideEvent(body, event) : null;
    if (outside) found[outside] = 'activity.outsideEvent';
    if (Object.keys(found).length || !checked.success) return setErrors(found);
    setErrors({});
    try {
      const saved = editing ? await change.run({ params: { activityId: editing.id }, body: checked.output }) : await add.run({ params: { eventId: event.id }, body: checked.output });
      notify({ kind: 'positive', messageKey: editing ? 'organiser:programme.saved' : 'organiser:programme.created', values: { title: saved.title } });
      onSaved(saved);
    } catch (err) {
      const fields = fieldsOf(err);
      if (Object.keys(fields).length) setErrors(fields);
      else notify({ kind: 'negative', messageKey: consoleFailure(err) });
    }
  }

  return (
    <Dialog
      open={open}
      title={editing ? t('programme.editTitle', { title: editing.title }) : t('programme.addTitle')}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            {t('common:action.cancel')}
          </button>
          <button type="submit" form={`${id}-form`} className="button button-primary" disabled={busy} aria-busy={busy}>
            {editing ? t('programme.save') : t('programme.add')}
          </button>
        </>
      }
    >
      <form id={`${id}-form`} className="activity-form" onSubmit={(e) => void save(e)} noValidate>
        <div className="field">
          <label htmlFor={`${id}-title`}>{t('programme.field.title')}</label>
          <input id={`${id}-title`} value={draft.title} maxLength={200} required onChange={(e) => set('title', e.target.value)} {...described('title')} />
          <FieldError id={`${id}-title-error`} error={errors.title} />
        </div>
        <div className="form-row">
          <div className="field">
            <label htmlFor={`${id}-start`}>{t('programme.field.startsAt')}</label>
            <input id={`${id}-start`} type="datetime-local" min={`${first}T00:00`} max={`${last}T23:59`} value={draft.startsAt} onChange={(e) => setStart(e.target.value)} {...described('startsAt', `${id}-zone`)} />
            <FieldError id={`${id}-startsAt-error`} error={errors.startsAt} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-end`}>{t('programme.field.endsAt')}</label>
            <input id={`${id}-end`} type="datetime-local" min={draft.startsAt || `${first}T00:00`} value={draft.endsAt} onChange={(e) => set('endsAt', e.target.value)} {...described('endsAt', `${id}-zone`)} />
            <FieldError id={`${id}-endsAt-error`} error={errors.endsAt} />
          </div>
        </div>
        <p className="field-hint activity-zone" id={`${id}-zone`}>
          {t('programme.hint.timezone', { timezone: event.timezone })}
        </p>
        <div className="field">
          <label htmlFor={`${id}-location`}>{t('programme.field.location')}</label>
          <input id={`${id}-location`} value={draft.location} maxLength={200} placeholder={t('programme.placeholder.location')} onChange={(e) => set('location', e.target.value)} {...described('location')} />
          <FieldError id={`${id}-location-error`} error={errors.location} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-description`}>{t('programme.field.description')}</label>
          <textarea id={`${id}-description`} rows={4} value={draft.description} maxLength={2000} onChange={(e) => set('description', e.target.value)} {...described('description')} />
          <FieldError id={`${id}-description-error`} error={errors.description} />
        </div>
      </form>
    </Dialog>
  );
}

/** '10:00 – 11:00' in the event's zone; with the dates when it runs over more than one day. */
function timeRange(a: Activity, zone: string, language: string): string {
  const days = zonedDay(a.startsAt, zone) !== zonedDay(Date.parse(a.endsAt) - 1, zone);
  const format = new Intl.DateTimeFormat(language, days ? { dateStyle: 'medium', timeStyle: 'short', timeZone: zone } : { timeStyle: 'short', timeZone: zone });
  return format.formatRange(new Date(a.startsAt), new Date(a.endsAt));
}

/** 'Tuesday, 2 March 2027' for a 'YYYY-MM-DD' day. */
const dayTitle = (day: string, language: string) => new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

export default function ProgrammePage() {
  const { t, i18n } = useTranslation('organiser');
  const eventId = useParams().eventId!;
  const id = useId();
  const { notify } = useNotices();
  const eventAnswer = useAnswer(getEvent, { params: { eventId } });
  const list = useAnswer(listActivities, { params: { eventId } });
  const event = eventAnswer.data ?? null;
  const activities = list.data ?? null;
  const remover = useChange(removeActivity, [listActivities]);
  /** The form of a new activity (`editing` null) or of the one being changed; kept when closed so the dialog closes (and gives focus back) before it goes. */
  const [form, setForm] = useState<{ editing: Activity | null; key: number; open: boolean } | null>(null);
  const [deleting, setDeleting] = useState<Activity | null>(null);
  const removing = remover.busy;
  const language = i18n.resolvedLanguage ?? 'en';
  const failed = eventAnswer.error ?? list.error;

  const open = (editing: Activity | null) => setForm({ editing, key: Date.now(), open: true });
  const close = () => setForm((f) => f && { ...f, open: false });

  async function remove(a: Activity) {
    try {
      await remover.run({ params: { activityId: a.id } });
      notify({ kind: 'positive', messageKey: 'organiser:programme.deleted', values: { title: a.title } });
    } catch (err) {
      notify({ kind: 'negative', messageKey: consoleFailure(err) });
    } finally {
      setDeleting(null);
    }
  }

  const ready = event !== null && activities !== null;
  const firstDay = event ? zonedDay(event.startsAt, event.timezone) : '';
  const lastDay = event ? zonedDay(event.endsAt, event.timezone) : '';
  const dayNumber = (day: string) => Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${firstDay}T00:00:00Z`)) / 86_400_000) + 1;
  const addButton = (
    <button type="button" className="button button-primary" onClick={() => open(null)} disabled={!ready}>
      {t('programme.new')}
    </button>
  );

  return (
    <div className="page console-page">
      <EventPageHeader title={event?.name ?? t('programme.title')} lead={activities ? t('programme.count', { count: activities.length }) : failed ? '' : t('common:status.loading')} actions={addButton} />
      <EventTabs eventId={eventId} />
      {failed && <LoadFailed error={consoleFailure(failed)} cause={failed} onRetry={() => void Promise.all([eventAnswer.refetch(), list.refetch()])} />}
      <div className="console-form" aria-busy={!ready && !failed}>
        {!ready && !failed && (
          <section className="card form-section">
            <p className="field-hint">{t('common:status.loading')}</p>
          </section>
        )}
        {ready && activities.length === 0 && (
          <section className="card form-section" aria-labelledby={`${id}-empty`}>
            <h2 id={`${id}-empty`}>{t('programme.emptyTitle')}</h2>
            <p className="field-hint">{t('programme.empty', { timezone: event.timezone })}</p>
          </section>
        )}
        {ready &&
          activitiesByDay(activities, event.timezone).map(({ day, activities: ofDay }) => {
            const outside = day < firstDay || day > lastDay;
            return (
              <section key={day} className="card form-section programme-day" aria-labelledby={`${id}-${day}`}>
                <h2 id={`${id}-${day}`}>
                  {dayTitle(day, language)}
                  <span className={outside ? 'status-chip' : 'status-chip status-chip-positive'}>{outside ? t('programme.outside') : t('programme.dayNumber', { number: dayNumber(day) })}</span>
                </h2>
                <ul className="programme-list">
                  {ofDay.map((a) => (
                    <li key={a.id} className="programme-item">
                      <p className="programme-time">{timeRange(a, event.timezone, language)}</p>
                      <div className="programme-body">
                        <h3>{a.title}</h3>
                        {a.location && <p className="programme-location">{a.location}</p>}
                        {a.description && <p className="programme-description">{a.description}</p>}
                      </div>
                      <div className="row-actions programme-actions">
                        <button type="button" className="button button-small" onClick={() => open(a)} aria-label={t('programme.editFor', { title: a.title })}>
                          {t('programme.edit')}
                        </button>
                        <button type="button" className="button button-small button-danger-quiet" onClick={() => setDeleting(a)} aria-label={t('programme.deleteFor', { title: a.title })}>
                          {t('programme.delete')}
                        </button>
                      </div>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        {ready && <p className="field-hint">{t('programme.text', { timezone: event.timezone })}</p>}
      </div>
      {event && form && (
        <ActivityDialog
          key={form.key}
          event={event}
          editing={form.editing}
          open={form.open}
          onClose={close}
          onSaved={close}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('programme.deleteTitle', { title: deleting?.title ?? '' })}
        confirmLabel={t('programme.delete')}
        busy={removing}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) void remove(deleting);
        }}
      >
        <p>{t('programme.deleteText')}</p>
      </ConfirmDialog>
    </div>
  );
}
