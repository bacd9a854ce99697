/**
 * One task on /tasks: title, required or optional, due date (absolute and relative), state, the
 * organiser's comment when it was sent back, the additional info, its documents (download, remove
 * while open) and those still waiting on this device, adding a document (button, or dropped on
 * the card on desktop; refused here when the server would refuse it) and submitting for review
 * (a required task needs a document: the button says why when it cannot be used).
 */
import { useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../app/icons';
import { canChangeDocuments, type ExhibitorTask, type TaskDocument } from '../../domain/tasks';
import type { LocalTaskUpload } from '../../data/task-uploads';
import { useTaskFormat } from './format';
import { TaskDocuments } from './TaskDocuments';

interface Props {
  task: ExhibitorTask;
  waiting: LocalTaskUpload[];
  online: boolean;
  desktop: boolean;
  busy: boolean;
  onChoose: (task: ExhibitorTask, file: File) => Promise<string | null>;
  onDownload: (task: ExhibitorTask, document: TaskDocument) => void;
  onRemove: (task: ExhibitorTask, document: TaskDocument) => void;
  onRemoveWaiting: (upload: LocalTaskUpload) => void;
  onSubmit: (task: ExhibitorTask) => void;
}

export function TaskCard({ task, waiting, online, desktop, busy, onChoose, onDownload, onRemove, onRemoveWaiting, onSubmit }: Props) {
  const { t } = useTranslation('tasks');
  const f = useTaskFormat();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const open = canChangeDocuments(task.state);
  const overdue = task.category === 'overdue';
  const pending = waiting.filter((w) => w.state !== 'failed');

  async function choose(file: File | undefined) {
    if (!file) return;
    setProblem(await onChoose(task, file));
  }

  const blocked = !online ? 'submitOffline' : pending.length > 0 ? 'submitWaiting' : task.mandate === 'required' && task.documents.length === 0 ? 'submitNeedsDocument' : null;

  const dropProps = open
    ? {
        onDragOver: (e: DragEvent) => {
          if (![...e.dataTransfer.types].includes('Files')) return;
          e.preventDefault();
          setDragging(true);
        },
        onDragLeave: (e: DragEvent) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
        },
        onDrop: (e: DragEvent) => {
          e.preventDefault();
          setDragging(false);
          void choose(e.dataTransfer.files[0]);
        },
      }
    : {};

  return (
    <article className={`card task-card task-card-${task.category}${dragging ? ' task-card-dragging' : ''}`} aria-labelledby={`${id}-title`} {...dropProps}>
      <header className="task-card-head">
        <h3 id={`${id}-title`}>{task.title}</h3>
        <div className="task-chips">
          <span className={`status-chip task-chip-${task.mandate}`}>{t(`mandate.${task.mandate}`)}</span>
          <span className={`status-chip task-chip-state-${task.state}`}>{t(`state.${task.state}`)}</span>
        </div>
      </header>

      <p className={`task-due${overdue ? ' task-due-overdue' : ''}`}>
        <Icon name="calendar" size={18} aria-hidden="true" />
        {task.dueAt ? (
          <span>
            {t(overdue ? 'dueOverdue' : 'due', { date: f.dateTime(task.dueAt), relative: f.relative(task.dueAt) })}
          </span>
        ) : (
          <span>{t('noDue')}</span>
        )}
      </p>

      {task.reviewState === 'rejected' && task.state !== 'inReview' && (
        <div className="callout callout-negative task-review">
          <p className="task-review-title">{t('review.rejected', { date: task.reviewedAt ? f.dateTime(task.reviewedAt) : '' })}</p>
          <p className="task-review-comment">{task.reviewComment}</p>
        </div>
      )}
      {task.state === 'inReview' && <p className="callout callout-info task-review">{t('review.waiting', { date: task.submittedAt ? f.dateTime(task.submittedAt) : '' })}</p>}
      {task.state === 'completed' && (
        <div className="callout callout-positive task-review">
          <p className="task-review-title">{task.reviewState === 'approved' ? t('review.approved', { date: task.reviewedAt ? f.dateTime(task.reviewedAt) : '' }) : t('review.completed')}</p>
          {task.reviewComment && <p className="task-review-comment">{task.reviewComment}</p>}
        </div>
      )}

      {task.description && <p className="task-info">{task.description}</p>}

      {(open || task.documents.length > 0 || waiting.length > 0) && (
        <TaskDocuments
          task={task}
          waiting={waiting}
          online={online}
          desktop={desktop}
          busy={busy}
          open={open}
          id={id}
          problem={problem}
          onChoose={(file) => void choose(file)}
          onDownload={onDownload}
          onRemove={onRemove}
          onRemoveWaiting={onRemoveWaiting}
        />
      )}

      {open && (
        <div className="task-actions">
          <button type="button" className="button button-primary" disabled={busy || blocked !== null} aria-describedby={blocked ? `${id}-blocked` : undefined} aria-label={t('submitFor', { title: task.title })} onClick={() => onSubmit(task)}>
            {t('submit')}
          </button>
          {blocked && (
            <p className="field-hint" id={`${id}-blocked`}>
              {t(blocked)}
            </p>
          )}
        </div>
      )}
    </article>
  );
}
