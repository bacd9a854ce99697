/**
 * The route guard of SPEC section 2, as a pure function over the route table: a route is blocked
 * when the session mode is not allowed, the exhibitor setting is off, or the user lacks the
 * permission. A blocked user is told why and offered their start page: the connection list
 * (scan or embedded mode) or the dashboard. The server enforces the same rules; this is for the user, not for security.
 *
 * The table comes with the context (the router's, routes.ts), so that screens using the guard
 * never import the table that loads them.
 */
import { settingsMet, type ExhibitorSettings, type Permission, type SessionMode } from '../domain/session';
import { CONNECTION_LIST_PATH, DASHBOARD_PATH, DESKTOP_ONLY_DRAWER_ENTRIES, LOGIN_PATH, ORGANISER_LOGIN_PATH, type Device, type RouteDef, type TabBar } from './route-def';

export interface GuardSession {
  mode: SessionMode;
  permissions: ReadonlySet<Permission>;
  settings: ExhibitorSettings;
  embedded: boolean;
}

export interface GuardContext {
  session: GuardSession | null;
  /** An organiser session on this browser (the organiser's console). */
  organiser?: boolean;
  device: Device;
  online: boolean;
  /** The route table (routes.ts). */
  routes: readonly RouteDef[];
}

export type GuardResult =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string; reason: 'alias' | 'login' | 'device' }
  /**
   * Blocked: the user goes to `to`. With `why` the screen asked for is not the start page, so the
   * user is told why (the refused page, with a way on) rather than moved silently.
   */
  | { kind: 'redirect'; to: string; reason: 'blocked'; why?: RefusedWhy }
  /** The screen needs the network and the device is offline. */
  | { kind: 'offline' }
  /** Blocked, and the usual destination is blocked too: show the not-found page. */
  | { kind: 'notFound' };

/** Puts route params into a path pattern: `/connections/:metaID/details` → `/connections/42/details`. */
export function fillPath(pattern: string, params: Readonly<Record<string, string | undefined>>): string {
  const filled = pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const optional = segment.endsWith('?');
      const name = segment.slice(1, optional ? -1 : undefined);
      const value = params[name];
      return value === undefined ? (optional ? null : segment) : encodeURIComponent(value);
    })
    .filter((s): s is string => s !== null)
    .join('/');
  return filled || '/';
}

/** Why a route is refused: the session's mode, an exhibitor setting that is off, or a missing permission. */
export type RefusedWhy = 'mode' | 'setting' | 'permission';

/** Where a logged-in user lands by default, and where a blocked one is sent. */
export function defaultPath(session: GuardSession): string {
  // A native-mode session (the shell's, always embedded) has no connection list: it lands on the dashboard.
  const list = session.mode === 'scan' || (session.embedded && session.mode !== 'native');
  return list ? CONNECTION_LIST_PATH : DASHBOARD_PATH;
}

function blockedBy(route: RouteDef, session: GuardSession): RefusedWhy | null {
  if (route.modes && !route.modes.includes(session.mode)) return 'mode';
  if (!settingsMet(route.setting, session.settings)) return 'setting';
  if (route.anySetting && !route.anySetting.some((s) => session.settings[s])) return 'setting';
  if (route.anyPermission && !route.anyPermission.some((p) => session.permissions.has(p))) return 'permission';
  return null;
}

function isBlocked(route: RouteDef, session: GuardSession): boolean {
  return blockedBy(route, session) !== null;
}

export function guard(route: RouteDef, params: Readonly<Record<string, string | undefined>>, ctx: GuardContext): GuardResult {
  if (route.public) return { kind: 'allow' };
  // The organiser's console asks for its own session, whatever exhibitor session there is.
  if (route.organiser) {
    if (!ctx.organiser) return { kind: 'redirect', to: ORGANISER_LOGIN_PATH, reason: 'login' };
    if (!ctx.online) return { kind: 'offline' };
    return typeof route.redirect === 'string' ? { kind: 'redirect', to: fillPath(route.redirect, params), reason: 'alias' } : { kind: 'allow' };
  }
  const session = ctx.session;
  if (!session) return { kind: 'redirect', to: LOGIN_PATH, reason: 'login' };
  const routes = ctx.routes;

  const why = blockedBy(route, session);
  if (why) {
    const to = defaultPath(session);
    const target = routes.find((r) => r.path === to);
    if (!target || target.path === route.path || isBlocked(target, session)) return { kind: 'notFound' };
    // The start page (where '/' leads) is not a screen the user asked for: they go on to theirs.
    return route.path === DASHBOARD_PATH ? { kind: 'redirect', to, reason: 'blocked' } : { kind: 'redirect', to, reason: 'blocked', why };
  }
  if (route.device && route.device !== ctx.device) {
    const target = route.otherDeviceRedirect && routes.find((r) => r.path === route.otherDeviceRedirect);
    const there = !!target && !isBlocked(target, session);
    const to = there ? target.path : defaultPath(session);
    const search = there && route.otherDeviceSearch ? `?${route.otherDeviceSearch.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''))}` : '';
    return { kind: 'redirect', to: fillPath(to, params) + search, reason: 'device' };
  }
  if (route.onlineOnly && !ctx.online) return { kind: 'offline' };
  if (route.redirect) {
    const candidates = typeof route.redirect === 'string' ? [route.redirect] : route.redirect;
    // The first tab the user may open (guests: registrants, links, form or codes, by setting).
    const target = candidates.find((path) => {
      const r = routes.find((x) => x.path === path);
      return !r || !isBlocked(r, session);
    });
    if (!target) return { kind: 'redirect', to: defaultPath(session), reason: 'blocked', why: 'setting' };
    return { kind: 'redirect', to: fillPath(target, params), reason: 'alias' };
  }
  return { kind: 'allow' };
}

export interface DrawerEntry {
  id: string;
  path: string;
  labelKey: string;
  icon: NonNullable<RouteDef['drawer']>['icon'];
  group: NonNullable<RouteDef['drawer']>['group'];
  order: number;
}

export const DRAWER_GROUPS = ['home', 'setup-tasks', 'agenda', 'service-center', 'support'] as const;

/**
 * The drawer's entries for this session and device: only routes that
 * the guard lets through without a redirect elsewhere, in group then footer-priority order.
 */
export function drawerEntries(ctx: GuardContext, routes: readonly RouteDef[] = ctx.routes): DrawerEntry[] {
  if (!ctx.session) return [];
  return routes.filter((r) => r.drawer && !r.organiser)
    .filter((r) => !(DESKTOP_ONLY_DRAWER_ENTRIES.includes(r.id) && ctx.device !== 'desktop'))
    .filter((r) => {
      const result = guard(r, {}, { ...ctx, online: true });
      return result.kind === 'allow' || (result.kind === 'redirect' && result.reason === 'alias');
    })
    .map((r) => ({ id: r.id, path: r.drawer!.path ?? r.path, labelKey: r.drawer!.labelKey, icon: r.drawer!.icon, group: r.drawer!.group, order: r.drawer!.order }))
    .sort((a, b) => DRAWER_GROUPS.indexOf(a.group) - DRAWER_GROUPS.indexOf(b.group) || a.order - b.order);
}

/** Whether this user may open a route (a link to it would not be dead): what the dashboard's setup steps ask. */
export function routeOpen(routeId: string, ctx: GuardContext, routes: readonly RouteDef[] = ctx.routes): boolean {
  const route = routes.find((r) => r.id === routeId);
  if (!route || !ctx.session) return false;
  const result = guard(route, {}, { ...ctx, online: true });
  return result.kind === 'allow' || (result.kind === 'redirect' && result.reason === 'alias');
}

export interface TabEntry {
  id: string;
  /** The tab's path, with the current route's parameters filled in. */
  path: string;
  labelKey: string;
}

/**
 * The tabs of a tab bar for this session, device and the current route's parameters: like the
 * drawer, only tabs that the guard lets through (a desktop-only tab is not
 * offered on a phone, a tab behind a setting only with the setting on).
 */
export function tabEntries(bar: TabBar, params: Record<string, string | undefined>, ctx: GuardContext, routes: readonly RouteDef[] = ctx.routes): TabEntry[] {
  if (!ctx.session) return [];
  return routes
    .filter((r) => r.tab?.bar === bar)
    .filter((r) => guard(r, params, { ...ctx, online: true }).kind === 'allow')
    .sort((a, b) => a.tab!.order - b.tab!.order)
    .map((r) => ({ id: r.id, path: fillPath(r.path, params), labelKey: r.tab!.labelKey }));
}
