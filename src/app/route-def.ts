/**
 * What a route is (the route table, routes.ts, lists them) and the paths the shell links to. Kept
 * apart from the table so that screens and the guard can use them without importing the table,
 * which loads the screens.
 */
import type { ComponentType } from 'react';
import type { ExhibitorSetting, Permission, SessionMode, SettingRequirement } from '../domain/session';
import type { IconName } from './icons';

export type ScreenLoader = () => Promise<{ default: ComponentType }>;

export type Device = 'mobile' | 'desktop';
export type DrawerGroup = 'home' | 'setup-tasks' | 'agenda' | 'service-center' | 'support';
/** The screens with a bar of tabs; each route of a bar names it (`tab`), and guard.test.ts checks every bar has its tabs. */
export const TAB_BARS = ['connection', 'availability', 'guests', 'organiserEvent'] as const;
export type TabBar = (typeof TAB_BARS)[number];

export interface RouteDef {
  id: string;
  /** react-router path, absolute. */
  path: string;
  /** Reachable without a session (login and link entries). */
  public?: boolean;
  /** Session modes that may see it; undefined = every logged-in mode. */
  modes?: readonly SessionMode[];
  /** Exhibitor settings that must be on (several: all of them). */
  setting?: SettingRequirement;
  /** Exhibitor settings of which at least one must be on (a screen serving several sections). */
  anySetting?: readonly ExhibitorSetting[];
  /** The user needs at least one of these permissions. */
  anyPermission?: readonly Permission[];
  /** Only on this device; elsewhere the user is sent to `otherDeviceRedirect` (or the default). */
  device?: Device;
  otherDeviceRedirect?: string;
  /** The query the other device's route gets, with this route's parameters filled in ('member=:userId'). */
  otherDeviceSearch?: string;
  /** Not available offline (its content comes from the network). */
  onlineOnly?: boolean;
  /** Sends the user on at once (aliases, routes whose content is a child). With several, the first the user may open. */
  redirect?: string | readonly string[];
  /** Loads the screen (lazily, its own chunk); absent only on a route that redirects (every other route has one: guard.test.ts). */
  screen?: ScreenLoader;
  /** A tab of a screen with tabs (the connection's detail): its bar, label and place. */
  tab?: { bar: TabBar; labelKey: string; order: number };
  /** The tab this route shows as active, when it is not a tab itself (an item inside the tab). */
  tabOf?: string;
  drawer?: { group: DrawerGroup; labelKey: string; icon: IconName; order: number; path?: string };
  /** A screen of the organiser's console: needs an organiser session, not an exhibitor's. */
  organiser?: true;
  /**
   * 'booth': a screen a booth needs offline first (login, the connection list and detail, scanning,
   * the attendee directory). The service worker stores it, and all it loads, at install; other
   * screens follow in the background (scripts/precache-groups.ts reads this flag from routes.ts).
   */
  precache?: 'booth';
}

/** Blocked users go here (SPEC section 2). */
export const CONNECTION_LIST_PATH = '/connections/list';
export const DASHBOARD_PATH = '/dashboard';
export const LOGIN_PATH = '/login';
/** Where the organiser's console sends someone without an organiser session. */
export const ORGANISER_LOGIN_PATH = '/organiser/login';

/** The api-access entry shows in the drawer on desktop only. */
export const DESKTOP_ONLY_DRAWER_ENTRIES: readonly string[] = ['api-access'];
