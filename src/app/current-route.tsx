/**
 * The route a screen is rendered for, and the tabs of its tab bar: a screen with tabs (the
 * connection's detail) asks here instead of reading its URL, so its tabs come from the route
 * table and the guard, like the drawer's entries.
 */
import { createContext, useContext } from 'react';
import { useParams } from 'react-router';
import { useApp } from './AppContext';
import { tabEntries, type TabEntry } from './guard';
import { useDevice } from './hooks';
import type { RouteDef, TabBar } from './routes';

export const CurrentRouteContext = createContext<RouteDef | null>(null);

/** The tab bar's tabs for this user and device, the current route's id, and which tab is active on it. */
export function useTabs(bar: TabBar): { tabs: TabEntry[]; route: string | null; active: string | null } {
  const route = useContext(CurrentRouteContext);
  const params = useParams();
  const { session } = useApp();
  const device = useDevice();
  const tabs = tabEntries(bar, params, { session, device, online: true });
  return { tabs, route: route?.id ?? null, active: route ? (route.tabOf ?? route.id) : null };
}
