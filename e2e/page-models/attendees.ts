/** The visitor list (/attendees): search, company and registration type filters, the count, rows and their meeting links. */
import { expect, type Locator } from '@playwright/test';
import en from '../../locales/en/attendees.json' with { type: 'json' };
import type { App } from './app';

export class AttendeeList {
  constructor(private readonly app: App) {}

  private get page() {
    return this.app.page;
  }

  /** Opens the list and waits for its first rows. */
  async open(): Promise<void> {
    await this.app.goto('/attendees');
    await expect(this.heading).toBeVisible();
    await this.settled();
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: en.title, exact: true });
  }

  get search(): Locator {
    return this.page.getByRole('searchbox', { name: en.filter.search, exact: true });
  }

  get company(): Locator {
    return this.page.getByRole('combobox', { name: en.filter.company, exact: true });
  }

  get registrationType(): Locator {
    return this.page.getByRole('combobox', { name: en.filter.registrationType, exact: true });
  }

  /** The visitors: a table on a desktop, a list of cards on a phone. */
  get list(): Locator {
    return this.page.getByRole('table', { name: en.title, exact: true }).or(this.page.getByRole('list', { name: en.title, exact: true }));
  }

  /** The "N visitors" / "N of M visitors" line. */
  get count(): Locator {
    return this.page.getByRole('status').filter({ hasText: /\d visitors?\b/ });
  }

  /** The visitors' rows (desktop; not the column headers) or cards (phone). */
  get rows(): Locator {
    return this.list
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell') })
      .or(this.list.getByRole('listitem'));
  }

  /** The row (desktop) or card (phone) of a visitor, by name. */
  row(name: string): Locator {
    return this.rows.filter({ hasText: name });
  }

  /** The "Ask for a meeting" link of a visitor. */
  meetingLink(name: string): Locator {
    return this.page.getByRole('link', { name: en.row.askMeetingWith.replace('{{name}}', name), exact: true });
  }

  /** A visitor's name in the list: the button that opens their preview. */
  nameButton(name: string): Locator {
    return this.list.getByRole('button', { name, exact: true });
  }

  /** A visitor's preview (the dialog their name opens). */
  preview(name: string): Locator {
    return this.page.getByRole('dialog', { name, exact: true });
  }

  get noMatch(): Locator {
    return this.page.getByRole('heading', { name: en.empty.noMatch, exact: true });
  }

  /** Waits until the answer to what the fields say is shown (rows or "no match"). */
  async settled(): Promise<void> {
    await expect(this.list.or(this.noMatch)).toBeVisible();
    await expect(this.page.locator('.attendees-list[aria-busy="true"]')).toHaveCount(0);
    await expect(this.page.getByText(en.count.searching)).toHaveCount(0);
  }

  async searchFor(text: string): Promise<void> {
    await this.search.fill(text);
    await this.settled();
  }

  async filterCompany(company: string): Promise<void> {
    await this.company.fill(company);
    await this.settled();
  }

  async filterRegistrationType(label: string): Promise<void> {
    await this.registrationType.selectOption({ label });
    await this.settled();
  }
}
