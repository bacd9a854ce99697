/**
 * Someone who may neither capture leads nor see the team's (tasks and conversations only) gets an
 * honest screen. A server of its own: Taylor's two-factor codes would cross the login tests'.
 */
import os from 'node:os';
import { expect, ownServer } from './fixtures';
import enDashboard from '../locales/en/dashboard.json' with { type: 'json' };
import en from '../locales/en/connections.json' with { type: 'json' };
import enLogin from '../locales/en/login.json' with { type: 'json' };
import enTasks from '../locales/en/tasks.json' with { type: 'json' };

const test = ownServer(4397);

test('someone who may neither capture nor see the team\'s leads is told why, not promised a list', async ({ app, page, server }) => {
  // Taylor (tasks and company conversations): no capture, no showAllConnections. Taylor has two-factor by e-mail.
  await app.goto(await app.linkFor('taylor'));
  await expect(page.getByLabel(enLogin.finalize.code.label)).toBeVisible();
  // This server has no SMTP: its development mailbox (loopback) holds the code.
  const mails = (await (await fetch(`${server.url}/dev/mailbox.json`)).json()) as Array<{ to: string; text: string }>;
  const code = /\b(\d{6})\b/.exec(mails.find((m) => m.to === 'taylor@acme.example')!.text)![1]!;
  await page.getByLabel(enLogin.finalize.code.label).fill(code);
  await page.getByRole('button', { name: enLogin.finalize.code.submit }).click();
  await expect(page.getByRole('banner')).toBeVisible();
  // The start page says so too, and promises no scanning.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: enDashboard.noneForYouTitle })).toBeVisible();
  await expect(page.getByRole('link', { name: enDashboard.startScanning })).toHaveCount(0);
  await app.list.open({ synced: false });
  await expect(page.getByRole('heading', { name: en.list.noAccessTitle })).toBeVisible();
  await expect(page.getByText(en.list.emptyView)).toHaveCount(0);
  await expect(app.list.codeField).toHaveCount(0);
  // Nothing to search, filter or refresh.
  await expect(page.getByRole('search')).toHaveCount(0);
  await expect(page.getByRole('button', { name: en.list.refresh })).toHaveCount(0);
  // What Taylor is there for: the organiser's tasks (#17).
  await app.goto('/tasks');
  await expect(page.getByRole('heading', { level: 1, name: enTasks.title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Liability insurance certificate' })).toBeVisible();
});

test('the development mailbox, which holds login codes, opens in a browser on this machine only', async ({ page, server }) => {
  const address = Object.values(os.networkInterfaces())
    .flat()
    .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
  expect(address, 'a network address of this machine').toBeTruthy();
  // The same server, reached over the network as a phone on the hall's Wi-Fi would.
  const far = await page.goto(`http://${address}:${new URL(server.url).port}/dev/mailbox`);
  expect(far!.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Development mailbox' })).toHaveCount(0);
  const near = await page.goto(`${server.url}/dev/mailbox`);
  expect(near!.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Development mailbox' })).toBeVisible();
});
