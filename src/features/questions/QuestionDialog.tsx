/**
 * Creating or editing one qualifying question: its name (English required, the other five
 * languages optional), its type, its choices with the points each adds to the rating, 'other'
 * with the visitor's own words, and whether the team asks it. The server checks everything again;
 * its reasons show under the fields they are about.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../app/Dialog';
import { Icon } from '../../app/icons';
import { LANGUAGE_NAMES } from '../../domain/language';
import { MAX_OPTION_POINTS } from '../../domain/rating';
import { QUESTION_TYPES, type ManagedQuestion, type QuestionType } from '../../domain/question';

const OTHER_LANGUAGES = ['de', 'es', 'fr', 'nl', 'tr'] as const;

export interface QuestionDraft {
  name: string;
  names: Record<string, string>;
  type: QuestionType;
  allowOther: boolean;
  enabled: boolean;
  options: Array<{ id?: string; key: string; name: string; names: Record<string, string>; points: number }>;
}

export function draftOf(q: ManagedQuestion | null): QuestionDraft {
  if (!q) return { name: '', names: {}, type: 'radio', allowOther: false, enabled: true, options: [{ key: 'o1', name: '', names: {}, points: 0 }] };
  return { name: q.name, names: { ...q.names }, type: q.type, allowOther: q.allowOther, enabled: q.enabled, options: q.options.map((o) => ({ id: o.id, key: o.id, name: o.name, names: { ...o.names }, points: o.points })) };
}

export function QuestionDialog({ question, busy, errors, onSave, onClose }: { question: ManagedQuestion | null; busy: boolean; errors: Record<string, string>; onSave: (draft: QuestionDraft) => void; onClose: () => void }) {
  const { t } = useTranslation('questions');
  const [draft, setDraft] = useState<QuestionDraft>(() => draftOf(question));
  const base = useId();
  const set = (patch: Partial<QuestionDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const setOption = (i: number, patch: Partial<QuestionDraft['options'][number]>) => setDraft((d) => ({ ...d, options: d.options.map((o, j) => (j === i ? { ...o, ...patch } : o)) }));
  const choice = draft.type !== 'open';
  const error = (field: string) => (errors[field] ? t(`error.${errors[field]}`, { defaultValue: t('error.invalid') }) : null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSave(draft);
  };
  const nameError = error('name');
  const optionsError = error('options');
  const generalError = error('');

  return (
    <Dialog
      open
      title={question ? t('edit.title') : t('new.title')}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            {t('common:action.cancel')}
          </button>
          <button type="submit" form={`${base}-form`} className="button button-primary" disabled={busy} aria-busy={busy}>
            {t('save')}
          </button>
        </>
      }
    >
      <form id={`${base}-form`} className="question-form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={`${base}-name`}>{t('field.name')}</label>
          <input id={`${base}-name`} value={draft.name} maxLength={200} aria-invalid={!!nameError} aria-describedby={nameError ? `${base}-name-error` : undefined} onChange={(e) => set({ name: e.target.value })} />
          {nameError && (
            <p className="field-error" role="alert" id={`${base}-name-error`}>
              {nameError}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor={`${base}-type`}>{t('field.type')}</label>
          <select id={`${base}-type`} value={draft.type} onChange={(e) => set({ type: e.target.value as QuestionType, ...(e.target.value === 'open' ? { options: [], allowOther: false } : draft.options.length ? {} : { options: [{ key: `o${Date.now()}`, name: '', names: {}, points: 0 }] }) })}>
            {QUESTION_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`type.${type}`)}
              </option>
            ))}
          </select>
          <p className="field-hint">{t(`typeHint.${draft.type}`)}</p>
        </div>
        {choice && (
          <fieldset className="option-list">
            <legend>{t('field.options')}</legend>
            <p className="field-hint">{t('optionsHint', { max: MAX_OPTION_POINTS })}</p>
            {draft.options.map((o, i) => (
              <div key={o.key} className="option-row">
                <input aria-label={t('field.optionName', { n: i + 1 })} value={o.name} maxLength={200} onChange={(e) => setOption(i, { name: e.target.value })} />
                <select aria-label={t('field.optionPoints', { n: i + 1 })} value={o.points} onChange={(e) => setOption(i, { points: Number(e.target.value) })}>
                  {Array.from({ length: MAX_OPTION_POINTS + 1 }, (_, p) => (
                    <option key={p} value={p}>
                      {t('points', { count: p })}
                    </option>
                  ))}
                </select>
                <button type="button" className="button button-small button-danger-quiet" aria-label={t('removeOption', { n: i + 1 })} title={t('removeOption', { n: i + 1 })} onClick={() => set({ options: draft.options.filter((_, j) => j !== i) })}>
                  <Icon name="trash" size={18} />
                </button>
              </div>
            ))}
            {optionsError && (
              <p className="field-error" role="alert">
                {optionsError}
              </p>
            )}
            <button type="button" className="button button-small" onClick={() => set({ options: [...draft.options, { key: `o${Date.now()}`, name: '', names: {}, points: 0 }] })}>
              {t('addOption')}
            </button>
            <label className="check-row">
              <input type="checkbox" checked={draft.allowOther} onChange={(e) => set({ allowOther: e.target.checked })} />
              <span>{t('field.allowOther')}</span>
            </label>
          </fieldset>
        )}
        <label className="check-row">
          <input type="checkbox" role="switch" checked={draft.enabled} onChange={(e) => set({ enabled: e.target.checked })} />
          <span>{t('field.enabled')}</span>
        </label>
        <details className="translations">
          <summary>{t('translations')}</summary>
          <p className="field-hint">{t('translationsHint')}</p>
          {OTHER_LANGUAGES.map((lang) => (
            <fieldset key={lang} className="translation-set" lang={lang}>
              <legend>{LANGUAGE_NAMES[lang]}</legend>
              <input aria-label={t('field.nameIn', { language: LANGUAGE_NAMES[lang] })} value={draft.names[lang] ?? ''} maxLength={200} placeholder={draft.name} onChange={(e) => set({ names: { ...draft.names, [lang]: e.target.value } })} />
              {choice &&
                draft.options.map((o, i) => (
                  <input key={o.key} aria-label={t('field.optionNameIn', { n: i + 1, language: LANGUAGE_NAMES[lang] })} value={o.names[lang] ?? ''} maxLength={200} placeholder={o.name} onChange={(e) => setOption(i, { names: { ...o.names, [lang]: e.target.value } })} />
                ))}
            </fieldset>
          ))}
        </details>
        {generalError && (
          <p className="field-error" role="alert">
            {generalError}
          </p>
        )}
      </form>
    </Dialog>
  );
}
