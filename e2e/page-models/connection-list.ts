/** The connection list: the badge code field, sync state, filters, search, export and its rows. */
import { expect, type Locator } from '@playwright/test';
import en from '../../locales/en/connections.json' with { type: 'json' };
import type { App } from './app';

export class ConnectionList {
  constructor(private readonly app: App) {}

  private get page() {
    return this.app.page;
  }

  /** Opens the list and waits until it has synced with the server. */
  async open(options: { synced?: boolean } = { synced: true }): Promise<void> {
    await this.app.goto('/connections/list');
    await expect(this.heading).toBeVisible();
    if (options.synced !== false) await this.expectUpToDate();
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: en.list.title, exact: true });
  }

  async expectUpToDate(timeout?: number): Promise<void> {
    await expect(this.page.getByText(en.list.upToDate)).toBeVisible(timeout ? { timeout } : undefined);
  }

  get codeField(): Locator {
    return this.page.getByRole('textbox', { name: en.add.label, exact: true });
  }

  /** Types a badge code and presses Enter, as a hardware scanner does; waits until the field is clear. */
  async add(code: string): Promise<void> {
    await this.codeField.fill(code);
    await this.codeField.press('Enter');
    await expect(this.codeField).toHaveValue('');
  }

  /** The "N connections" figure. */
  async count(): Promise<number> {
    const text = await this.page.getByText(/\d+ connections?/).first().textContent();
    return Number(/\d+/.exec(text ?? '')?.[0] ?? NaN);
  }

  async expectCount(n: number, timeout?: number): Promise<void> {
    await expect(this.page.getByText(`${n} connection${n === 1 ? '' : 's'}`, { exact: true })).toBeVisible(timeout ? { timeout } : undefined);
  }

  /** "N changes waiting to sync". */
  async expectWaiting(n: number): Promise<void> {
    await expect(this.page.getByText(new RegExp(`${n} changes? waiting to sync`))).toBeVisible();
  }

  /** The connections: a table on desktop, a list of cards on a phone. */
  private get list(): Locator {
    const name = en.list.title;
    return this.page.getByRole('table', { name, exact: true }).or(this.page.getByRole('list', { name, exact: true }));
  }

  /** The row (desktop) or card (phone) of a connection, by the visitor's name or badge code. */
  row(text: string | RegExp): Locator {
    const name = typeof text === 'string' ? new RegExp(text, 'i') : text;
    return this.list.getByRole('rowgroup').getByRole('row', { name }).or(this.list.getByRole('listitem').getByRole('link', { name }));
  }

  /** Every connection shown (the virtual list renders those near the screen). */
  get rows(): Locator {
    return this.list.getByRole('rowgroup').getByRole('row').or(this.list.getByRole('listitem').getByRole('link'));
  }

  get search(): Locator {
    return this.page.getByRole('searchbox');
  }

  /** Filters by pipeline stage and waits until every row shown is in it. */
  async filterStage(stage: keyof typeof en.stages): Promise<void> {
    await this.page.getByRole('combobox', { name: en.list.filterStage }).selectOption(stage);
    await expect(this.page).toHaveURL(new RegExp(`[?&]stage=${stage}\\b`));
    await expect(this.rows.first()).toBeVisible();
    await expect(this.rows.filter({ hasNotText: en.stages[stage] })).toHaveCount(0);
  }

  get exportButton(): Locator {
    return this.page.getByRole('button', { name: en.export.button });
  }

  async refresh(): Promise<void> {
    await this.page.getByRole('button', { name: en.list.refresh }).click();
  }
}
