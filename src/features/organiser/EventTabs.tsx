/** The sections of an event in the console: its settings, its exhibitors, its visitors, its shop, its programme and its tasks. */
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';

const tabClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'tab active' : 'tab');

export function EventTabs({ eventId }: { eventId: string }) {
  const { t } = useTranslation('organiser');
  const base = `/organiser/events/${encodeURIComponent(eventId)}`;
  return (
    <nav className="tabs console-tabs" aria-label={t('tabs.label')}>
      <NavLink to={base} end className={tabClass}>
        {t('tabs.settings')}
      </NavLink>
      <NavLink to={`${base}/exhibitors`} className={tabClass}>
        {t('tabs.exhibitors')}
      </NavLink>
      <NavLink to={`${base}/visitors`} className={tabClass}>
        {t('tabs.visitors')}
      </NavLink>
      <NavLink to={`${base}/shop`} className={tabClass}>
        {t('tabs.shop')}
      </NavLink>
      <NavLink to={`${base}/programme`} className={tabClass}>
        {t('tabs.programme')}
      </NavLink>
      <NavLink to={`${base}/tasks`} className={tabClass}>
        {t('tabs.tasks')}
      </NavLink>
    </nav>
  );
}
