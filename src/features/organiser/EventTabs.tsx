/** The sections of an event in the console (its settings, exhibitors, visitors, shop, programme and tasks): the routes whose tab bar is the event's. */
import { useLayoutEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRoutes } from '../../app/route-context';
import { fillPath } from '../../app/guard';

const tabClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'tab active' : 'tab');

export function EventTabs({ eventId }: { eventId: string }) {
  const { t } = useTranslation('organiser');
  // The console's event sections, as the route table lists them (their `tab`), in order.
  const tabs = useRoutes()
    .filter((r) => r.tab?.bar === 'organiserEvent')
    .sort((a, b) => a.tab!.order - b.tab!.order);
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
      {tabs.map((r) => (
        <NavLink key={r.id} to={fillPath(r.path, { eventId })} end={r.id === 'organiser-event'} className={tabClass}>
          {t(r.tab!.labelKey)}
        </NavLink>
      ))}
    </nav>
  );
}
