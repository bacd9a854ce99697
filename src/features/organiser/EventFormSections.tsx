/** The event form's sections (basics, look, terms, invoices, limits, visitor fields): each a card of fields with its heading. */
import { useTranslation } from 'react-i18next';
import { VISITOR_FIELDS } from '../../domain/organiser';
import { parseColour } from '../../domain/colour';
import { environmentKind } from '../../domain/event';
import { TimeZonePicker } from './TimeZonePicker';
import { ColourPreview, Field, type Form } from './EventFormParts';
import { type SetField } from './useEventForm';

/** What each section works with: the form, its errors per field, and the ids of its fields (from the page's one useId). */
export interface EventFormSectionProps {
  form: Form;
  errors: Record<string, string>;
  set: SetField;
  /** A field's id. */
  f: (name: string) => string;
  /** A field's aria-invalid and aria-describedby (its error). */
  invalid: (name: string) => { 'aria-invalid': boolean; 'aria-describedby': string | undefined };
}

/** The event's name, dates, time zone and environment. */
export function EventBasicsSection({ form, errors, set, f, invalid }: EventFormSectionProps) {
  const { t } = useTranslation(['organiser', 'connections']);
  const env = environmentKind(form.environmentName);
  return (
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
  );
}

/** The theme's colours, with a preview of them as the app will show them. */
export function EventLookSection({ form, errors, set, f, invalid }: EventFormSectionProps) {
  const { t } = useTranslation(['organiser', 'connections']);
  return (
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
  );
}

/** The terms visitors accept, and their version. */
export function EventTermsSection({ form, errors, set, f, invalid }: EventFormSectionProps) {
  const { t } = useTranslation(['organiser', 'connections']);
  return (
    <section className="card form-section" aria-labelledby={f('terms')}>
      <h2 id={f('terms')}>{t('event.section.terms')}</h2>
      <Field id={f('termsText')} label={t('event.field.termsText')} error={errors.termsText} hint={t('event.hint.terms')}>
        <textarea id={f('termsText')} rows={6} value={form.termsText} onChange={(e) => set('termsText', e.target.value)} {...invalid('termsText')} />
      </Field>
      <Field id={f('termsVersion')} label={t('event.field.termsVersion')} error={errors.termsVersion} hint={t('event.hint.termsVersion')}>
        <input id={f('termsVersion')} className="input-short" value={form.termsVersion} maxLength={20} onChange={(e) => set('termsVersion', e.target.value)} {...invalid('termsVersion')} />
      </Field>
    </section>
  );
}

/** Who issues the invoices of the event's shop. */
export function EventInvoicesSection({ form, errors, set, f, invalid }: EventFormSectionProps) {
  const { t } = useTranslation(['organiser', 'connections']);
  return (
    <section className="card form-section" aria-labelledby={f('invoices')}>
      <h2 id={f('invoices')}>{t('event.section.invoices')}</h2>
      <Field id={f('invoiceIssuer')} label={t('event.field.invoiceIssuer')} error={errors.invoiceIssuer} hint={t('event.hint.invoiceIssuer')}>
        <textarea id={f('invoiceIssuer')} rows={4} value={form.invoiceIssuer} onChange={(e) => set('invoiceIssuer', e.target.value)} {...invalid('invoiceIssuer')} />
      </Field>
    </section>
  );
}

/** The limits per exhibitor (questions, products, pending chats), how long data is kept, and whether exhibitors may add questions. */
export function EventLimitsSection({ form, errors, set, f, invalid }: EventFormSectionProps) {
  const { t } = useTranslation(['organiser', 'connections']);
  return (
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
  );
}

/** Which of a visitor's fields exhibitors get: all, or the ones ticked. */
export function EventVisitorFieldsSection({ form, set, f }: Pick<EventFormSectionProps, 'form' | 'set' | 'f'>) {
  const { t } = useTranslation(['organiser', 'connections']);
  return (
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
  );
}
