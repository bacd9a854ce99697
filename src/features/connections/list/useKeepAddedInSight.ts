/**
 * The lead just added by code stays in sight, clear of the notice that says so (issue #29).
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { keepInSight } from './ConnectionRow';

/** Follows the row of the lead passed to `follow` once it is in the list (`listRef`, rendered from `shown`); `pageRef` goes on the page. */
export function useKeepAddedInSight(listRef: RefObject<HTMLDivElement | null>, shown: readonly unknown[]) {
  const [added, setAdded] = useState<{ id: string } | null>(null);
  const pageRef = useRef<HTMLDivElement>(null);
  const following = useRef<() => void>(undefined);
  useEffect(() => {
    if (!added || !pageRef.current) return;
    const row = listRef.current?.querySelector<HTMLElement>(`[data-connection="${CSS.escape(added.id)}"]`);
    if (!row) return; // Not in the list yet (or filtered out): again when the list changes.
    setAdded(null);
    following.current?.();
    following.current = keepInSight(row, pageRef.current);
  }, [added, shown, listRef]);
  useEffect(() => () => following.current?.(), []);
  return { pageRef, follow: (id: string) => setAdded({ id }) };
}
