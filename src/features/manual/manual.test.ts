import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MANUAL_PAGE_IDS } from '../../app/manual-pages';
import { LANGUAGES } from '../../domain/language';
import { MANUAL_LOADERS } from './content';
import { blockTexts, labelKeys, parseBody, parseInline, parsePage, plainText, resolveLabels, type ManualPage, type ManualPageSource } from './markup';
import { excerpt, fold, searchManual } from './search';

type Tree = { [key: string]: string | Tree };
const locales = path.resolve(import.meta.dirname, '../../../locales');

/** The app's translations of a language, as i18next would look a 'namespace:key' up (English when missing). */
function translations(language: string): (key: string) => string | undefined {
  const read = (lang: string, ns: string): Tree | null => {
    const file = path.join(locales, lang, `${ns}.json`);
    return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Tree) : null;
  };
  const lookup = (lang: string, key: string) => {
    const [ns, rest] = key.split(':') as [string, string];
    let node: string | Tree | undefined = read(lang, ns) ?? undefined;
    for (const part of rest.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    return typeof node === 'string' ? node : undefined;
  };
  return (key) => lookup(language, key) ?? lookup('en', key);
}

async function sources(language: (typeof LANGUAGES)[number]): Promise<readonly ManualPageSource[]> {
  return (await MANUAL_LOADERS[language]()).default;
}

async function pages(language: (typeof LANGUAGES)[number]): Promise<ManualPage[]> {
  const t = translations(language);
  return (await sources(language)).map((s) => parsePage(s, (key) => t(key) ?? key));
}

describe('the manual', () => {
  for (const language of LANGUAGES) {
    it(`has every page, with content, in ${language}`, async () => {
      const list = await sources(language);
      expect(list.map((p) => p.id)).toEqual([...MANUAL_PAGE_IDS]);
      for (const page of await pages(language)) {
        expect(page.title.trim(), page.id).not.toBe('');
        expect(page.summary.trim(), page.id).not.toBe('');
        expect(page.sections.length, page.id).toBeGreaterThan(1);
        for (const section of page.sections) {
          expect(section.blocks.length, `${page.id}: ${section.heading}`).toBeGreaterThan(0);
          for (const text of section.blocks.flatMap(blockTexts)) expect(text.trim(), page.id).not.toBe('');
        }
      }
    });

    it(`names only labels the app has, and links only to pages that exist, in ${language}`, async () => {
      const en = translations('en');
      for (const source of await sources(language)) {
        for (const key of labelKeys(source.summary + source.body)) expect(en(key), `${language} ${source.id}: ${key}`).toBeTypeOf('string');
        // Nothing left of the markup once rendered: no stray ** or [[.
        for (const text of (await pages(language)).find((p) => p.id === source.id)!.sections.flatMap((s) => [s.heading ?? '', ...s.blocks.flatMap(blockTexts)])) {
          const rendered = plainText(text);
          expect(rendered, `${language} ${source.id}`).not.toMatch(/\*\*|\[\[|\]\]/);
          for (const part of parseInline(text)) if (part.kind === 'link') expect(MANUAL_PAGE_IDS, `${language} ${source.id}`).toContain(part.page);
        }
      }
    });
  }

  it('has the same sections in every language as in English', async () => {
    const en = await pages('en');
    for (const language of LANGUAGES) {
      const other = await pages(language);
      other.forEach((page, i) => {
        expect(page.sections.length, `${language} ${page.id}`).toBe(en[i]!.sections.length);
        page.sections.forEach((s, j) => expect(s.blocks.map((b) => b.kind), `${language} ${page.id} section ${j}`).toEqual(en[i]!.sections[j]!.blocks.map((b) => b.kind)));
      });
    }
  });

  it('names the buttons in the language of the page', async () => {
    const de = await pages('de');
    const scanning = de.find((p) => p.id === 'scanning')!;
    const text = scanning.sections.flatMap((s) => s.blocks.flatMap(blockTexts)).join(' ');
    expect(text).toContain(`**${translations('de')('connections:scan.start')}**`);
  });
});

describe('the markup', () => {
  it('reads sections, paragraphs, lists and tips', () => {
    const sections = parseBody(`
Opening line
continues here.

## First
- one
- two
1. step
2. next
> A tip.

## Second
Text with **Label** and [a link](offline).
`);
    expect(sections).toEqual([
      { heading: null, blocks: [{ kind: 'p', text: 'Opening line continues here.' }] },
      {
        heading: 'First',
        blocks: [
          { kind: 'ul', items: ['one', 'two'] },
          { kind: 'ol', items: ['step', 'next'] },
          { kind: 'tip', text: 'A tip.' },
        ],
      },
      { heading: 'Second', blocks: [{ kind: 'p', text: 'Text with **Label** and [a link](offline).' }] },
    ]);
    expect(parseInline('Text with **Label** and [a link](offline).')).toEqual([
      { kind: 'text', text: 'Text with ' },
      { kind: 'strong', text: 'Label' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'a link', page: 'offline' },
      { kind: 'text', text: '.' },
    ]);
  });

  it("puts the app's labels in", () => {
    expect(labelKeys('Press [[connections:scan.start]] or [[common:nav.more]].')).toEqual(['connections:scan.start', 'common:nav.more']);
    expect(resolveLabels('Press [[connections:scan.start]].', () => 'Scan badges')).toBe('Press **Scan badges**.');
  });
});

describe('the search', () => {
  it('finds pages by words from their text, with the words marked in the excerpt', async () => {
    const en = await pages('en');
    const results = searchManual(en, 'barcode scanner');
    expect(results[0]!.page.id).toBe('scanning');
    expect(results[0]!.heading).toBe('With a barcode scanner');
    // The excerpt is the section's text (its heading is shown apart), the words marked where they occur.
    expect(results[0]!.excerpt.filter((p) => p.match).map((p) => p.text.toLowerCase())).toContain('scanner');
    expect(results[0]!.excerpt.map((p) => p.text).join('')).toMatch(/^A USB or Bluetooth barcode scanner/);
  });

  it('wants every word, ranks a title match first, and finds nothing for words that are not there', async () => {
    const en = await pages('en');
    expect(searchManual(en, 'webhook')[0]!.page.id).toBe('api-access');
    expect(searchManual(en, 'webhook xylophone')).toEqual([]);
    expect(searchManual(en, 'qwertzuiop')).toEqual([]);
    expect(searchManual(en, 'a')).toEqual([]);
    expect(searchManual(en, 'Offline')[0]!.page.id).toBe('offline');
  });

  it('ignores case and accents', async () => {
    const de = await pages('de');
    const fr = await pages('fr');
    expect(searchManual(de, 'HANDSCANNER').length).toBeGreaterThan(0);
    expect(searchManual(fr, 'telephone').length).toBeGreaterThan(0);
    expect(fold('Zurück İstanbul Straße', 'tr').text).toBe('zuruck istanbul strasse');
  });

  it('cuts the excerpt at words and marks every occurrence', () => {
    const text = `${'word '.repeat(30)}the badge code is typed, and the badge is scanned ${'more '.repeat(40)}`;
    const parts = excerpt(text, ['badge']);
    expect(parts[0]!.text).toBe('…');
    expect(parts.at(-1)!.text).toBe('…');
    expect(parts.filter((p) => p.match).map((p) => p.text)).toEqual(['badge', 'badge']);
    expect(parts.map((p) => p.text).join('')).toContain('the badge code is typed, and the badge is scanned');
  });
});
