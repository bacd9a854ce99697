/** What the questions page does (QuestionsPage.tsx): save a question (asking first when stored answers would change), delete, reorder, switch on or off. */
import { useState } from 'react';
import { useNotices } from '../../app/notices/NoticeProvider';
import { useSync } from '../../app/SyncContext';
import type { ManagedQuestion, ManagedQuestions } from '../../domain/question';
import { addQuestion, changeQuestion, orderQuestions, removeQuestion, switchQuestion } from '../../domain/endpoints/questions';
import { CallFailed } from '../../lib/call';
import { callAs } from '../../ui/remote/queries';
import { fieldsOf, refusalCode } from '../../ui/remote/messages';
import type { QuestionDraft } from './QuestionDialog';

/** The page's editing state (the question in the dialog, its refused fields, the change to confirm, the question to delete, saving) and its changes; `refetch` reads the list again. */
export function useQuestionActions(data: ManagedQuestions | undefined, refetch: () => Promise<unknown>) {
  const { notify } = useNotices();
  const sync = useSync();
  const [editing, setEditing] = useState<ManagedQuestion | 'new' | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState<{ draft: QuestionDraft; count: number; rerated: number } | null>(null);
  const [deleting, setDeleting] = useState<ManagedQuestion | null>(null);
  const [busy, setBusy] = useState(false);

  /** After a change: the list again, and this device's copy at once (the others at their next sync). */
  const changed = async (messageKey: string, values: Record<string, unknown> = {}) => {
    await refetch();
    void sync?.run();
    notify({ kind: 'positive', messageKey: `questions:${messageKey}`, values });
  };

  async function save(draft: QuestionDraft, confirm = false) {
    setBusy(true);
    setErrors({});
    const body = {
      name: draft.name,
      names: Object.fromEntries(Object.entries(draft.names).filter(([, v]) => v.trim())),
      type: draft.type,
      allowOther: draft.type !== 'open' && draft.allowOther,
      enabled: draft.enabled,
      options: draft.type === 'open' ? [] : draft.options.map((o) => ({ ...(o.id ? { id: o.id } : {}), name: o.name, names: Object.fromEntries(Object.entries(o.names).filter(([, v]) => v.trim())), points: o.points })),
      ...(confirm ? { confirm: true } : {}),
    };
    try {
      if (editing === 'new') await callAs(addQuestion, { body });
      else if (editing) await callAs(changeQuestion, { params: { questionId: editing.id }, body });
      setEditing(null);
      setConfirming(null);
      await changed('saved');
    } catch (err) {
      const code = refusalCode(err);
      if (code === 'answersWouldChange' && err instanceof CallFailed) setConfirming({ draft, count: Number(err.detail.count ?? 0), rerated: Number(err.detail.rerated ?? 0) });
      else if (code === 'invalid') setErrors(fieldsOf(err));
      else if (code === 'questionLimitReached') setErrors({ '': 'questionLimitReached' });
      else setErrors({ '': code === 'offline' || code === 'timeout' ? 'offline' : 'failed' });
    } finally {
      setBusy(false);
    }
  }

  async function remove(q: ManagedQuestion) {
    setBusy(true);
    try {
      await callAs(removeQuestion, { params: { questionId: q.id } });
      setDeleting(null);
      await changed('deleted');
    } catch {
      notify({ kind: 'negative', messageKey: 'questions:error.failed' });
    } finally {
      setBusy(false);
    }
  }

  async function move(index: number, by: -1 | 1) {
    if (!data) return;
    const ids = data.questions.map((q) => q.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    try {
      await callAs(orderQuestions, { body: { ids } });
      await refetch();
      void sync?.run();
    } catch {
      notify({ kind: 'negative', messageKey: 'questions:error.failed' });
    }
  }

  async function toggle(q: ManagedQuestion) {
    const enabled = !q.enabled;
    try {
      // Its own request: switching on or off changes neither the answers to choose from nor any stored answer.
      await callAs(switchQuestion, { params: { questionId: q.id }, body: { enabled } });
      await changed(enabled ? 'switchedOn' : 'switchedOff');
    } catch (err) {
      notify({ kind: 'negative', messageKey: ['offline', 'timeout'].includes(refusalCode(err)) ? 'questions:error.offline' : 'questions:error.failed' });
    }
  }

  /** Opens the dialog on a question (or a new one) with no refusal showing. */
  const edit = (q: ManagedQuestion | 'new') => (setErrors({}), setEditing(q));

  return { editing, setEditing, errors, confirming, setConfirming, deleting, setDeleting, busy, changed, save, remove, move, toggle, edit };
}
