/** The sections of an event in the console: its settings, its exhibitors, its visitors, its shop, its programme and its tasks. */
import { useLayoutEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';

const tabClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'tab active' : 'tab');

export function EventTabs({ eventId }: { eventId: string }) {
  const { t } = useTranslation('organiser');
  const base = `/organiser/events/${encodeURIComponent(eventId)}`;
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a phone the tabs scroll sideways: the open one is scrolled into sight (Tasks is the last).
  useLayoutEffect(() => {
    const bar = nav.current;
    const active = bar?.querySelector<HTMLElement>('[aria-current="page"]');
    if (bar && active && bar.scrollWidth > bar.clientWidth) bar.scrollLeft = active.offsetLeft - bar.offsetLeft - (bar.clientWidth - active.offsetWidth) / 2;
  }, [pathname]);
  return (
    <nav className="tabs console-tabs" aria-label={t('tabs.label')} ref={nav}>
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
