/**
 * The route table takes its paths from the list the server shares (src/domain/app-routes.ts), and
 * the server's reading of that list (isAppPath: which GETs answer the app shell) agrees with
 * react-router's own matching.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router';
import { ROUTES } from './routes';
import { APP_PATHS, appRouteOf, isAppPath } from '../domain/app-routes';
import { routeScreens, screenKinds } from '../../scripts/precache-groups';

describe('the shared list of app paths', () => {
  it('is the route table: every route takes its path from it, and it has no path without a route', () => {
    for (const route of ROUTES) expect(route.path, route.id).toBe(APP_PATHS[route.id as keyof typeof APP_PATHS]);
    expect(Object.keys(APP_PATHS).sort()).toEqual(ROUTES.map((r) => r.id).sort());
  });

  it('matches a path exactly when react-router does', () => {
    const samples = [
      '/',
      '/login',
      '/login/',
      '/LOGIN',
      '/login/partner/acme/SECRET',
      '/login/partner/acme/SECRET/INVITE',
      '/login/partner/acme/SECRET/INVITE/more',
      '/token/abc',
      '/token',
      '/token/abc/def',
      '/agenda',
      '/agenda/m-123',
      '/agenda/m-123/room',
      '/agenda/settings/onsitemeetingavailability',
      '/connections/c1/content/product/p1',
      '/connections/c1/content/product',
      '/organiser/events/e1/exhibitors/import',
      '/manual',
      '/manual/scan-a-badge',
      '/nothing-here',
      '/api/config',
      '/assets/index-abc.js',
      '/wp-login.php',
    ];
    for (const path of samples) {
      const routed = ROUTES.some((r) => matchPath({ path: r.path, end: true }, path));
      expect(isAppPath(path), path).toBe(routed);
    }
  });
});

/**
 * The precache's booth group (scripts/precache-groups.ts) is computed at build time from the route
 * table's source: its reading must be the table itself, and the booth screens the ones a booth
 * needs offline first (issue #30).
 */
describe('the precache groups read from the route table', () => {
  const file = fileURLToPath(new URL('./routes.ts', import.meta.url));
  const read = routeScreens(fs.readFileSync(file, 'utf8'), file);
  const src = path.resolve(path.dirname(file), '..');
  const moduleOf = (loader: () => unknown) => /import[\w$]*\(["']([^"']+)["']\)/.exec(loader.toString())?.[1]?.replace(/\.[jt]sx?$/, '');

  it('finds every route with a screen, its module and its kind', () => {
    expect(read.map((s) => s.id)).toEqual(ROUTES.filter((r) => r.screen).map((r) => r.id));
    for (const s of read) {
      const route = ROUTES.find((r) => r.id === s.id)!;
      expect(moduleOf(route.screen!), route.id).toBe(`/${path.relative(path.dirname(src), s.module)}`);
      expect(s.kind, route.id).toBe(route.precache === 'booth' ? 'booth' : route.onlineOnly || route.organiser ? 'online-only' : 'later');
    }
  });

  it('the booth screens: login, the connection list and detail, the attendee directory, and a phone’s menu, support and settings', () => {
    const booth = [...screenKinds(read)].filter(([, k]) => k === 'booth').map(([m]) => path.relative(src, m)).sort();
    expect(booth).toEqual(
      [
        'features/attendees/AttendeesPage',
        'features/connections/detail/ConnectionDetailPage',
        'features/connections/list/ConnectionListPage',
        'features/login/FinalizeLoginPage',
        'features/login/LinkEntryPage',
        'features/login/LoginPage',
        'features/login/RequestLoginPage',
        'features/more/MorePage',
        'features/settings/SettingsPage',
        'features/user-support/UserSupportPage',
      ].sort(),
    );
  });

  it('every route of a booth screen is marked booth (a screen is not half in the group)', () => {
    const boothModules = new Set(read.filter((s) => s.kind === 'booth').map((s) => s.module));
    for (const s of read) if (boothModules.has(s.module)) expect(s.kind, s.id).toBe('booth');
  });
});

describe('the route an address opens, as the server reads it for its preload hints', () => {
  it('is each route for an address of its own pattern, fixed segments before parameters', () => {
    for (const [id, pattern] of Object.entries(APP_PATHS)) {
      const address = pattern.replace(/:\w+\??/g, 'p1');
      expect(appRouteOf(address), address).toBe(id);
    }
    expect(appRouteOf('/agenda/settings')).toBe('agenda-settings');
    expect(appRouteOf('/agenda/m-1')).toBe('agenda');
    expect(appRouteOf('/Connections/list/')).toBe('connections-list');
    expect(appRouteOf('/wp-login.php')).toBeNull();
  });
});
