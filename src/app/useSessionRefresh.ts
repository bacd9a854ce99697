/**
 * Keeps the stored session fresh: when the app starts, comes back online or becomes visible, it
 * asks the server what the session may do now (permissions and settings can change), and when the
 * realtime socket says the team changed. Offline it
 * does nothing: the stored session is enough to work. A 401 means the session is over.
 */
import { useEffect } from 'react';
import type { StoredSession } from '../data/db';
import { removeSession, updateSessionInfo } from '../data/session';
import { readSession } from '../data/read-session';
import { emit, on } from '../lib/events';
import { CallFailed } from '../lib/call';

export function useSessionRefresh(stored: StoredSession | null): void {
  const eventId = stored?.eventId ?? null;
  const token = stored?.token ?? null;

  useEffect(() => {
    if (!eventId || !token) return;
    let cancelled = false;
    const refresh = async () => {
      if (!navigator.onLine || document.visibilityState === 'hidden') return;
      try {
        const info = await readSession(undefined, { timeoutMs: 8000 });
        if (!cancelled) await updateSessionInfo(eventId, info);
      } catch (err) {
        // No session (any more): 401, or none at all.
        if (!cancelled && err instanceof CallFailed && err.status === 401) emit('sessionExpired');
        // Anything else (offline, server down): keep working with what is stored.
      }
    };
    void refresh();
    const onVisible = () => document.visibilityState === 'visible' && void refresh();
    window.addEventListener('online', refresh);
    document.addEventListener('visibilitychange', onVisible);
    const stopStale = on('sessionStale', () => void refresh());
    return () => {
      cancelled = true;
      stopStale();
      window.removeEventListener('online', refresh);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [eventId, token]);

  // Linked becoming unlinked: forget the session here; the shell shows 'Session expired' and login.
  useEffect(() => {
    if (!eventId) return;
    return on('sessionExpired', () => void removeSession(eventId));
  }, [eventId]);
}
