/**
 * Content-Security-Policy violations seen by any page of the running test (the server sends the
 * policy on every answer): each page an App drives reports them here, and the fixtures fail the
 * test when there was one, so the app is proven to run under its policy.
 */
import type { Page } from '@playwright/test';

const violations: string[] = [];
const watched = new WeakSet<Page>();

export function watchCsp(page: Page): void {
  if (watched.has(page)) return;
  watched.add(page);
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy/i.test(text)) violations.push(`${page.url()}: ${text}`);
  });
}

/** The violations since the last call, and forgets them. */
export function takeCspViolations(): string[] {
  return violations.splice(0);
}
