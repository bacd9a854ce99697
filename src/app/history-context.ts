/** The app's blockable history (blockable-history.ts), for the screens that hold navigation. */
import { createContext, useCallback, useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import type { BlockableHistory, BlockerFunction, BlockerState } from './blockable-history';

export const HistoryContext = createContext<BlockableHistory | null>(null);

const NONE: BlockerState = { state: 'unblocked' };

/**
 * Holds navigations for which `shouldBlock` says yes, like react-router's data-router `useBlocker`:
 * `state` is 'blocked' while one waits for `proceed()` or `reset()`.
 */
export function useBlocker(shouldBlock: BlockerFunction): BlockerState {
  const blockable = useContext(HistoryContext);
  // Registered once per screen; the latest function decides (it closes over the screen's state).
  const latest = useRef(shouldBlock);
  useEffect(() => {
    latest.current = shouldBlock;
  });
  useEffect(() => blockable?.block((args) => latest.current(args)), [blockable]);
  const subscribe = useCallback((onChange: () => void) => blockable?.subscribe(onChange) ?? (() => {}), [blockable]);
  return useSyncExternalStore(subscribe, () => blockable?.blocker() ?? NONE);
}
