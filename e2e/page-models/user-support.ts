/** The support screen (/user-support, phones): the device's state, the diagnostic backup and its restore. */
import { readFile } from 'node:fs/promises';
import { expect, type Locator } from '@playwright/test';
import en from '../../locales/en/support.json' with { type: 'json' };
import enCommon from '../../locales/en/common.json' with { type: 'json' };
import type { App } from './app';

export class UserSupport {
  constructor(private readonly app: App) {}

  private get page() {
    return this.app.page;
  }

  /** Opens the screen from the menu (More on a phone), as a user does; works offline. */
  async openFromMenu(): Promise<void> {
    await this.app.openMenu();
    await this.page.getByRole('link', { name: enCommon.nav.userSupport }).click();
    await expect(this.heading).toBeVisible();
  }

  async open(): Promise<void> {
    await this.app.goto('/user-support');
    await expect(this.heading).toBeVisible();
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: en.title });
  }

  /** "N changes have not reached the server yet…", or that everything is on the server (n = 0). */
  unsentNotice(n: number): Locator {
    return this.page.getByRole('status').getByText(n === 0 ? en.status.allSent : (n === 1 ? en.status.someUnsent_one : en.status.someUnsent_other).replace('{{count}}', String(n)));
  }

  /** "N task documents have not reached the server yet…" (nothing else unsent). */
  documentsNotice(n: number): Locator {
    return this.page.getByRole('status').getByText((n === 1 ? en.status.someDocuments_one : en.status.someDocuments_other).replace('{{count}}', String(n)));
  }

  get backupDialog(): Locator {
    return this.page.getByRole('dialog', { name: en.backup.title });
  }

  get restoreDialog(): Locator {
    return this.page.getByRole('dialog', { name: en.restore.title });
  }

  get reportDialog(): Locator {
    return this.page.getByRole('dialog', { name: en.report.title });
  }

  /** Opens the backup dialog and waits until the backup is made. */
  async openBackup(): Promise<void> {
    await this.page.getByRole('button', { name: en.actions.backup.button }).click();
    await expect(this.backupDialog.getByRole('button', { name: en.backup.save })).toBeEnabled();
  }

  /** Saves the backup with the browser's download; returns its file name, path and text. */
  async saveBackup(): Promise<{ name: string; path: string; text: string }> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.backupDialog.getByRole('button', { name: en.backup.save }).click()]);
    const path = await download.path();
    return { name: download.suggestedFilename(), path, text: await readFile(path, 'utf8') };
  }

  async openRestore(): Promise<void> {
    await this.page.getByRole('button', { name: en.actions.restore.button }).click();
    await expect(this.restoreDialog).toBeVisible();
  }

  /** Chooses a backup file in the restore dialog. */
  async chooseFile(file: string | { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.restoreDialog.getByLabel(en.restore.choose).setInputFiles(file);
  }

  /** The confirmation's send button ("Send N changes"). */
  sendButton(n: number): Locator {
    return this.restoreDialog.getByRole('button', { name: (n === 1 ? en.restore.confirm_one : en.restore.confirm_other).replace('{{count}}', String(n)) });
  }

  /** The confirmation's button of a backup holding only task documents ("Restore N task documents"). */
  restoreDocumentsButton(n: number): Locator {
    return this.restoreDialog.getByRole('button', { name: (n === 1 ? en.restore.confirmDocuments_one : en.restore.confirmDocuments_other).replace('{{count}}', String(n)) });
  }

  /** A figure of the confirmation (files, task documents, …). */
  confirmFigure(key: 'files' | 'taskDocuments'): Locator {
    return this.restoreDialog.getByRole('term').filter({ hasText: new RegExp(`^${en.restore[key]}$`) }).locator('xpath=following-sibling::dd[1]');
  }

  /** A figure of the report (sent, already on the server, …). */
  reportFigure(key: keyof typeof en.report): Locator {
    return this.reportDialog.getByRole('term').filter({ hasText: en.report[key] }).locator('xpath=following-sibling::dd[1]');
  }
}
