/**
 * /users/:userId on a phone (a desktop shows the member beside the list): one member, or with
 * 'new' the form for a new one. Back goes to the team list.
 */
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../app/AppContext';
import { usePageTitle } from '../../app/hooks';
import { MemberPanel } from './MemberPanel';
import { useTeam } from './useTeam';
import './team.css';

export default function MemberDetailPage() {
  const { t } = useTranslation('team');
  const { config } = useApp();
  const { userId = '' } = useParams();
  const navigate = useNavigate();
  const team = useTeam();
  const adding = userId === 'new';
  const member = adding ? null : (team.list?.members.find((m) => m.id === userId) ?? null);
  usePageTitle(config?.event?.environmentName, member ? `${member.firstName} ${member.lastName}` : adding ? t('add.title') : t('title'));

  const back = (
    <Link className="back-link" to="/users/list">
      {t('title')}
    </Link>
  );
  if (team.loadError) {
    return (
      <div className="page">
        {back}
        <div className="callout callout-negative" role="alert">
          <p>{t(team.loadError)}</p>
          <button type="button" className="button button-small" onClick={() => void team.reload()}>
            {t('common:action.retry')}
          </button>
        </div>
      </div>
    );
  }
  if (!team.list) return <div className="screen-loading" aria-busy="true" role="status" aria-label={t('common:status.loading')} />;
  if (!adding && !member) {
    return (
      <div className="page">
        {back}
        <section className="empty-state">
          <h1>{t('detail.notFound')}</h1>
        </section>
      </div>
    );
  }
  return (
    <div className="page member-page">
      {back}
      <h1 className="visually-hidden">{member ? `${member.firstName} ${member.lastName}` : t('add.title')}</h1>
      <MemberPanel
        team={team}
        member={member}
        onClose={() => navigate('/users/list', { replace: true })}
        onAdded={(m) => navigate(`/users/${encodeURIComponent(m.id)}`, { replace: true })}
      />
    </div>
  );
}
