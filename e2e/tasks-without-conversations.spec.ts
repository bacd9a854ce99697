/**
 * With the conversations switched off (on a server of its own, as the setting is the whole
 * exhibitor's), a task sent back still shows as a notification in the app, and reading it there
 * is kept.
 */
import { expectAccessible } from './support/axe';
import { type App, expect, ownServer } from './fixtures';
import { mintLink, organiserLink } from './support/links';
import { acceptTerms } from './support/people';
import type { ServerRef } from './page-models/app';
import enCommon from '../locales/en/common.json' with { type: 'json' };

/** The organiser's API, as the console calls it. */
async function organiserApi(server: ServerRef): Promise<(method: string, url: string, body?: unknown) => Promise<Response>> {
  const [, id, verifier] = /\/organiser\/login\/([^/]+)\/([^/?#]+)/.exec(await organiserLink(server.dataDir))!;
  const session = await fetch(`${server.url}/api/organiser/session`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ organiserID: id, verifier }) });
  const { token } = (await session.json()) as { token: string };
  return (method, url, body) =>
    fetch(`${server.url}${url}`, { method, headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
}

const withoutConversations = ownServer(4386);

withoutConversations('with the conversations off, a task sent back is a notification in the app all the same', async ({ app, server }) => {
  withoutConversations.slow();
  // Its server stops with the worker; stopping it here too leaves none behind should that be cut short.
  try {
    await conversationsOff(app, server);
  } finally {
    await server.stop();
  }
});

async function conversationsOff(app: App, server: ServerRef): Promise<void> {
  const organiser = await organiserApi(server);
  const acme = (await (await organiser('GET', '/api/organiser/exhibitors/acme')).json()) as { name: string; settings: Record<string, boolean> };
  expect((await organiser('PUT', '/api/organiser/exhibitors/acme', { name: acme.name, settings: { ...acme.settings, conversation: false, tasks: true } })).status).toBe(200);
  const title = `Hall plan ${Date.now().toString(36)}`;
  const created = await organiser('POST', '/api/organiser/events/demo-expo/tasks', { title, description: '', mandate: 'optional', dueAt: null, audience: 'chosen', partnerIds: ['acme'] });
  expect(created.status).toBe(201);
  const task = (await created.json()) as { id: string };
  // Alex submits it, and the organiser sends it back.
  const alex = await acceptTerms(server, await mintLink('partner', 'acme', { userId: 'acme-alex' }, server.dataDir));
  expect((await fetch(`${server.url}/api/tasks/${task.id}/submit`, { method: 'POST', headers: { authorization: `Bearer ${alex}` } })).status).toBe(200);
  expect((await organiser('PUT', `/api/organiser/tasks/${task.id}/exhibitors/acme/review`, { decision: 'rejected', comment: 'Mark the booth on the plan.' })).status).toBe(200);

  // Alex's app: no meetings or messages, but the notifications, with the task sent back.
  await app.loginAs('alex');
  const menu = app.page.getByRole('navigation', { name: enCommon.nav.label });
  await expect(menu.getByRole('link', { name: enCommon.nav.agenda })).toHaveCount(0);
  await expect(app.notifications.bell).toBeVisible();
  await app.notifications.open();
  const told = app.notifications.item('taskRejected', title);
  await expect(told).toBeVisible({ timeout: 20_000 });
  await expectAccessible(app.page, 'notifications, conversations off');
  // Opening it goes to the tasks and marks it read, which the server keeps.
  await told.getByRole('link').click();
  await expect(app.tasks.heading).toBeVisible();
  await expect
    .poll(
      async () => {
        // Every page of a fresh pull: the notification's latest row.
        let read: boolean | undefined;
        for (let cookie = '', more = true; more; ) {
          const pulled = (await (await fetch(`${server.url}/api/sync/pull?cookie=${encodeURIComponent(cookie)}`, { headers: { authorization: `Bearer ${alex}` } })).json()) as {
            cookie: string;
            more: boolean;
            notifications: Array<{ taskId?: string; read: boolean }>;
          };
          read = pulled.notifications.find((n) => n.taskId === task.id)?.read ?? read;
          ({ cookie, more } = pulled);
        }
        return read;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}
