/**
 * Accessibility: axe-core over every built screen and its dialogs, on a phone (390 × 844) and on
 * a desktop (1366 × 900). No serious or critical violation of WCAG 2.1 A/AA is allowed. Each test
 * logs in on its own, so the two lanes run them side by side.
 */
import type { Browser, Locator, Page } from '@playwright/test';
import { App, connectionId, DEMO_USERS, expect, SHARED_SERVER, test } from './fixtures';
import { demoBadges, mintLink, organiserLink, pathOf } from './support/links';
import { expectAccessible } from './support/axe';
import { smallTargets } from './support/targets';
import { acceptedOnlineMeeting } from './support/meetings';
import en from '../locales/en/connections.json' with { type: 'json' };
import enAgenda from '../locales/en/agenda.json' with { type: 'json' };
import enMessages from '../locales/en/messages.json' with { type: 'json' };
import enCommon from '../locales/en/common.json' with { type: 'json' };
import enLogin from '../locales/en/login.json' with { type: 'json' };
import enMeeting from '../locales/en/meeting.json' with { type: 'json' };
import enOrganiser from '../locales/en/organiser.json' with { type: 'json' };

const SIZES = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1366, height: 900 } },
} as const;

/** Whether an element's text runs over more than one line. */
function wraps(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
    }
    return tops.size > 1;
  });
}

/** The filters whose chosen option does not fit in the box (the text would be cut). */
function cutSelects(page: Page): Promise<string[]> {
  return page.locator('[role=search] select').evaluateAll((selects) =>
    (selects as HTMLSelectElement[]).flatMap((select) => {
      const style = getComputedStyle(select);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = select.selectedOptions[0]?.textContent ?? '';
      // Padding and the arrow take about 2.5rem of the box.
      return context.measureText(text).width + 36 > select.clientWidth ? [text] : [];
    }),
  );
}

async function appOf(browser: Browser, size: keyof typeof SIZES): Promise<App> {
  const context = await browser.newContext(SIZES[size]);
  return new App(await context.newPage(), SHARED_SERVER);
}

for (const size of Object.keys(SIZES) as Array<keyof typeof SIZES>) {
  test.describe(`${size}`, () => {
    // Each test logs in and makes what it needs, on its lane's server: the two lanes share them
    // (this file alone is a quarter of the browser tests' time).
    test.describe.configure({ mode: 'parallel' });
    // Each test walks many screens and dialogs with axe: three times the usual limit.
    test.slow();

    test(`public screens pass axe on a ${size}`, async ({ browser }) => {
      const app = await appOf(browser, size);
      const page = app.page;
      await app.login.open();
      await expect(app.login.heading).toBeVisible();
      await expectAccessible(page, 'login, e-mail');
      await app.login.email.fill('not-an-address');
      await page.getByRole('button', { name: enLogin.email.submit }).click();
      await expect(page.getByText(enCommon.validation.email)).toBeVisible();
      await expectAccessible(page, 'login, e-mail with an error');
      await app.login.openLicenceTab();
      await expectAccessible(page, 'login, scan licence');
      await app.goto('/request-login');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page, 'request login');
      await app.goto('/staff/acme-sam/not-the-right-verifier-at-all-000000000000');
      await expect(page.getByText(enLogin.error.notLoggedIn)).toBeVisible();
      await expectAccessible(page, 'login with a failed link notice');
      await app.goto('/no/such/page');
      await expect(page.getByRole('heading', { level: 1, name: enCommon.notFound.title })).toBeVisible();
      await expectAccessible(page, 'not found');
      await page.context().close();
    });

    test(`the scan user's name and e-mail step passes axe on a ${size}`, async ({ browser }) => {
      const app = await appOf(browser, size);
      await app.goto(await mintLink('scan', 'ACME-SCAN-UNLIMITED'));
      await expect(app.page.getByRole('heading', { name: enLogin.finalize.nameEmail.title })).toBeVisible();
      await app.page.getByRole('button', { name: enLogin.finalize.nameEmail.submit }).click();
      await expect(app.page.getByText(enCommon.validation.required).first()).toBeVisible();
      await expectAccessible(app.page, 'finalize login: name and e-mail, with errors');
      await app.page.context().close();
    });

    test(`the connection list, its dialogs and the menu pass axe on a ${size}`, async ({ browser }) => {
      const app = await appOf(browser, size);
      const page = app.page;
      await app.loginAs('robin');
      await app.list.open();
      await expect(app.list.rows.first()).toBeVisible();
      await expectAccessible(page, 'connection list');
      if (size === 'phone') expect(await smallTargets(page), 'controls smaller than 44 px on a phone').toEqual([]);
      // Laid out for the size: the main action on one line, no filter cut short.
      expect(await wraps(page.getByRole('button', { name: en.scan.start }))).toBe(false);
      expect(await cutSelects(page)).toEqual([]);
      if (size === 'desktop') {
        // The scan time, the stage, the rating and the sync state are never cut short (names and companies may be).
        const cut = await page.locator('a.conn-row').evaluateAll((rows) =>
          rows.flatMap((row) => [2, 4, 5, 6].flatMap((i) => {
            const cell = row.children[i] as HTMLElement;
            return cell.scrollWidth > cell.clientWidth + 1 ? [cell.textContent] : [];
          })),
        );
        expect(cut, 'cells cut short').toEqual([]);
      }

      await app.list.codeField.fill('abcde-a');
      await expect(page.getByText(enCommon.validation.badge.part2)).toBeVisible();
      await expectAccessible(page, 'connection list, badge code with an error');
      await app.list.codeField.fill('');

      await app.list.exportButton.click();
      await expect(page.getByRole('menuitem', { name: en.export.xlsx })).toBeVisible();
      await expectAccessible(page, 'export menu');
      await page.keyboard.press('Escape');

      // Playwright's browser has no camera permission: the scan view explains and offers the typed code.
      await app.scan.openDirect();
      await expect(app.scan.problem).toBeVisible();
      await expectAccessible(page, 'scan view, camera refused');
      await page.keyboard.press('Escape');
      await expect(app.scan.dialog).toBeHidden();

      for (const [button, dialog, where] of [
        [enCommon.menu.switchEvent, enCommon.account.events.title, 'menu'],
        [enCommon.menu.myBadge, enCommon.account.badge.title, 'menu'],
        [enCommon.settings.changeTwoFactor, enCommon.account.twoFactor.title, 'settings'],
        [enCommon.settings.changeTimezone, enCommon.account.timezone.title, 'settings'],
        [enCommon.menu.useOnAnotherDevice, enCommon.account.device.title, 'menu'],
      ] as const) {
        if (where === 'settings') {
          await app.openSettings();
          await expectAccessible(page, 'settings');
          if (size === 'phone') expect(await smallTargets(page), 'controls smaller than 44 px on the settings screen').toEqual([]);
        } else {
          await app.openMenu();
          if (size === 'phone') {
            await expectAccessible(page, 'more page (the menu)');
            expect(await smallTargets(page), 'controls smaller than 44 px on the More page').toEqual([]);
            await expect(page.getByRole('combobox', { name: enCommon.menu.changeLanguage })).toBeVisible();
          }
        }
        await page.getByRole('button', { name: button }).click();
        const open = page.getByRole('dialog', { name: dialog });
        await expect(open).toBeVisible();
        await expectAccessible(page, `dialog: ${button}`);
        // (The SMS step is checked in two-factor.spec.ts: this server has no SMS gateway, so SMS is not offered here.)
        if (button === enCommon.settings.changeTwoFactor && size === 'phone') expect(await smallTargets(page, open), 'controls smaller than 44 px in the two-factor dialog').toEqual([]);
        await page.keyboard.press('Escape');
        await expect(open).toBeHidden();
        await expect(page.getByRole('dialog')).toHaveCount(0);
      }
      await page.context().close();
    });

    test(`every tab of a connection passes axe on a ${size}`, async ({ browser }) => {
      const app = await appOf(browser, size);
      const page = app.page;
      await app.loginAs('robin');
      await app.list.open();
      // A demo visitor with registration answers, notes and a stage history.
      await app.list.row('David Smit').first().click();
      await expect(page.getByRole('heading', { name: /David Smit/ }).first()).toBeVisible();
      await expectAccessible(page, 'connection: details');
      // The visitor's name is not broken beside the stage and sync chips.
      expect(await wraps(page.getByRole('heading', { level: 1, name: 'David Smit' }))).toBe(false);
      // Phones have no registration tab: the answers given at registration are on the details tab.
      if (size === 'phone') await expect(page.getByRole('heading', { level: 2, name: en.tabs['registration-questions'] })).toBeVisible();
      // Every tab this device shows (the stage and registration tabs are the desktop's; a phone
      // changes the stage on the details tab).
      const tabs = page.getByRole('navigation', { name: en.tabs.label }).getByRole('link');
      const names = await tabs.allTextContents();
      expect(names.length).toBeGreaterThanOrEqual(size === 'phone' ? 4 : 6);
      for (const name of names.slice(1)) {
        await tabs.filter({ hasText: name }).click();
        await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
        await expectAccessible(page, `connection: ${name}`);
        if (size === 'phone') expect(await smallTargets(page), `controls smaller than 44 px on a phone: ${name}`).toEqual([]);

      }
      // A visitor the directory does not know yet: the details of a fresh capture.
      const badge = (await demoBadges(461))[460]!;
      await app.list.open();
      await app.list.add(badge.code);
      await app.detail.open(connectionId('acme', badge.code));
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectAccessible(page, 'connection: details of a fresh capture');
      // Its first scanner may set the rating: the four choices fit one row, phone included.
      await app.detail.openTab('questions');
      const rating = page.getByRole('group', { name: en.rating.override });
      await expect(rating).toBeVisible();
      await expectAccessible(page, 'connection: questions with the rating override');
      const rows = await rating.getByRole('button').evaluateAll((buttons) => new Set(buttons.map((b) => Math.round(b.getBoundingClientRect().top))).size);
      expect(rows, 'rating choices on one row').toBe(1);
      await page.context().close();
    });

    test(`the visitor list passes axe on a ${size}`, async ({ browser }) => {
      const app = await appOf(browser, size);
      const page = app.page;
      await app.loginAs('sam');
      await app.attendees.open();
      await expect(app.attendees.rows.first()).toBeVisible();
      await expectAccessible(page, 'visitor list');
      if (size === 'phone') expect(await smallTargets(page), 'controls smaller than 44 px on the visitor list').toEqual([]);
      expect(await cutSelects(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the visitor list scrolls sideways').toBeLessThanOrEqual(SIZES[size].viewport.width);
      // A visitor's preview (the dialog their name opens).
      const name = (await app.attendees.list.getByRole('button', { name: /\S/ }).first().textContent()) ?? '';
      await app.attendees.nameButton(name).first().click();
      const preview = app.attendees.preview(name);
      await expect(preview).toBeVisible();
      await expectAccessible(page, 'dialog: a visitor’s preview');
      if (size === 'phone') expect(await smallTargets(page, preview), 'controls smaller than 44 px in a visitor’s preview').toEqual([]);
      await page.keyboard.press('Escape');
      await expect(preview).toBeHidden();
      await app.attendees.searchFor('no such visitor at all');
      await expect(app.attendees.noMatch).toBeVisible();
      await expectAccessible(page, 'visitor list, no match');
      await page.context().close();
    });

    test(`the agenda, availability, messages and notifications pass axe on a ${size}`, async ({ browser }) => {
      const app = await appOf(browser, size);
      const page = app.page;
      // axe, and on a phone every control a finger's size; the page never scrolls sideways.
      const screen = async (name: string) => {
        await expectAccessible(page, name);
        if (size === 'phone') expect(await smallTargets(page), `controls smaller than 44 px: ${name}`).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} scrolls sideways`).toBeLessThanOrEqual(SIZES[size].viewport.width);
      };
      await app.loginAs('sam');
      await app.agenda.open();
      await screen('agenda');
      // The request dialog, sent empty: each field says what it needs.
      await page.getByRole('button', { name: enAgenda.request.open, exact: true }).click();
      const request = page.getByRole('dialog', { name: enAgenda.request.title, exact: true });
      await expect(request.getByRole('checkbox', { name: DEMO_USERS.robin.name, exact: true })).toBeVisible();
      await request.getByRole('button', { name: enAgenda.request.send, exact: true }).click();
      await expect(request.getByText(enAgenda.reason.meeting.subjectRequired)).toBeVisible();
      await expectAccessible(page, 'dialog: ask for a meeting, with errors');
      if (size === 'phone') expect(await smallTargets(page, request), 'controls smaller than 44 px in the meeting request').toEqual([]);
      await page.keyboard.press('Escape');
      await expect(request).toBeHidden();
      // A meeting's detail (beside the calendar on a desktop, a page of its own on a phone).
      const subject = `Axe agenda ${size}`;
      // A day ahead (a time already past is refused), in the morning: other specs take the afternoons.
      await app.agenda.askForMeeting({ subject, with: DEMO_USERS.robin.name, day: -2, start: size === 'phone' ? '08:00' : '08:30', minutes: 15 });
      await screen('agenda: a meeting');

      await app.agenda.openAvailability();
      await app.agenda.addTimeslot({ from: '12:00', until: '11:00' });
      await expect(app.agenda.availabilityError).toBeVisible();
      await expectAccessible(page, 'availability, with an error');
      // Within the show's hours (08:00-18:00 in Amsterdam; the browser's zone is UTC), on a day ahead.
      const slotDay = (await app.agenda.availabilityDays()).at(-2)!;
      // Half past (meet-and-talk.spec.ts takes whole hours on the last day; the list names a time by its hours).
      await app.agenda.addTimeslot({ day: slotDay, from: size === 'phone' ? '12:30' : '14:30', until: size === 'phone' ? '13:30' : '15:30' });
      await expect(app.agenda.timeslots.first()).toBeVisible();
      await screen('availability, a time to meet');

      await app.messages.open();
      await screen('messages');
      await page.getByRole('button', { name: enMessages.new.open, exact: true }).click();
      const writing = page.getByRole('dialog', { name: enMessages.new.title, exact: true });
      await expect(writing.getByRole('checkbox', { name: DEMO_USERS.robin.name, exact: true })).toBeVisible();
      await expectAccessible(page, 'dialog: new message');
      if (size === 'phone') expect(await smallTargets(page, writing), 'controls smaller than 44 px in the new message').toEqual([]);
      await page.keyboard.press('Escape');
      await expect(writing).toBeHidden();
      await app.messages.newMessage({ to: DEMO_USERS.robin.name, subject: `Axe messages ${size}`, body: 'Can you take the booth at three?' });
      await app.messages.send('And bring the spare scanner.');
      await expect(app.messages.pending('And bring the spare scanner.')).toHaveCount(0);
      await screen('messages: a conversation');
      await app.messages.bubbles('And bring the spare scanner.').getByRole('button', { name: enMessages.action.recall, exact: true }).click();
      await expect(page.getByRole('alertdialog', { name: enMessages.recall.title, exact: true })).toBeVisible();
      await expectAccessible(page, 'dialog: recall a message');
      await page.keyboard.press('Escape');

      await app.notifications.open();
      await screen('notifications');
      await page.context().close();
    });

    test(`the meeting room's lobby and room pass axe on a ${size}`, async ({ browser }) => {
      const id = await acceptedOnlineMeeting(SHARED_SERVER, 'sam', ['robin'], { subject: `Axe check ${size}` });
      const app = await appOf(browser, size);
      const page = app.page;
      await app.loginAs('sam');
      // Playwright's browser has no camera or microphone: the lobby says so and offers to join without.
      await app.meetingRoom.open(id, `Axe check ${size}`);
      await expect(page.getByRole('alert')).toBeVisible();
      await expectAccessible(page, 'meeting lobby, no devices');
      if (size === 'phone') expect(await smallTargets(page), 'controls smaller than 44 px in the meeting lobby').toEqual([]);
      await app.meetingRoom.join();
      await expect(app.meetingRoom.status).toHaveText(enMeeting.room.waiting);
      await expectAccessible(page, 'meeting room');
      if (size === 'phone') expect(await smallTargets(page), 'controls smaller than 44 px in the meeting room').toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the meeting room scrolls sideways').toBeLessThanOrEqual(SIZES[size].viewport.width);
      await app.meetingRoom.leaveButton.click();
      await expect(app.meetingRoom.message(enMeeting.left.title)).toBeVisible();
      await expectAccessible(page, 'meeting room, left');
      await page.context().close();
    });

    test(`the organiser console passes axe on a ${size}, and fits the screen`, async ({ browser }) => {
      // Every screen and dialog of the console, one after another: about a minute on a busy machine.
      test.setTimeout(120_000);
      const app = await appOf(browser, size);
      const page = app.page;
      await app.goto(pathOf(await organiserLink()));
      await expect(page.getByRole('link', { name: 'Demo Expo' })).toBeVisible();
      const screens: Array<[string, string]> = [
        ['events', '/organiser/events'],
        ['event settings', '/organiser/events/demo-expo'],
        ['new event', '/organiser/events/new'],
        ['exhibitors', '/organiser/events/demo-expo/exhibitors'],
        ['exhibitor import', '/organiser/events/demo-expo/exhibitors/import'],
        ['visitors', '/organiser/events/demo-expo/visitors'],
        ['shop', '/organiser/events/demo-expo/shop'],
        ['programme', '/organiser/events/demo-expo/programme'],
        ['tasks', '/organiser/events/demo-expo/tasks'],
        ['API keys', '/organiser/api-keys'],
        ['organisers', '/organiser/organisers'],
        ['exhibitor', '/organiser/events/demo-expo/exhibitors/acme'],
      ];
      for (const [name, path] of screens) {
        await app.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('[aria-busy=true]')).toHaveCount(0);
        await expectAccessible(page, `console: ${name}`);
        // Wide tables scroll in their own box; the page itself never scrolls sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `console: ${name} scrolls sideways`).toBeLessThanOrEqual(SIZES[size].viewport.width);
      }
      await page.getByRole('button', { name: /^Link and QR code of / }).first().click();
      await expect(page.getByRole('dialog').getByRole('img')).toBeVisible();
      await expectAccessible(page, 'console: licence link');
      await page.keyboard.press('Escape');
      // The visitor list's form, in a dialog.
      await app.goto('/organiser/events/demo-expo/visitors');
      await page.getByRole('button', { name: enOrganiser.visitorList.addButton }).click();
      await expect(page.getByRole('dialog', { name: enOrganiser.visitorList.addTitle })).toBeVisible();
      await expectAccessible(page, 'console: add a visitor');
      expect(await page.evaluate(() => document.documentElement.scrollWidth), 'console: add a visitor scrolls sideways').toBeLessThanOrEqual(SIZES[size].viewport.width);
      await page.context().close();
    });
  });
}
