/**
 * /guests/*: the exhibitor's own customers at the show, for its administrators, in four tabs, each
 * there while its setting is on (the route table decides): registrants (who registered or was
 * invited, and who came), registration links (the public pages guests register on), the
 * registration form (the exhibitor's questions on those pages) and action codes (free tickets).
 * Online only: the server keeps all of it.
 */
import './guests.css';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../app/AppContext';
import { usePageTitle } from '../../app/hooks';
import { useTabs } from '../../app/route-context';
import { ManualLink } from '../../app/ManualLink';
import { RegistrantsTab } from './RegistrantsTab';
import { LinksTab } from './LinksTab';
import { FormTab } from './FormTab';
import { CodesTab } from './CodesTab';

export default function GuestsPage() {
  const { t } = useTranslation('guests');
  const { config } = useApp();
  const { tabs, active } = useTabs('guests');
  usePageTitle(config?.event?.environmentName, t('title'));
  return (
    <div className="page guests-page">
      <header className="page-header">
        <div>
          <h1>{t('title')}</h1>
          <p className="lead">{t('lead')}</p>
          <ManualLink page="guests" />
        </div>
      </header>
      {tabs.length > 1 && (
        <nav className="tabs" aria-label={t('tab.label')}>
          {tabs.map((x) => (
            <NavLink key={x.id} to={x.path} className={x.id === active ? 'tab active' : 'tab'} aria-current={x.id === active ? 'page' : undefined} replace>
              {t(x.labelKey)}
            </NavLink>
          ))}
        </nav>
      )}
      {active === 'guests-registrants' && <RegistrantsTab />}
      {active === 'guests-links' && <LinksTab />}
      {active === 'guests-form' && <FormTab />}
      {active === 'guests-codes' && <CodesTab />}
    </div>
  );
}
