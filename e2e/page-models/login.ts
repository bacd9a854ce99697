/** The login page: e-mail login and the scan licence tab. */
import type { Locator } from '@playwright/test';
import en from '../../locales/en/login.json' with { type: 'json' };
import type { App } from './app';

export class LoginScreen {
  constructor(private readonly app: App) {}

  get heading(): Locator {
    return this.app.page.getByRole('heading', { level: 1, name: en.title });
  }

  get email(): Locator {
    return this.app.page.getByRole('textbox', { name: en.email.label });
  }

  async open(): Promise<void> {
    await this.app.goto('/login');
  }

  async openLicenceTab(): Promise<void> {
    await this.app.page.getByRole('tab', { name: en.tab.licence }).click();
  }
}
