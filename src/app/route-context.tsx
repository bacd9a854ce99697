/**
 * The route table and the current route, for screens: the router provides them (it builds the
 * routes from routes.ts), so a screen can find where a user lands, and its tabs, without
 * importing the table that loads it. A screen with tabs (the connection's detail) asks here
 * instead of reading its URL, so its tabs come from the route table and the guard, like the
 * drawer's entries.
 */
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { useApp } from './AppContext';
import { defaultPath, routeOpen, tabEntries, type GuardSession, type TabEntry } from './guard';
import { useDevice } from './hooks';
import type { RouteDef, TabBar } from './route-def';

export const RoutesContext = createContext<readonly RouteDef[]>([]);
export const CurrentRouteContext = createContext<RouteDef | null>(null);
/** The logged-in layout, provided with the data layer (SessionRoot) so the login page loads without it. */
export const ShellContext = createContext<((screen: ReactNode) => ReactNode) | null>(null);

export function useRoutes(): readonly RouteDef[] {
  return useContext(RoutesContext);
}

/** Where a session lands by default (the dashboard, or the connection list for scan users). */
export function useDefaultPath(): (session: GuardSession) => string {
  return defaultPath;
}

/** The tab bar's tabs for this user and device, the current route's id, and which tab is active on it. */
export function useTabs(bar: TabBar): { tabs: TabEntry[]; route: string | null; active: string | null } {
  const routes = useRoutes();
  const route = useContext(CurrentRouteContext);
  const params = useParams();
  const { session } = useApp();
  const device = useDevice();
  const tabs = tabEntries(bar, params, { session, device, online: true, routes });
  return { tabs, route: route?.id ?? null, active: route ? (route.tabOf ?? route.id) : null };
}

/** Whether this user may open a route (by id) whose screen is built, on this device. */
export function useRouteOpen(): (routeId: string) => boolean {
  const routes = useRoutes();
  const { session } = useApp();
  const device = useDevice();
  return useCallback((routeId: string) => routeOpen(routeId, { session, device, online: true, routes }), [routes, session, device]);
}
