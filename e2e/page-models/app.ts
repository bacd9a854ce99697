/**
 * The app as a test drives it: one object per browser page that knows its server, logs in as a
 * demo person, and offers the screens as page models. Specs say what a user does and sees; the
 * models hold the roles, names and texts (from locales/en) the screens are found by.
 */
import { watchCsp } from '../support/csp';
import { expect, type Page } from '@playwright/test';
import enCommon from '../../locales/en/common.json' with { type: 'json' };
import { mintLink, pathOf } from '../support/links';
import { acceptTerms } from '../support/people';
import { waitForServiceWorker } from '../support/sw';
import { Agenda } from './agenda';
import { ApiAccess } from './api-access';
import { AttendeeList } from './attendees';
import { ConnectionDetail } from './connection-detail';
import { ConnectionList } from './connection-list';
import { LoginScreen } from './login';
import { Manual, WhatsNew } from './manual';
import { MeetingRoom } from './meeting-room';
import { Messages, Notifications } from './messages';
import { ScanView } from './scan-view';
import { UserSupport } from './user-support';
import { OrganiserTasks, TaskList } from './tasks';

/** A server the tests talk to: the shared one of `npm run e2e`, or one a spec starts for itself. */
export interface ServerRef {
  url: string;
  dataDir: string;
}

/** People of the demo data, with the link that logs them in. */
export const DEMO_USERS = {
  /** Acme's administrator (partner link). His first login asks for the terms: `loginAs` accepts them ahead. */
  alex: { mode: 'partner', subject: 'acme', userId: 'acme-alex', name: 'Alex Morgan', role: 'Administrator · Acme', terms: true },
  /** Acme staff who sees the whole team's connections and may export. */
  robin: { mode: 'staff', subject: 'acme-robin', name: 'Robin Keller', role: 'Staff · Acme' },
  /** Acme staff who sees only their own connections. */
  sam: { mode: 'staff', subject: 'acme-sam', name: 'Sam Visser', role: 'Staff · Acme' },
  /** Acme staff for tasks and company conversations only: no capture, no team's leads; two-factor by e-mail. */
  taylor: { mode: 'staff', subject: 'acme-taylor', name: 'Taylor Dubois', role: 'Staff · Acme' },
  /** Globex staff with admin rights (terms on the first login, accepted ahead by `loginAs`); Globex holds no scan licence. */
  gina: { mode: 'staff', subject: 'globex-gina', name: 'Gina Romero', role: 'Staff · Globex', terms: true },
} as const;
export type DemoUser = keyof typeof DEMO_USERS;

export class App {
  readonly login: LoginScreen;
  readonly list: ConnectionList;
  readonly detail: ConnectionDetail;
  readonly scan: ScanView;
  readonly attendees: AttendeeList;
  readonly agenda: Agenda;
  readonly messages: Messages;
  readonly notifications: Notifications;
  readonly meetingRoom: MeetingRoom;
  readonly manual: Manual;
  readonly whatsNew: WhatsNew;
  readonly support: UserSupport;
  readonly apiAccess: ApiAccess;
  readonly tasks: TaskList;
  readonly organiserTasks: OrganiserTasks;

  constructor(
    readonly page: Page,
    readonly server: ServerRef,
    options: { tour?: boolean } = {},
  ) {
    watchCsp(page);
    // The guided tour offers itself once per device: these pages are on a device that has offered
    // it already (the app's own record of that); only the tour's test wants a new device.
    if (!options.tour) void page.addInitScript(() => localStorage.setItem('leadstand:tour:offered', 'before the test'));
    this.login = new LoginScreen(this);
    this.list = new ConnectionList(this);
    this.detail = new ConnectionDetail(this);
    this.scan = new ScanView(this);
    this.attendees = new AttendeeList(this);
    this.agenda = new Agenda(this);
    this.messages = new Messages(this);
    this.notifications = new Notifications(this);
    this.meetingRoom = new MeetingRoom(this);
    this.manual = new Manual(this);
    this.whatsNew = new WhatsNew(this);
    this.support = new UserSupport(this);
    this.apiAccess = new ApiAccess(this);
    this.tasks = new TaskList(this);
    this.organiserTasks = new OrganiserTasks(this);
  }

  /** Opens a path of the app (or the path of a full link) on this app's server. */
  async goto(pathOrUrl: string): Promise<void> {
    await this.page.goto(this.server.url + (pathOrUrl.startsWith('http') ? pathOf(pathOrUrl) : pathOrUrl));
  }

  /** A fresh login link for a demo person on this server. */
  linkFor(user: DemoUser, options: { expiresInSeconds?: number } = {}): Promise<string> {
    const u = DEMO_USERS[user];
    return mintLink(u.mode, u.subject, { ...('userId' in u ? { userId: u.userId } : {}), ...options }, this.server.dataDir);
  }

  /**
   * Logs in with the person's link and waits until the app is theirs. A person whose first login
   * asks for the terms has them accepted ahead, through the API, whichever spec ran before: the
   * terms dialog itself is login.spec.ts's, with people of its own.
   */
  async loginAs(user: DemoUser): Promise<void> {
    const link = await this.linkFor(user);
    if ('terms' in DEMO_USERS[user]) await acceptTerms(this.server, link);
    await this.goto(link);
    const name = this.accountName(DEMO_USERS[user].name);
    // The first login fetches the event's data: slow on a loaded machine.
    await expect(this.page.getByRole('banner')).toBeVisible({ timeout: 30_000 });
    // The account panel is in the permanent drawer on desktop; on a phone it is on the More page.
    if (!(await this.isPhone())) await expect(name).toBeVisible();
  }

  async isPhone(): Promise<boolean> {
    return (this.page.viewportSize()?.width ?? 1366) < 700;
  }

  /** The logged-in person's name in the menu's account panel. */
  accountName(name: string) {
    return this.page.getByRole('region', { name: enCommon.account.label }).getByText(name, { exact: true });
  }

  /** Logs out from the menu (no unsent changes) and lands on the login page. */
  async logout(): Promise<void> {
    await this.openMenu();
    await this.page.getByRole('button', { name: enCommon.menu.logout }).click();
    await expect(this.login.heading).toBeVisible();
  }

  /** On a phone, opens the More page from the bottom bar (on desktop the drawer is always there). */
  async openMenu(): Promise<void> {
    if (await this.isPhone()) {
      await this.page.getByRole('navigation', { name: enCommon.nav.bottom }).getByRole('link', { name: enCommon.nav.more }).click();
      await expect(this.page.getByRole('heading', { level: 1, name: enCommon.nav.more })).toBeVisible();
    }
  }

  /** The settings screen (language, time zone, two-factor, the tour), from the menu. */
  async openSettings(): Promise<void> {
    await this.openMenu();
    await this.page.getByRole('link', { name: enCommon.nav.settings }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: enCommon.settings.title })).toBeVisible();
  }

  /** Waits until the service worker controls the page, so the app opens offline. */
  waitForServiceWorker(): Promise<void> {
    return waitForServiceWorker(this.page);
  }

  /** Waits until the device holds the event's visitor directory (it arrives in the background after the first sync). */
  async waitForDirectory(atLeast = 1000): Promise<void> {
    const size = () =>
      this.page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            // Raw IndexedDB: the test does not load the app's code.
            const open = indexedDB.open('leadstand');
            open.onsuccess = () => {
              const db = open.result;
              if (!db.objectStoreNames.contains('visitors')) return resolve(0);
              const count = db.transaction('visitors').objectStore('visitors').count();
              count.onsuccess = () => resolve(count.result);
              count.onerror = () => resolve(0);
            };
            open.onerror = () => resolve(0);
          }),
      );
    await expect.poll(size, { timeout: 30_000 }).toBeGreaterThanOrEqual(atLeast);
  }

  /** Checks something, reloads the page, and checks it again: what the user saw is kept. */
  async expectAcrossReload(check: () => Promise<void>): Promise<void> {
    await check();
    await this.page.reload();
    await check();
  }
}
