/**
 * The logged-in layout: a top bar with the event, the screen, and the navigation: the drawer,
 * permanent on desktop; on phones a bottom bar whose 'More' page holds the rest of the drawer. Public screens (login) use PublicLayout instead. It is
 * part of the data layer (SessionRoot provides it through ShellContext): a logged-out first visit
 * does not download it.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '../domain/constants';
import { useApp } from './AppContext';
import { BottomBar } from './BottomBar';
import { Drawer } from './Drawer';
import { EnvironmentNotice } from './EnvironmentNotice';
import { useDevice, useOnline } from './hooks';
import { useRoutes } from './route-context';
import { Icon } from './icons';
import { StoreConflictPage } from './StoreConflict';
import { Tour } from './tour/Tour';
import { Link } from 'react-router';
import { routeOpen } from './guard';
import { useUnread, useUnreadTitle } from './unread';
import { WhatsNew } from './whats-new/WhatsNew';

export function Shell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { config, session, storeConflict } = useApp();
  const device = useDevice();
  const online = useOnline();
  const routes = useRoutes();
  const ctx = { session, device, online, routes };
  useUnreadTitle();
  const unread = useUnread();

  return (
    <div className={`shell shell-${device}`}>
      <EnvironmentNotice environmentName={config?.event?.environmentName} />
      <header className={online ? 'topbar' : 'topbar topbar-offline'}>
        <div className="brand">
          <span className="brand-mark" aria-hidden="true">
            <Icon name="logo" size={20} />
          </span>
          <span className="brand-name">{PRODUCT_NAME}</span>
          {config?.event && <span className="brand-event">{config.event.name}</span>}
        </div>
        {!online && (
          <span className="offline-pill" role="status">
            <Icon name="offline" size={16} />
            {t('status.offline')}
          </span>
        )}
        {session && routeOpen('notifications', ctx) && (
          <Link to="/notifications" className="topbar-bell" aria-label={unread.notifications ? t('nav.notificationsUnread', { count: unread.notifications }) : t('nav.notifications')}>
            <Icon name="bell" size={22} />
            {unread.notifications > 0 && (
              <span className="bell-count" aria-hidden="true">
                {unread.notifications > 99 ? '99+' : unread.notifications}
              </span>
            )}
          </Link>
        )}
      </header>
      <div className="shell-body">
        {device === 'desktop' && (
          <aside className="drawer drawer-permanent">
            <Drawer ctx={ctx} />
          </aside>
        )}
        <main className="screen" id="main">
          {/* Someone else's unsent work: none of this event's screens until that is settled. */}
          {storeConflict ? <StoreConflictPage conflict={storeConflict} /> : storeConflict === null || !session ? children : null}
        </main>
      </div>
      {device === 'mobile' && session && <BottomBar ctx={ctx} />}
      {session && <Tour />}
      {session && <WhatsNew />}
    </div>
  );
}
