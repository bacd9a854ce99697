/**
 * The foundation in a real browser: the login page in all six languages, the event theme and
 * title, guards sending visitors without a session to login, the not-found page, and the
 * Content-Security-Policy the app runs under.
 */
import { expect, test } from './fixtures';
import { takeCspViolations } from './support/csp';
import { LANGUAGES, LANGUAGE_NAMES } from '../src/domain/language';
import de from '../locales/de/login.json' with { type: 'json' };
import en from '../locales/en/login.json' with { type: 'json' };
import es from '../locales/es/login.json' with { type: 'json' };
import fr from '../locales/fr/login.json' with { type: 'json' };
import nl from '../locales/nl/login.json' with { type: 'json' };
import tr from '../locales/tr/login.json' with { type: 'json' };
import enCommon from '../locales/en/common.json' with { type: 'json' };

const login = { de, en, es, fr, nl, tr };
const cspSeen: string[] = [];

test('the login page renders in each of the six languages, and the choice is kept', async ({ app, page }) => {
  await app.login.open();
  await expect(app.login.heading).toBeVisible();
  for (const language of LANGUAGES) {
    await page.getByLabel(/language|Sprache|idioma|langue|taal|dil/i).selectOption(language);
    await expect(page.getByRole('heading', { level: 1, name: login[language].title })).toBeVisible();
    await expect(page.getByRole('button', { name: login[language].email.submit })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    expect(await page.evaluate(() => localStorage.getItem('visit_language'))).toBe(language);
    await expect(page.getByRole('combobox')).toHaveValue(language);
    await expect(page.getByRole('option', { name: LANGUAGE_NAMES[language] })).toHaveCount(1);
  }
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: tr.title })).toBeVisible();
});

test('the page is themed with the event colours and titled with the environment', async ({ app, page }) => {
  await app.login.open();
  await expect(page.getByText('Demo Expo')).toBeVisible();
  await expect(page).toHaveTitle(`${en.title} · Demo Leadstand`);
  const vars = await page.evaluate(() => {
    const style = getComputedStyle(document.documentElement);
    return { app: style.getPropertyValue('--app-color').trim(), action: style.getPropertyValue('--action-color').trim(), actionText: style.getPropertyValue('--action-color-text').trim() };
  });
  expect(vars).toEqual({ app: '#143d59', action: '#f4b41a', actionText: '#111827' });
  const button = page.getByRole('button', { name: en.email.submit });
  await expect(button).toHaveCSS('background-color', 'rgb(244, 180, 26)');
});

test('bad e-mail input gets a clear message and no request', async ({ app, page }) => {
  await app.login.open();
  let requested = false;
  page.on('request', (r) => {
    if (r.url().includes('/api/login')) requested = true;
  });
  await app.login.email.fill('not-an-address');
  await page.getByRole('button', { name: en.email.submit }).click();
  await expect(page.getByText(enCommon.validation.email)).toBeVisible();
  await expect(app.login.email).toHaveAttribute('aria-invalid', 'true');
  expect(requested).toBe(false);
});

test('a pasted licence link that is not one is refused', async ({ app, page }) => {
  await app.login.open();
  await app.login.openLicenceTab();
  await page.getByLabel(en.licence.label).fill('https://example.com/hello');
  await page.getByRole('button', { name: en.licence.submit }).click();
  await expect(page.getByText(en.licence.invalid)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('without a session, app routes go to login and remember where the user was going', async ({ page }) => {
  await page.goto('/connections/list');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fconnections%2Flist$/);
  await page.goto('/leads');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fleads$/);
});

test('an unknown path shows the not-found page with a way back', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: enCommon.notFound.title })).toBeVisible();
  await page.getByRole('link', { name: enCommon.notFound.login }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the web app manifest makes it installable', async ({ app, page, request }) => {
  await app.login.open();
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({ name: 'Leadstand', display: 'standalone', start_url: '/' });
  const sizes = manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes}:${i.purpose}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192:any', '512x512:any', '512x512:maskable']));
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status()).toBe(200);
});

test('the app runs under its Content-Security-Policy: an injected inline script and inline event handler are refused', async ({ app, page }) => {
  await app.goto('/login');
  await expect(app.login.heading).toBeVisible();
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
    // What an injected HTML fragment would try: a handler that runs when the image fails to load.
    const img = document.createElement('img');
    img.setAttribute('onerror', 'window.__handler = true');
    img.src = '/no-such-image.png';
    document.body.append(img);
  });
  await page.waitForTimeout(500);
  const ran = await page.evaluate(() => {
    const w = window as unknown as { __injected?: boolean; __handler?: boolean };
    return { injected: w.__injected ?? false, handler: w.__handler ?? false };
  });
  expect(ran).toEqual({ injected: false, handler: false });
  // The browser reported both; the other tests fail on any such report.
  await expect.poll(() => cspSeen.push(...takeCspViolations())).toBeGreaterThanOrEqual(2);
});
