/**
 * One word for one thing (issue #29, finding 23): every string of every locale is checked against
 * its language's glossary (docs/glossary/<lang>.json); a string that uses an unapproved variant
 * of a term ("Ausweis" where German says "Badge", "Folge-E-Mail", a registration's state called
 * "Stand") is named by file and key. The staff manual's pages (src/features/manual/pages) are
 * checked the same way, each page's fields named by page id.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

interface Term {
  concept: string;
  approved: string;
  variants: string[];
  /** Only keys matching this (a regular expression on the dotted key path). */
  keys?: string;
}

const ROOT = path.resolve(import.meta.dirname, '..');
const LANGUAGES = ['de', 'en', 'es', 'fr', 'nl', 'tr'];

/** Every string of a locale folder, as [file:key.path, value]. */
function strings(lang: string): Array<[string, string, string]> {
  const out: Array<[string, string, string]> = [];
  const dir = path.join(ROOT, 'locales', lang);
  const walk = (file: string, prefix: string, node: unknown) => {
    if (typeof node === 'string') out.push([file, prefix, node]);
    else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(file, prefix ? `${prefix}.${k}` : k, v);
  };
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) walk(file, '', JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
  return out;
}

/** Every line of a language's manual pages, as [file, page id.field:line, text]; `[[ns:key]]` references are the locales' strings. */
async function manualStrings(lang: string): Promise<Array<[string, string, string]>> {
  const file = `manual-pages-${lang}.ts`;
  const pages = ((await import(`../src/features/manual/pages/manual-pages-${lang}.ts`)) as { default: Array<Record<string, unknown>> }).default;
  const out: Array<[string, string, string]> = [];
  for (const page of pages)
    for (const [field, value] of Object.entries(page))
      if (typeof value === 'string' && field !== 'id')
        value.split('\n').forEach((line, n) => {
          if (line.trim()) out.push([file, `${String(page.id)}.${field}:${n + 1}`, line.replace(/\[\[[^\]]*\]\]/g, '')]);
        });
  return out;
}

/** The strings of `lang` that use an unapproved variant: "file key: “value” (say “approved”)". */
export function offences(lang: string, terms: readonly Term[], found = strings(lang)): string[] {
  const out: string[] = [];
  for (const term of terms) {
    const keys = term.keys ? new RegExp(term.keys) : null;
    for (const variant of term.variants) {
      const re = new RegExp(variant, 'iu');
      for (const [file, key, value] of found) {
        if (keys && !keys.test(key)) continue;
        // Interpolation names ({{badgeCode}}) are code, not words.
        if (re.test(value.replace(/\{\{[^}]*\}\}/g, ''))) out.push(`${file} ${key}: “${value}” (${term.concept}: say “${term.approved}”)`);
      }
    }
  }
  return out;
}

const glossary = (lang: string): { language: string; terms: Term[] } => JSON.parse(readFileSync(path.join(ROOT, 'docs', 'glossary', `${lang}.json`), 'utf8'));

describe('glossary', () => {
  it('has one glossary per language, each naming the terms users meet most', () => {
    for (const lang of LANGUAGES) {
      const g = glossary(lang);
      expect(g.language).toBe(lang);
      expect(g.terms.map((t) => t.concept)).toEqual(expect.arrayContaining(['badge', 'booth', 'lead', 'scanner', 'follow-up e-mail', 'registration', 'licence', 'visitor', 'exhibitor']));
      for (const t of g.terms) for (const v of t.variants) expect(() => new RegExp(v, 'iu'), `${lang} ${t.concept}: ${v}`).not.toThrow();
    }
  });

  it('finds a variant, and only in the keys an entry is limited to', () => {
    const found: Array<[string, string, string]> = [
      ['guests.json', 'list.column.state', 'Stand'],
      ['agenda.json', 'place.onsite', 'Am Stand'],
      ['shop.json', 'title', 'Ausweis-Shop'],
    ];
    expect(offences('de', glossary('de').terms, found)).toEqual([
      'shop.json title: “Ausweis-Shop” (badge: say “Badge”)',
      'guests.json list.column.state: “Stand” (a registration\'s state: say “Status”)',
    ]);
  });

  for (const lang of LANGUAGES) {
    it(`${lang}: no string uses an unapproved variant`, () => {
      expect(offences(lang, glossary(lang).terms)).toEqual([]);
    });

    it(`${lang}: no page of the manual uses an unapproved variant`, async () => {
      const found = await manualStrings(lang);
      expect(found.length).toBeGreaterThan(10);
      expect(offences(lang, glossary(lang).terms, found)).toEqual([]);
    });
  }
});
