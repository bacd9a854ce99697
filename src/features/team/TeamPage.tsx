/**
 * /users/list: the exhibitor's team. Search, filter (permission, registration, attendance) and
 * sort, over a virtual list that stays smooth with thousands of members: cards on a phone (each
 * opens /users/:userId), a table on a desktop with the chosen member in a side panel
 * (?member=<id>, or ?member=new to add one). Online only: the server keeps the team.
 */
import { useId } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../app/AppContext';
import { useDevice, usePageTitle } from '../../app/hooks';
import { useRouteOpen } from '../../app/route-context';
import { ManualLink } from '../../app/ManualLink';
import { LicencesView } from './LicencesView';
import { TeamImport } from './TeamImport';
import { MemberPanel } from './MemberPanel';
import { TeamList } from './TeamList';
import { TeamToolbar } from './TeamToolbar';
import { useTeam } from './useTeam';
import { NO_FILTER, useTeamList } from './useTeamList';
import './team.css';

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
  const members = team.list?.members;
  const { filter, setFilter, sort, setSort, shown, filtered, listRef, virtual } = useTeamList(members, device, selected, i18n.language);
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
          <TeamToolbar filter={filter} setFilter={setFilter} sort={sort} setSort={setSort} narrow={device === 'mobile'} />
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
            <TeamList shown={shown} device={device} selected={selected} onSelect={select} language={i18n.language} listRef={listRef} virtual={virtual} />
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
