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
  const name = (c: LocalConnection) => (displayName(c) ?? '\uffff').toLowerCase();
  const company = (c: LocalConnection) => (c.contact?.company ?? '\uffff').toLowerCase();
  const sorters: Record<SortKey, (a: LocalConnection, b: LocalConnection) => number> = {
    newest: (a, b) => b.scannedAt.localeCompare(a.scannedAt),
    oldest: (a, b) => a.scannedAt.localeCompare(b.scannedAt),
    name: (a, b) => name(a).localeCompare(name(b)) || b.scannedAt.localeCompare(a.scannedAt),
    company: (a, b) => company(a).localeCompare(company(b)) || name(a).localeCompare(name(b)),
  };
  return out.sort(sorters[f.sort]);
}
