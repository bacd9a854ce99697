/**
 * /users/list: the exhibitor's team. Search, filter (permission, registration, attendance) and
 * sort, over a virtual list that stays smooth with thousands of members: cards on a phone (each
 * opens /users/:userId), a table on a desktop with the chosen member in a side panel
 * (?member=<id>, or ?member=new to add one). Online only: the server keeps the team.
 */
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useApp } from '../../app/AppContext';
import { useDevice, usePageTitle } from '../../app/hooks';
import { useRouteOpen } from '../../app/route-context';
import { ManualLink } from '../../app/ManualLink';
import { PERMISSIONS } from '../../domain/session';
import { ATTENDANCE_STATES, filterTeam, REGISTRATION_STATES, type TeamFilter, type TeamMember, type TeamSort } from '../../domain/team';
import { LicencesView } from './LicencesView';
import { TeamImport } from './TeamImport';
import { MemberPanel } from './MemberPanel';
import { formatWhen, StateBadge } from './member-view';
import { useTeam } from './useTeam';
import './team.css';

const NO_FILTER: TeamFilter = { search: '', permission: '', registration: '', attendance: '' };
const SORTS: TeamSort[] = ['name', 'lastLogin', 'connections', 'state'];

export default function TeamPage() {
  const { t, i18n } = useTranslation('team');
  const { config } = useApp();
  usePageTitle(config?.event?.environmentName, t('title'));
  const device = useDevice();
  const routeOpen = useRouteOpen();
  const team = useTeam();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'licences' ? 'licences' : params.get('view') === 'import' ? 'import' : 'members';
  const selected = device === 'desktop' && view === 'members' ? params.get('member') : null;
  const [filter, setFilter] = useState<TeamFilter>(NO_FILTER);
  const [sort, setSort] = useState<TeamSort>('name');
  const collator = useMemo(() => new Intl.Collator(i18n.language, { sensitivity: 'base' }), [i18n.language]);
  const members = team.list?.members;
  const shown = useMemo(() => (members ? filterTeam(members, filter, sort, collator) : []), [members, filter, sort, collator]);
  const listRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  const loaded = !!members;
  useEffect(() => setOffset(listRef.current?.offsetTop ?? 0), [device, loaded, selected]);
  const rowHeight = device === 'mobile' ? 92 : 60;
  const virtual = useWindowVirtualizer({ count: shown.length, estimateSize: () => rowHeight, overscan: 10, scrollMargin: offset });
  const id = useId();
  const select = (memberId: string | null) =>
    setParams(
      (p) => {
        if (memberId) p.set('member', memberId);
        else p.delete('member');
        return p;
      },
      { replace: !!selected },
    );
  const add = () => (device === 'desktop' ? setParams({ member: 'new' }) : navigate('/users/new'));
  const current = selected && selected !== 'new' ? (members?.find((m) => m.id === selected) ?? null) : null;
  const narrow = device === 'mobile';
  /** On a phone the filters fold away under one line; on a desktop they stand in the toolbar. */
  const foldFilters = (children: ReactNode) =>
    narrow ? (
      <details className="team-filters">
        <summary>{t('filter.more')}</summary>
        <div className="team-filter-grid">{children}</div>
      </details>
    ) : (
      <>{children}</>
    );
  const filtered = filter.search !== '' || filter.permission !== '' || filter.registration !== '' || filter.attendance !== '';

  if (team.loadError) {
    return (
      <div className="page">
        <h1>{t('title')}</h1>
        <div className="callout callout-negative" role="alert">
          <p>{t(team.loadError)}</p>
          <button type="button" className="button button-small" onClick={() => void team.reload()}>
            {t('common:action.retry')}
          </button>
        </div>
      </div>
    );
  }
  if (!members) return <div className="screen-loading" aria-busy="true" role="status" aria-label={t('common:status.loading')} />;

  const setF = <K extends keyof TeamFilter>(key: K, value: TeamFilter[K]) => setFilter((f) => ({ ...f, [key]: value }));

  return (
    <div className={`page team-page${selected ? ' team-page-with-panel' : ''}`}>
      <header className="page-header">
        <div>
          <h1 data-tour="user-list">{t('title')}</h1>
          <p className="lead">{t('lead', { count: members.length })}</p>
          <ManualLink page="team" />
        </div>
        <div className="button-row team-actions">
          {routeOpen('users-shop') && (
            <Link className="button" to="/users/shop">
              {t('shopLink')}
            </Link>
          )}
          <button type="button" className="button button-primary" data-tour="invite" onClick={add}>
            {t('add.button')}
          </button>
        </div>
      </header>

      <div className="segmented team-views" role="tablist" aria-label={t('views')}>
        {(['members', 'import', 'licences'] as const).map((v) => (
          <button
            key={v}
            type="button"
            role="tab"
            id={`${id}-tab-${v}`}
            aria-selected={view === v}
            aria-controls={`${id}-panel`}
            className={view === v ? 'segmented-item selected' : 'segmented-item'}
            onClick={() => setParams(v === 'members' ? {} : { view: v }, { replace: true })}
          >
            {t(`view.${v}`)}
          </button>
        ))}
      </div>

      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${view}`}>
      {view === 'licences' ? (
        <LicencesView />
      ) : view === 'import' ? (
        <TeamImport onImported={() => void team.reload()} />
      ) : (
      <div className="team-layout">
        <div className="team-main">
          <div className="team-toolbar" role="search" aria-label={t('filter.label')}>
            <div className="field team-search">
              <label htmlFor={`${id}-search`}>{t('filter.search')}</label>
              <input id={`${id}-search`} type="search" value={filter.search} onChange={(e) => setF('search', e.target.value)} placeholder={t('filter.searchPlaceholder')} />
            </div>
            {foldFilters(
              <>
            <div className="field">
              <label htmlFor={`${id}-permission`}>{t('filter.permission')}</label>
              <select id={`${id}-permission`} value={filter.permission} onChange={(e) => setF('permission', e.target.value as TeamFilter['permission'])}>
                <option value="">{t('filter.all')}</option>
                {PERMISSIONS.map((p) => (
                  <option key={p} value={p}>
                    {t(`permission.${p}`)}
                  </option>
                ))}
                <option value="none">{t('filter.noPermission')}</option>
              </select>
            </div>
            <div className="field">
              <label htmlFor={`${id}-registration`}>{t('filter.registration')}</label>
              <select id={`${id}-registration`} value={filter.registration} onChange={(e) => setF('registration', e.target.value as TeamFilter['registration'])}>
                <option value="">{t('filter.all')}</option>
                {REGISTRATION_STATES.map((s) => (
                  <option key={s} value={s}>
                    {t(`registration.${s}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor={`${id}-attendance`}>{t('filter.attendance')}</label>
              <select id={`${id}-attendance`} value={filter.attendance} onChange={(e) => setF('attendance', e.target.value as TeamFilter['attendance'])}>
                <option value="">{t('filter.all')}</option>
                {ATTENDANCE_STATES.map((a) => (
                  <option key={a} value={a}>
                    {t(`attendance.${a}`)}
                  </option>
                ))}
                <option value="unknown">{t('attendance.unknown')}</option>
              </select>
            </div>
            <div className="field">
              <label htmlFor={`${id}-sort`}>{t('filter.sort')}</label>
              <select id={`${id}-sort`} value={sort} onChange={(e) => setSort(e.target.value as TeamSort)}>
                {SORTS.map((s) => (
                  <option key={s} value={s}>
                    {t(`sort.${s}`)}
                  </option>
                ))}
              </select>
            </div>
              </>,
            )}
          </div>
          <p className="team-count" role="status">
            {filtered ? t('filter.shown', { count: shown.length, total: members.length }) : t('filter.total', { count: members.length })}
          </p>

          {shown.length === 0 ? (
            <section className="empty-state">
              <h2>{filtered ? t('empty.noMatch') : t('empty.title')}</h2>
              {filtered ? (
                <button type="button" className="button" onClick={() => setFilter(NO_FILTER)}>
                  {t('filter.clear')}
                </button>
              ) : (
                <p className="lead">{t('empty.text')}</p>
              )}
            </section>
          ) : (
            <div className={`team-list team-list-${device}`} role={device === 'desktop' ? 'table' : 'list'} aria-label={t('title')} aria-rowcount={device === 'desktop' ? shown.length + 1 : undefined}>
              {device === 'desktop' && (
                <div className="team-row team-head" role="row">
                  {(['name', 'permissions', 'state', 'lastLogin', 'connections'] as const).map((h) => (
                    <span key={h} role="columnheader">
                      {t(`column.${h}`)}
                    </span>
                  ))}
                </div>
              )}
              <div ref={listRef} style={{ height: virtual.getTotalSize(), position: 'relative' }}>
                {virtual.getVirtualItems().map((item) => {
                  const m = shown[item.index]!;
                  return (
                    <div
                      key={m.id}
                      role={device === 'desktop' ? 'rowgroup' : 'listitem'}
                      style={{ position: 'absolute', top: 0, left: 0, right: 0, height: item.size, transform: `translateY(${item.start - virtual.options.scrollMargin}px)` }}
                    >
                      {device === 'desktop' ? (
                        <DesktopRow m={m} selected={m.id === selected} onSelect={() => select(m.id)} language={i18n.language} />
                      ) : (
                        <PhoneCard m={m} language={i18n.language} />
                      )}
                    </div>
                  );
                })}
              </div>
            </div>
          )}
        </div>
        {selected && (selected === 'new' || current) && (
          <aside className="team-panel" aria-label={t('detail.panel')}>
            <MemberPanel team={team} member={current} onClose={() => select(null)} onAdded={(m) => select(m.id)} dismissable />
          </aside>
        )}
      </div>
      )}
      </div>
    </div>
  );
}

function permissionsText(m: TeamMember, t: (key: string) => string): string {
  if (m.permissions.includes('admin')) return t('permission.admin');
  if (m.permissions.length === 0) return t('permission.none');
  return m.permissions.map((p) => t(`permission.${p}`)).join(', ');
}

function DesktopRow({ m, selected, onSelect, language }: { m: TeamMember; selected: boolean; onSelect: () => void; language: string }) {
  const { t } = useTranslation('team');
  return (
    <div className={`team-row${selected ? ' team-row-selected' : ''}`} role="row" aria-selected={selected}>
      <span role="cell" className="team-name">
        <button type="button" className="link-button" onClick={onSelect} aria-current={selected ? 'true' : undefined}>
          {`${m.firstName} ${m.lastName}`.trim()}
        </button>
        <span className="field-hint">{m.email}</span>
      </span>
      <span role="cell" className="team-permissions">
        {permissionsText(m, t)}
      </span>
      <span role="cell">
        <StateBadge member={m} />
        {m.system && <span className="field-hint"> {t('system.badge')}</span>}
      </span>
      <span role="cell">{m.lastLoginAt ? formatWhen(m.lastLoginAt, language) : <span className="field-hint">{t('detail.never')}</span>}</span>
      <span role="cell" className="team-number">
        {m.connections}
      </span>
    </div>
  );
}

function PhoneCard({ m, language }: { m: TeamMember; language: string }) {
  const { t } = useTranslation('team');
  return (
    <Link className="team-card" to={`/users/${encodeURIComponent(m.id)}`}>
      <span className="avatar" aria-hidden="true">
        {(m.firstName[0] ?? m.lastName[0] ?? '?').toUpperCase()}
      </span>
      <span className="team-card-text">
        <strong>{`${m.firstName} ${m.lastName}`.trim()}</strong>
        <span className="field-hint">{permissionsText(m, t)}</span>
        <span className="field-hint">
          {m.lastLoginAt ? t('card.lastLogin', { when: formatWhen(m.lastLoginAt, language) }) : t('detail.never')} · {t('card.connections', { count: m.connections })}
        </span>
      </span>
      {m.registrationState !== 'registered' && <StateBadge member={m} />}
    </Link>
  );
}
