/** The content editor's sections of plain fields: the basics (name, summary, description, tags, public) and the details (address, contact person, dates and times). */
import { useTranslation } from 'react-i18next';
import { CONTENT_TEXT_MAX } from '../../domain/content';
import type { Draft } from './draft';
import { FieldError, Labels, Section, TextField } from './fields';

/** What both sections take: the form's id prefix (`base`), the working copy, a change to it, and a field's refusal as text. */
interface SectionProps {
  base: string;
  draft: Draft;
  set: (patch: Partial<Draft>) => void;
  error: (field: string) => string | null;
}

/** Name, summary, description, tags and whether the item is public. */
export function BasicsSection({ base, draft, set, error }: SectionProps) {
  const { t } = useTranslation('contents');
  return (
    <Section title={t('section.basics')}>
      <TextField id={`${base}-name`} label={t('field.name')} value={draft.name} max={CONTENT_TEXT_MAX} error={error('name')} onChange={(name) => set({ name })} required />
      <TextField id={`${base}-summary`} label={t('field.summary')} hint={t('hint.summary')} value={draft.summary} max={CONTENT_TEXT_MAX} error={error('summary')} onChange={(summary) => set({ summary })} />
      <div className="field">
        <label htmlFor={`${base}-description`}>{t('field.description')}</label>
        <textarea id={`${base}-description`} rows={6} value={draft.description} aria-invalid={!!error('description')} aria-describedby={error('description') ? `${base}-description-error` : undefined} onChange={(e) => set({ description: e.target.value })} />
        <FieldError id={`${base}-description-error`} text={error('description')} />
      </div>
      <Labels labels={draft.labels} error={error('labels')} onChange={(labels) => set({ labels })} />
      <label className="check-row">
        <input type="checkbox" role="switch" checked={draft.public} onChange={(e) => set({ public: e.target.checked })} aria-describedby={`${base}-public-hint`} />
        <span>{t('field.public')}</span>
      </label>
      <p className="field-hint" id={`${base}-public-hint`}>
        {t(draft.public ? 'hint.public' : 'hint.notPublic')}
      </p>
    </Section>
  );
}

/** Address, contact person, dates and opening times. */
export function DetailsSection({ base, draft, set, error }: SectionProps) {
  const { t } = useTranslation('contents');
  return (
    <Section title={t('section.details')}>
      <div className="field">
        <label htmlFor={`${base}-address`}>{t('field.address')}</label>
        <textarea id={`${base}-address`} rows={3} value={draft.address} aria-invalid={!!error('address')} onChange={(e) => set({ address: e.target.value })} />
        <FieldError id={`${base}-address-error`} text={error('address')} />
      </div>
      <fieldset className="content-fieldset">
        <legend>{t('field.contact')}</legend>
        <div className="content-grid">
          <TextField id={`${base}-contact-name`} label={t('field.contactName')} value={draft.contact.name} max={CONTENT_TEXT_MAX} error={error('contact.name')} onChange={(name) => set({ contact: { ...draft.contact, name } })} autoComplete="off" />
          <TextField id={`${base}-contact-email`} type="email" label={t('field.contactEmail')} value={draft.contact.email} error={error('contact.email')} onChange={(email) => set({ contact: { ...draft.contact, email } })} autoComplete="off" />
          <TextField id={`${base}-contact-phone`} type="tel" label={t('field.contactPhone')} hint={t('hint.phone')} value={draft.contact.phone} error={error('contact.phone')} onChange={(phone) => set({ contact: { ...draft.contact, phone } })} autoComplete="off" />
        </div>
      </fieldset>
      <fieldset className="content-fieldset">
        <legend>{t('field.dates')}</legend>
        <div className="content-grid content-grid-pairs">
          <TextField id={`${base}-starts`} type="date" label={t('field.startsOn')} value={draft.startsOn} error={error('startsOn')} onChange={(startsOn) => set({ startsOn })} />
          <TextField id={`${base}-ends`} type="date" label={t('field.endsOn')} value={draft.endsOn} error={error('endsOn')} onChange={(endsOn) => set({ endsOn })} />
          <TextField id={`${base}-opens`} type="time" label={t('field.opensAt')} value={draft.opensAt} error={error('opensAt')} onChange={(opensAt) => set({ opensAt })} />
          <TextField id={`${base}-closes`} type="time" label={t('field.closesAt')} value={draft.closesAt} error={error('closesAt')} onChange={(closesAt) => set({ closesAt })} />
        </div>
      </fieldset>
    </Section>
  );
}
