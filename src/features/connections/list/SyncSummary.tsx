/**
 * One calm summary of what the server said about this device's scans (SPEC section 5, "Connection
 * sync results"): how many are without a licence, belong to another event or are not on the
 * visitor list, with a link to those connections. Counted from the rows, so it is right after
 * every sync; dismissed, it stays away until a kind has more rows than it had then
 * (sync-summary.ts).
 */
import { useEffect, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LocalConnection } from '../../../data/db';
import { countResults, hasNews, lowered, readDismissed, SUMMARY_KINDS, writeDismissed, type SummaryCounts } from '../sync-summary';

export function SyncSummary({ eventId, rows, filtered }: { eventId: string; rows: readonly LocalConnection[]; filtered: boolean }) {
  const { t } = useTranslation('connections');
  const titleId = useId();
  const counts = useMemo(() => countResults(rows), [rows]);
  const [dismissed, setDismissed] = useState<SummaryCounts>(() => readDismissed(eventId));
  useEffect(() => setDismissed(readDismissed(eventId)), [eventId]);
  // Rows that left a kind (a licence activated, a code corrected) are forgotten, so new ones show again.
  useEffect(() => {
    const kept = lowered(counts, dismissed);
    if (SUMMARY_KINDS.some((k) => kept[k] !== dismissed[k])) {
      writeDismissed(eventId, kept);
      setDismissed(kept);
    }
  }, [counts, dismissed, eventId]);
  if (!hasNews(counts, dismissed)) return null;
  return (
    <section className="callout callout-info sync-summary" role="status" aria-labelledby={titleId}>
      <div className="sync-summary-text">
        <strong id={titleId}>{t('syncSummary.title')}</strong>
        <ul>
          {SUMMARY_KINDS.filter((k) => counts[k] > 0).map((k) => (
            <li key={k}>{t(`syncSummary.${k}`, { count: counts[k] })}</li>
          ))}
        </ul>
      </div>
      <div className="sync-summary-actions">
        {!filtered && (
          <Link className="button button-small" to="/connections/list?sync=attention">
            {t('syncSummary.show')}
          </Link>
        )}
        <button
          type="button"
          className="button button-small button-quiet"
          aria-label={t('syncSummary.dismissLabel')}
          onClick={() => {
            writeDismissed(eventId, counts);
            setDismissed(counts);
          }}
        >
          {t('syncSummary.dismiss')}
        </button>
      </div>
    </section>
  );
}
