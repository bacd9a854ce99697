/**
 * The summary of sync results (SPEC section 5, "Connection sync results"): after the server has
 * taken in this device's scans, how many are without a licence, belong to another event or name
 * no visitor of the event (and how many it refused for another reason). Counted from the rows'
 * sync states, so it always says what is true now. Dismissing it remembers the counts: it shows
 * again only when a kind has more rows than when it was dismissed. Pure, except the last two
 * functions (the remembered counts, per event, in localStorage).
 */
import { syncStateNeedsAttention, type ConnectionSyncState } from '../../domain/connection';

export const SUMMARY_KINDS = ['noLicense', 'otherEvent', 'visitorNotFound', 'other'] as const;
export type SummaryKind = (typeof SUMMARY_KINDS)[number];
export type SummaryCounts = Record<SummaryKind, number>;

const NONE: SummaryCounts = { noLicense: 0, otherEvent: 0, visitorNotFound: 0, other: 0 };

/** The kind a row counts as, or null when it needs nothing (saved, or still waiting to sync). */
export function summaryKindOf(state: ConnectionSyncState): SummaryKind | null {
  if (!syncStateNeedsAttention(state)) return null;
  return state === 'noLicense' || state === 'otherEvent' || state === 'visitorNotFound' ? state : 'other';
}

export function countResults(rows: readonly { syncState: ConnectionSyncState }[]): SummaryCounts {
  const counts = { ...NONE };
  for (const r of rows) {
    const kind = summaryKindOf(r.syncState);
    if (kind) counts[kind]++;
  }
  return counts;
}

/** Whether the summary has something not dismissed yet: a kind with more rows than the dismissed counts. */
export function hasNews(current: SummaryCounts, dismissed: SummaryCounts): boolean {
  return SUMMARY_KINDS.some((k) => current[k] > dismissed[k]);
}

/**
 * The dismissed counts, never more than there are now: once rows left a kind (a licence was
 * activated, a wrong code deleted), new ones of that kind show the summary again.
 */
export function lowered(current: SummaryCounts, dismissed: SummaryCounts): SummaryCounts {
  const out = { ...NONE };
  for (const k of SUMMARY_KINDS) out[k] = Math.min(current[k], dismissed[k]);
  return out;
}

const keyOf = (eventId: string) => `leadstand.syncSummaryDismissed.${eventId}`;

export function readDismissed(eventId: string): SummaryCounts {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(keyOf(eventId)) ?? 'null');
    const out = { ...NONE };
    if (typeof stored === 'object' && stored !== null) {
      for (const k of SUMMARY_KINDS) {
        const n = (stored as Record<string, unknown>)[k];
        if (typeof n === 'number' && Number.isFinite(n) && n > 0) out[k] = Math.floor(n);
      }
    }
    return out;
  } catch {
    return { ...NONE };
  }
}

export function writeDismissed(eventId: string, counts: SummaryCounts): void {
  try {
    if (SUMMARY_KINDS.every((k) => counts[k] === 0)) localStorage.removeItem(keyOf(eventId));
    else localStorage.setItem(keyOf(eventId), JSON.stringify(counts));
  } catch {
    // Private mode or full storage: the summary then shows again next time, which is harmless.
  }
}
