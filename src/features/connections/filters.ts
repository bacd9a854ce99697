/** Search, filter and sort of the connection list: pure, so it is tested without a screen. */
import { connectionDisplayName, type ConnectionStage, type ConnectionSyncState } from '../../domain/connection';
import type { LocalConnection } from '../../data/db';

export type SortKey = 'newest' | 'oldest' | 'name' | 'company';
export interface ListFilters {
  search: string;
  stage: ConnectionStage | 'all';
  sync: ConnectionSyncState | 'all' | 'attention';
  sort: SortKey;
}

export const DEFAULT_FILTERS: ListFilters = { search: '', stage: 'all', sync: 'all', sort: 'newest' };

export function displayName(c: LocalConnection): string | null {
  return c.contact ? connectionDisplayName(c.contact) : null;
}

export function applyFilters(rows: readonly LocalConnection[], f: ListFilters): LocalConnection[] {
  const q = f.search.trim().toLowerCase();
  const compactQ = q.replace(/[\s-]+/g, '');
  const out = rows.filter((c) => {
    if (f.stage !== 'all' && c.stage !== f.stage) return false;
    if (f.sync === 'attention' && ['completed', 'pending'].includes(c.syncState)) return false;
    if (f.sync !== 'all' && f.sync !== 'attention' && c.syncState !== f.sync) return false;
    if (!q) return true;
    const hay = [displayName(c), c.contact?.company, c.contact?.email, c.contact?.city, c.scannedByName].filter(Boolean).join(' ').toLowerCase();
    return hay.includes(q) || (compactQ.length > 0 && c.badgeCode.includes(compactQ));
  });
  return sortRows(out, f.sort);
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
const byTime = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Sorts with each row's key worked out once (a list can hold 20,000 rows). Rows without a name or
 * company go last. Rows usually arrive newest first (the store's order); then sorting by time is
 * a check and at most a reverse.
 */
function sortRows(rows: LocalConnection[], sort: SortKey): LocalConnection[] {
  if (sort === 'newest' || sort === 'oldest') {
    if (!rows.every((c, i) => i === 0 || rows[i - 1]!.scannedAt >= c.scannedAt)) rows.sort((a, b) => byTime(b.scannedAt, a.scannedAt));
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
