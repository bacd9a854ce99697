/**
 * The registration form: the questions this exhibitor's guests answer on the public registration
 * page, after the fields every page asks (name, e-mail, company, the action code where codes apply)
 * and before the terms. Add, edit, delete and reorder; each change saves the whole form at once
 * (PUT /api/guests/form), and a refusal shows under the question it is about while nothing typed
 * is lost. 'Preview' opens the real page of the first registration link; on a desktop a panel
 * beside the list shows the form read-only as guests see it, in any of the six languages.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../app/AppContext';
import { ConfirmDialog, Dialog } from '../../app/Dialog';
import { useDevice } from '../../app/hooks';
import { Icon } from '../../app/icons';
import { useNotices } from '../../app/notices/NoticeProvider';
import { useRouteOpen } from '../../app/route-context';
import { FORM_OPTION_LIMIT, FORM_QUESTION_LIMIT, type FormQuestion } from '../../domain/guests';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage, type Language } from '../../domain/language';
import { QUESTION_TYPES, nameIn, type QuestionType } from '../../domain/question';
import { getForm, saveForm } from '../../domain/endpoints/guests';
import { callAs, updateAnswer, useAnswer } from '../../ui/remote/queries';
import { Unanswered } from '../../ui/remote/parts';
import { attempt, GUEST_TEXTS } from './api';

const OTHER_LANGUAGES = ['de', 'es', 'fr', 'nl', 'tr'] as const;
const NAME_MAX = 200;
/** The public page marks required fields so. */
const REQUIRED_MARK = '*';

/** A question as the dialog edits it (options carry a key of their own for React while they have no id). */
interface Draft {
  id?: string;
  name: string;
  names: Record<string, string>;
  type: QuestionType;
  allowOther: boolean;
  required: boolean;
  options: Array<{ id?: string; key: string; name: string; names: Record<string, string> }>;
}

let nextKey = 0;
const newOption = () => ({ key: `new-${++nextKey}`, name: '', names: {} });

function draftOf(q: FormQuestion | null): Draft {
  if (!q) return { name: '', names: {}, type: 'radio', allowOther: false, required: false, options: [newOption(), newOption()] };
  return { id: q.id, name: q.name, names: { ...q.names }, type: q.type, allowOther: q.allowOther, required: q.required, options: q.options.map((o) => ({ id: o.id, key: o.id, name: o.name, names: { ...o.names } })) };
}

const filled = (names: Record<string, string>) => Object.fromEntries(Object.entries(names).filter(([, v]) => v.trim()));

/** What the server takes for one question (ids kept, so answers and options stay the same ones). */
function inputOf(q: Draft | FormQuestion) {
  return {
    ...(q.id ? { id: q.id } : {}),
    name: q.name,
    names: filled(q.names),
    type: q.type,
    allowOther: q.type !== 'open' && q.allowOther,
    required: q.required,
    options: q.type === 'open' ? [] : q.options.map((o) => ({ ...(o.id ? { id: o.id } : {}), name: o.name, names: filled(o.names) })),
  };
}

/** Where a question of a save came from: a question of the list (its id) or the dialog's draft. */
type Origin = string;
const DRAFT: Origin = '#draft';

interface Refusal {
  /** The message for the whole request (i18n key); null when the app has said it already. */
  error: string | null;
  /** Field errors per origin, keyed by the field within the question ('' for the question itself). */
  fields: Record<Origin, Record<string, string>>;
}

/** An option without a name in English is asked for as an answer, not as a question. */
function fieldMessage(field: string, key: string): string {
  return /^options\.\d+\.name$/.test(field) && key === 'questions:error.question.nameRequired' ? 'guests:form.error.optionNameRequired' : key;
}

export function FormTab() {
  const { t, i18n } = useTranslation('guests');
  const { info } = useApp();
  const { notify } = useNotices();
  const device = useDevice();
  const routeOpen = useRouteOpen();
  const answer = useAnswer(getForm, {});
  const data = answer.data;
  const [editing, setEditing] = useState<FormQuestion | 'new' | null>(null);
  const [dialogErrors, setDialogErrors] = useState<{ fields: Record<string, string>; error: string | null }>({ fields: {}, error: null });
  const [deleting, setDeleting] = useState<FormQuestion | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [cardErrors, setCardErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const focusAfter = useRef<string | null>(null);
  const appLanguage: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const [previewLanguage, setPreviewLanguage] = useState<Language>(appLanguage);

  // After a move, the moved question's button keeps the focus (or its other one at the ends).
  useEffect(() => {
    const wanted = focusAfter.current;
    if (!wanted) return;
    focusAfter.current = null;
    const [id, dir] = wanted.split('|');
    const button = (d: string) => document.querySelector<HTMLButtonElement>(`[data-move="${CSS.escape(`${id}|${d}`)}"]`);
    const same = button(dir!);
    (same && !same.disabled ? same : button(dir === 'up' ? 'down' : 'up'))?.focus();
  }, [data]);

  if (!data) return <Unanswered answer={answer} ns={GUEST_TEXTS} />;

  const questions = data.questions;
  const full = questions.length >= FORM_QUESTION_LIMIT;
  const codes = !!info?.settings?.actionCode;
  const linksOpen = routeOpen('guests-links');
  const desktop = device === 'desktop';
  const label = (q: FormQuestion) => nameIn(q, appLanguage);

  /** Saves the whole form; on a refusal, says which question (by origin) each field error is about. */
  async function put(list: Array<{ q: Draft | FormQuestion; from: Origin }>): Promise<Refusal | null> {
    busyRef.current = true;
    setBusy(true);
    const r = await attempt(callAs(saveForm, { body: { questions: list.map((x) => inputOf(x.q)) } }));
    busyRef.current = false;
    setBusy(false);
    if (r.ok) {
      const saved = r.value.questions;
      updateAnswer(getForm, {}, (d) => ({ ...d, questions: saved }));
      setCardErrors({});
      return null;
    }
    const fields: Refusal['fields'] = {};
    let error = r.error;
    for (const [key, message] of Object.entries(r.fields)) {
      const m = /^questions\.(\d+)(?:\.(.+))?$/.exec(key);
      const from = m ? list[Number(m[1])]?.from : undefined;
      if (!m || from === undefined) {
        // The form as a whole (too many questions): one message.
        error = message;
        continue;
      }
      const field = m[2] ?? '';
      (fields[from] ??= {})[field] = fieldMessage(field, message);
    }
    setCardErrors(Object.fromEntries(Object.entries(fields).filter(([from]) => from !== DRAFT).map(([from, f]) => [from, Object.values(f)[0]!])));
    return { error, fields };
  }

  const listOf = (qs: FormQuestion[]) => qs.map((q) => ({ q, from: q.id }) as { q: Draft | FormQuestion; from: Origin });

  async function saveDraft(draft: Draft) {
    if (busyRef.current) return;
    setDialogErrors({ fields: {}, error: null });
    // Rows left empty are no answers: they go, so the server's numbering is the dialog's.
    const kept = draft.type === 'open' ? [] : draft.options.filter((o) => o.name.trim() || Object.values(o.names).some((n) => n.trim()));
    const clean: Draft = { ...draft, options: kept };
    const list = listOf(questions);
    const at = editing && editing !== 'new' ? questions.findIndex((q) => q.id === editing.id) : -1;
    if (at >= 0) list[at] = { q: clean, from: DRAFT };
    else list.push({ q: clean, from: DRAFT });
    const refused = await put(list);
    if (!refused) {
      notify({ kind: 'positive', messageKey: at >= 0 ? 'guests:form.saved' : 'guests:form.added', values: { name: clean.name.trim() } });
      setEditing(null);
      return;
    }
    const fields = refused.fields[DRAFT] ?? {};
    const other = Object.keys(refused.fields).some((from) => from !== DRAFT);
    setDialogErrors({ fields, error: Object.keys(fields).length && !other ? 'guests:error.fields' : other ? 'guests:form.error.otherQuestion' : refused.error });
    return kept;
  }

  async function remove() {
    if (!deleting || busyRef.current) return;
    setDeleteError(null);
    const refused = await put(listOf(questions.filter((q) => q.id !== deleting.id)));
    if (refused) return setDeleteError(Object.keys(refused.fields).length ? 'guests:form.error.otherQuestion' : refused.error);
    notify({ kind: 'positive', messageKey: 'guests:form.deleted', values: { name: label(deleting) } });
    setDeleting(null);
  }

  async function move(index: number, by: -1 | 1) {
    if (busyRef.current) return;
    const next = [...questions];
    const [q] = next.splice(index, 1);
    next.splice(index + by, 0, q!);
    focusAfter.current = `${q!.id}|${by < 0 ? 'up' : 'down'}`;
    const refused = await put(listOf(next));
    if (refused) focusAfter.current = null;
    const message = refused && (Object.keys(refused.fields).length ? 'guests:form.error.otherQuestion' : refused.error);
    if (refused) return message && notify({ kind: 'negative', messageKey: message });
    notify({ kind: 'positive', messageKey: 'guests:form.moved', values: { name: label(q!), position: index + by + 1 } });
  }

  const openDialog = (q: FormQuestion | 'new') => {
    setDialogErrors({ fields: {}, error: null });
    setEditing(q);
  };
  const addButton = (
    <button type="button" className="button button-primary" disabled={full} aria-describedby="regform-count" onClick={() => openDialog('new')}>
      <Icon name="plus" size={18} />
      {t('form.add')}
    </button>
  );
  const previewUrl = data.previewUrl ? `${data.previewUrl}?lang=${desktop ? previewLanguage : appLanguage}` : null;

  return (
    <section className="guests-section" aria-labelledby="regform-h">
      <div className="guests-toolbar">
        <h2 id="regform-h" className="visually-hidden">
          {t('tab.form')}
        </h2>
        <p className="guests-intro">{t('form.lead')}</p>
        <div className="button-row regform-toolbar-actions">
          {previewUrl && (
            <a href={previewUrl} target="_blank" rel="noopener noreferrer" className="button">
              {t('form.preview.open')}
              <span className="visually-hidden">{t('form.preview.newTab')}</span>
            </a>
          )}
          {questions.length > 0 && addButton}
        </div>
      </div>
      {!data.previewUrl && (
        <div className="callout callout-info regform-nolink">
          <p>
            {t('form.preview.needsLink')}{' '}
            {linksOpen && <Link to="/guests/links">{t('form.preview.createLink')}</Link>}
          </p>
        </div>
      )}
      <div className={desktop ? 'regform-layout regform-layout-wide' : 'regform-layout'}>
        <div className="regform-main">
          <div className="regform-count">
            <p className="field-hint" id="regform-count" aria-live="polite">
              {full ? t('form.limitReached', { limit: FORM_QUESTION_LIMIT }) : t('form.count', { count: questions.length, limit: FORM_QUESTION_LIMIT })}
            </p>
            <p className="field-hint regform-saving" role="status">
              {busy ? t('form.saving') : null}
            </p>
          </div>
          <FixedFields part="top" codes={codes} />
          {questions.length === 0 ? (
            <div className="card regform-empty">
              <h3>{t('form.emptyTitle')}</h3>
              <p>{t('form.empty')}</p>
              {addButton}
            </div>
          ) : (
            <ol className="regform-list" aria-label={t('form.yourQuestions')} aria-busy={busy}>
              {questions.map((q, i) => (
                <li key={q.id} className={cardErrors[q.id] ? 'card regform-card regform-card-invalid' : 'card regform-card'}>
                  <div className="regform-card-head">
                    <span className="regform-number" aria-hidden="true">
                      {i + 1}
                    </span>
                    <h3>{label(q)}</h3>
                  </div>
                  <p className="regform-tags">
                    <span className="status-chip">{t(`questions:type.${q.type}`)}</span>
                    <span className={q.required ? 'status-chip status-chip-positive' : 'status-chip'}>{t(q.required ? 'form.required' : 'form.optional')}</span>
                    {q.allowOther && <span className="status-chip">{t('form.withOther')}</span>}
                  </p>
                  {q.type !== 'open' && (
                    <ul className="regform-options" aria-label={t('form.optionsOf', { name: label(q) })}>
                      {q.options.map((o) => (
                        <li key={o.id}>{nameIn(o, appLanguage)}</li>
                      ))}
                    </ul>
                  )}
                  {cardErrors[q.id] && <p className="field-error">{t(cardErrors[q.id]!)}</p>}
                  <div className="button-row regform-card-actions">
                    <button type="button" className="button button-small" data-move={`${q.id}|up`} aria-label={t('form.moveUp', { name: label(q) })} title={t('form.moveUp', { name: label(q) })} disabled={i === 0} onClick={() => void move(i, -1)}>
                      <Icon name="arrowUp" size={18} />
                    </button>
                    <button type="button" className="button button-small" data-move={`${q.id}|down`} aria-label={t('form.moveDown', { name: label(q) })} title={t('form.moveDown', { name: label(q) })} disabled={i === questions.length - 1} onClick={() => void move(i, 1)}>
                      <Icon name="arrowDown" size={18} />
                    </button>
                    <button type="button" className="button button-small" aria-label={t('form.editOne', { name: label(q) })} onClick={() => openDialog(q)}>
                      {t('form.edit')}
                    </button>
                    <button type="button" className="button button-small button-danger-quiet" aria-label={t('form.deleteOne', { name: label(q) })} onClick={() => (setDeleteError(null), setDeleting(q))}>
                      {t('form.delete')}
                    </button>
                  </div>
                </li>
              ))}
            </ol>
          )}
          <FixedFields part="bottom" codes={codes} />
        </div>
        {desktop && <FormPreview questions={questions} language={previewLanguage} onLanguage={setPreviewLanguage} codes={codes} />}
      </div>
      {editing && <QuestionDialog question={editing === 'new' ? null : editing} busy={busy} errors={dialogErrors.fields} error={dialogErrors.error} onSave={saveDraft} onClose={() => setEditing(null)} />}
      <ConfirmDialog open={!!deleting} title={t('form.deleteTitle', { name: deleting ? label(deleting) : '' })} confirmLabel={t('form.delete')} busy={busy} onCancel={() => setDeleting(null)} onConfirm={() => void remove()}>
        <p>{t('form.deleteBody')}</p>
        {deleteError && (
          <p className="field-error" role="alert">
            {t(deleteError)}
          </p>
        )}
      </ConfirmDialog>
    </section>
  );
}

/** The fields every registration page has, shown so the administrator sees the whole form; not editable. */
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
function QuestionDialog({
  question,
  busy,
  errors,
  error,
  onSave,
  onClose,
}: {
  question: FormQuestion | null;
  busy: boolean;
  errors: Record<string, string>;
  error: string | null;
  onSave: (draft: Draft) => Promise<Draft['options'] | undefined>;
  onClose: () => void;
}) {
  const { t } = useTranslation('guests');
  const [draft, setDraft] = useState<Draft>(() => draftOf(question));
  const base = useId();
  // A field's message goes once the field is changed (until the next refusal, a new `errors`).
  const [clearedOf, setClearedOf] = useState<{ of: Record<string, string>; keys: string[] }>({ of: errors, keys: [] });
  const cleared = clearedOf.of === errors ? clearedOf.keys : [];
  const clear = (...keys: string[]) => setClearedOf({ of: errors, keys: [...cleared, ...keys] });
  const live = Object.fromEntries(Object.entries(errors).filter(([k]) => !cleared.some((c) => k === c || k.startsWith(`${c}.`))));
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const setOption = (i: number, patch: Partial<Draft['options'][number]>) => setDraft((d) => ({ ...d, options: d.options.map((o, j) => (j === i ? { ...o, ...patch } : o)) }));
  const choice = draft.type !== 'open';
  const translated = OTHER_LANGUAGES.some((l) => draft.names[l]?.trim() || draft.options.some((o) => o.names[l]?.trim()));
  const translationError = Object.keys(live).some((k) => /(^|\.)names\./.test(k));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const kept = await onSave(draft);
    // Refused: the empty rows that were left out go from the dialog too (the numbering is the server's), and there is a row to type in.
    if (kept) setDraft((d) => ({ ...d, options: kept.length || !choice ? kept : [newOption()] }));
  };
  const message = (field: string) => (live[field] ? t(live[field]!) : null);
  const described = (field: string, hint?: string) => {
    const ids = [hint, live[field] ? `${base}-${field.replace(/\./g, '-')}-error` : undefined].filter(Boolean).join(' ');
    return { 'aria-invalid': live[field] ? (true as const) : undefined, 'aria-describedby': ids || undefined };
  };
  const errorOf = (field: string) =>
    live[field] ? (
      <p className="field-error" id={`${base}-${field.replace(/\./g, '-')}-error`}>
        {message(field)}
      </p>
    ) : null;
  // Rules of the question as a whole (no options, the same option twice) are about its options.
  const optionsError = message('options') ?? (choice ? message('') : null);
  const generalError = !choice ? message('') : null;
  // 'Check the fields marked' while a field is still marked; any other reason until the next try.
  const shownError = error && (error !== 'guests:error.fields' || Object.keys(live).length) ? error : null;

  return (
    <Dialog
      open
      title={t(question ? 'form.editTitle' : 'form.newTitle')}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            {t('common:action.cancel')}
          </button>
          <button type="submit" form={`${base}-form`} className="button button-primary" disabled={busy} aria-busy={busy}>
            {t(busy ? 'form.saving' : 'form.save')}
          </button>
        </>
      }
    >
      <form id={`${base}-form`} className="regform-dialog" onSubmit={(e) => void submit(e)} noValidate>
        <div className="field">
          <label htmlFor={`${base}-name`}>{t('form.field.name')}</label>
          <input id={`${base}-name`} value={draft.name} maxLength={NAME_MAX} onChange={(e) => (clear('name'), set({ name: e.target.value }))} {...described('name')} />
          {errorOf('name')}
        </div>
        <div className="field">
          <label htmlFor={`${base}-type`}>{t('form.field.type')}</label>
          <select
            id={`${base}-type`}
            value={draft.type}
            aria-describedby={`${base}-type-hint`}
            onChange={(e) => {
              const type = e.target.value as QuestionType;
              clear('', 'options', 'type');
              set({ type, ...(type === 'open' ? { allowOther: false } : draft.options.length ? {} : { options: [newOption()] }) });
            }}
          >
            {QUESTION_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`questions:type.${type}`)}
              </option>
            ))}
          </select>
          <p className="field-hint" id={`${base}-type-hint`}>
            {t(`form.typeHint.${draft.type}`)}
          </p>
        </div>
        {choice && (
          <fieldset className="regform-options-edit" aria-describedby={optionsError ? `${base}-options-error` : undefined}>
            <legend>{t('form.field.options')}</legend>
            {draft.options.map((o, i) => (
              <div key={o.key} className="regform-option-row">
                <div className="regform-option-input">
                  <input aria-label={t('form.field.optionName', { n: i + 1 })} placeholder={t('form.field.optionName', { n: i + 1 })} value={o.name} maxLength={NAME_MAX} onChange={(e) => (clear(`options.${i}.name`, '', 'options'), setOption(i, { name: e.target.value }))} {...described(`options.${i}.name`)} />
                  {errorOf(`options.${i}.name`)}
                </div>
                <button
                  type="button"
                  className="button button-small button-danger-quiet"
                  aria-label={t('form.removeOption', { n: i + 1 })}
                  title={t('form.removeOption', { n: i + 1 })}
                  onClick={() => (clear('', 'options'), set({ options: draft.options.filter((_, j) => j !== i) }))}
                >
                  <Icon name="trash" size={18} />
                </button>
              </div>
            ))}
            {optionsError && (
              <p className="field-error" id={`${base}-options-error`}>
                {optionsError}
              </p>
            )}
            <button type="button" className="button button-small" disabled={draft.options.length >= FORM_OPTION_LIMIT} onClick={() => (clear('', 'options'), set({ options: [...draft.options, newOption()] }))}>
              <Icon name="plus" size={16} />
              {t('form.addOption')}
            </button>
            <label className="check-row">
              <input type="checkbox" checked={draft.allowOther} onChange={(e) => set({ allowOther: e.target.checked })} />
              <span>{t('form.field.allowOther')}</span>
            </label>
          </fieldset>
        )}
        <label className="check-row">
          <input type="checkbox" checked={draft.required} onChange={(e) => set({ required: e.target.checked })} />
          <span>{t('form.field.required')}</span>
        </label>
        <details className="regform-translations" open={translated || translationError || undefined}>
          <summary>{t('form.translations')}</summary>
          <p className="field-hint">{t('form.translationsHint')}</p>
          {OTHER_LANGUAGES.map((lang) => (
            <fieldset key={lang} className="regform-translation">
              <legend>{LANGUAGE_NAMES[lang]}</legend>
              <input aria-label={t('form.field.nameIn', { language: LANGUAGE_NAMES[lang] })} lang={lang} value={draft.names[lang] ?? ''} maxLength={NAME_MAX} placeholder={draft.name} onChange={(e) => (clear(`names.${lang}`), set({ names: { ...draft.names, [lang]: e.target.value } }))} {...described(`names.${lang}`)} />
              {errorOf(`names.${lang}`)}
              {choice &&
                draft.options.map((o, i) => (
                  <div key={o.key}>
                    <input
                      aria-label={t('form.field.optionNameIn', { n: i + 1, language: LANGUAGE_NAMES[lang] })}
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
        {generalError && <p className="field-error">{generalError}</p>}
        {shownError && (
          <p className="callout callout-negative regform-dialog-error" role="alert">
            {t(shownError)}
          </p>
        )}
      </form>
    </Dialog>
  );
}

/** The form read-only as guests see it on the public page, in a chosen language (to check the translations). */
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
