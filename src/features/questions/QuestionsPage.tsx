/**
 * /questions: the qualifying questions the team asks at the booth, for administrators (online:
 * the server keeps them; devices get them at their next sync). Create, edit, switch on or off,
 * reorder and delete; the rating rules beside them, with how the leads on this device would be
 * rated under the rules being typed. The organiser's limit shows before it is reached.
 */
import './questions.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../app/AppContext';
import { usePageTitle } from '../../app/hooks';
import { ManualLink } from '../../app/ManualLink';
import { ConfirmDialog, Dialog } from '../../app/Dialog';
import { Icon } from '../../app/icons';
import { useNotices } from '../../app/notices/NoticeProvider';
import { useSync } from '../../app/SyncContext';
import { nameIn, type ManagedQuestion } from '../../domain/question';
import { addQuestion, changeQuestion, manageQuestions, orderQuestions, removeQuestion, switchQuestion } from '../../domain/endpoints/questions';
import { CallFailed } from '../../lib/call';
import { callAs, useAnswer } from '../../ui/remote/queries';
import { fieldsOf, messageOf, refusalCode } from '../../ui/remote/messages';
import { LoadFailed, Loading } from '../../ui/remote/parts';
import { QuestionDialog, type QuestionDraft } from './QuestionDialog';
import { RatingRules } from './RatingRules';

/** Between the parts of a question's summary line. */
const SEPARATOR = ' · ';


export default function QuestionsPage() {
  const { t, i18n } = useTranslation('questions');
  const { config, info } = useApp();
  const { notify } = useNotices();
  const sync = useSync();
  usePageTitle(config?.event?.environmentName, t('title'));
  const answer = useAnswer(manageQuestions, {});
  const data = answer.data;
  const [editing, setEditing] = useState<ManagedQuestion | 'new' | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState<{ draft: QuestionDraft; count: number; rerated: number } | null>(null);
  const [deleting, setDeleting] = useState<ManagedQuestion | null>(null);
  const [busy, setBusy] = useState(false);
  const language = i18n.resolvedLanguage ?? 'en';

  /** After a change: the list again, and this device's copy at once (the others at their next sync). */
  const changed = async (messageKey: string, values: Record<string, unknown> = {}) => {
    await answer.refetch();
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
      await answer.refetch();
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

  if (!data) {
    return answer.error ? (
      <div className="page">
        <h1>{t('title')}</h1>
        <LoadFailed error={messageOf(answer.error, 'questions')} cause={answer.error} onRetry={() => void answer.refetch()} />
      </div>
    ) : (
      <Loading />
    );
  }
  const full = !data.allowAdd || data.questions.length >= data.limit;
  const summaryOf = (q: ManagedQuestion) =>
    [t(`type.${q.type}`), q.type !== 'open' ? t('optionCount', { count: q.options.length }) : null, t('answerCount', { count: q.answers }), q.enabled ? null : t('off')].filter(Boolean).join(SEPARATOR);

  return (
    <div className="page questions-page">
      <header className="page-header">
        <div>
          <h1 data-tour="question-list">{t('title')}</h1>
          <p className="lead">{t('lead')}</p>
          <ManualLink page="questions" />
        </div>
        <div className="page-actions">
          <button type="button" className="button button-primary" disabled={full} aria-describedby="question-limit" onClick={() => (setErrors({}), setEditing('new'))}>
            {t('new.button')}
          </button>
        </div>
      </header>
      <p className="field-hint" id="question-limit">
        {!data.allowAdd ? t('limit.notAllowed') : full ? t('limit.reached', { limit: data.limit }) : t('limit.count', { count: data.questions.length, limit: data.limit })}
      </p>
      {data.questions.length === 0 ? (
        <section className="empty-state">
          <h2>{t('empty.title')}</h2>
          <p className="lead">{t('empty.text')}</p>
        </section>
      ) : (
        <ol className="question-list">
          {data.questions.map((q, i) => (
            <li key={q.id} className={`card question-card${q.enabled ? '' : ' question-off'}`}>
              <div className="question-main">
                <h2>{nameIn(q, language)}</h2>
                <p className="field-hint">{summaryOf(q)}</p>
                {q.type !== 'open' && (
                  <ul className="question-options">
                    {q.options.map((o) => (
                      <li key={o.id}>
                        {nameIn(o, language)} <span className="points-chip">{t('points', { count: o.points })}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
              <div className="question-actions">
                <label className="check-row">
                  <input type="checkbox" role="switch" aria-label={t('askIt', { name: nameIn(q, language) })} checked={q.enabled} onChange={() => void toggle(q)} />
                  <span aria-hidden="true">{t('asked')}</span>
                </label>
                <div className="button-row">
                  <button type="button" className="button button-small" aria-label={t('moveUp', { name: nameIn(q, language) })} disabled={i === 0} onClick={() => void move(i, -1)}>
                    <Icon name="arrowUp" size={18} />
                  </button>
                  <button type="button" className="button button-small" aria-label={t('moveDown', { name: nameIn(q, language) })} disabled={i === data.questions.length - 1} onClick={() => void move(i, 1)}>
                    <Icon name="arrowDown" size={18} />
                  </button>
                  <button type="button" className="button button-small" aria-label={t('editOne', { name: nameIn(q, language) })} onClick={() => (setErrors({}), setEditing(q))}>
                    {t('edit.button')}
                  </button>
                  <button type="button" className="button button-small button-danger-quiet" aria-label={t('deleteOne', { name: nameIn(q, language) })} onClick={() => setDeleting(q)}>
                    {t('delete.button')}
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}
      <RatingRules data={data} eventId={info?.event.id ?? null} onSaved={() => void changed('rulesSaved')} />
      {editing && !confirming && <QuestionDialog question={editing === 'new' ? null : editing} busy={busy} errors={errors} onSave={(d) => void save(d)} onClose={() => setEditing(null)} />}
      {confirming && (
        <Dialog
          open
          role="alertdialog"
          title={confirming.count ? t('confirm.title') : t('confirm.titleRerate')}
          onClose={() => setConfirming(null)}
          actions={
            <>
              <button type="button" className="button" onClick={() => setConfirming(null)}>
                {t('common:action.cancel')}
              </button>
              <button type="button" className="button button-primary" disabled={busy} onClick={() => void save(confirming.draft, true)}>
                {confirming.count ? t('confirm.go') : t('confirm.goRerate')}
              </button>
            </>
          }
        >
          {confirming.count > 0 && <p>{t('confirm.text', { count: confirming.count })}</p>}
          {confirming.rerated > 0 && <p>{t('confirm.rerated', { count: confirming.rerated })}</p>}
        </Dialog>
      )}
      {deleting && (
        <ConfirmDialog
          open
          title={t('delete.title')}
          confirmLabel={t('delete.confirm')}
          busy={busy}
          onCancel={() => setDeleting(null)}
          onConfirm={() => void remove(deleting)}
        >
          <p className="question-quote">{t('quoted', { name: nameIn(deleting, language) })}</p>
          <p>{t('delete.text', { count: deleting.answers })}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
