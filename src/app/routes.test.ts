/**
 * The route table takes its paths from the list the server shares (src/domain/app-routes.ts), and
 * the server's reading of that list (isAppPath: which GETs answer the app shell) agrees with
 * react-router's own matching.
 */
import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router';
import { ROUTES } from './routes';
import { APP_PATHS, isAppPath } from '../domain/app-routes';

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
