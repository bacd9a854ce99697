/**
 * /organiser/events/new and /organiser/events/:eventId: an event's settings. Times are entered in
 * the event's own time zone. The colours are previewed as the app will show them, with the text
 * colour the contrast rule picks and its ratio. The form checks with the server's rules
 * (src/domain/organiser.ts) before sending; the server checks again and its answer is shown per
 * field. A running event can be ended here.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { Dialog } from '../../app/Dialog';
import { useNotices } from '../../app/notices/NoticeProvider';
import { EventInput, fieldErrors, newEventDefaults, VISITOR_FIELDS, type OrganiserEvent } from '../../domain/organiser';
import { parseColour } from '../../domain/colour';
import { environmentKind } from '../../domain/event';
import { consoleFailure } from './api';
import { callAs, invalidate } from '../../ui/remote/queries';
import { createEvent, endEvent, getEvent, listEvents, updateEvent } from '../../domain/endpoints/organiser';
import { CallFailed } from '../../lib/call';
import { eventState } from './event-format';
import { EventTabs } from './EventTabs';
import { EventPageHeader } from './EventPageHeader';
import { TimeZonePicker } from './TimeZonePicker';
import { currentZone } from '../../domain/time-zones';
import { ColourPreview, Field, fromForm, toForm, type Form } from './EventFormParts';



export default function EventFormPage() {
  const { t } = useTranslation(['organiser', 'connections']);
  const { eventId } = useParams();
  const navigate = useNavigate();
  const { notify } = useNotices();
  const isNew = !eventId;
  const [event, setEvent] = useState<OrganiserEvent | null>(null);
  const [form, setForm] = useState<Form | null>(isNew ? toForm(newEventDefaults(new Date(), currentZone(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'))) : null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirmEnd, setConfirmEnd] = useState(false);
  const id = useId();

  // The event the form holds: a new event's page that moves to its address after "Create" keeps
  // its form (and what is typed meanwhile) rather than loading it again over the typing.
  const holds = useRef<string | null>(null);
  useEffect(() => {
    if (isNew || holds.current === eventId) return;
    holds.current = eventId;
    callAs(getEvent, { params: { eventId } }).then(
      (e) => {
        setEvent(e);
        setForm(toForm(e));
      },
      (err: unknown) => setLoadError(consoleFailure(err)),
    );
  }, [eventId, isNew]);

  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => (f ? { ...f, [key]: value } : f));

  async function save(e: FormEvent) {
    e.preventDefault();
    if (!form) return;
    const body = fromForm(form);
    const checked = v.safeParse(EventInput, body);
    if (!checked.success) {
      setErrors(fieldErrors(checked.issues));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const saved = await (isNew ? callAs(createEvent, { body: checked.output }) : callAs(updateEvent, { params: { eventId: eventId! }, body: checked.output }));
      void invalidate(listEvents, getEvent);
      notify({ kind: 'positive', messageKey: isNew ? 'organiser:event.created' : 'organiser:event.saved', values: { name: saved.name } });
      setEvent(saved);
      setForm(toForm(saved));
      holds.current = saved.id;
      if (isNew) navigate(`/organiser/events/${encodeURIComponent(saved.id)}`, { replace: true });
    } catch (err) {
      if (err instanceof CallFailed && err.refusal === 'invalid') setErrors(err.fields);
      else notify({ kind: 'negative', messageKey: consoleFailure(err) });
    } finally {
      setSaving(false);
    }
  }

  async function end() {
    setConfirmEnd(false);
    try {
      const ended = await callAs(endEvent, { params: { eventId: eventId! } });
      void invalidate(listEvents, getEvent);
      setEvent(ended);
      setForm(toForm(ended));
      notify({ kind: 'positive', messageKey: 'organiser:event.endedNotice', values: { name: ended.name } });
    } catch (err) {
      notify({ kind: 'negative', messageKey: consoleFailure(err) });
    }
  }

  if (loadError)
    return (
      <div className="page console-page">
        <div className="callout callout-negative" role="alert">
          <p>{t(loadError)}</p>
        </div>
        <Link to="/organiser/events">{t('event.back')}</Link>
      </div>
    );
  if (!form) return <div className="screen-loading" aria-busy="true" role="status" aria-label={t('common:status.loading')} />;

  const f = (name: string) => `${id}-${name}`;
  const invalid = (name: string) => ({ 'aria-invalid': !!errors[name], 'aria-describedby': errors[name] ? `${f(name)}-error` : undefined });
  const state = event ? eventState(event) : 'upcoming';
  const env = environmentKind(form.environmentName);
  const errorCount = Object.keys(errors).length;

  return (
    <div className="page console-page">
      <EventPageHeader
        title={isNew ? t('event.newTitle') : event?.name}
        lead={
          event && (
            <>
              <span className={`state-chip state-${state}`}>{t(`events.state.${state}`)}</span> {t('event.counts', { exhibitors: event.exhibitors, visitors: event.visitors })}
            </>
          )
        }
        actions={
          event &&
          state === 'running' && (
            <button type="button" className="button button-danger-quiet" onClick={() => setConfirmEnd(true)}>
              {t('event.end')}
            </button>
          )
        }
      />
      {event && <EventTabs eventId={event.id} />}

      <form className="console-form" onSubmit={(e) => void save(e)} noValidate>
        {errorCount > 0 && (
          <div className="callout callout-negative" role="alert">
            <p>{t('event.fixErrors', { count: errorCount })}</p>
          </div>
        )}
        <section className="card form-section" aria-labelledby={f('basics')}>
          <h2 id={f('basics')}>{t('event.section.basics')}</h2>
          <Field id={f('name')} label={t('event.field.name')} error={errors.name}>
            <input id={f('name')} value={form.name} maxLength={120} onChange={(e) => set('name', e.target.value)} {...invalid('name')} />
          </Field>
          <div className="form-row">
            <Field id={f('startsAt')} label={t('event.field.startsAt')} error={errors.startsAt}>
              <input id={f('startsAt')} type="datetime-local" value={form.startsAt} onChange={(e) => set('startsAt', e.target.value)} {...invalid('startsAt')} />
            </Field>
            <Field id={f('endsAt')} label={t('event.field.endsAt')} error={errors.endsAt}>
              <input id={f('endsAt')} type="datetime-local" value={form.endsAt} onChange={(e) => set('endsAt', e.target.value)} {...invalid('endsAt')} />
            </Field>
          </div>
          <Field id={f('timezone')} label={t('event.field.timezone')} error={errors.timezone} hint={t('event.hint.timezone')}>
            <TimeZonePicker id={f('timezone')} value={form.timezone} onChange={(zone) => set('timezone', zone)} invalid={!!errors.timezone} describedBy={errors.timezone ? `${f('timezone')}-hint ${f('timezone')}-error` : `${f('timezone')}-hint`} />
          </Field>
          <Field id={f('environmentName')} label={t('event.field.environmentName')} error={errors.environmentName} hint={t(`event.hint.environment.${env}`)}>
            <input id={f('environmentName')} value={form.environmentName} maxLength={40} onChange={(e) => set('environmentName', e.target.value)} {...invalid('environmentName')} />
          </Field>
        </section>

        <section className="card form-section" aria-labelledby={f('look')}>
          <h2 id={f('look')}>{t('event.section.look')}</h2>
          <div className="form-row">
            {(['applicationColor', 'actionColor'] as const).map((key) => (
              <Field key={key} id={f(key)} label={t(`event.field.${key}`)} error={errors[key]}>
                <div className="colour-input">
                  <input type="color" aria-label={t(`event.field.${key}`)} value={parseColour(form[key]) ? form[key] : '#000000'} onChange={(e) => set(key, e.target.value)} />
                  <input id={f(key)} value={form[key]} maxLength={7} spellCheck={false} onChange={(e) => set(key, e.target.value)} {...invalid(key)} />
                </div>
              </Field>
            ))}
          </div>
          <ColourPreview application={form.applicationColor} action={form.actionColor} />
        </section>

        <section className="card form-section" aria-labelledby={f('terms')}>
          <h2 id={f('terms')}>{t('event.section.terms')}</h2>
          <Field id={f('termsText')} label={t('event.field.termsText')} error={errors.termsText} hint={t('event.hint.terms')}>
            <textarea id={f('termsText')} rows={6} value={form.termsText} onChange={(e) => set('termsText', e.target.value)} {...invalid('termsText')} />
          </Field>
          <Field id={f('termsVersion')} label={t('event.field.termsVersion')} error={errors.termsVersion} hint={t('event.hint.termsVersion')}>
            <input id={f('termsVersion')} className="input-short" value={form.termsVersion} maxLength={20} onChange={(e) => set('termsVersion', e.target.value)} {...invalid('termsVersion')} />
          </Field>
        </section>

        <section className="card form-section" aria-labelledby={f('invoices')}>
          <h2 id={f('invoices')}>{t('event.section.invoices')}</h2>
          <Field id={f('invoiceIssuer')} label={t('event.field.invoiceIssuer')} error={errors.invoiceIssuer} hint={t('event.hint.invoiceIssuer')}>
            <textarea id={f('invoiceIssuer')} rows={4} value={form.invoiceIssuer} onChange={(e) => set('invoiceIssuer', e.target.value)} {...invalid('invoiceIssuer')} />
          </Field>
        </section>

        <section className="card form-section" aria-labelledby={f('limits')}>
          <h2 id={f('limits')}>{t('event.section.limits')}</h2>
          <div className="form-row form-row-4">
            {(['questionLimit', 'productLimit', 'maxPendingChats', 'retentionDays'] as const).map((key) => (
              <Field key={key} id={f(key)} label={t(`event.field.${key}`)} error={errors[key]}>
                <input
                  id={f(key)}
                  type="number"
                  inputMode="numeric"
                  min={key === 'retentionDays' ? 1 : 0}
                  value={Number.isFinite(form[key]) ? form[key] : ''}
                  onChange={(e) => set(key, e.target.value === '' ? Number.NaN : Number(e.target.value))}
                  {...invalid(key)}
                />
              </Field>
            ))}
          </div>
          <label className="check-row">
            <input type="checkbox" checked={form.allowAddQuestions} onChange={(e) => set('allowAddQuestions', e.target.checked)} />
            <span>{t('event.field.allowAddQuestions')}</span>
          </label>
        </section>

        <section className="card form-section" aria-labelledby={f('fields')}>
          <h2 id={f('fields')}>{t('event.section.visitorFields')}</h2>
          <p className="field-hint">{t('event.hint.visitorFields')}</p>
          <label className="check-row">
            <input type="checkbox" checked={form.visitorFields === null} onChange={(e) => set('visitorFields', e.target.checked ? null : ['fullname', 'firstname', 'lastname', 'company', 'email'])} />
            <span>{t('event.field.allVisitorFields')}</span>
          </label>
          {form.visitorFields !== null && (
            <fieldset className="check-grid">
              <legend className="visually-hidden">{t('event.section.visitorFields')}</legend>
              {VISITOR_FIELDS.map((field) => (
                <label key={field} className="check-row">
                  <input
                    type="checkbox"
                    checked={form.visitorFields!.includes(field)}
                    onChange={(e) => set('visitorFields', e.target.checked ? [...form.visitorFields!, field] : form.visitorFields!.filter((x) => x !== field))}
                  />
                  <span>{t(`connections:field.${field}`)}</span>
                </label>
              ))}
            </fieldset>
          )}
        </section>

        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={saving} aria-busy={saving}>
            {saving ? t('event.saving') : isNew ? t('event.create') : t('event.save')}
          </button>
          <Link to="/organiser/events" className="button">
            {t('event.cancel')}
          </Link>
        </div>
      </form>

      <Dialog
        open={confirmEnd}
        title={t('event.endTitle')}
        onClose={() => setConfirmEnd(false)}
        actions={
          <>
            <button type="button" className="button" onClick={() => setConfirmEnd(false)}>
              {t('event.cancel')}
            </button>
            <button type="button" className="button button-danger" onClick={() => void end()}>
              {t('event.endConfirm')}
            </button>
          </>
        }
      >
        <p>{t('event.endText', { name: event?.name ?? '' })}</p>
      </Dialog>
    </div>
  );
}
