/**
 * The visitor list's rows in a window-scrolled virtual list: only the rows in view are drawn, and
 * the next page is asked for as the end of what is loaded comes near.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type Attendee } from '../../domain/attendees';
import { CARD_HEIGHT, CARD_WITH_LINK_HEIGHT, CARD_WITH_NOTE_HEIGHT, ROW_HEIGHT } from './AttendeeRow';

/** Rows before the end of what is loaded at which the next page is asked for. */
const LOAD_AHEAD = 40;

interface RowsOptions {
  rows: Attendee[];
  device: string;
  canMeet: boolean;
  /** Whether a result is shown, and whether it failed: the list moves down when a notice shows above it. */
  shown: boolean;
  failed: boolean;
  hasMore: boolean;
  loadMore: () => void;
}

/** The virtualizer over `rows` (cards on a phone, table rows elsewhere) and the ref of the box the rows are laid out in. */
export function useAttendeeRows({ rows, device, canMeet, shown, failed, hasMore, loadMore }: RowsOptions) {
  const listRef = useRef<HTMLDivElement>(null);
  const phone = device === 'mobile';
  const withLink = useCallback((i: number) => canMeet && !!rows[i]?.contactable, [canMeet, rows]);
  const [offset, setOffset] = useState(0);
  const empty = rows.length === 0;
  // Where the list starts in the page (the window scrolls): after the toolbar, and any notice above it.
  useEffect(() => setOffset(listRef.current ? listRef.current.getBoundingClientRect().top + window.scrollY : 0), [device, shown, empty, failed]);
  const virtual = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (i) => (phone ? (withLink(i) ? CARD_WITH_LINK_HEIGHT : canMeet ? CARD_WITH_NOTE_HEIGHT : CARD_HEIGHT) : ROW_HEIGHT),
    // Keyed by visitor: a new search or page lays the rows out again.
    getItemKey: useCallback((i: number) => rows[i]?.id ?? i, [rows]),
    overscan: 8,
    scrollMargin: offset,
  });
  const items = virtual.getVirtualItems();
  const lastIndex = items.length ? items[items.length - 1]!.index : -1;
  useEffect(() => {
    if (hasMore && !failed && lastIndex >= rows.length - LOAD_AHEAD) loadMore();
  }, [hasMore, failed, lastIndex, rows.length, loadMore]);
  return { listRef, virtual, items };
}
