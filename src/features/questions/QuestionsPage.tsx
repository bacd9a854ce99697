/**
 * /questions: the qualifying questions the team asks at the booth, for administrators (online:
 * the server keeps them; devices get them at their next sync). Create, edit, switch on or off,
 * reorder and delete; the rating rules beside them, with how the leads on this device would be
 * rated under the rules being typed. The organiser's limit shows before it is reached.
 */
import './questions.css';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../app/AppContext';
import { usePageTitle } from '../../app/hooks';
import { ManualLink } from '../../app/ManualLink';
import { ConfirmDialog, Dialog } from '../../app/Dialog';
import { nameIn } from '../../domain/question';
import { manageQuestions } from '../../domain/endpoints/questions';
import { useAnswer } from '../../ui/remote/queries';
import { messageOf } from '../../ui/remote/messages';
import { LoadFailed, Loading } from '../../ui/remote/parts';
import { QuestionCard } from './QuestionCard';
import { QuestionDialog } from './QuestionDialog';
import { RatingRules } from './RatingRules';
import { useQuestionActions } from './useQuestionActions';

export default function QuestionsPage() {
  const { t, i18n } = useTranslation('questions');
  const { config, info } = useApp();
  usePageTitle(config?.event?.environmentName, t('title'));
  const answer = useAnswer(manageQuestions, {});
  const data = answer.data;
  const { editing, setEditing, errors, confirming, setConfirming, deleting, setDeleting, busy, changed, save, remove, move, toggle, edit } = useQuestionActions(data, () => answer.refetch());
  const language = i18n.resolvedLanguage ?? 'en';

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

  return (
    <div className="page questions-page">
      <header className="page-header">
        <div>
          <h1 data-tour="question-list">{t('title')}</h1>
          <p className="lead">{t('lead')}</p>
          <ManualLink page="questions" />
        </div>
        <div className="page-actions">
          <button type="button" className="button button-primary" disabled={full} aria-describedby="question-limit" onClick={() => edit('new')}>
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
            <QuestionCard key={q.id} question={q} index={i} count={data.questions.length} language={language} onToggle={() => void toggle(q)} onMove={(by) => void move(i, by)} onEdit={() => edit(q)} onDelete={() => setDeleting(q)} />
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
