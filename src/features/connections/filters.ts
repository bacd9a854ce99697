/**
 * Search, filter and sort of the connection list: pure, so it is tested without a screen. The
 * filters live in the address (`?q=…&stage=…&rating=…&by=…&sync=…&sort=…`), so a reload or Back
 * from a lead keeps them.
 */
import { CONNECTION_STAGES, connectionDisplayName, syncStateNeedsAttention, type ConnectionStage, type ConnectionSyncState } from '../../domain/connection';
import { RATINGS, type Rating } from '../../domain/rating';
import type { LocalConnection } from '../../data/db';

export type SortKey = 'newest' | 'oldest' | 'name' | 'company';
export const SORT_KEYS: readonly SortKey[] = ['newest', 'oldest', 'name', 'company'];
/** What a person understands of the eleven sync states: saved on the server, waiting to go, or a problem to look at. */
export const SYNC_GROUPS = ['synced', 'waiting', 'attention'] as const;
export type SyncGroup = (typeof SYNC_GROUPS)[number];
export type RatingFilter = Rating | 'none' | 'all';

export interface ListFilters {
  search: string;
  stage: ConnectionStage | 'all';
  rating: RatingFilter;
  /** The team member who scanned (the name the list shows in "By"), or 'all'. */
  by: string;
  sync: SyncGroup | 'all';
  sort: SortKey;
}

export const DEFAULT_FILTERS: ListFilters = { search: '', stage: 'all', rating: 'all', by: 'all', sync: 'all', sort: 'newest' };

export function syncGroupOf(state: ConnectionSyncState): SyncGroup {
  if (state === 'completed') return 'synced';
  return syncStateNeedsAttention(state) ? 'attention' : 'waiting';
}

/** The filters an address holds; anything unknown is left at its default. */
export function filtersFromParams(params: URLSearchParams): ListFilters {
  const pick = <T extends string>(key: string, allowed: readonly T[], fallback: T): T => {
    const value = params.get(key);
    return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
  };
  return {
    search: params.get('q') ?? '',
    stage: pick('stage', CONNECTION_STAGES, 'all'),
    rating: pick<RatingFilter>('rating', [...RATINGS, 'none'], 'all'),
    by: params.get('by') || 'all',
    sync: pick<SyncGroup | 'all'>('sync', SYNC_GROUPS, 'all'),
    sort: pick('sort', SORT_KEYS, 'newest'),
  };
}

const PARAM_OF: Record<keyof ListFilters, string> = { search: 'q', stage: 'stage', rating: 'rating', by: 'by', sync: 'sync', sort: 'sort' };

/** Writes the filters into `params` (defaults left out); other parameters stay. */
export function filtersToParams(f: ListFilters, params: URLSearchParams): URLSearchParams {
  for (const key of Object.keys(PARAM_OF) as (keyof ListFilters)[]) {
    if (f[key] === DEFAULT_FILTERS[key]) params.delete(PARAM_OF[key]);
    else params.set(PARAM_OF[key], f[key]);
  }
  return params;
}

export function displayName(c: LocalConnection): string | null {
  return c.contact ? connectionDisplayName(c.contact) : null;
}

/** `ratingOf`: the rating the list shows (the scanner's, else the one the answers give). */
export function applyFilters(rows: readonly LocalConnection[], f: ListFilters, ratingOf: (c: LocalConnection) => Rating | null = (c) => c.rating): readonly LocalConnection[] {
  const q = f.search.trim().toLowerCase();
  // The list as it opens (no filter, newest first) is the store's own order: the same array, not a
  // copy of 20,000 rows after every capture.
  if (!q && f.stage === 'all' && f.sync === 'all' && f.rating === 'all' && f.by === 'all' && f.sort === 'newest' && isNewestFirst(rows)) return rows;
  const compactQ = q.replace(/[\s-]+/g, '');
  const out = rows.filter((c) => {
    if (f.stage !== 'all' && c.stage !== f.stage) return false;
    if (f.sync !== 'all' && syncGroupOf(c.syncState) !== f.sync) return false;
    if (f.rating !== 'all' && (ratingOf(c) ?? 'none') !== f.rating) return false;
    if (f.by !== 'all' && c.scannedByName !== f.by) return false;
    if (!q) return true;
    const hay = [displayName(c), c.contact?.company, c.contact?.email, c.contact?.city, c.scannedByName].filter(Boolean).join(' ').toLowerCase();
    return hay.includes(q) || (compactQ.length > 0 && c.badgeCode.includes(compactQ));
  });
  return sortRows(out, f.sort);
}

/** The team members who scanned any of the rows, by name, for the "By" filter. */
export function scannersOf(rows: readonly LocalConnection[]): string[] {
  return [...new Set(rows.map((c) => c.scannedByName).filter(Boolean))].sort((a, b) => collator.compare(a, b));
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
const byTime = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Sorts with each row's key worked out once (a list can hold 20,000 rows). Rows without a name or
 * company go last. Rows usually arrive newest first (the store's order); then sorting by time is
 * a check and at most a reverse.
 */
const isNewestFirst = (rows: readonly LocalConnection[]) => rows.every((c, i) => i === 0 || rows[i - 1]!.scannedAt >= c.scannedAt);

function sortRows(rows: LocalConnection[], sort: SortKey): LocalConnection[] {
  if (sort === 'newest' || sort === 'oldest') {
    if (!isNewestFirst(rows)) rows.sort((a, b) => byTime(b.scannedAt, a.scannedAt));
    return sort === 'newest' ? rows : rows.reverse();
  }
  const keyed = rows.map((c) => ({ c, name: displayName(c), company: c.contact?.company ?? null }));
  const last = (a: string | null, b: string | null) => (a === null ? (b === null ? 0 : 1) : b === null ? -1 : collator.compare(a, b));
  keyed.sort((a, b) =>
    sort === 'name'
      ? last(a.name, b.name) || byTime(b.c.scannedAt, a.c.scannedAt)
      : last(a.company, b.company) || last(a.name, b.name) || byTime(b.c.scannedAt, a.c.scannedAt),
  );
  return keyed.map((k) => k.c);
}
