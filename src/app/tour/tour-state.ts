/**
 * The guided tour's steps (SPEC section 2: connection list, refresh, invite, question list, user
 * list) and whether this device has offered it. Each step belongs to a screen and points at an
 * element marked `data-tour="<id>"`; a step whose screen this user may not open is left out.
 *
 * The tour offers itself once per device, on the first screen with steps (two cards at most);
 * after that only 'Guide' in the menu (startTour) shows it, every step in turn.
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

/** Set once the tour has offered itself on this device (shown, skipped or done). */
export const TOUR_OFFERED_KEY = 'leadstand:tour:offered';
const START_EVENT = 'leadstand:tour-start';

export function tourOffered(): boolean {
  try {
    return localStorage.getItem(TOUR_OFFERED_KEY) !== null;
  } catch {
    return true;
  }
}

export function markTourOffered(): void {
  try {
    localStorage.setItem(TOUR_OFFERED_KEY, new Date().toISOString());
  } catch {
    // Private mode: nothing kept; the tour is not pressed on anyone (tourOffered says yes).
  }
}

/** 'Guide': the tour from its first step that this person may see. */
export function startTour(): void {
  window.dispatchEvent(new Event(START_EVENT));
}

export function onTourStart(listener: () => void): () => void {
  window.addEventListener(START_EVENT, listener);
  return () => window.removeEventListener(START_EVENT, listener);
}
