/** The accessibility check of every screen: axe-core finds no serious or critical WCAG 2.1 AA violation. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export async function expectAccessible(page: Page, screen: string): Promise<void> {
  // Let entrance transitions finish, so colours are measured as the user sees them.
  await page.waitForTimeout(250);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ')}`).join('\n')}`);
  expect(report, `${screen}: axe found serious or critical violations`).toEqual([]);
}
