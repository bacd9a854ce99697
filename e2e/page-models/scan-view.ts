/** The camera scan view, a dialog over the connection list. */
import type { Locator } from '@playwright/test';
import en from '../../locales/en/connections.json' with { type: 'json' };
import type { App } from './app';

export class ScanView {
  constructor(private readonly app: App) {}

  get dialog(): Locator {
    return this.app.page.getByRole('dialog', { name: en.scan.title });
  }

  /** Opens the scan view from the list's button. */
  async start(): Promise<void> {
    await this.app.page.getByRole('button', { name: en.scan.start }).click();
  }

  /** Opens the list with the scan view open, as the home-screen shortcut does. */
  async openDirect(): Promise<void> {
    await this.app.goto('/connections/list?scan=camera');
  }

  /** What the scan view says about the last badge (the visitor's name, or why it was not taken). */
  get status(): Locator {
    return this.dialog.getByRole('status');
  }

  get problem(): Locator {
    return this.dialog.getByRole('alert');
  }
}
