/**
 * connections/list: every connection this device knows, from the local database (instant, also
 * offline). Add by badge code, search, filter by stage, rating, team member and sync state (kept
 * in the address), sort, and see what waits to sync. A virtual list keeps 20,000 rows smooth; phones get cards, desktops a table.
 */
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useApp } from '../../../app/AppContext';
import { useDevice, usePageTitle } from '../../../app/hooks';
import { Icon } from '../../../app/icons';
import { useSyncStatus } from '../../../app/SyncContext';
import { useConnections, useConnectionsCatchingUp, useLastSync, useWorkedRatings } from '../../../data/hooks';
import { useFormatDay } from '../../../app/useFormatTime';
import { displayZone, useTimezoneType } from '../../../lib/time';
import { AddByCode } from './AddByCode';
import { SyncSummary } from './SyncSummary';
import { useNoteDrafts, withNoteDrafts } from '../../../data/note-drafts';
import { useWriteContext } from '../../../app/useWriteContext';
import { ExportMenu } from '../export/ExportMenu';
import { isEventEnded } from '../../../domain/event';
import { SyncProgress, Row } from './ConnectionRow';
import { ListToolbar } from './ListToolbar';
import { NoConnections } from './NoConnections';
import { useKeepAddedInSight } from './useKeepAddedInSight';
import { useListFilters } from './useListFilters';

// The camera view and its decoder load only when someone scans.
const ScanView = lazy(() => import('../scan/ScanView').then((m) => ({ default: m.ScanView })));
import { applyFilters, DEFAULT_FILTERS, scannersOf } from '../filters';

/** What waits to sync, or whether the list is up to date: not before the first sync has brought the team's leads in (`firstSync`). */
export default function ConnectionListPage() {
  const { t } = useTranslation('connections');
  const { info, config, session } = useApp();
  usePageTitle(config?.event?.environmentName, t('list.title'));
  const device = useDevice();
  const stored = useConnections(info?.event.id ?? null);
  // A lead with a note being written shows as unsaved (modified) until the note is saved.
  const drafts = useNoteDrafts(useWriteContext());
  const rows = useMemo(() => stored && withNoteDrafts(stored, drafts), [stored, drafts]);
  const worked = useWorkedRatings(info?.event.id ?? null);
  const { params, setParams, filters, setFilters, set, search, typeSearch } = useListFilters();
  const shown = useMemo(() => (rows ? applyFilters(rows, filters, (c) => c.rating ?? worked.get(c.id) ?? null) : []), [rows, filters, worked]);
  const scanners = useMemo(() => (rows ? scannersOf(rows) : []), [rows]);
  const listRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  const loaded = rows !== undefined;
  useEffect(() => setOffset(listRef.current?.offsetTop ?? 0), [device, loaded]);
  const rowHeight = device === 'mobile' ? 88 : 56;
  const virtual = useWindowVirtualizer({ count: shown.length, estimateSize: () => rowHeight, overscan: 12, scrollMargin: offset });
  const canScan = session?.permissions.has('createConnections') ?? false;
  const seesTeam = session?.permissions.has('showAllConnections') ?? false;
  const scanning = canScan && params.get('scan') === 'camera';
  const [focusCode, setFocusCode] = useState(0);
  const closeScan = () => setParams((p) => (p.delete('scan'), p), { replace: true });
  const ended = info ? isEventEnded(info.event) : false;
  const canExport = session?.permissions.has('exportConnections') ?? false;
  const syncStatus = useSyncStatus();
  const lastSync = useLastSync(info?.event.id ?? null);
  // Never synced (or not read yet) and able to: the team's connections are still on their way. The
  // list may also still be reading rows that sync just wrote (the sync time can be seen first).
  const catchingUp = useConnectionsCatchingUp(info?.event.id ?? null);
  const firstSync = (lastSync == null || catchingUp) && syncStatus !== 'offline' && syncStatus !== 'error';
  // May neither capture nor see the team's, and has nothing of their own: no list to search or refresh.
  const noAccess = !canScan && !seesTeam && rows?.length === 0;
  // Only one's own connections: the 'By' column would name the user on every row.
  const timezoneType = useTimezoneType();
  const day = useFormatDay();
  const showBy = seesTeam || (session?.permissions.has('admin') ?? false);
  // The lead just added by code stays in sight, clear of the notice that says so (issue #29).
  const { pageRef, follow } = useKeepAddedInSight(listRef, shown);

  return (
    <div className="page connections-page" ref={pageRef}>
      <header className="page-header">
        <div>
          <h1 data-tour="connection-list">{t('list.title')}</h1>
          {!noAccess && (
            <p className="lead">
              <span>{rows ? t('list.count', { count: rows.length }) : t('common:status.loading')}</span>
              {/* Which zone the times are in: the device's or, when chosen in the menu, the event's. */}
              {rows && rows.length > 0 && <span> · {t('list.zone', { zone: (displayZone(timezoneType, info?.event.timezone) ?? Intl.DateTimeFormat().resolvedOptions().timeZone).replace(/_/g, ' ') })}</span>}
            </p>
          )}
          {/* Administrators see when the organiser's retention period erases the event's leads. */}
          {session?.permissions.has('admin') && info?.event.erasesAt && <p className="field-hint retention-note">{t('list.erasesOn', { date: day(info.event.erasesAt) })}</p>}
        </div>
        <div className="page-actions">
        {canExport && rows && rows.length > 0 && <ExportMenu connectionIds={() => shown.map((c) => c.id)} />}
        {canScan && !ended && (
          <button type="button" className="button button-primary scan-open" onClick={() => setParams((p) => (p.set('scan', 'camera'), p))}>
            <Icon name="camera" size={20} />
            {t('scan.start')}
          </button>
        )}
        </div>
      </header>
      {scanning && (
        <Suspense fallback={<div className="scan-view" aria-busy="true" />}>
          <ScanView
            onClose={closeScan}
            onTypeCode={() => {
              closeScan();
              setFocusCode((n) => n + 1);
            }}
          />
        </Suspense>
      )}
      {canScan && <AddByCode autoFocus={device === 'desktop'} focusSignal={focusCode} onAdded={follow} />}
      {!noAccess && <SyncProgress firstSync={firstSync} />}
      {info && rows && <SyncSummary eventId={info.event.id} rows={rows} filtered={filters.sync === 'attention'} />}
      {!noAccess && <ListToolbar filters={filters} set={set} search={search} onSearch={typeSearch} scanners={scanners} showBy={showBy} device={device} />}

      {rows && rows.length === 0 && firstSync && !noAccess ? (
        // The first sync is still bringing the team's connections: not 'No connections yet'.
        <div className="screen-loading" aria-busy="true" role="status" aria-label={t('list.syncing')} />
      ) : rows && rows.length === 0 ? (
        <NoConnections canScan={canScan} seesTeam={seesTeam} />
      ) : rows && shown.length === 0 ? (
        <section className="empty-state">
          <h2>{t('list.noMatchTitle')}</h2>
          <button type="button" className="button" onClick={() => setFilters(DEFAULT_FILTERS)}>
            {t('list.clearFilters')}
          </button>
        </section>
      ) : (
        <div className={`conn-list conn-list-${device}${showBy ? '' : ' conn-list-own'}`} role={device === 'desktop' ? 'table' : 'list'} aria-label={t('list.title')} aria-rowcount={device === 'desktop' ? shown.length + 1 : undefined}>
          {device === 'desktop' && (
            <div className="conn-row conn-head" role="row">
              {(['name', 'company', 'scanned', ...(showBy ? (['by'] as const) : []), 'stage', 'rating', 'sync'] as const).map((h) => (
                <span key={h} role="columnheader">
                  {t(`list.column.${h}`)}
                </span>
              ))}
            </div>
          )}
          <div ref={listRef} style={{ height: virtual.getTotalSize(), position: 'relative' }}>
            {virtual.getVirtualItems().map((item) => (
              <div
                key={shown[item.index]!.id}
                role={device === 'desktop' ? 'rowgroup' : 'listitem'}
                style={{ position: 'absolute', top: 0, left: 0, right: 0, height: item.size, transform: `translateY(${item.start - virtual.options.scrollMargin}px)` }}
              >
                <Row c={shown[item.index]!} device={device} worked={worked.get(shown[item.index]!.id)} showBy={showBy} />
              </div>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
