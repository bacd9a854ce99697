/** The connection list's parts: the first sync's progress, one row, and keeping the chosen row in sight. */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../../app/AppContext';
import { Icon } from '../../../app/icons';
import { useSync, useSyncStatus } from '../../../app/SyncContext';
import { formatBadgeCode } from '../../../domain/badge';
import { useLastSync, usePendingCount } from '../../../data/hooks';
import type { Rating } from '../../../domain/rating';
import { useFormatTime } from '../../../app/useFormatTime';
import type { LocalConnection } from '../../../data/db';
import { displayZone, formatDateTime, useTimezoneType } from '../../../lib/time';
import { SyncStateBadge } from '../SyncStateBadge';
import { displayName } from '../filters';

export function SyncProgress({ firstSync }: { firstSync: boolean }) {
  const { t } = useTranslation('connections');
  const { info } = useApp();
  const pending = usePendingCount(info?.event.id ?? null);
  const status = useSyncStatus();
  const sync = useSync();
  const lastSync = useLastSync(info?.event.id ?? null);
  const time = useFormatTime();
  // Progress of this round of syncing: how much of the most that waited has gone.
  const [peak, setPeak] = useState(0);
  useEffect(() => setPeak((p) => (pending === 0 ? 0 : Math.max(p, pending))), [pending]);
  const done = peak ? 1 - pending / Math.max(peak, pending) : 1;
  return (
    <div className="sync-bar" role="status" aria-live="polite">
      <span className="sync-bar-text">
        {pending > 0 ? t('list.pending', { count: pending }) : status === 'syncing' || (firstSync && sync) ? t('list.syncing') : t('list.upToDate')}
        {status === 'offline' && pending > 0 ? ` · ${t('list.offlineWaiting')}` : ''}
        {status === 'error' && ` · ${t('list.serverUnreachable')}`}
        {(status === 'error' || status === 'offline') && (
          <span className="sync-bar-last"> · {lastSync ? t('list.lastSynced', { when: time(new Date(lastSync)) }) : t('list.neverSynced')}</span>
        )}
      </span>
      {pending > 0 && (
        <span className="progress" aria-hidden="true">
          <span style={{ width: `${Math.round(done * 100)}%` }} />
        </span>
      )}
      <button
        type="button"
        className="button button-small"
        disabled={!sync || status === 'syncing'}
        aria-busy={status === 'syncing'}
        data-tour="refresh"
        onClick={() => void sync?.run()}
      >
        <Icon name="refresh" size={16} />
        {t('list.refresh')}
      </button>
    </div>
  );
}

export function Row({ c, device, worked, showBy }: { c: LocalConnection; device: 'mobile' | 'desktop'; worked: Rating | undefined; showBy: boolean }) {
  const { t, i18n } = useTranslation('connections');
  // The scanner's override, else what the answers give (worked out for all rows at once: rating-store.ts).
  const rating = c.rating ?? worked ?? null;
  const { info } = useApp();
  const zone = displayZone(useTimezoneType(), info?.event.timezone);
  const name = displayName(c);
  // The list's header names the zone of its times (list.zone), so a row does not repeat it.
  const when = formatDateTime(c.scannedAt, i18n.resolvedLanguage ?? 'en', zone);
  const title = name ?? formatBadgeCode(c.badgeCode);
  if (device === 'mobile') {
    // The company once the details are here (a visitor without one has none to show), else what keeps them.
    const sub = c.contact ? c.contact.company : c.syncState === 'visitorNotFound' ? t('list.notOnVisitorList') : c.licensed ? t('list.detailsPending') : t('list.noLicenceShort');
    return (
      <Link to={`/connections/${encodeURIComponent(c.id)}/details`} className="conn-card" data-connection={c.id}>
        <span className="avatar" aria-hidden="true">
          {(name ?? '#').slice(0, 1).toUpperCase()}
        </span>
        {/* The sync badge shares the name's line only: the company and the time keep the card's width. */}
        <span className="conn-main">
          <strong>{title}</strong>
          <span className="conn-badge">
            <SyncStateBadge state={c.syncState} reason={c.syncReason} compact />
          </span>
          {sub && <span className="conn-sub">{sub}</span>}
          <span className="conn-meta">
            {when} · {t(`stages.${c.stage}`)}
            {rating && ` · ${t(`rating.${rating}`)}`}
          </span>
        </span>
      </Link>
    );
  }
  return (
    <Link to={`/connections/${encodeURIComponent(c.id)}/details`} className="conn-row" role="row" data-connection={c.id}>
      <span role="cell" className="conn-name">
        <strong>{title}</strong>
        {name && <span className="conn-code">{formatBadgeCode(c.badgeCode)}</span>}
      </span>
      <span role="cell">{c.contact?.company ?? (c.syncState === 'visitorNotFound' ? t('list.notOnVisitorList') : '–')}</span>
      <span role="cell">{when}</span>
      {showBy && <span role="cell">{c.scannedByName || '–'}</span>}
      <span role="cell">
        <span className={`stage-chip stage-${c.stage}`}>{t(`stages.${c.stage}`)}</span>
      </span>
      <span role="cell">{rating ? <span className={`rating-chip rating-${rating}`}>{t(`rating.${rating}`)}</span> : '–'}</span>
      <span role="cell">
        <SyncStateBadge state={c.syncState} reason={c.syncReason} />
      </span>
    </Link>
  );
}

/**
 * Keeps `row` in sight for a moment: scrolls the page just enough that it is clear of what covers
 * the window's edges (the sticky top bar; at the bottom the phone's bottom bar and the notices,
 * `--notices-space` from NoticeProvider), and again while the page above it settles (the sync line
 * grows when a capture waits to be sent). Stops after a few seconds, or at once when the person
 * scrolls, touches or types. Returns the stop.
 */
export function keepInSight(row: HTMLElement, page: HTMLElement): () => void {
  let frame = 0;
  const reveal = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => {
      if (!row.isConnected) return;
      const notices = parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--notices-space')) || 0;
      const bar = document.querySelector('.bottom-bar')?.getBoundingClientRect().height ?? 0;
      const top = (document.querySelector('.topbar')?.getBoundingClientRect().bottom ?? 0) + 8;
      const bottom = window.innerHeight - Math.max(notices, bar) - 8;
      const box = row.getBoundingClientRect();
      if (box.bottom > bottom) window.scrollBy({ top: Math.min(box.bottom - bottom, box.top - top) });
      else if (box.top < top) window.scrollBy({ top: box.top - top });
    });
  };
  const observer = new ResizeObserver(reveal);
  observer.observe(page);
  const region = document.querySelector('.notices');
  if (region) observer.observe(region);
  const events = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
  const stop = () => {
    observer.disconnect();
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    events.forEach((e) => window.removeEventListener(e, stop));
  };
  const timer = setTimeout(stop, 3000);
  events.forEach((e) => window.addEventListener(e, stop, { passive: true }));
  return stop;
}
