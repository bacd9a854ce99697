/**
 * The organiser console's session on this browser: its bearer token and the organiser's name,
 * kept in localStorage (the console is used online, on a laptop; it has no offline data). Apart
 * from the exhibitor sessions (data/session.ts): an organiser is not bound to an event.
 */
import { useSyncExternalStore } from 'react';

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
