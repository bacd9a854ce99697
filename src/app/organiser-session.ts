/**
 * The organiser console's session on this browser: its bearer token and the organiser's name,
 * kept in localStorage (the console is used online, on a laptop; it has no offline data). Apart
 * from the exhibitor sessions (data/session.ts): an organiser is not bound to an event.
 */
import { useSyncExternalStore } from 'react';
import { HttpError, request, type RequestOptions } from '../lib/http';

export interface OrganiserSession {
  token: string;
  name: string;
}

const KEY = 'leadstand.organiser';
const listeners = new Set<() => void>();
let cached: { raw: string | null; session: OrganiserSession | null } = { raw: null, session: null };

export function organiserSession(): OrganiserSession | null {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(KEY);
  } catch {
    return null;
  }
  if (raw !== cached.raw) {
    let session: OrganiserSession | null = null;
    try {
      const parsed = raw ? (JSON.parse(raw) as Partial<OrganiserSession>) : null;
      session = parsed && typeof parsed.token === 'string' && typeof parsed.name === 'string' ? { token: parsed.token, name: parsed.name } : null;
    } catch {
      session = null;
    }
    cached = { raw, session };
  }
  return cached.session;
}

export function setOrganiserSession(session: OrganiserSession | null): void {
  try {
    if (session) localStorage.setItem(KEY, JSON.stringify(session));
    else localStorage.removeItem(KEY);
  } catch {
    // Private mode: nothing is kept.
  }
  listeners.forEach((l) => l());
}

export function useOrganiserSession(): OrganiserSession | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    organiserSession,
    () => null,
  );
}

/**
 * Sends a request of the console with the organiser's token (not an exhibitor session's); the
 * screens say what went wrong themselves. A 401 ends the organiser session on this browser.
 */
export async function organiserSend<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const session = organiserSession();
  try {
    return await request<T>(path, { ...options, quiet: true, headers: { ...options.headers, ...(session ? { authorization: `Bearer ${session.token}` } : {}) } });
  } catch (err) {
    if (err instanceof HttpError && err.status === 401) setOrganiserSession(null);
    throw err;
  }
}
