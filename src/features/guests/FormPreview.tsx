/** The registration form as guests see it: the fields every page has, and the form read-only in a chosen language (a panel beside the list on a desktop). */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../app/AppContext';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage, type Language } from '../../domain/language';
import { nameIn } from '../../domain/question';
import type { FormQuestion } from '../../domain/guests';

/** The public page marks required fields so. */
const REQUIRED_MARK = '*';

export /** The fields every registration page has, shown so the administrator sees the whole form; not editable. */
function FixedFields({ part, codes }: { part: 'top' | 'bottom'; codes: boolean }) {
  const { t } = useTranslation('guests');
  const rows: Array<[string, boolean]> =
    part === 'top'
      ? [
          ['form.page.firstName', true],
          ['form.page.lastName', true],
          ['form.page.email', true],
          ['form.page.company', false],
          ...(codes ? [['form.fixed.code', false] as [string, boolean]] : []),
        ]
      : [['form.fixed.terms', true]];
  return (
    <section className="regform-fixed" aria-label={t(part === 'top' ? 'form.fixed.top' : 'form.fixed.bottom')}>
      <p className="regform-fixed-title">
        {t(part === 'top' ? 'form.fixed.top' : 'form.fixed.bottom')}
        <span className="regform-fixed-note">{t('form.fixed.note')}</span>
      </p>
      <ul>
        {rows.map(([key, required]) => (
          <li key={key}>
            <span>{t(key)}</span>
            <span className="regform-fixed-state">{t(required ? 'form.required' : 'form.optional')}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Creating or editing one question of the form: names per language, type, options, 'other', required. */

export /** The form read-only as guests see it on the public page, in a chosen language (to check the translations). */
function FormPreview({ questions, language, onLanguage, codes }: { questions: FormQuestion[]; language: Language; onLanguage: (l: Language) => void; codes: boolean }) {
  const { t } = useTranslation('guests');
  // The page's own words in the chosen language (loaded on demand), not the administrator's.
  const { t: tp } = useTranslation('guests', { lng: language });
  const { info } = useApp();
  const id = useId();
  const mark = (required: boolean) =>
    required ? (
      <>
        {' '}
        <span aria-hidden="true">{REQUIRED_MARK}</span>
        <span className="visually-hidden">{tp('form.page.requiredMark')}</span>
      </>
    ) : null;
  const box = (text = '') => (
    <span className="regform-pv-box" aria-hidden="true">
      {text}
    </span>
  );
  const field = (labelText: string, required: boolean, tall = false) => (
    <div className="regform-pv-field">
      <span className="regform-pv-label">
        {labelText}
        {mark(required)}
      </span>
      {tall ? <span className="regform-pv-box regform-pv-tall" aria-hidden="true" /> : box()}
    </div>
  );
  return (
    <aside className="regform-preview" aria-labelledby={`${id}-h`}>
      <div className="regform-preview-head">
        <h3 id={`${id}-h`}>{t('form.preview.title')}</h3>
        <div className="regform-preview-language">
          <label htmlFor={`${id}-lang`}>{t('form.preview.language')}</label>
          <select id={`${id}-lang`} value={language} onChange={(e) => isLanguage(e.target.value) && onLanguage(e.target.value)}>
            {LANGUAGES.map((l) => (
              <option key={l} value={l} lang={l}>
                {LANGUAGE_NAMES[l]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="field-hint">{t('form.preview.hint')}</p>
      {/* It scrolls on its own beside the list: focusable, so the keyboard scrolls it too. */}
      <div className="regform-pv" lang={language} role="region" aria-labelledby={`${id}-h`} tabIndex={0}>
        <div className="regform-pv-top">
          <span>{info?.partner?.name}</span>
          <span>{info?.event.name}</span>
        </div>
        <div className="regform-pv-body">
          <p className="regform-pv-kind">{tp('form.page.kind')}</p>
          <p className="regform-pv-title">{tp('form.page.title', { event: info?.event.name ?? '' })}</p>
          <p className="regform-pv-note">{tp('form.page.requiredNote')}</p>
          <div className="regform-pv-row">
            {field(tp('form.page.firstName'), true)}
            {field(tp('form.page.lastName'), true)}
          </div>
          {field(tp('form.page.email'), true)}
          {field(tp('form.page.company'), false)}
          {codes && field(tp('form.page.code'), false)}
          {questions.map((q) =>
            q.type === 'open' ? (
              <div key={q.id}>{field(nameIn(q, language), q.required, true)}</div>
            ) : (
              <div key={q.id} className="regform-pv-field">
                <span className="regform-pv-label">
                  {nameIn(q, language)}
                  {mark(q.required)}
                </span>
                {q.type === 'dropdown' ? (
                  <>
                    <span className="regform-pv-box regform-pv-select" aria-hidden="true">
                      {tp('form.page.choose')}
                    </span>
                    <ul className="regform-pv-menu">
                      {q.options.map((o) => (
                        <li key={o.id}>{nameIn(o, language)}</li>
                      ))}
                    </ul>
                  </>
                ) : (
                  <ul className="regform-pv-choices">
                    {q.options.map((o) => (
                      <li key={o.id}>
                        <span className={q.type === 'radio' ? 'regform-pv-mark regform-pv-round' : 'regform-pv-mark'} aria-hidden="true" />
                        {nameIn(o, language)}
                      </li>
                    ))}
                  </ul>
                )}
                {q.allowOther && (
                  <div className="regform-pv-other">
                    <span className="regform-pv-label">{tp('form.page.other')}</span>
                    {box()}
                  </div>
                )}
              </div>
            ),
          )}
          <p className="regform-pv-consent">
            <span className="regform-pv-mark" aria-hidden="true" />
            <span>{tp('form.page.terms', { event: info?.event.name ?? '' })}</span>
          </p>
          <span className="regform-pv-button">{tp('form.page.submit')}</span>
        </div>
      </div>
    </aside>
  );
}
