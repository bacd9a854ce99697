/**
 * /tasks (#17): what the organiser asks of the exhibitor, by category (overdue first, to do, in
 * progress, in review, completed) with counts. Documents chosen here wait on the device (offline
 * too, across a reload) and upload and attach themselves when the device is online
 * (src/data/task-uploads.ts). The list itself comes from the server; offline, the last copy this
 * person saw is shown.
 */
import './tasks.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../app/AppContext';
import { ConfirmDialog } from '../../app/Dialog';
import { useDevice, useOnline, usePageTitle } from '../../app/hooks';
import { Icon } from '../../app/icons';
import { ManualLink } from '../../app/ManualLink';
import { useNotices } from '../../app/notices/NoticeProvider';
import { ownerOf } from '../../data/owner';
import { queueTaskUpload, removeTaskUpload, useTaskUploads, type LocalTaskUpload } from '../../data/task-uploads';
import { reportedByApp } from '../../lib/http';
import type { ExhibitorTask, TaskDocument } from '../../domain/tasks';
import { downloadDocument, refusalKey, removeDocument, submitTask } from './api';
import { reasonKey } from './reasons';
import { TaskCard } from './TaskCard';
import { TaskOverview } from './TaskOverview';
import { useTaskList } from './useTaskList';
import { useTaskFormat } from './format';
import { Loading, LoadFailed } from '../../ui/remote/parts';

export default function TasksPage() {
  const { t } = useTranslation('tasks');
  const { config, info } = useApp();
  const { notify } = useNotices();
  const online = useOnline();
  const desktop = useDevice() === 'desktop';
  const f = useTaskFormat();
  usePageTitle(config?.event?.environmentName, t('title'));
  const eventId = info?.event.id ?? null;
  const owner = info ? ownerOf(info).key : null;
  const waiting = useTaskUploads(eventId, owner);
  const { loaded, loadError, load, drain, groups, counts } = useTaskList(eventId, owner, online, waiting);
  const [busy, setBusy] = useState<string | null>(null);
  const [removing, setRemoving] = useState<{ task: ExhibitorTask; document: TaskDocument } | null>(null);

  async function choose(task: ExhibitorTask, file: File): Promise<string | null> {
    if (!eventId || !owner) return 'failed';
    const queued = await queueTaskUpload({ eventId, owner, taskId: task.id, file }).catch(() => ({ error: 'failed' }));
    if ('error' in queued) return queued.error;
    drain();
    return null;
  }

  async function act(key: string, run: () => Promise<unknown>, done: { messageKey: string; values: Record<string, string> }) {
    setBusy(key);
    try {
      await run();
      notify({ kind: 'positive', ...done });
    } catch (err) {
      // A 5xx: the app has said so already.
      if (!reportedByApp(err)) notify({ kind: 'negative', messageKey: `tasks:${reasonKey(refusalKey(err))}` });
    } finally {
      setBusy(null);
      await load(true);
    }
  }

  /** Submits the task; a document that could not be added no longer matters to it once it is in review. */
  async function submit(task: ExhibitorTask) {
    await submitTask(task.id);
    const failed = waiting?.filter((w) => w.taskId === task.id && w.state === 'failed') ?? [];
    await Promise.all(failed.map((w) => removeTaskUpload(w.id).catch(() => {})));
  }

  async function download(task: ExhibitorTask, document: TaskDocument) {
    try {
      await downloadDocument(task.id, document);
    } catch (err) {
      notify({ kind: 'negative', messageKey: `tasks:${reasonKey(refusalKey(err))}` });
    }
  }

  if (loadError && !loaded) {
    return (
      <div className="page tasks-page">
        <h1>{t('title')}</h1>
        <LoadFailed error={`tasks:${loadError}`} onRetry={() => void load()} />
      </div>
    );
  }
  if (!loaded) return <Loading />;

  const total = loaded.list.tasks.length;
  const byTask = (taskId: string): LocalTaskUpload[] => waiting?.filter((w) => w.taskId === taskId) ?? [];

  return (
    <div className="page tasks-page">
      <header className="page-header">
        <div>
          <h1>{t('title')}</h1>
          <p className="lead">{t('lead')}</p>
          <ManualLink page="tasks" />
        </div>
      </header>

      {loaded.copyFrom !== null && (
        <p className="callout callout-info" role="status">
          {t('offlineCopy', { date: f.dateTime(new Date(loaded.copyFrom).toISOString()) })}
        </p>
      )}

      {total === 0 ? (
        <div className="empty-state">
          <Icon name="check" size={40} aria-hidden="true" />
          <h2>{t('empty.title')}</h2>
          <p>{t('empty.text')}</p>
        </div>
      ) : (
        <>
          <TaskOverview counts={counts} />
          {groups.map((g) => (
            <section key={g.category} className="task-group" id={`tasks-${g.category}`} aria-labelledby={`tasks-${g.category}-title`}>
              <h2 id={`tasks-${g.category}-title`} className={`task-group-title task-group-${g.category}`}>
                {t(`category.${g.category}`)}
                <span className="task-group-count" aria-hidden="true">
                  {g.tasks.length}
                </span>
                <span className="visually-hidden">{t('count', { count: g.tasks.length })}</span>
              </h2>
              <div className="task-list">
                {g.tasks.map((task) => (
                  <TaskCard
                    key={task.id}
                    task={task}
                    waiting={byTask(task.id)}
                    online={online}
                    desktop={desktop}
                    busy={busy === task.id}
                    onChoose={choose}
                    onDownload={(tk, d) => void download(tk, d)}
                    onRemove={(tk, d) => setRemoving({ task: tk, document: d })}
                    onRemoveWaiting={(w) => void removeTaskUpload(w.id)}
                    onSubmit={(tk) => void act(tk.id, () => submit(tk), { messageKey: 'tasks:submitted', values: { title: tk.title } })}
                  />
                ))}
              </div>
            </section>
          ))}
        </>
      )}

      {removing && (
        <ConfirmDialog
          open
          title={t('documents.removeTitle', { name: removing.document.name })}
          confirmLabel={t('documents.remove')}
          busy={busy === removing.task.id}
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            const { task, document } = removing;
            setRemoving(null);
            void act(task.id, () => removeDocument(task.id, document.id), { messageKey: 'tasks:documents.removed', values: { name: document.name } });
          }}
        >
          <p>{t('documents.removeText', { title: removing.task.title })}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
