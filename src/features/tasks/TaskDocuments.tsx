/**
 * A task's documents on /tasks: those attached (download, remove while the task is open), those
 * still waiting on this device (with their upload's progress), and adding one.
 */
import { useTranslation } from 'react-i18next';
import { Icon } from '../../app/icons';
import type { ExhibitorTask, TaskDocument } from '../../domain/tasks';
import { TASK_DOCUMENT_TYPES } from '../../domain/limits';
import type { LocalTaskUpload } from '../../data/task-uploads';
import { useTaskFormat } from './format';
import { reasonKey } from './reasons';

interface Props {
  task: ExhibitorTask;
  waiting: LocalTaskUpload[];
  online: boolean;
  desktop: boolean;
  busy: boolean;
  /** Documents can be added and removed (the task is not in review or completed). */
  open: boolean;
  /** The card's id, the stem of the ids in here. */
  id: string;
  /** Why the chosen document was refused (a refusal key), or null. */
  problem: string | null;
  onChoose: (file: File | undefined) => void;
  onDownload: (task: ExhibitorTask, document: TaskDocument) => void;
  onRemove: (task: ExhibitorTask, document: TaskDocument) => void;
  onRemoveWaiting: (upload: LocalTaskUpload) => void;
}

/** The documents section of a task card: the list (attached and waiting) and, while the task is open, the upload. */
export function TaskDocuments({ task, waiting, online, desktop, busy, open, id, problem, onChoose, onDownload, onRemove, onRemoveWaiting }: Props) {
  const { t } = useTranslation('tasks');
  const f = useTaskFormat();
  return (
    <section className="task-documents" aria-labelledby={`${id}-docs`}>
      <h4 id={`${id}-docs`}>{t('documents.title')}</h4>
      {task.documents.length === 0 && waiting.length === 0 ? (
        <p className="field-hint">{t('documents.none')}</p>
      ) : (
        <ul className="task-document-list">
          {task.documents.map((d) => (
            <li key={d.id} className="task-document">
              <Icon name="content" size={20} aria-hidden="true" />
              <div className="task-document-text">
                <span className="task-document-name">{d.name || t('documents.unnamed')}</span>
                <span className="field-hint">{t('documents.meta', { size: f.size(d.size), name: d.uploadedBy, date: f.dateTime(d.createdAt) })}</span>
              </div>
              <div className="button-row task-document-actions">
                <button type="button" className="button button-small" onClick={() => onDownload(task, d)} aria-label={t('documents.downloadNamed', { name: d.name })}>
                  <Icon name="download" size={18} aria-hidden="true" />
                  <span className="task-button-text">{t('documents.download')}</span>
                </button>
                {open && (
                  <button type="button" className="button button-small button-danger-quiet" disabled={busy} onClick={() => onRemove(task, d)} aria-label={t('documents.removeNamed', { name: d.name })}>
                    <Icon name="trash" size={18} aria-hidden="true" />
                  </button>
                )}
              </div>
            </li>
          ))}
          {waiting.map((w) => (
            <li key={w.id} className={`task-document task-document-local task-document-${w.state}`}>
              <Icon name={w.state === 'failed' ? 'close' : online ? 'refresh' : 'offline'} size={20} aria-hidden="true" />
              <div className="task-document-text">
                <span className="task-document-name">{w.name}</span>
                {w.state === 'failed' ? (
                  <span className="field-error">{t('upload.failed', { reason: t(reasonKey(w.error ?? 'failed')) })}</span>
                ) : !online ? (
                  <span className="status-chip task-chip-waiting">{t('upload.waiting')}</span>
                ) : w.state === 'uploaded' ? (
                  <span className="field-hint">{t('upload.attaching')}</span>
                ) : (
                  <>
                    <span className="field-hint">{t('upload.uploading', { percent: Math.round((w.sent / Math.max(1, w.size)) * 100), size: f.size(w.size) })}</span>
                    <progress max={w.size || 1} value={w.sent} aria-label={t('upload.progressOf', { name: w.name })} />
                  </>
                )}
              </div>
              <div className="button-row task-document-actions">
                <button type="button" className="button button-small button-danger-quiet" onClick={() => onRemoveWaiting(w)} aria-label={t('documents.removeNamed', { name: w.name })}>
                  <Icon name="trash" size={18} aria-hidden="true" />
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <div className="task-upload">
          <input
            type="file"
            id={`${id}-file`}
            className="visually-hidden"
            accept={TASK_DOCUMENT_TYPES.join(',')}
            aria-label={t('upload.chooseFor', { title: task.title })}
            aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              onChoose(file);
            }}
          />
          <label htmlFor={`${id}-file`} className="button">
            <Icon name="plus" size={18} aria-hidden="true" />
            {t('upload.choose')}
          </label>
          <p className="field-hint" id={`${id}-hint`}>
            {t('upload.hint')}
            {desktop && ` ${t('upload.drop')}`}
            {!online && ` ${t('upload.offlineHint')}`}
          </p>
          {problem && (
            <p className="field-error" id={`${id}-problem`} role="alert">
              {t(reasonKey(problem))}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
