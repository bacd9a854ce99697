/**
 * The guided tour's steps (SPEC section 2: connection list, refresh, invite, question list, user
 * list) and what each person has seen on this device. Each step belongs to a screen and points at
 * an element marked `data-tour="<id>"`; a step whose screen this user may not open, or that does
 * not exist yet, is left out. 'Guide' in the menu (startTour) shows every step again.
 */
export interface TourStep {
  id: string;
  /** The route (routes.ts id) of the screen it explains, and that screen's path. */
  routeId: string;
  path: string;
}

export const TOUR_STEPS: readonly TourStep[] = [
  { id: 'connection-list', routeId: 'connections-list', path: '/connections/list' },
  { id: 'refresh', routeId: 'connections-list', path: '/connections/list' },
  { id: 'invite', routeId: 'users-list', path: '/users/list' },
  { id: 'question-list', routeId: 'questions', path: '/questions' },
  { id: 'user-list', routeId: 'users-list', path: '/users/list' },
];

/** Set (by the browser tests) to keep the tour from opening by itself; 'Guide' still opens it. */
export const TOUR_OFF_KEY = 'leadstand:tour:off';
const seenKey = (who: string) => `leadstand:tour:${who}`;
const START_EVENT = 'leadstand:tour-start';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
function writeKey(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Private mode: the tour shows again next time.
  }
}

export function seenSteps(who: string): Set<string> {
  try {
    return new Set(JSON.parse(read(seenKey(who)) ?? '[]') as string[]);
  } catch {
    return new Set();
  }
}

export function markSeen(who: string, ids: readonly string[]): void {
  writeKey(seenKey(who), JSON.stringify([...new Set([...seenSteps(who), ...ids])]));
}

export function forgetSeen(who: string): void {
  writeKey(seenKey(who), null);
}

export function tourOff(): boolean {
  return read(TOUR_OFF_KEY) === '1';
}

/** 'Guide': the tour from its first step that this person may see. */
export function startTour(): void {
  window.dispatchEvent(new Event(START_EVENT));
}

export function onTourStart(listener: () => void): () => void {
  window.addEventListener(START_EVENT, listener);
  return () => window.removeEventListener(START_EVENT, listener);
}
