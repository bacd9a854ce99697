/** Who is logged in, as the menu's account panel shows it (the name also appears in list rows). */
import type { Locator, Page } from '@playwright/test';
import enCommon from '../../locales/en/common.json' with { type: 'json' };

export function accountName(page: Page, name: string): Locator {
  return page.getByRole('region', { name: enCommon.account.label }).getByText(name, { exact: true });
}
