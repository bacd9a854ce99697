/**
 * /attendees: the visitor list (view-public-visitor-list setting). The event's visitors who chose
 * to be public, searched and filtered (company, registration type) on the server and shown in a
 * virtual list that stays smooth however many there are (a table on a desktop, cards on a phone);
 * more rows come a page at a time as the list is scrolled. A visitor open to meeting requests
 * offers "Ask for a meeting" (the agenda's form, /agenda?with=<userId>) to a user who has the
 * agenda. The list needs the network: it is not kept on the device (useAttendees).
 */
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useApp } from '../../app/AppContext';
import { useNotices } from '../../app/notices/NoticeProvider';
import { guard } from '../../app/guard';
import { useDevice, usePageTitle } from '../../app/hooks';
import { useRoutes } from '../../app/route-context';
import { type Attendee } from '../../domain/attendees';
import { AttendeePreview } from './AttendeePreview';
import { useConnectionRequests } from './ConnectionRequest';
import { AttendeeCard, AttendeeTableRow, CARD_HEIGHT, CARD_WITH_LINK_HEIGHT, CARD_WITH_NOTE_HEIGHT, ROW_HEIGHT } from './AttendeeRow';
import { filterKey, NO_FILTER, useAttendee, useAttendees, type AttendeeFailure } from './useAttendees';
import { AttendeeFilters, filterOf } from './AttendeeFilters';
import './attendees.css';

/** Rows before the end of what is loaded at which the next page is asked for. */
const LOAD_AHEAD = 40;

/** Whether this user may ask visitors for meetings: the agenda's route lets them in. */
function useCanMeet(): boolean {
  const routes = useRoutes();
  const { session } = useApp();
  const device = useDevice();
  const agenda = routes.find((r) => r.id === 'agenda');
  return !!agenda && !!session && guard(agenda, {}, { session, device, online: true, routes }).kind === 'allow';
}

export default function AttendeesPage() {
  const { t, i18n } = useTranslation('attendees');
  const { config } = useApp();
  usePageTitle(config?.event?.environmentName, t('title'));
  const device = useDevice();
  const canMeet = useCanMeet();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  // The previewed visitor as it was opened (location state, kept over a reload), should the list not hold them.
  const stateRef = useRef<unknown>(location.state);
  useEffect(() => {
    stateRef.current = location.state;
  }, [location.state]);
  const [initial] = useState(() => filterOf(params));
  const list = useAttendees(initial);
  const { asked } = list;
  useEffect(() => {
    const next = new URLSearchParams();
    if (asked.q.trim()) next.set('q', asked.q.trim());
    if (asked.company.trim()) next.set('company', asked.company.trim());
    if (asked.registrationType) next.set('type', asked.registrationType);
    setParams(
      (current) => {
        const person = current.get('person');
        if (person) next.set('person', person);
        return current.toString() === next.toString() ? current : next;
      },
      { replace: true, state: stateRef.current },
    );
  }, [asked, setParams]);
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const number = (n: number) => n.toLocaleString(language);

  const { result, failure, facets } = list;
  const rows = useMemo(() => result?.rows ?? [], [result]);
  const phone = device === 'mobile';
  const withLink = useCallback((i: number) => canMeet && !!rows[i]?.contactable, [canMeet, rows]);
  const connect = useConnectionRequests();
  const { notify } = useNotices();

  // The user preview (?person=<id>): a dialog over the list, opened from a visitor's name.
  const personId = params.get('person');
  const kept = (location.state as { person?: Attendee } | null)?.person;
  // Someone not on the page shown (an address opened from elsewhere) is asked for on their own.
  const preview = useAttendee(personId, personId ? (rows.find((r) => r.id === personId) ?? (kept?.id === personId ? kept : undefined)) : undefined);
  const person = preview.attendee;
  const openPreview = useCallback(
    (a: Attendee) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('person', a.id);
          return next;
        },
        { replace: true, state: { person: a } },
      ),
    [setParams],
  );
  // Focus goes back to the visitor's name once the preview is gone (also after a reload, when no click opened it).
  const returnTo = useRef<string | null>(null);
  const previewing = !!person;
  useEffect(() => {
    if (previewing || returnTo.current === null) return;
    document.querySelector<HTMLElement>(`.attendee-name-button[data-attendee="${CSS.escape(returnTo.current)}"]`)?.focus();
    returnTo.current = null;
  }, [previewing]);
  const dropPerson = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('person');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const closePreview = () => {
    returnTo.current = personId;
    dropPerson();
  };
  // A preview that cannot be shown says why and closes (the list stays as it was).
  const previewFailure = preview.failure;
  useEffect(() => {
    if (!previewFailure) return;
    notify({ kind: 'negative', messageKey: `attendees:${previewFailure}`, timeoutMs: 8000 });
    dropPerson();
  }, [previewFailure, notify, dropPerson]);
  const [offset, setOffset] = useState(0);
  const shown = !!result;
  const empty = rows.length === 0;
  const failed = !!failure;
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
  const { loadMore } = list;
  const hasMore = !!result?.next;
  useEffect(() => {
    if (hasMore && !failure && lastIndex >= rows.length - LOAD_AHEAD) loadMore();
  }, [hasMore, failure, lastIndex, rows.length, loadMore]);

  const clearAll = () => {
    list.clear();
    searchRef.current?.focus();
  };
  // Enter asks at once, without waiting for the typing pause.
  const submit = (e: FormEvent) => {
    e.preventDefault();
    list.setFilter({});
  };

  const header = (
    <header className="page-header">
      <div>
        <h1>{t('title')}</h1>
        <p className="lead">{t('lead')}</p>
      </div>
    </header>
  );
  const failureBox = (key: AttendeeFailure, stale: boolean) => (
    <div className="callout callout-negative attendees-failure" role="alert">
      <p>{t(stale && key === 'error.offline' ? 'error.offlineStale' : key)}</p>
      {key !== 'error.settingDisabled' && key !== 'error.systemUserForbidden' && (
        <button type="button" className="button button-small" onClick={list.retry}>
          {key === 'error.badCursor' ? t('error.startAgain') : t('common:action.retry')}
        </button>
      )}
    </div>
  );

  if (!result) {
    return (
      <div className="page attendees-page">
        {header}
        {failure ? failureBox(failure, false) : <div className="screen-loading" aria-busy="true" role="status" aria-label={t('loading')} />}
      </div>
    );
  }

  // Nobody has chosen to be listed yet: nothing to search.
  const nobody = result.total === 0 && result.key === filterKey(NO_FILTER);
  const all = facets?.total;
  const count =
    result.key === filterKey(NO_FILTER)
      ? t('count.total', { count: result.total, formatted: number(result.total) })
      : all !== undefined
        ? t('count.shown', { count: result.total, formatted: number(result.total), all: number(all) })
        : t('count.matches', { count: result.total, formatted: number(result.total) });
  const columns = ['name', 'jobFunction', 'company', 'country', 'registrationType', ...(canMeet ? ['meeting'] : [])];

  return (
    <div className="page attendees-page">
      {header}
      {nobody ? (
        <section className="empty-state">
          <h2>{t('empty.title')}</h2>
          <p className="lead">{t('empty.text')}</p>
        </section>
      ) : (
        <>
          <AttendeeFilters filter={list.filter} setFilter={list.setFilter} facets={facets} searchRef={searchRef} onSubmit={submit} />

          <div className="attendees-status">
            <p className="attendees-count" role="status">
              {count}
            </p>
            {list.searching && (
              <span className="attendees-searching" aria-hidden="true">
                {t('count.searching')}
              </span>
            )}
          </div>
          {failure && failureBox(failure, true)}

          {rows.length === 0 ? (
            <section className="empty-state">
              <h2>{t('empty.noMatch')}</h2>
              <p className="lead">{t('empty.noMatchText')}</p>
              <button type="button" className="button" onClick={clearAll}>
                {t('filter.clear')}
              </button>
            </section>
          ) : phone ? (
            <div className="attendees-list attendees-list-mobile" role="list" aria-label={t('title')} aria-busy={list.searching}>
              <div ref={listRef} style={{ height: virtual.getTotalSize(), position: 'relative' }}>
                {items.map((item) => (
                  <AttendeeCard
                    key={item.key}
                    attendee={rows[item.index]!}
                    index={item.index}
                    total={result.total}
                    canMeet={canMeet}
                    onConnect={connect.open}
                    requested={connect.requested.has(rows[item.index]!.id)}
                    onPreview={openPreview}
                    top={item.start - virtual.options.scrollMargin}
                    height={item.size}
                  />
                ))}
              </div>
            </div>
          ) : (
            <div
              className={`attendees-list attendees-list-desktop${canMeet ? ' attendees-can-meet' : ''}`}
              role="table"
              aria-label={t('title')}
              aria-rowcount={result.total + 1}
              aria-busy={list.searching}
            >
              <div role="rowgroup">
                <div className="attendees-row attendees-head" role="row" aria-rowindex={1}>
                  {columns.map((c) => (
                    <span key={c} role="columnheader">
                      {t(`column.${c}`)}
                    </span>
                  ))}
                </div>
              </div>
              <div ref={listRef} role="rowgroup" style={{ height: virtual.getTotalSize(), position: 'relative' }}>
                {items.map((item) => (
                  <AttendeeTableRow
                    key={item.key}
                    attendee={rows[item.index]!}
                    index={item.index}
                    canMeet={canMeet}
                    onConnect={connect.open}
                    requested={connect.requested.has(rows[item.index]!.id)}
                    onPreview={openPreview}
                    top={item.start - virtual.options.scrollMargin}
                    height={item.size}
                  />
                ))}
              </div>
            </div>
          )}
          {list.loadingMore && (
            <p className="attendees-more" role="status">
              {t('loadingMore')}
            </p>
          )}
        </>
      )}
      {person && <AttendeePreview attendee={person} canMeet={canMeet} onConnect={connect.open} requested={connect.requested.has(person.id)} onClose={closePreview} />}
      {connect.dialog}
    </div>
  );
}
