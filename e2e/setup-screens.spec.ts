/**
 * The administrator's setup screens (dashboard, questions, content, follow-up e-mail, team,
 * licences, shop, orders, audit log) pass axe-core at phone and desktop size, never scroll
 * sideways, and on a phone every control is large enough to tap.
 */
import { expect, test } from './fixtures';
import { expectAccessible } from './support/axe';
import { smallTargets } from './support/targets';

const SIZES = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1366, height: 900 } },
} as const;

for (const size of ['phone', 'desktop'] as const) {
  test.describe(size, () => {
    // Each test walks every setup screen with axe: three times the usual limit.
    test.slow();
    test.use(SIZES[size]);
    test(`the administrator's setup screens pass axe on a ${size}, and fit the screen`, async ({ app, page }) => {
      await app.loginAs('alex');
      const screens: Array<[string, string]> = [
        ['dashboard', '/dashboard'],
        ['questions', '/questions'],
        ['content', '/contents'],
        ['content editor: a product', '/contents/product/acme-scanpro'],
        ['content editor: a new profile entry', '/contents/profile'],
        ['follow-up e-mail', '/follow-up'],
        ['team', '/users/list'],
        ['team import', '/users/list?view=import'],
        ['scan licences', '/users/list?view=licences'],
        ['team member', size === 'phone' ? '/users/acme-sam' : '/users/list?member=acme-sam'],
        ['badge shop', '/users/shop'],
        ['orders', '/orders'],
        ['audit log', '/audit'],
      ];
      // Every screen's small controls at once, so one run names them all.
      const small: Record<string, string[]> = {};
      for (const [name, path] of screens) {
        await app.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
        await expect(page.locator('[aria-busy=true]')).toHaveCount(0, { timeout: 15_000 });
        await expectAccessible(page, `setup: ${name}`);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `setup: ${name} scrolls sideways`).toBeLessThanOrEqual(SIZES[size].viewport.width);
        if (size === 'phone') {
          const found = await smallTargets(page);
          if (found.length) small[name] = found;
        }
      }
      expect(small, 'controls smaller than 44 px on a phone').toEqual({});
    });
  });
}
