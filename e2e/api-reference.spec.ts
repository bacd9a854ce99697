/**
 * The public API's reference page (/api/v1/docs, server-rendered, public): at phone and desktop
 * size it lists the operations, passes axe-core, keeps its controls finger-sized on a phone, and
 * its "try it" form calls the token endpoint and shows the answer (here a refusal: no account
 * needed, and the shared server's demo data stays as it is).
 */
import { expect, test } from './fixtures';
import { expectAccessible } from './support/axe';
import { smallTargets } from './support/targets';
import en from '../locales/en/apiReference.json' with { type: 'json' };

const SIZES = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1366, height: 900 } },
};

for (const [size, options] of Object.entries(SIZES)) {
  test.describe(`the API reference on a ${size}`, () => {
    test.use(options);

    test('lists the operations and webhooks, is accessible, and tries the token call', async ({ page, server }) => {
      await page.goto(`${server.url}/api/v1/docs`);
      await expect(page.getByRole('heading', { level: 1, name: en.title })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'POST /api/v1/oauth/token' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'GET /api/v1/connections' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'POST connection.erased' })).toBeVisible();
      await expectAccessible(page, `API reference (${size})`);
      if (size === 'phone') expect(await smallTargets(page), 'controls smaller than 44 px on the API reference').toEqual([]);

      await page.getByLabel(en.clientId).fill('lsc_unknown');
      await page.getByLabel(en.clientSecret).fill('lss_not-the-secret');
      await page.getByRole('button', { name: en.getToken }).click();
      const result = page.locator('#try-token-result');
      await expect(result).toContainText(`${en.response}: HTTP 401`);
      await expect(result).toContainText('invalid_client');
      // The refusal fills in no token for the next call.
      await expect(page.getByLabel(en.accessToken)).toHaveValue('');
      await expectAccessible(page, `API reference with an answer (${size})`);
    });
  });
}
