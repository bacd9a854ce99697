/**
 * /attendees: the visitor list (view-public-visitor-list setting). The event's visitors who chose
 * to be public, searched and filtered (company, registration type) on the server and shown in a
 * virtual list that stays smooth however many there are (a table on a desktop, cards on a phone);
 * more rows come a page at a time as the list is scrolled. A visitor open to meeting requests
 * offers "Ask for a meeting" (the agenda's form, /agenda?with=<userId>) to a user who has the
 * agenda. The list needs the network: it is not kept on the device (useAttendees).
 */
import { useMemo, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../app/AppContext';
import { guard } from '../../app/guard';
import { useDevice, usePageTitle } from '../../app/hooks';
import { useRoutes } from '../../app/route-context';
import { AttendeePreview } from './AttendeePreview';
import { useConnectionRequests } from './ConnectionRequest';
import { filterKey, NO_FILTER } from './useAttendees';
import { AttendeeFilters } from './AttendeeFilters';
import { useAttendeePreview, useAttendeeSearch } from './useAttendeesAddress';
import { useAttendeeRows } from './useAttendeeRows';
import { AttendeeList, AttendeesFailure } from './AttendeeList';
import './attendees.css';

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
  const { list, params, setParams, locationState } = useAttendeeSearch();
  const searchRef = useRef<HTMLInputElement>(null);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const number = (n: number) => n.toLocaleString(language);

  const { result, failure, facets } = list;
  const rows = useMemo(() => result?.rows ?? [], [result]);
  const phone = device === 'mobile';
  const connect = useConnectionRequests();
  const { person, openPreview, closePreview } = useAttendeePreview(rows, params, setParams, locationState);
  const { listRef, virtual, items } = useAttendeeRows({ rows, device, canMeet, shown: !!result, failed: !!failure, hasMore: !!result?.next, loadMore: list.loadMore });

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

  if (!result) {
    return (
      <div className="page attendees-page">
        {header}
        {failure ? <AttendeesFailure failure={failure} stale={false} onRetry={list.retry} /> : <div className="screen-loading" aria-busy="true" role="status" aria-label={t('loading')} />}
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
          {failure && <AttendeesFailure failure={failure} stale onRetry={list.retry} />}

          {rows.length === 0 ? (
            <section className="empty-state">
              <h2>{t('empty.noMatch')}</h2>
              <p className="lead">{t('empty.noMatchText')}</p>
              <button type="button" className="button" onClick={clearAll}>
                {t('filter.clear')}
              </button>
            </section>
          ) : (
            <AttendeeList
              rows={rows}
              total={result.total}
              phone={phone}
              canMeet={canMeet}
              searching={list.searching}
              virtual={virtual}
              items={items}
              listRef={listRef}
              onConnect={connect.open}
              requested={connect.requested}
              onPreview={openPreview}
            />
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
