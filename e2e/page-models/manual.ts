/** The manual (/manual/:id?): the contents, the search and its results, a page; and 'What's new'. */
import { expect, type Locator } from '@playwright/test';
import en from '../../locales/en/manual.json' with { type: 'json' };
import enCommon from '../../locales/en/common.json' with { type: 'json' };
import type { App } from './app';

export class Manual {
  constructor(private readonly app: App) {}

  private get page() {
    return this.app.page;
  }

  /** Opens the manual from the menu (the drawer, or the More page on a phone). */
  async openFromMenu(): Promise<void> {
    await this.app.openMenu();
    await this.page.getByRole('navigation', { name: enCommon.nav.label }).getByRole('link', { name: enCommon.nav.manual, exact: true }).click();
    await expect(this.heading(en.title)).toBeVisible();
  }

  /** The page's main heading: the manual's, or the title of the page shown. */
  heading(title: string): Locator {
    return this.page.getByRole('heading', { level: 1, name: title, exact: true });
  }

  get contents(): Locator {
    return this.page.getByRole('navigation', { name: en.contents, exact: true });
  }

  /** A page in the contents, by its title. */
  entry(title: string): Locator {
    return this.contents.getByRole('link', { name: new RegExp(`^${title}`) });
  }

  get search(): Locator {
    return this.page.getByRole('searchbox', { name: en.search.label, exact: true });
  }

  get results(): Locator {
    return this.page.getByRole('region', { name: en.search.resultsLabel, exact: true });
  }

  /** A search result, by the title of its page. */
  result(title: string): Locator {
    return this.results.getByRole('link', { name: new RegExp(`^${title}`) });
  }

  /** The words a result marks as matching. */
  marked(result: Locator): Locator {
    return result.locator('mark');
  }

  get backToContents(): Locator {
    return this.page.getByRole('link', { name: en.back, exact: true });
  }

  get notFound(): Locator {
    return this.page.getByRole('heading', { name: en.notFound.title });
  }

  get whatsNewButton(): Locator {
    return this.page.getByRole('button', { name: en.whatsNew.title, exact: true });
  }
}

/** 'What's new': the dialog after an update, or opened from the settings or the manual. */
export class WhatsNew {
  constructor(private readonly app: App) {}

  get dialog(): Locator {
    return this.app.page.getByRole('dialog', { name: en.whatsNew.title });
  }

  version(version: string): Locator {
    return this.dialog.getByRole('heading', { name: en.whatsNew.version.replace('{{version}}', version), exact: true });
  }

  async close(): Promise<void> {
    await this.dialog.getByRole('button', { name: enCommon.action.close }).click();
    await expect(this.dialog).toBeHidden();
  }

  /** The version this device last showed the changes of (local storage). */
  seen(): Promise<string | null> {
    return this.app.page.evaluate(() => localStorage.getItem('leadstand:whats-new:seen'));
  }

  /** Pretends the device ran a version from before What's new (no record). */
  async forget(): Promise<void> {
    await this.app.page.evaluate(() => localStorage.removeItem('leadstand:whats-new:seen'));
  }

  /** Pretends the device last ran an older version. */
  async setSeen(version: string): Promise<void> {
    await this.app.page.evaluate((v) => localStorage.setItem('leadstand:whats-new:seen', v), version);
  }
}
