/**
 * The task list of /tasks: from the server (again when the device comes online or the app comes
 * back into view), or, offline, the last copy this person saw; and the documents waiting on the
 * device, sent when it is online.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { drainTaskUploads, loadTaskList, storeTaskList, type LocalTaskUpload } from '../../data/task-uploads';
import { authHeaders } from '../../lib/http';
import { refusalCode } from '../../ui/remote/messages';
import { tasksByCategory, TASK_CATEGORIES, type ExhibitorTasks } from '../../domain/tasks';
import { attachDocument, fetchTasks } from './api';

/** While documents wait and the device is online, try again this often (a server that was down). */
const RETRY_MS = 20_000;

type Loaded = { list: ExhibitorTasks; copyFrom: number | null };

/** The loaded list (`copyFrom`: when the offline copy was saved) by category with counts, or why it could not be had; `drain` sends the waiting documents. */
export function useTaskList(eventId: string | null, owner: string | null, online: boolean, waiting: LocalTaskUpload[] | undefined) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

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

  const pending = (waiting?.filter((w) => w.state !== 'failed').length ?? 0) > 0;
  // Only when coming online or when documents start waiting.
  useEffect(() => {
    if (!online) return;
    drain();
    if (!pending) return;
    const timer = setInterval(drain, RETRY_MS);
    return () => clearInterval(timer);
  }, [online, pending, drain]);

  const groups = useMemo(() => (loaded ? tasksByCategory(loaded.list.tasks) : []), [loaded]);
  const counts = useMemo(() => {
    const c = Object.fromEntries(TASK_CATEGORIES.map((k) => [k, 0])) as Record<(typeof TASK_CATEGORIES)[number], number>;
    for (const g of groups) c[g.category] = g.tasks.length;
    return c;
  }, [groups]);

  return { loaded, loadError, load, drain, groups, counts };
}
