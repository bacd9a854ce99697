/**
 * The registration form: the questions this exhibitor's guests answer on the public registration
 * page, after the fields every page asks (name, e-mail, company, the action code where codes apply)
 * and before the terms. Add, edit, delete and reorder; each change saves the whole form at once
 * (PUT /api/guests/form), and a refusal shows under the question it is about while nothing typed
 * is lost. 'Preview' opens the real page of the first registration link; on a desktop a panel
 * beside the list shows the form read-only as guests see it, in any of the six languages.
 */
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../app/AppContext';
import { ConfirmDialog } from '../../app/Dialog';
import { useDevice } from '../../app/hooks';
import { Icon } from '../../app/icons';
import { useNotices } from '../../app/notices/NoticeProvider';
import { useRouteOpen } from '../../app/route-context';
import { FORM_QUESTION_LIMIT, type FormQuestion } from '../../domain/guests';
import { isLanguage, type Language } from '../../domain/language';
import { nameIn } from '../../domain/question';
import { getForm, saveForm } from '../../domain/endpoints/guests';
import { callAs, updateAnswer, useAnswer } from '../../ui/remote/queries';
import { Unanswered } from '../../ui/remote/parts';
import { attempt, GUEST_TEXTS } from './api';
import { FormQuestionDialog, type Draft } from './FormQuestionDialog';
import { FixedFields, FormPreview } from './FormPreview';


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
      {editing && <FormQuestionDialog question={editing === 'new' ? null : editing} busy={busy} errors={dialogErrors.fields} error={dialogErrors.error} onSave={saveDraft} onClose={() => setEditing(null)} />}
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
