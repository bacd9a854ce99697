/**
 * The parts of a question editor that the booth's qualifying questions and the guests'
 * registration form share: its name in English, its kind of answer, the answers to choose from
 * (with the points each adds, where answers are rated), 'Other', and its names in the other five
 * languages. Each area keeps its own words (`text`: a key of its namespace) and its own switch
 * (asked by the team, or required of guests). A refused field's message shows under it until
 * the field is changed (`useFieldMessages`).
 */
import './question-fields.css';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../app/icons';
import { LANGUAGE_NAMES } from '../../domain/language';
import { QUESTION_TYPES, type QuestionType } from '../../domain/question';

const OTHER_LANGUAGES = ['de', 'es', 'fr', 'nl', 'tr'] as const;
const NAME_MAX = 200;

export interface OptionDraft {
  id?: string;
  /** React's key while the answer has no id. */
  key: string;
  name: string;
  names: Record<string, string>;
  points?: number;
}

export interface QuestionFieldsDraft {
  name: string;
  names: Record<string, string>;
  type: QuestionType;
  allowOther: boolean;
  options: OptionDraft[];
}

/** An area's text for a key of the editor's ('field.name', 'typeHint.radio', 'addOption', …). */
type Text = (key: string, values?: Record<string, unknown>) => string;

/**
 * The messages of refused fields (`errors`: each field's message, as `say` turns it into text),
 * each gone once its field changes (`clear`), back with the next refusal (a new `errors`).
 */
export function useFieldMessages(errors: Record<string, string>, say: (message: string, field: string) => string) {
  const base = useId();
  const [clearedOf, setClearedOf] = useState<{ of: Record<string, string>; keys: string[] }>({ of: errors, keys: [] });
  const cleared = clearedOf.of === errors ? clearedOf.keys : [];
  const live = Object.fromEntries(Object.entries(errors).filter(([k]) => !cleared.some((c) => k === c || k.startsWith(`${c}.`))));
  const idOf = (field: string) => `${base}-${field.replace(/\./g, '-') || 'question'}-error`;
  const message = (field: string) => (live[field] ? say(live[field]!, field) : null);
  return {
    live,
    message,
    idOf,
    /** These fields (and the fields within them) were changed: their messages go. */
    clear: (...keys: string[]) => setClearedOf({ of: errors, keys: [...cleared, ...keys] }),
    /** A field's aria attributes: invalid while its message shows, described by it (and a hint). */
    described: (field: string, hint?: string) => {
      const ids = [hint, live[field] ? idOf(field) : undefined].filter(Boolean).join(' ');
      return { 'aria-invalid': live[field] ? (true as const) : undefined, 'aria-describedby': ids || undefined };
    },
    errorOf: (field: string) =>
      live[field] ? (
        <p className="field-error" id={idOf(field)}>
          {message(field)}
        </p>
      ) : null,
  };
}
export type FieldMessages = ReturnType<typeof useFieldMessages>;

interface Props<D extends QuestionFieldsDraft> {
  draft: D;
  set: (patch: Partial<D>) => void;
  text: Text;
  fields: FieldMessages;
  newOption: () => OptionDraft;
  /** Answers add 0 to this many points to a lead's rating (the booth's questions); none for the guests' form. */
  maxPoints?: number;
  /** The most answers a question takes. */
  optionLimit?: number;
}

/** Name, kind of answer, the answers and 'Other'. */
export function QuestionFields<D extends QuestionFieldsDraft>({ draft, set, text, fields, newOption, maxPoints, optionLimit }: Props<D>) {
  const { t } = useTranslation('questions');
  const base = useId();
  const { clear, described, errorOf, message, idOf } = fields;
  const choice = draft.type !== 'open';
  const setOption = (i: number, patch: Partial<OptionDraft>) => set({ options: draft.options.map((o, j) => (j === i ? { ...o, ...patch } : o)) } as Partial<D>);
  // Rules of the question as a whole (no answers, the same answer twice) are about its answers.
  const optionsError = message('options') ?? (choice ? message('') : null);
  return (
    <>
      <div className="field">
        <label htmlFor={`${base}-name`}>{text('field.name')}</label>
        <input id={`${base}-name`} value={draft.name} maxLength={NAME_MAX} onChange={(e) => (clear('name'), set({ name: e.target.value } as Partial<D>))} {...described('name')} />
        {errorOf('name')}
      </div>
      <div className="field">
        <label htmlFor={`${base}-type`}>{text('field.type')}</label>
        <select
          id={`${base}-type`}
          value={draft.type}
          aria-describedby={`${base}-type-hint`}
          onChange={(e) => {
            const type = e.target.value as QuestionType;
            clear('', 'options', 'type');
            set({ type, ...(type === 'open' ? { allowOther: false } : draft.options.length ? {} : { options: [newOption()] }) } as Partial<D>);
          }}
        >
          {QUESTION_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`type.${type}`)}
            </option>
          ))}
        </select>
        <p className="field-hint" id={`${base}-type-hint`}>
          {text(`typeHint.${draft.type}`)}
        </p>
      </div>
      {choice && (
        <fieldset className="option-list" aria-describedby={optionsError ? idOf('options') : undefined}>
          <legend>{text('field.options')}</legend>
          {maxPoints !== undefined && <p className="field-hint">{text('optionsHint', { max: maxPoints })}</p>}
          {draft.options.map((o, i) => (
            <div key={o.key} className="option-row">
              <div className="option-input">
                <input aria-label={text('field.optionName', { n: i + 1 })} placeholder={text('field.optionName', { n: i + 1 })} value={o.name} maxLength={NAME_MAX} onChange={(e) => (clear(`options.${i}.name`, '', 'options'), setOption(i, { name: e.target.value }))} {...described(`options.${i}.name`)} />
                {errorOf(`options.${i}.name`)}
              </div>
              {maxPoints !== undefined && (
                <select aria-label={text('field.optionPoints', { n: i + 1 })} value={o.points ?? 0} onChange={(e) => (clear(`options.${i}.points`), setOption(i, { points: Number(e.target.value) }))}>
                  {Array.from({ length: maxPoints + 1 }, (_, p) => (
                    <option key={p} value={p}>
                      {t('points', { count: p })}
                    </option>
                  ))}
                </select>
              )}
              <button
                type="button"
                className="button button-small button-danger-quiet"
                aria-label={text('removeOption', { n: i + 1 })}
                title={text('removeOption', { n: i + 1 })}
                onClick={() => (clear('', 'options'), set({ options: draft.options.filter((_, j) => j !== i) } as Partial<D>))}
              >
                <Icon name="trash" size={18} />
              </button>
            </div>
          ))}
          {optionsError && (
            <p className="field-error" id={idOf('options')}>
              {optionsError}
            </p>
          )}
          <button type="button" className="button button-small" disabled={optionLimit !== undefined && draft.options.length >= optionLimit} onClick={() => (clear('', 'options'), set({ options: [...draft.options, newOption()] } as Partial<D>))}>
            <Icon name="plus" size={16} />
            {text('addOption')}
          </button>
          <label className="check-row">
            <input type="checkbox" checked={draft.allowOther} onChange={(e) => set({ allowOther: e.target.checked } as Partial<D>)} />
            <span>{text('field.allowOther')}</span>
          </label>
        </fieldset>
      )}
    </>
  );
}

/** The question's and its answers' names in the other five languages; open while any is given or refused. */
export function QuestionTranslations<D extends QuestionFieldsDraft>({ draft, set, text, fields }: Pick<Props<D>, 'draft' | 'set' | 'text' | 'fields'>) {
  const { clear, described, errorOf, live } = fields;
  const choice = draft.type !== 'open';
  const translated = OTHER_LANGUAGES.some((l) => draft.names[l]?.trim() || draft.options.some((o) => o.names[l]?.trim()));
  const refused = Object.keys(live).some((k) => /(^|\.)names\./.test(k));
  const setOption = (i: number, patch: Partial<OptionDraft>) => set({ options: draft.options.map((o, j) => (j === i ? { ...o, ...patch } : o)) } as Partial<D>);
  return (
    <details className="translations" open={translated || refused || undefined}>
      <summary>{text('translations')}</summary>
      <p className="field-hint">{text('translationsHint')}</p>
      {OTHER_LANGUAGES.map((lang) => (
        <fieldset key={lang} className="translation-set">
          <legend>{LANGUAGE_NAMES[lang]}</legend>
          <input aria-label={text('field.nameIn', { language: LANGUAGE_NAMES[lang] })} lang={lang} value={draft.names[lang] ?? ''} maxLength={NAME_MAX} placeholder={draft.name} onChange={(e) => (clear(`names.${lang}`), set({ names: { ...draft.names, [lang]: e.target.value } } as Partial<D>))} {...described(`names.${lang}`)} />
          {errorOf(`names.${lang}`)}
          {choice &&
            draft.options.map((o, i) => (
              <div key={o.key}>
                <input
                  aria-label={text('field.optionNameIn', { n: i + 1, language: LANGUAGE_NAMES[lang] })}
                  lang={lang}
                  value={o.names[lang] ?? ''}
                  maxLength={NAME_MAX}
                  placeholder={o.name}
                  onChange={(e) => (clear(`options.${i}.names.${lang}`), setOption(i, { names: { ...o.names, [lang]: e.target.value } }))}
                  {...described(`options.${i}.names.${lang}`)}
                />
                {errorOf(`options.${i}.names.${lang}`)}
              </div>
            ))}
        </fieldset>
      ))}
    </details>
  );
}
