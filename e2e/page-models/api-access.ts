/**
 * API access (/api-access): the account list, the create dialog, the secret shown once, an
 * account's detail (beside the list on a desktop, its own view on a phone), its allowed addresses,
 * state and webhooks.
 */
import { expect, type Locator } from '@playwright/test';
import en from '../../locales/en/apiAccess.json' with { type: 'json' };
import enCommon from '../../locales/en/common.json' with { type: 'json' };
import type { App } from './app';

/** A text with its {{placeholders}} filled in, as i18next does. */
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k]));

export class ApiAccess {
  constructor(private readonly app: App) {}

  private get page() {
    return this.app.page;
  }

  async open(): Promise<void> {
    await this.app.goto('/api-access');
    await expect(this.heading).toBeVisible();
    await expect(this.page.locator('[aria-busy=true]')).toHaveCount(0);
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: en.title, exact: true });
  }

  /** The accounts: a table on a desktop, a list of cards on a phone. */
  get list(): Locator {
    return this.page.getByRole('table', { name: en.listLabel, exact: true }).or(this.page.getByRole('list', { name: en.listLabel, exact: true }));
  }

  /** The link that opens an account, by its name (the first line of its comments). */
  accountLink(name: string): Locator {
    return this.list.getByRole('link', { name });
  }

  get createDialog(): Locator {
    return this.page.getByRole('dialog', { name: en.create.title, exact: true });
  }

  /** The secret shown once: after creating an account, regenerating its secret or adding a webhook. */
  secretDialog(kind: 'created' | 'regenerated' | 'webhook'): Locator {
    return this.page.getByRole('alertdialog', { name: en.secret.title[kind], exact: true });
  }

  /** Fills the comments and address restriction of the create dialog or the account's edit form. */
  async fillAccount(scope: Locator, fields: { comments?: string; addresses?: string[] | null }): Promise<void> {
    if (fields.comments !== undefined) await scope.getByLabel(en.field.comments, { exact: true }).fill(fields.comments);
    if (fields.addresses === null) await scope.getByRole('radio', { name: en.field.restrictionOption.none }).check();
    if (fields.addresses) {
      await scope.getByRole('radio', { name: en.field.restrictionOption.selection }).check();
      // One row per address, as many as needed; rows left over are removed.
      const rows = () => scope.getByRole('textbox', { name: new RegExp(`^${fill(en.field.address, { n: '\\d+' })}$`) });
      while ((await rows().count()) < fields.addresses.length) await scope.getByRole('button', { name: en.field.addAddress }).click();
      while ((await rows().count()) > fields.addresses.length) await scope.getByRole('button', { name: fill(en.field.removeAddress, { n: await rows().count() }), exact: true }).click();
      for (const [i, a] of fields.addresses.entries()) await scope.getByRole('textbox', { name: fill(en.field.address, { n: i + 1 }), exact: true }).fill(a);
    }
  }

  /** Creates an account in the dialog; answers the client id and secret as the secret dialog shows them (copied with its button). */
  async create(fields: { comments: string; addresses?: string[] }): Promise<{ clientId: string; clientSecret: string }> {
    await this.page.getByRole('button', { name: en.create.button }).first().click();
    await expect(this.createDialog).toBeVisible();
    await this.fillAccount(this.createDialog, fields);
    await this.createDialog.getByRole('button', { name: en.create.submit }).click();
    return this.takeSecret('created');
  }

  /** Copies the secret of the open secret dialog with its Copy button and closes the dialog; the clipboard holds the secret. */
  async takeSecret(kind: 'created' | 'regenerated' | 'webhook'): Promise<{ clientId: string; clientSecret: string }> {
    const dialog = this.secretDialog(kind);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(en.secret.onceTitle)).toBeVisible();
    const label = kind === 'webhook' ? en.field.signingSecret : en.field.clientSecret;
    await dialog.getByRole('button', { name: `${enCommon.action.copy} ${label}`, exact: true }).click();
    await expect(dialog.getByRole('status').filter({ hasText: fill(en.secret.copied, { name: label }) })).toBeVisible();
    const clientSecret = await this.page.evaluate(() => navigator.clipboard.readText());
    await expect(dialog.getByRole('textbox', { name: label, exact: true })).toHaveValue(clientSecret);
    const clientId = kind === 'webhook' ? '' : await dialog.getByRole('textbox', { name: en.field.clientId, exact: true }).inputValue();
    await dialog.getByRole('button', { name: en.secret.done }).click();
    await expect(dialog).toBeHidden();
    return { clientId, clientSecret };
  }

  /** The open account (the panel beside the list, or the phone's view). */
  get detail(): Locator {
    return this.page.locator('section.api-detail');
  }

  /** Changes the open account's comments or addresses and saves them. */
  async saveAccount(fields: { comments?: string; addresses?: string[] | null }): Promise<void> {
    const form = this.detail.getByRole('form', { name: en.account.editTitle });
    await this.fillAccount(form, fields);
    await form.getByRole('button', { name: en.account.save }).click();
  }

  get savedNotice(): Locator {
    return this.page.getByRole('status').filter({ hasText: en.account.saved });
  }

  stateChip(state: 'active' | 'disabled'): Locator {
    return this.detail.getByText(en.state[state], { exact: true });
  }

  async disable(): Promise<void> {
    await this.detail.getByRole('button', { name: en.account.disable, exact: true }).click();
    await expect(this.stateChip('disabled')).toBeVisible();
  }

  /** Adds a webhook for the chosen events (all by default); answers its signing secret, shown once. */
  async addWebhook(url: string): Promise<string> {
    await this.detail.getByRole('button', { name: en.webhook.add }).click();
    const dialog = this.page.getByRole('dialog', { name: en.webhook.addTitle, exact: true });
    await dialog.getByLabel(en.field.url).fill(url);
    await dialog.getByRole('button', { name: en.webhook.create }).click();
    return (await this.takeSecret('webhook')).clientSecret;
  }

  /** The webhook to a URL, in the open account. */
  webhook(url: string): Locator {
    return this.detail.getByRole('listitem').filter({ hasText: url });
  }
}
