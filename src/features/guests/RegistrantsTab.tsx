/**
 * Registrants: the exhibitor's guests, whether they registered through a registration link or
 * were invited by e-mail, with their registration state, attendance (from the event's check-in),
 * registration type and where they came from. Search and filter (on the server, 50 at a time);
 * invite a guest; per guest: send the e-mail their state calls for again (badge, invitation or
 * confirmation link), change the registration type, hold or release a registration (a held badge
 * stops working at the scanners after their next directory refresh). Export what the filters
 * match as CSV or Excel. Cards on a phone, a table on a desktop.
 */
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent as ReactKeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../app/AppContext';
import { ConfirmDialog, Dialog } from '../../app/Dialog';
import { useDevice } from '../../app/hooks';
import { Icon } from '../../app/icons';
import { useNotices } from '../../app/notices/NoticeProvider';
import { useRouteOpen } from '../../app/route-context';
import { useFormatDay } from '../../app/useFormatTime';
import { exportTime, type ExportFormat } from '../../domain/export';
import { DEFAULT_REGISTRATION_TYPE, type Registrant, type RegistrantPage, type RegistrationLink } from '../../domain/guests';
import { ATTENDANCE_STATES, REGISTRATION_STATES, type RegistrationState } from '../../domain/team';
import { attempt } from './api';
import { downloadTable, sheetName } from './exportTable';
import { LoadFailed, Loading, TypeField, TypeLabel } from './parts';

interface Filters {
  q: string;
  state: '' | RegistrationState;
  attendance: '' | 'show' | 'noShow' | 'unknown';
  type: string;
  /** A link's id, or 'invited' for the guests invited by e-mail. */
  link: string;
}
const NO_FILTERS: Filters = { q: '', state: '', attendance: '', type: '', link: '' };
/** The link filter's value for guests invited by e-mail (the server's). */
const INVITED = 'invited';
const SEARCH_DELAY_MS = 300;

function queryOf(f: Filters, offset = 0): string {
  const p = new URLSearchParams();
  for (const key of ['q', 'state', 'attendance', 'type', 'link'] as const) {
    const value = f[key].trim();
    if (value) p.set(key, value);
  }
  if (offset) p.set('offset', String(offset));
  const s = p.toString();
  return s ? `?${s}` : '';
}

const isFiltered = (f: Filters) => Object.values(f).some((x) => x.trim() !== '');

/** The guest's name, or the address for a guest invited without one. */
function guestName(g: Pick<Registrant, 'firstName' | 'lastName' | 'email'>): string {
  return `${g.firstName} ${g.lastName}`.trim() || g.email;
}

type Resent = 'badge' | 'invite' | 'confirm';

export function RegistrantsTab() {
  const { t } = useTranslation(['guests', 'connections']);
  const { info } = useApp();
  const { notify } = useNotices();
  const device = useDevice();
  const routeOpen = useRouteOpen();
  const formatDay = useFormatDay();
  const id = useId();
  const linksOpen = routeOpen('guests-links');

  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState<RegistrantPage | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const [links, setLinks] = useState<RegistrationLink[] | null>(null);
  const [inviting, setInviting] = useState(false);
  const [typing, setTyping] = useState<Registrant | null>(null);
  const [holding, setHolding] = useState<Registrant | null>(null);
  const [busyRow, setBusyRow] = useState<string | null>(null);
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const latest = useRef(0);

  const load = useCallback(async (f: Filters) => {
    const seq = ++latest.current;
    setLoading(true);
    setLoadError(null);
    const r = await attempt<RegistrantPage>(`/api/guests${queryOf(f)}`);
    if (seq !== latest.current) return;
    setLoading(false);
    if (r.ok) setPage(r.value);
    else setLoadError(r.error);
  }, []);
  useEffect(() => void load(filters), [load, filters]);

  // The search goes to the server once typing pauses.
  useEffect(() => {
    if (search === filters.q) return;
    const timer = setTimeout(() => setFilters((f) => ({ ...f, q: search })), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, filters.q]);

  // The links to filter by, while the registration links' setting is on (else the server refuses: no link filter).
  useEffect(() => {
    if (!linksOpen) return setLinks(null);
    let live = true;
    void attempt<{ links: RegistrationLink[] }>('/api/guests/links').then((r) => live && setLinks(r.ok ? r.value.links : null));
    return () => {
      live = false;
    };
  }, [linksOpen]);

  const more = async () => {
    if (!page || page.next === null) return;
    const seq = latest.current;
    setLoadingMore(true);
    const r = await attempt<RegistrantPage>(`/api/guests${queryOf(filters, page.next)}`);
    setLoadingMore(false);
    if (seq !== latest.current) return;
    if (!r.ok) return notify({ kind: 'negative', messageKey: r.error });
    setPage((p) => (p ? { ...r.value, registrants: [...p.registrants, ...r.value.registrants.filter((g) => !p.registrants.some((x) => x.id === g.id))] } : r.value));
  };

  const setFilter = <K extends keyof Filters>(key: K, value: Filters[K]) => setFilters((f) => ({ ...f, [key]: value }));
  const clearFilters = () => {
    setSearch('');
    setFilters(NO_FILTERS);
  };
  const replace = (g: Registrant) => setPage((p) => (p ? { ...p, registrants: p.registrants.map((x) => (x.id === g.id ? g : x)) } : p));

  const resend = async (g: Registrant) => {
    setBusyRow(g.id);
    const r = await attempt<{ sent: Resent }>(`/api/guests/${encodeURIComponent(g.id)}/resend`, { method: 'POST' });
    setBusyRow(null);
    if (!r.ok) return notify({ kind: 'negative', messageKey: r.error });
    notify({ kind: 'positive', messageKey: `guests:registrants.sent.${r.value.sent}`, values: { email: g.email } });
  };
  const hold = async (g: Registrant, on: boolean) => {
    setBusyRow(g.id);
    const r = await attempt<{ state: RegistrationState }>(`/api/guests/${encodeURIComponent(g.id)}/hold`, { method: 'PUT', body: { hold: on } });
    setBusyRow(null);
    setHolding(null);
    if (!r.ok) return notify({ kind: 'negative', messageKey: r.error });
    replace({ ...g, state: r.value.state });
    notify({ kind: 'positive', messageKey: on ? 'guests:registrants.held' : 'guests:registrants.released', values: { name: guestName(g) } });
  };

  const invited = (g: Registrant) => {
    setPage((p) => (p ? { ...p, total: p.total + (p.registrants.some((x) => x.id === g.id) ? 0 : 1), registrants: [g, ...p.registrants.filter((x) => x.id !== g.id)] } : p));
    setInviting(false);
  };

  const sourceText = (g: Registrant) => (g.source === 'invitation' ? t('registrants.invitation') : g.source || t('registrants.noSource'));
  const stateText = (s: RegistrationState) => t(`registrants.state.${s}`);
  const attendanceText = (g: Registrant) => t(`registrants.attendance.${g.attendance ?? 'unknown'}`);
  const typeText = (type: string) => (type ? t(`connections:registrationType.${type}`, { defaultValue: type }) : '');

  const runExport = async (format: ExportFormat) => {
    if (!info) return;
    setExporting(format);
    try {
      const r = await attempt<{ registrants: Registrant[]; total: number }>(`/api/guests/all${queryOf(filters)}`);
      if (!r.ok) {
        notify({ kind: 'negative', messageKey: r.error === 'common:notice.somethingWentWrong' ? 'guests:registrants.export.failed' : r.error });
        return;
      }
      const headers = (['firstName', 'lastName', 'email', 'company', 'type', 'state', 'attendance', 'source', 'code', 'registeredAt'] as const).map((h) => t(`registrants.header.${h}`));
      const rows = r.value.registrants.map((g) => [
        g.firstName,
        g.lastName,
        g.email,
        g.company,
        typeText(g.registrationType),
        stateText(g.state),
        attendanceText(g),
        g.source === 'invitation' ? t('registrants.invitation') : g.source,
        g.actionCode ?? '',
        exportTime(g.createdAt, info.event.timezone),
      ]);
      const event = info.event.name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '');
      const file = [event, t('registrants.export.file'), new Date().toISOString().slice(0, 10)].filter(Boolean).join('-');
      await downloadTable({ sheetName: sheetName(`${info.event.name} ${t('registrants.export.sheet')}`), headers, rows }, format, file);
      notify({ kind: 'positive', messageKey: 'guests:registrants.export.done', values: { count: rows.length } });
    } catch {
      notify({ kind: 'negative', messageKey: 'guests:registrants.export.failed' });
    } finally {
      setExporting(null);
    }
  };

  if (loadError && !page) return <LoadFailed error={loadError} onRetry={() => void load(filters)} />;
  if (!page) return <Loading />;

  const filtered = isFiltered(filters) || search.trim() !== '';
  const nobody = !filtered && page.total === 0 && !loading;
  const narrow = device === 'mobile';
  const activeFilters = (['state', 'attendance', 'type', 'link'] as const).filter((k) => filters[k] !== '').length;
  const types = [...new Set([...page.types, ...(filters.type ? [filters.type] : [])])];
  const actions = (g: Registrant) => (
    <RowActions
      guest={g}
      busy={busyRow === g.id}
      onResend={() => void resend(g)}
      onType={() => setTyping(g)}
      onHold={() => (g.state === 'hold' ? void hold(g, false) : setHolding(g))}
    />
  );

  const filterFields = (
    <>
      <div className="field">
        <label htmlFor={`${id}-state`}>{t('registrants.filter.state')}</label>
        <select id={`${id}-state`} value={filters.state} onChange={(e) => setFilter('state', e.target.value as Filters['state'])}>
          <option value="">{t('registrants.filter.all')}</option>
          {REGISTRATION_STATES.map((s) => (
            <option key={s} value={s}>
              {stateText(s)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-attendance`}>{t('registrants.filter.attendance')}</label>
        <select id={`${id}-attendance`} value={filters.attendance} onChange={(e) => setFilter('attendance', e.target.value as Filters['attendance'])}>
          <option value="">{t('registrants.filter.all')}</option>
          {[...ATTENDANCE_STATES, 'unknown' as const].map((a) => (
            <option key={a} value={a}>
              {t(`registrants.attendance.${a}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-type`}>{t('registrants.filter.type')}</label>
        <select id={`${id}-type`} value={filters.type} onChange={(e) => setFilter('type', e.target.value)}>
          <option value="">{t('registrants.filter.all')}</option>
          {types.map((x) => (
            <option key={x} value={x}>
              {typeText(x)}
            </option>
          ))}
        </select>
      </div>
      {links && (
        <div className="field">
          <label htmlFor={`${id}-link`}>{t('registrants.filter.link')}</label>
          <select id={`${id}-link`} value={filters.link} onChange={(e) => setFilter('link', e.target.value)}>
            <option value="">{t('registrants.filter.all')}</option>
            <option value={INVITED}>{t('registrants.invitation')}</option>
            {links.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </select>
        </div>
      )}
    </>
  );

  let list: ReactNode;
  if (nobody) {
    list = (
      <div className="empty-state card registrants-empty">
        <Icon name="guests" size={40} aria-hidden="true" className="registrants-empty-icon" />
        <h3>{t('registrants.empty.title')}</h3>
        <p>{t('registrants.empty.text')}</p>
        <div className="button-row registrants-empty-actions">
          <button type="button" className="button button-primary" onClick={() => setInviting(true)}>
            <Icon name="mail" size={18} />
            {t('registrants.invite')}
          </button>
          {linksOpen && (
            <Link className="button" to="/guests/links">
              <Icon name="link" size={18} />
              {t('registrants.empty.links')}
            </Link>
          )}
        </div>
      </div>
    );
  } else if (page.registrants.length === 0) {
    list = (
      <div className="empty-state card registrants-empty">
        <h3>{t('registrants.noMatch.title')}</h3>
        <p>{t('registrants.noMatch.text')}</p>
        <button type="button" className="button" onClick={clearFilters}>
          {t('registrants.clear')}
        </button>
      </div>
    );
  } else if (narrow) {
    list = (
      <ul className="registrant-cards" aria-label={t('tab.registrants')}>
        {page.registrants.map((g) => (
          <li key={g.id} className="registrant-card">
            <div className="registrant-card-head">
              <div className="registrant-card-name">
                <strong>{guestName(g)}</strong>
                {guestName(g) !== g.email && <span className="registrant-sub">{g.email}</span>}
                {g.company && <span className="registrant-sub">{g.company}</span>}
              </div>
              {actions(g)}
            </div>
            <p className="registrant-chips">
              <StateChip state={g.state} />
              <span className="status-chip">
                <TypeLabel type={g.registrationType} />
              </span>
            </p>
            <dl className="registrant-facts">
              <div>
                <dt>{t('registrants.column.source')}</dt>
                <dd>
                  {sourceText(g)}
                  {g.actionCode && <span className="registrant-code">{g.actionCode}</span>}
                </dd>
              </div>
              <div>
                <dt>{t('registrants.column.registered')}</dt>
                <dd>{formatDay(g.createdAt)}</dd>
              </div>
              <div>
                <dt>{t('registrants.column.attendance')}</dt>
                <dd>
                  <AttendanceChip guest={g} />
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    );
  } else {
    list = (
      <div className="table-card registrants-table">
        <table className="data-table">
          <caption className="visually-hidden">{t('tab.registrants')}</caption>
          <thead>
            <tr>
              {(['guest', 'type', 'state', 'attendance', 'source', 'registered'] as const).map((h) => (
                <th key={h} scope="col">
                  {t(`registrants.column.${h}`)}
                </th>
              ))}
              <th scope="col">
                <span className="visually-hidden">{t('registrants.column.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {page.registrants.map((g) => (
              <tr key={g.id}>
                <th scope="row" className="registrant-guest">
                  <span className="registrant-name">{guestName(g)}</span>
                  {guestName(g) !== g.email && <span className="table-sub">{g.email}</span>}
                  {g.company && <span className="table-sub">{g.company}</span>}
                </th>
                <td>
                  <TypeLabel type={g.registrationType} />
                </td>
                <td>
                  <StateChip state={g.state} />
                </td>
                <td>
                  <AttendanceChip guest={g} />
                </td>
                <td>
                  {sourceText(g)}
                  {g.actionCode && <span className="table-sub registrant-code">{g.actionCode}</span>}
                </td>
                <td className="registrant-date">{formatDay(g.createdAt)}</td>
                <td className="registrant-actions">{actions(g)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }

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
            <button type="button" className="button button-primary" onClick={() => setInviting(true)}>
              <Icon name="mail" size={18} />
              {t('registrants.invite')}
            </button>
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

      {!nobody && (
        <div className="registrants-filters" role="search" aria-label={t('registrants.filter.label')}>
          <div className="field registrants-search">
            <label htmlFor={`${id}-q`}>{t('registrants.search')}</label>
            <input id={`${id}-q`} type="search" value={search} maxLength={100} placeholder={t('registrants.searchPlaceholder')} onChange={(e) => setSearch(e.target.value)} />
          </div>
          {narrow ? (
            <details className="registrants-more" open={activeFilters > 0 || undefined}>
              <summary>{activeFilters ? t('registrants.filter.moreActive', { count: activeFilters }) : t('registrants.filter.more')}</summary>
              <div className="registrants-filter-grid">{filterFields}</div>
            </details>
          ) : (
            filterFields
          )}
        </div>
      )}

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
      {loadError && (
        <div className="callout callout-negative" role="alert">
          <p>{t(loadError)}</p>
          <button type="button" className="button button-small" onClick={() => void load(filters)}>
            {t('common:action.retry')}
          </button>
        </div>
      )}

      <div className={loading ? 'registrants-list registrants-list-loading' : 'registrants-list'} aria-busy={loading}>
        {list}
      </div>

      {page.next !== null && page.registrants.length > 0 && (
        <div className="registrants-more-row">
          <span className="registrants-shown">{t('registrants.shown', { shown: page.registrants.length, total: page.total })}</span>
          <button type="button" className="button" disabled={loadingMore} aria-busy={loadingMore} onClick={() => void more()}>
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
      <ConfirmDialog
        open={!!holding}
        title={t('registrants.holdTitle', { name: holding ? guestName(holding) : '' })}
        confirmLabel={t('registrants.hold')}
        busy={!!holding && busyRow === holding.id}
        onCancel={() => setHolding(null)}
        onConfirm={() => holding && void hold(holding, true)}
      >
        <p>{t('registrants.holdBody')}</p>
      </ConfirmDialog>
    </section>
  );
}

function StateChip({ state }: { state: RegistrationState }) {
  const { t } = useTranslation('guests');
  return (
    <span className={`guest-state guest-state-${state}`}>
      {state === 'hold' && <span className="guest-state-pause" aria-hidden="true" />}
      {t(`registrants.state.${state}`)}
    </span>
  );
}

function AttendanceChip({ guest }: { guest: Registrant }) {
  const { t } = useTranslation('guests');
  const a = guest.attendance ?? 'unknown';
  return <span className={`guest-attendance guest-attendance-${a}`}>{t(`registrants.attendance.${a}`)}</span>;
}

/** A guest's actions in a small menu: arrow keys move, Escape closes and returns to the button. */
function RowActions({ guest, busy, onResend, onType, onHold }: { guest: Registrant; busy: boolean; onResend: () => void; onType: () => void; onHold: () => void }) {
  const { t } = useTranslation('guests');
  const [open, setOpen] = useState(false);
  const [place, setPlace] = useState<{ top: number | null; bottom: number | null; right: number }>({ top: null, bottom: null, right: 0 });
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const name = guestName(guest);
  const items: Array<{ key: string; label: string; run: () => void; danger?: boolean }> = [];
  if (guest.state !== 'hold') items.push({ key: 'resend', label: t(`registrants.resend.${guest.state === 'registered' ? 'registered' : guest.state === 'invited' ? 'invited' : 'pending'}`), run: onResend });
  items.push({ key: 'type', label: t('registrants.changeType'), run: onType });
  if (guest.state === 'registered') items.push({ key: 'hold', label: t('registrants.hold'), run: onHold, danger: true });
  if (guest.state === 'hold') items.push({ key: 'release', label: t('registrants.release'), run: onHold });

  /** Fixed to the window under (or above) its button, so a table that scrolls sideways does not cut it off. */
  const placeMenu = useCallback(() => {
    const r = button.current?.getBoundingClientRect();
    if (!r) return;
    const below = window.innerHeight - r.bottom;
    const up = below < 220 && r.top > below;
    setPlace({ top: up ? null : r.bottom + 4, bottom: up ? window.innerHeight - r.top + 4 : null, right: Math.max(8, window.innerWidth - r.right) });
  }, []);
  const show = () => {
    placeMenu();
    setOpen(true);
  };
  const close = (focus = true) => {
    setOpen(false);
    if (focus) button.current?.focus({ preventScroll: true });
  };

  useEffect(() => {
    if (!open) return;
    // No scrolling to the item: the menu is fixed to the window.
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus({ preventScroll: true });
    const onDown = (e: PointerEvent) => {
      if (!menu.current?.contains(e.target as Node) && !button.current?.contains(e.target as Node)) setOpen(false);
    };
    // The page or the table scrolls: the menu stays with its button.
    document.addEventListener('pointerdown', onDown);
    window.addEventListener('resize', placeMenu);
    window.addEventListener('scroll', placeMenu, true);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      window.removeEventListener('resize', placeMenu);
      window.removeEventListener('scroll', placeMenu, true);
    };
  }, [open, placeMenu]);

  const onKey = (e: ReactKeyboardEvent<HTMLDivElement>) => {
    const all = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = all.indexOf(document.activeElement as HTMLElement);
    const go = (i: number) => all[(i + all.length) % all.length]?.focus({ preventScroll: true });
    if (e.key === 'ArrowDown') go(at + 1);
    else if (e.key === 'ArrowUp') go(at - 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(all.length - 1);
    else if (e.key === 'Escape') close();
    else if (e.key === 'Tab') return close(false);
    else return;
    e.preventDefault();
    e.stopPropagation();
  };

  return (
    <div className="registrant-menu">
      <button
        ref={button}
        type="button"
        className="button button-small registrant-menu-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-busy={busy}
        disabled={busy}
        aria-label={t('registrants.actions', { name })}
        title={t('registrants.actionsShort')}
        onClick={() => (open ? close() : show())}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && !open) {
            e.preventDefault();
            show();
          }
        }}
      >
        <Icon name="more" size={22} />
      </button>
      {open && (
        <div ref={menu} className="menu registrant-menu-list" role="menu" aria-label={t('registrants.actions', { name })} style={{ position: 'fixed', top: place.top ?? 'auto', bottom: place.bottom ?? 'auto', right: place.right }} onKeyDown={onKey}>
          {items.map((item) => (
            <button
              key={item.key}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={item.danger ? 'registrant-menu-danger' : undefined}
              onClick={() => {
                close();
                item.run();
              }}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

function useFieldErrors() {
  const { t } = useTranslation('guests');
  const id = useId();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const invalid = (key: string) => (errors[key] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${key}-error` } : {});
  const error = (key: string) =>
    errors[key] ? (
      <p className="field-error" id={`${id}-${key}-error`}>
        {t(errors[key]!)}
      </p>
    ) : null;
  return { errors, setErrors, invalid, error };
}

function InviteDialog({ types, onClose, onInvited }: { types: string[]; onClose: () => void; onInvited: (g: Registrant) => void }) {
  const { t } = useTranslation('guests');
  const { notify } = useNotices();
  const id = useId();
  const [input, setInput] = useState({ email: '', firstName: '', lastName: '', registrationType: DEFAULT_REGISTRATION_TYPE });
  const [busy, setBusy] = useState(false);
  const { setErrors, invalid, error } = useFieldErrors();
  const set = (key: keyof typeof input, value: string) => setInput((x) => ({ ...x, [key]: value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!input.email.trim()) {
      setErrors({ email: 'guests:error.emailInvalid' });
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    setBusy(true);
    const r = await attempt<Registrant>('/api/guests/invite', { method: 'POST', body: input });
    setBusy(false);
    if (!r.ok) {
      setErrors(r.fields);
      const first = Object.keys(r.fields)[0];
      if (first) document.getElementById(`${id}-${first === 'registrationType' ? 'type' : first}`)?.focus();
      else notify({ kind: 'negative', messageKey: r.error });
      return;
    }
    notify({ kind: 'positive', messageKey: 'guests:registrants.invited', values: { email: r.value.email } });
    onInvited(r.value);
  };

  return (
    <Dialog
      open
      title={t('registrants.inviteTitle')}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            {t('common:action.cancel')}
          </button>
          <button type="submit" form={`${id}-form`} className="button button-primary" disabled={busy} aria-busy={busy}>
            {t('registrants.inviteSend')}
          </button>
        </>
      }
    >
      <form id={`${id}-form`} onSubmit={(e) => void submit(e)} noValidate className="guest-form">
        <p className="field-hint registrants-dialog-lead">{t('registrants.inviteLead')}</p>
        <div className="field">
          <label htmlFor={`${id}-email`}>{t('registrants.email')}</label>
          <input id={`${id}-email`} type="email" autoComplete="off" required value={input.email} onChange={(e) => set('email', e.target.value)} {...invalid('email')} />
          {error('email')}
        </div>
        <div className="registrants-name-fields">
          <div className="field">
            <label htmlFor={`${id}-firstName`}>{t('registrants.firstName')}</label>
            <input id={`${id}-firstName`} autoComplete="off" maxLength={80} value={input.firstName} onChange={(e) => set('firstName', e.target.value)} {...invalid('firstName')} />
            {error('firstName')}
          </div>
          <div className="field">
            <label htmlFor={`${id}-lastName`}>{t('registrants.lastName')}</label>
            <input id={`${id}-lastName`} autoComplete="off" maxLength={80} value={input.lastName} onChange={(e) => set('lastName', e.target.value)} {...invalid('lastName')} />
            {error('lastName')}
          </div>
        </div>
        <TypeField id={id} label={t('registrants.type')} hint={t('registrants.typeHint')} value={input.registrationType} types={types} onChange={(v) => set('registrationType', v)} invalid={invalid('registrationType')} error={error('registrationType')} />
      </form>
    </Dialog>
  );
}

function TypeDialog({ guest, types, onClose, onSaved }: { guest: Registrant; types: string[]; onClose: () => void; onSaved: (type: string) => void }) {
  const { t } = useTranslation('guests');
  const { notify } = useNotices();
  const id = useId();
  const [value, setValue] = useState(guest.registrationType);
  const [busy, setBusy] = useState(false);
  const { setErrors, invalid, error } = useFieldErrors();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!value.trim()) return setErrors({ registrationType: 'guests:error.typeRequired' });
    setBusy(true);
    const r = await attempt<{ registrationType: string }>(`/api/guests/${encodeURIComponent(guest.id)}/registration-type`, { method: 'PUT', body: { registrationType: value } });
    setBusy(false);
    if (!r.ok) {
      setErrors(r.fields);
      if (!Object.keys(r.fields).length) notify({ kind: 'negative', messageKey: r.error });
      return;
    }
    onSaved(r.value.registrationType);
  };

  return (
    <Dialog
      open
      title={t('registrants.typeTitle', { name: guestName(guest) })}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            {t('common:action.cancel')}
          </button>
          <button type="submit" form={`${id}-form`} className="button button-primary" disabled={busy} aria-busy={busy}>
            {t('registrants.typeSave')}
          </button>
        </>
      }
    >
      <form id={`${id}-form`} onSubmit={(e) => void submit(e)} noValidate className="guest-form">
        <TypeField id={id} label={t('registrants.type')} hint={t('registrants.typeHint')} value={value} types={types} onChange={setValue} invalid={invalid('registrationType')} error={error('registrationType')} />
      </form>
    </Dialog>
  );
}
