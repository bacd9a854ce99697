/**
 * /tasks (#17): what the organiser asks of the exhibitor, by category (overdue first, to do, in
 * progress, in review, completed) with counts. Documents chosen here wait on the device (offline
 * too, across a reload) and upload and attach themselves when the device is online
 * (src/data/task-uploads.ts). The list itself comes from the server; offline, the last copy this
 * person saw is shown.
 */
import './tasks.css';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../app/AppContext';
import { ConfirmDialog } from '../../app/Dialog';
import { useDevice, useOnline, usePageTitle } from '../../app/hooks';
import { Icon } from '../../app/icons';
import { ManualLink } from '../../app/ManualLink';
import { useNotices } from '../../app/notices/NoticeProvider';
import { ownerOf } from '../../data/owner';
import { drainTaskUploads, loadTaskList, queueTaskUpload, removeTaskUpload, storeTaskList, useTaskUploads, type LocalTaskUpload } from '../../data/task-uploads';
import { authHeaders, reportedByApp } from '../../lib/http';
import { refusalCode } from '../../ui/remote/messages';
import { tasksByCategory, TASK_CATEGORIES, type ExhibitorTask, type ExhibitorTasks, type TaskDocument } from '../../domain/tasks';
import { attachDocument, downloadDocument, fetchTasks, refusalKey, removeDocument, submitTask } from './api';
import { reasonKey, TaskCard } from './TaskCard';
import { useTaskFormat } from './format';
import { Loading, LoadFailed } from '../../ui/remote/parts';

/** While documents wait and the device is online, try again this often (a server that was down). */
const RETRY_MS = 20_000;

type Loaded = { list: ExhibitorTasks; copyFrom: number | null };

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
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [removing, setRemoving] = useState<{ task: ExhibitorTask; document: TaskDocument } | null>(null);

  const load = useCallback(async (background = false) => {
    if (!eventId || !owner) return;
    setLoadError(null);
    try {
      const list = await fetchTasks(background);
      setLoaded({ list, copyFrom: null });
      void storeTaskList(eventId, owner, list).catch(() => {});
    } catch (err) {
      const unreachable = ['offline', 'timeout'].includes(refusalCode(err));
      const copy = unreachable ? await loadTaskList(eventId, owner).catch(() => null) : null;
      if (copy) setLoaded({ list: copy.list, copyFrom: copy.at });
      else setLoadError(unreachable ? 'error.offlineFirst' : 'error.loadFailed');
    }
  }, [eventId, owner]);

  useEffect(() => {
    void load();
  }, [load, online]);
  // Back to the app (after the organiser reviewed, perhaps): show the latest.
  useEffect(() => {
    const onVisible = () => document.visibilityState === 'visible' && void load(true);
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [load]);

  const drain = useCallback(() => {
    if (!eventId || !owner || !navigator.onLine) return;
    void drainTaskUploads({ eventId, owner, headers: authHeaders(), attach: attachDocument, onAttached: () => void load(true) })
      .then(() => load(true))
      .catch(() => {});
  }, [eventId, owner, load]);

  const pendingCount = waiting?.filter((w) => w.state !== 'failed').length ?? 0;
  useEffect(() => {
    if (!online) return;
    drain();
    if (!pendingCount) return;
    const timer = setInterval(drain, RETRY_MS);
    return () => clearInterval(timer);
    // Only when coming online or when documents start waiting.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [online, pendingCount > 0, drain]);

  const groups = useMemo(() => (loaded ? tasksByCategory(loaded.list.tasks) : []), [loaded]);
  const counts = useMemo(() => {
    const c = Object.fromEntries(TASK_CATEGORIES.map((k) => [k, 0])) as Record<(typeof TASK_CATEGORIES)[number], number>;
    for (const g of groups) c[g.category] = g.tasks.length;
    return c;
  }, [groups]);

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
          <nav className="task-overview" aria-label={t('overview')}>
            <ul>
              {TASK_CATEGORIES.map((c) => (
                <li key={c}>
                  {counts[c] > 0 ? (
                    <a href={`#tasks-${c}`} className={`task-overview-item task-overview-${c}`}>
                      <span className="task-overview-count">{counts[c]}</span>
                      <span>{t(`category.${c}`)}</span>
                    </a>
                  ) : (
                    <span className={`task-overview-item task-overview-empty`}>
                      <span className="task-overview-count">{counts[c]}</span>
                      <span>{t(`category.${c}`)}</span>
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </nav>
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
