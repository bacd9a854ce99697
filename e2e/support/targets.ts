import type { Locator, Page } from '@playwright/test';

/** Tappable controls in the page's main area (or a dialog) smaller than 44 × 44 px (links inside running text excepted). */
export function smallTargets(page: Page, within: Locator = page.locator('main')): Promise<string[]> {
  return within.evaluate((main) =>
    [...main.querySelectorAll<HTMLElement>('button, a[href], select, input:not([type=hidden]), textarea, [role=tab], summary')].flatMap((el) => {
      const r = el.getBoundingClientRect();
      // Not shown (or only to screen readers, like a file input behind its button).
      if (r.width <= 1 || r.height <= 1 || getComputedStyle(el).visibility === 'hidden') return [];
      if (el.tagName === 'A' && el.closest('p, dd')) return [];
      // A checkbox or radio counts with its label, which is what a finger hits.
      const target = (el as HTMLInputElement).labels?.[0]?.getBoundingClientRect() ?? r;
      const w = Math.max(r.width, target.width);
      const h = Math.max(r.height, target.height);
      return w < 44 || h < 44 ? [`${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}" ${Math.round(w)}×${Math.round(h)}`] : [];
    }),
  );
}
