/**
 * The registration form's changes (FormTab.tsx): each one saves the whole form at once, and a
 * refusal is told to the question it is about (the dialog's draft or a card of the list), nothing
 * typed lost. After a move, the moved question's button keeps the focus.
 */
import { useEffect, useRef, useState } from 'react';
import { useNotices } from '../../app/notices/NoticeProvider';
import type { FormQuestion } from '../../domain/guests';
import type { AnswerOf } from '../../domain/endpoints/define';
import { getForm, saveForm } from '../../domain/endpoints/guests';
import { callAs, updateAnswer } from '../../ui/remote/queries';
import { attempt } from './api';
import type { Draft } from './FormQuestionDialog';

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

/** The form tab's editing state (the dialog, the deletion, the cards' refusals, saving) and its changes: save a draft, delete, move. */
export function useFormEditing(data: AnswerOf<typeof getForm> | undefined, label: (q: FormQuestion) => string) {
  const { notify } = useNotices();
  const [editing, setEditing] = useState<FormQuestion | 'new' | null>(null);
  const [dialogErrors, setDialogErrors] = useState<{ fields: Record<string, string>; error: string | null }>({ fields: {}, error: null });
  const [deleting, setDeleting] = useState<FormQuestion | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [cardErrors, setCardErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const focusAfter = useRef<string | null>(null);

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

  const questions = data?.questions ?? [];

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
  const askDelete = (q: FormQuestion) => (setDeleteError(null), setDeleting(q));

  return { editing, setEditing, dialogErrors, deleting, setDeleting, deleteError, cardErrors, busy, saveDraft, remove, move, openDialog, askDelete };
}
