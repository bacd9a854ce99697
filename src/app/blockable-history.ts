/**
 * The browser history the app's router runs on, with one thing react-router's declarative router
 * lacks: a navigation can be held while a screen has unsaved changes (UnsavedPrompt), and then
 * let through or dropped by the person's answer. Links, `navigate()` and the browser's Back and
 * Forward buttons are all held. (The data router has this as `useBlocker`; it costs the login page
 * 15 KB of script, issue #30.)
 *
 * Back and Forward have already moved the address when the history hears of them: a held one is
 * undone (`go(-delta)`), and done again if the person lets it through, as react-router's own
 * blocker does.
 */
import { UNSAFE_createBrowserHistory as createBrowserHistory, type Location, type To } from 'react-router';

type History = ReturnType<typeof createBrowserHistory>;
type Update = Parameters<Parameters<History['listen']>[0]>[0];

export type NavigationAction = 'PUSH' | 'REPLACE' | 'POP';
/** Whether to hold a navigation from `currentLocation` to `nextLocation`. */
export type BlockerFunction = (args: { currentLocation: Location; nextLocation: Location; action: NavigationAction }) => boolean;

export interface BlockerState {
  state: 'unblocked' | 'blocked';
  /** Lets the held navigation through. */
  proceed?: () => void;
  /** Drops it: the person stays where they are. */
  reset?: () => void;
}

const UNBLOCKED: BlockerState = { state: 'unblocked' };

export interface BlockableHistory {
  history: History;
  /** Sets the one active blocker (null: none). Returns a function that removes it. */
  block(fn: BlockerFunction): () => void;
  /** The state of the held navigation, for useSyncExternalStore. */
  blocker(): BlockerState;
  subscribe(onChange: () => void): () => void;
}

export function createBlockableHistory(win: Window = window): BlockableHistory {
  const inner = createBrowserHistory({ window: win, v5Compat: true });
  const listeners = new Set<(update: Update) => void>();
  const watchers = new Set<() => void>();
  let blockerFn: BlockerFunction | null = null;
  let held: BlockerState = UNBLOCKED;
  /** Pops the history makes itself (undoing or redoing a held Back) pass without a check. */
  const ownPops: Array<'undo' | 'redo'> = [];
  /** Where the router is: a held Back has moved the address but not the app. */
  let current = inner.location;

  const setHeld = (next: BlockerState) => {
    held = next;
    for (const watch of watchers) watch();
  };
  const locationOf = (to: To, state: unknown): Location => {
    const url = inner.createURL(to);
    return { pathname: url.pathname, search: url.search, hash: url.hash, state: state ?? null, key: 'next' };
  };
  const shouldHold = (nextLocation: Location, action: NavigationAction) =>
    !!blockerFn && held.state === 'unblocked' && blockerFn({ currentLocation: current, nextLocation, action });
  const forward = (update: Update) => {
    current = update.location;
    for (const listener of listeners) listener(update);
  };

  let unlistenInner: (() => void) | null = null;
  const listenInner = () => {
    unlistenInner = inner.listen((update) => {
      if (update.action !== 'POP') return forward(update);
      const own = ownPops.shift();
      if (own === 'undo') return;
      if (own !== 'redo' && update.delta !== null && shouldHold(update.location, 'POP')) {
        const delta = update.delta;
        ownPops.push('undo');
        inner.go(-delta);
        setHeld({
          state: 'blocked',
          proceed: () => {
            setHeld(UNBLOCKED);
            ownPops.push('redo');
            inner.go(delta);
          },
          reset: () => setHeld(UNBLOCKED),
        });
        return;
      }
      forward(update);
    });
  };

  const hold = (nextLocation: Location, action: NavigationAction, go: () => void): void => {
    if (!shouldHold(nextLocation, action)) return go();
    setHeld({
      state: 'blocked',
      proceed: () => {
        setHeld(UNBLOCKED);
        go();
      },
      reset: () => setHeld(UNBLOCKED),
    });
  };

  const history: History = {
    ...inner,
    get action() {
      return inner.action;
    },
    get location() {
      return inner.location;
    },
    push(to, state) {
      hold(locationOf(to, state), 'PUSH', () => inner.push(to, state));
    },
    replace(to, state) {
      hold(locationOf(to, state), 'REPLACE', () => inner.replace(to, state));
    },
    go(delta) {
      inner.go(delta);
    },
    listen(listener) {
      listeners.add(listener);
      if (!unlistenInner) listenInner();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && unlistenInner) {
          unlistenInner();
          unlistenInner = null;
        }
      };
    },
  };

  return {
    history,
    block(fn) {
      blockerFn = fn;
      return () => {
        if (blockerFn === fn) blockerFn = null;
        if (held.state === 'blocked') setHeld(UNBLOCKED);
      };
    },
    blocker: () => held,
    subscribe(onChange) {
      watchers.add(onChange);
      return () => watchers.delete(onChange);
    },
  };
}
