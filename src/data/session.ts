/**
 * The session, kept on the device so an installed app opens offline still logged in. One session
 * per event; `activeEventId` in meta says which one the app uses. The HTTP client reads the active
 * token from here (setAuthToken), and any 401 clears the active session.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type StoredSession } from './db';
import type { SessionInfo } from './types';
import { claimEventData, eventTables, recordOwnerIfUnknown } from './owner';
import { call, CallFailed } from '../lib/call';
import { endSession } from '../domain/endpoints/session';
import { readSession } from './read-session';

const ACTIVE = 'activeEventId';

export async function loadActiveSession(): Promise<StoredSession | null> {
  try {
    const active = (await db.meta.get(ACTIVE))?.value as string | undefined;
    if (!active) return null;
    return (await db.sessions.get(active)) ?? null;
  } catch {
    // Storage unavailable (private mode, quota): behave as logged out.
    return null;
  }
}

export async function saveSession(token: string, info: SessionInfo, returnTo?: StoredSession['returnTo']): Promise<StoredSession> {
  const stored: StoredSession = { eventId: info.event.id, token, info, savedAt: Date.now(), ...(returnTo ? { returnTo } : {}) };
  await db.transaction('rw', [db.sessions, ...eventTables().map((t) => db.table(t))], async () => {
    await db.sessions.put(stored);
    await db.meta.put({ key: ACTIVE, value: stored.eventId });
    // Someone else's data of this event is cleared, or kept while unsent (owner.ts).
    await claimEventData(db, info);
  });
  return stored;
}

/** Refreshes what the server says about a session (permissions and settings may have changed). */
export async function updateSessionInfo(eventId: string, info: SessionInfo): Promise<void> {
  await db.sessions.update(eventId, { info });
  await recordOwnerIfUnknown(db, info);
}

/** Ends the active session on this device; another event's session, if any, becomes active. */
export async function removeSession(eventId: string): Promise<void> {
  await db.transaction('rw', db.sessions, db.meta, db.visitors, async () => {
    await db.sessions.delete(eventId);
    // Data minimisation: the visitor directory goes with the session.
    await db.visitors.where('eventId').equals(eventId).delete();
    await db.meta.delete(`directory:${eventId}`);
    const next = await db.sessions.orderBy('savedAt').last();
    if (next) await db.meta.put({ key: ACTIVE, value: next.eventId });
    else await db.meta.delete(ACTIVE);
  });
}

/** Logs out of the active event: the server forgets the session (when reachable), then the device does. */
export async function logOut(eventId: string): Promise<void> {
  const returnTo = (await db.sessions.get(eventId))?.returnTo;
  try {
    await call(endSession, { query: {} }, { quiet: true });
    // The administrator's session kept for switching back ends too.
    if (returnTo) await call(endSession, { query: {} }, { quiet: true, headers: { authorization: `Bearer ${returnTo.token}` } });
  } catch (err) {
    // Offline or already gone: the device forgets the session either way.
    if (!(err instanceof CallFailed)) throw err;
  }
  await removeSession(eventId);
}

/**
 * Switches a staff session back to the administrator's session it was switched from: the server
 * must still know that session (else CallFailed 401). Returns the administrator's session info.
 */
export async function returnToAdmin(eventId: string): Promise<SessionInfo | null> {
  const stored = await db.sessions.get(eventId);
  if (!stored?.returnTo) return null;
  const info = await readSession(stored.returnTo.token);
  // The staff session ends (only it: the administrator's, which it came from, takes its place).
  await call(endSession, { query: { keep: 'parent' } }, { quiet: true }).catch(() => {});
  await saveSession(stored.returnTo.token, info);
  return info;
}

/** The stored session of an event, live. */
export function useStoredSession(eventId: string | undefined): StoredSession | undefined {
  return useLiveQuery(() => (eventId ? db.sessions.get(eventId) : undefined), [eventId]);
}

export async function switchEvent(eventId: string): Promise<void> {
  if (!(await db.sessions.get(eventId))) return;
  await db.meta.put({ key: ACTIVE, value: eventId });
}

/** The active session, live; `initial` (loaded before the first render) avoids a logged-out flash. */
export function useActiveSession(initial: StoredSession | null): StoredSession | null {
  return useLiveQuery(loadActiveSession, [], initial) ?? null;
}

export async function listSessions(): Promise<StoredSession[]> {
  return db.sessions.orderBy('savedAt').reverse().toArray();
}

export function useStoredSessions(): StoredSession[] {
  return useLiveQuery(() => db.sessions.orderBy('savedAt').reverse().toArray(), [], []) ?? [];
}
