/**
 * The phone's navigation (as mobile apps have it): a bar at the bottom with the main destinations
 * this user may open (dashboard, connections, a large scan button in the middle, agenda once it
 * exists) and 'More', which holds everything else of the drawer. Desktop keeps the drawer.
 */
import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { routeOpen, type GuardContext } from './guard';
import { Icon } from './icons';

/** The routes the bar shows (the More page leaves them out). */
export const BOTTOM_BAR_ROUTES = ['dashboard', 'connections-list', 'agenda'] as const;
const ITEMS = [
  { routeId: 'dashboard', path: '/dashboard', icon: 'home', labelKey: 'nav.dashboard' },
  { routeId: 'connections-list', path: '/connections/list', icon: 'connections', labelKey: 'nav.connections' },
  { routeId: 'scan' },
  { routeId: 'agenda', path: '/agenda', icon: 'calendar', labelKey: 'nav.agenda' },
  { routeId: 'more', path: '/more', icon: 'menu', labelKey: 'nav.more' },
] as const;

export function BottomBar({ ctx }: { ctx: GuardContext }) {
  const { t } = useTranslation();
  const canScan = routeOpen('connections-list', ctx) && !!ctx.session?.permissions.has('createConnections');
  return (
    <nav className="bottom-bar" aria-label={t('nav.bottom')}>
      <ul>
        {ITEMS.map((item) =>
          item.routeId === 'scan' ? (
            canScan && (
              <li key="scan" className="bottom-scan">
                <Link to="/connections/list?scan=camera" className="bottom-scan-button">
                  <Icon name="camera" size={26} />
                  <span>{t('nav.scan')}</span>
                </Link>
              </li>
            )
          ) : (
            routeOpen(item.routeId, ctx) && (
              <li key={item.routeId}>
                <NavLink to={item.path} className="bottom-link">
                  <Icon name={item.icon} size={22} />
                  <span>{t(item.labelKey)}</span>
                </NavLink>
              </li>
            )
          ),
        )}
      </ul>
    </nav>
  );
}
