/** The console's review of exhibitors' submitted tasks: the queue, newest first, with approve and reject (a comment says why). */
import './tasks.css';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { Dialog } from '../../app/Dialog';
import { Icon } from '../../app/icons';
import { useNotices } from '../../app/notices/NoticeProvider';
import { REVIEW_COMMENT_MAX, ReviewInput, taskFieldErrors, type TaskSubmission } from '../../domain/tasks';
import { formatDateTime } from '../../lib/time';
import { consoleFailure, fieldsOf, organiserDownload } from './api';
import { listSubmissions, listTasks, reviewSubmission } from '../../domain/endpoints/organiser-tasks';
import { useChange } from '../../ui/remote/queries';
import { refusalCode } from '../../ui/remote/messages';

export function useDateTime(timezone: string | undefined) {
  const { i18n } = useTranslation();
  return (iso: string) => formatDateTime(iso, i18n.resolvedLanguage ?? 'en', timezone, timezone);
}

/** Why a task request failed, as a key to show: the tasks namespace's refusals, else the console's. */
export function refusal(err: unknown): string {
  const code = refusalCode(err);
  return code.startsWith('task.') ? `tasks:error.${code.slice('task.'.length)}` : consoleFailure(err);
}

export function RejectDialog({ subject, onClose, onRejected }: { subject: TaskSubmission | null; onClose: () => void; onRejected: () => void }) {
  const { t } = useTranslation(['organiser', 'tasks']);
  const { notify } = useNotices();
  const id = useId();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reviewer = useChange(reviewSubmission, [listSubmissions, listTasks]);
  const busy = reviewer.busy;
  useEffect(() => {
    setComment('');
    setError(null);
  }, [subject]);

  async function reject() {
    if (!subject) return;
    const checked = v.safeParse(ReviewInput, { decision: 'rejected', comment });
    if (!checked.success) return setError(taskFieldErrors(checked.issues).comment ?? 'task.invalid');
    try {
      await reviewer.run({ params: { taskId: subject.taskId, partnerId: subject.partnerId }, body: checked.output });
      notify({ kind: 'positive', messageKey: 'organiser:tasks.review.rejectedNotice', values: { title: subject.taskTitle, name: subject.partnerName } });
      onRejected();
    } catch (err) {
      const refused = refusalCode(err) === 'invalid';
      if (refused) setError(fieldsOf(err).comment ?? 'task.invalid');
      else notify({ kind: 'negative', messageKey: refusal(err) });
      if (!refused) onClose();
    }
  }

  return (
    <Dialog
      open={subject !== null}
      title={t('tasks.review.rejectTitle', { title: subject?.taskTitle ?? '', name: subject?.partnerName ?? '' })}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            {t('common:action.cancel')}
          </button>
          <button type="button" className="button button-danger" disabled={busy} aria-busy={busy} onClick={() => void reject()}>
            {t('tasks.review.reject')}
          </button>
        </>
      }
    >
      <div className="field">
        <label htmlFor={`${id}-comment`}>{t('tasks.review.comment')}</label>
        <textarea
          id={`${id}-comment`}
          rows={4}
          value={comment}
          maxLength={REVIEW_COMMENT_MAX}
          onChange={(e) => setComment(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
        />
        <p className="field-hint" id={`${id}-hint`}>
          {t('tasks.review.commentHint')}
        </p>
        {error && (
          <p className="field-error" id={`${id}-error`} role="alert">
            {t(`tasks:error.${error.replace(/^task\./, '')}`)}
          </p>
        )}
      </div>
    </Dialog>
  );
}

export function ReviewQueue({ submissions, timezone }: { submissions: TaskSubmission[] | null; timezone: string | undefined }) {
  const { t } = useTranslation(['organiser', 'tasks']);
  const { notify } = useNotices();
  const id = useId();
  const dateTime = useDateTime(timezone);
  const [rejecting, setRejecting] = useState<TaskSubmission | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const reviewer = useChange(reviewSubmission, [listSubmissions, listTasks]);
  const heading = useRef<HTMLHeadingElement>(null);
  const key = (s: TaskSubmission) => `${s.taskId}|${s.partnerId}`;
  // The decided item leaves the queue: keyboard focus goes to the queue's heading, not to the page's
  // start. In an effect, so it comes after the rejection dialog's closing gave focus back to its opener.
  const [decisions, setDecisions] = useState(0);
  useEffect(() => {
    if (decisions > 0) heading.current?.focus();
  }, [decisions]);
  const decided = () => setDecisions((n) => n + 1);

  async function approve(s: TaskSubmission) {
    setBusy(key(s));
    try {
      await reviewer.run({ params: { taskId: s.taskId, partnerId: s.partnerId }, body: { decision: 'approved' } });
      notify({ kind: 'positive', messageKey: 'organiser:tasks.review.approvedNotice', values: { title: s.taskTitle, name: s.partnerName } });
    } catch (err) {
      notify({ kind: 'negative', messageKey: refusal(err) });
    } finally {
      setBusy(null);
      decided();
    }
  }

  async function open(documentId: string, name: string) {
    try {
      await organiserDownload(`/api/organiser/task-documents/${encodeURIComponent(documentId)}`, name || 'document');
    } catch (err) {
      notify({ kind: 'negative', messageKey: refusal(err) });
    }
  }

  return (
    <section className="card form-section" aria-labelledby={`${id}-title`} aria-busy={submissions === null}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {t('tasks.review.title')}
      </h2>
      <p className="field-hint">{t('tasks.review.text')}</p>
      {submissions && submissions.length === 0 && <p className="callout callout-info">{t('tasks.review.empty')}</p>}
      {submissions && submissions.length > 0 && (
        <ul className="review-list">
          {submissions.map((s) => (
            <li key={key(s)} className="review-item" aria-labelledby={`${id}-${s.taskId}-${s.partnerId}`}>
              <div className="review-item-head">
                <h3 id={`${id}-${s.taskId}-${s.partnerId}`}>{t('tasks.review.itemTitle', { title: s.taskTitle, name: s.partnerName })}</h3>
                <span className={`status-chip ${s.mandate === 'required' ? 'task-chip-required' : ''}`}>{t(`tasks:mandate.${s.mandate}`)}</span>
              </div>
              <p className="field-hint">{s.submittedAt ? t('tasks.review.submitted', { date: dateTime(s.submittedAt), name: s.submittedBy }) : ''}</p>
              {s.documents.length === 0 ? (
                <p className="field-hint">{t('tasks.review.noDocuments')}</p>
              ) : (
                <ul className="review-documents">
                  {s.documents.map((d) => (
                    <li key={d.id}>
                      <button type="button" className="button button-small" onClick={() => void open(d.id, d.name)} aria-label={t('tasks.review.openNamed', { name: d.name || t('tasks.review.document') })}>
                        <Icon name="download" size={18} aria-hidden="true" />
                        <span>{d.name || t('tasks.review.document')}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
              <div className="button-row">
                <button type="button" className="button button-primary" disabled={busy === key(s)} onClick={() => void approve(s)} aria-label={t('tasks.review.approveFor', { title: s.taskTitle, name: s.partnerName })}>
                  {t('tasks.review.approve')}
                </button>
                <button type="button" className="button button-danger-quiet" disabled={busy === key(s)} onClick={() => setRejecting(s)} aria-label={t('tasks.review.rejectFor', { title: s.taskTitle, name: s.partnerName })}>
                  {t('tasks.review.reject')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <RejectDialog
        subject={rejecting}
        onClose={() => setRejecting(null)}
        onRejected={() => {
          setRejecting(null);
          decided();
        }}
      />
    </section>
  );
}
