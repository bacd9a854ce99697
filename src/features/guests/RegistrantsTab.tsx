/**
 * Registrants: the exhibitor's guests, whether they registered through a registration link or
 * were invited by e-mail, with their registration state, attendance (from the event's check-in),
 * registration type and where they came from. Search and filter (on the server, 50 at a time);
 * invite a guest; per guest: send the e-mail their state calls for again (badge, invitation or
 * confirmation link), change the registration type, hold or release a registration (a held badge
 * stops working at the scanners after their next directory refresh). Export what the filters
 * match as CSV or Excel. Cards on a phone, a table on a desktop.
 */
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../app/Dialog';
import { useDevice } from '../../app/hooks';
import { Icon } from '../../app/icons';
import { useNotices } from '../../app/notices/NoticeProvider';
import { useRouteOpen } from '../../app/route-context';
import type { Registrant, RegistrantPage } from '../../domain/guests';
import { listLinks, listRegistrants } from '../../domain/endpoints/guests';
import { updatePages, useAnswer, usePages } from '../../ui/remote/queries';
import { messageOf } from '../../ui/remote/messages';
import { LoadFailed, Unanswered } from '../../ui/remote/parts';
import { GUEST_TEXTS } from './api';
import { isFiltered, NO_FILTERS, queryOf, RegistrantFilters, type Filters } from './RegistrantFilters';
import { guestName, RegistrantList } from './RegistrantList';
import { RowActions } from './RegistrantMenu';
import { InviteDialog, TypeDialog } from './RegistrantDialogs';
import { useRegistrantActions } from './useRegistrantActions';

const SEARCH_DELAY_MS = 300;

/** The pages read so far as one list (a guest who moved between pages is listed once). */
function joined(pages: readonly RegistrantPage[]): RegistrantPage {
  const last = pages[pages.length - 1]!;
  const seen = new Set<string>();
  const registrants = pages.flatMap((p) => p.registrants).filter((g) => !seen.has(g.id) && !!seen.add(g.id));
  return { registrants, total: last.total, next: last.next, types: pages[0]!.types };
}

export function RegistrantsTab() {
  const { t } = useTranslation(['guests', 'connections']);
  const { notify } = useNotices();
  const narrow = useDevice() === 'mobile';
  const id = useId();
  const linksOpen = useRouteOpen()('guests-links');
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [search, setSearch] = useState('');
  const [inviting, setInviting] = useState(false);
  const [typing, setTyping] = useState<Registrant | null>(null);
  const { holding, setHolding, busyRow, exporting, say, replace, resend, hold, runExport } = useRegistrantActions(filters);
  const pages = usePages(listRegistrants, (offset) => ({ query: queryOf(filters, offset) }), (p) => p.next);
  // The links to filter by, while the registration links' setting is on (else the server refuses: no link filter).
  const links = useAnswer(listLinks, {}, { enabled: linksOpen }).data?.links ?? null;

  // The search goes to the server once typing pauses.
  useEffect(() => {
    if (search === filters.q) return;
    const timer = setTimeout(() => setFilters((f) => ({ ...f, q: search })), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, filters.q]);

  if (!pages.data) return <Unanswered answer={pages} ns={GUEST_TEXTS} />;
  const page = joined(pages.data.pages);
  const loading = pages.isFetching && !pages.isFetchingNextPage;
  const filtered = isFiltered(filters) || search.trim() !== '';
  const nobody = !filtered && page.total === 0 && !loading;

  const clearFilters = () => {
    setSearch('');
    setFilters(NO_FILTERS);
  };
  const more = async () => {
    const r = await pages.fetchNextPage();
    if (r.isFetchNextPageError) say(messageOf(r.error, GUEST_TEXTS));
  };
  const invited = (g: Registrant) => {
    const known = page.registrants.some((x) => x.id === g.id);
    updatePages(listRegistrants, (p, i) => ({ ...p, total: p.total + (known ? 0 : 1), registrants: [...(i === 0 ? [g] : []), ...p.registrants.filter((x) => x.id !== g.id)] }), { query: queryOf(filters) });
    setInviting(false);
  };

  return (
    <section className="guests-section registrants" aria-labelledby={`${id}-h`}>
      <div className="guests-toolbar">
        <h2 id={`${id}-h`} className="visually-hidden">
          {t('tab.registrants')}
        </h2>
        <p className="guests-intro">{t('registrants.lead')}</p>
        {/* With no guest yet, the empty state below offers the invitation. */}
        {!nobody && (
          <div className="registrants-buttons">
            <InviteButton onClick={() => setInviting(true)} />
            <div className="registrants-export" role="group" aria-label={t('registrants.export.label')}>
              {(['csv', 'xlsx'] as const).map((f) => (
                <button key={f} type="button" className="button" disabled={!!exporting} aria-busy={exporting === f} onClick={() => void runExport(f)} aria-label={t(`registrants.export.${f}One`)}>
                  <Icon name="download" size={18} />
                  {exporting === f ? t('registrants.export.preparing') : t(`registrants.export.${f}`)}
                </button>
              ))}
            </div>
          </div>
        )}
      </div>
      {!nobody && <RegistrantFilters filters={filters} search={search} onSearch={setSearch} onFilter={(key, value) => setFilters((f) => ({ ...f, [key]: value }))} types={page.types} links={links} narrow={narrow} />}
      {!nobody && (
        <div className="registrants-count">
          <p role="status">{filtered ? t('registrants.matching', { count: page.total }) : t('registrants.count', { count: page.total })}</p>
          {filtered && page.registrants.length > 0 && (
            <button type="button" className="link-button" onClick={clearFilters}>
              {t('registrants.clear')}
            </button>
          )}
        </div>
      )}
      {pages.isError && !pages.isFetchNextPageError && <LoadFailed error={messageOf(pages.error, GUEST_TEXTS)} cause={pages.error} onRetry={() => void pages.refetch()} />}
      <div className={loading ? 'registrants-list registrants-list-loading' : 'registrants-list'} aria-busy={loading}>
        {nobody ? (
          <NoGuestYet links={linksOpen} onInvite={() => setInviting(true)} />
        ) : page.registrants.length === 0 ? (
          <div className="empty-state card registrants-empty">
            <h3>{t('registrants.noMatch.title')}</h3>
            <p>{t('registrants.noMatch.text')}</p>
            <button type="button" className="button" onClick={clearFilters}>
              {t('registrants.clear')}
            </button>
          </div>
        ) : (
          <RegistrantList
            registrants={page.registrants}
            narrow={narrow}
            actions={(g) => <RowActions guest={g} busy={busyRow === g.id} onResend={() => void resend(g)} onType={() => setTyping(g)} onHold={() => (g.state === 'hold' ? void hold(g, false) : setHolding(g))} />}
          />
        )}
      </div>
      {page.next !== null && page.registrants.length > 0 && (
        <div className="registrants-more-row">
          <span className="registrants-shown">{t('registrants.shown', { shown: page.registrants.length, total: page.total })}</span>
          <button type="button" className="button" disabled={pages.isFetchingNextPage} aria-busy={pages.isFetchingNextPage} onClick={() => void more()}>
            {t('registrants.more')}
          </button>
        </div>
      )}
      {inviting && <InviteDialog types={page.types} onClose={() => setInviting(false)} onInvited={invited} />}
      {typing && (
        <TypeDialog
          guest={typing}
          types={page.types}
          onClose={() => setTyping(null)}
          onSaved={(type) => {
            replace({ ...typing, registrationType: type });
            notify({ kind: 'positive', messageKey: 'guests:registrants.typeSaved', values: { name: guestName(typing) } });
            setTyping(null);
          }}
        />
      )}
      <ConfirmDialog open={!!holding} title={t('registrants.holdTitle', { name: holding ? guestName(holding) : '' })} confirmLabel={t('registrants.hold')} busy={!!holding && busyRow === holding.id} onCancel={() => setHolding(null)} onConfirm={() => holding && void hold(holding, true)}>
        <p>{t('registrants.holdBody')}</p>
      </ConfirmDialog>
    </section>
  );
}

function InviteButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('guests');
  return (
    <button type="button" className="button button-primary" onClick={onClick}>
      <Icon name="mail" size={18} />
      {t('registrants.invite')}
    </button>
  );
}

/** No guest has registered or been invited yet: invite one, or make a link to register through. */
function NoGuestYet({ links, onInvite }: { links: boolean; onInvite: () => void }) {
  const { t } = useTranslation('guests');
  return (
    <div className="empty-state card registrants-empty">
      <Icon name="guests" size={40} aria-hidden="true" className="registrants-empty-icon" />
      <h3>{t('registrants.empty.title')}</h3>
      <p>{t('registrants.empty.text')}</p>
      <div className="button-row registrants-empty-actions">
        <InviteButton onClick={onInvite} />
        {links && (
          <Link className="button" to="/guests/links">
            <Icon name="link" size={18} />
            {t('registrants.empty.links')}
          </Link>
        )}
      </div>
    </div>
  );
}
