/**
 * The app loads its screens' words with its data layer (NAMESPACES), so no screen renders before
 * them. A screen that names a namespace the list lacks would show keys first; a listed namespace
 * without its English file would load nothing. The organiser's console loads its own namespace.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from './i18n';

const root = path.resolve(__dirname, '../..');
/** Namespaces loaded elsewhere: the console's, when its screens open. */
const LOADED_ELSEWHERE = ['organiser'];

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return sources(file);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [file] : [];
  });
}

describe('the app namespaces', () => {
  it('hold every namespace a screen names in useTranslation, and each has its English texts', () => {
    const named = new Set<string>();
    for (const file of sources(path.join(root, 'src'))) {
      for (const m of fs.readFileSync(file, 'utf8').matchAll(/useTranslation\(\s*\[?\s*'([A-Za-z]+)'/g)) named.add(m[1]!);
    }
    expect(named.size).toBeGreaterThan(10);
    const missing = [...named].filter((ns) => !(NAMESPACES as readonly string[]).includes(ns) && !LOADED_ELSEWHERE.includes(ns));
    expect(missing).toEqual([]);
    const withoutTexts = NAMESPACES.filter((ns) => !fs.existsSync(path.join(root, 'locales', 'en', `${ns}.json`)));
    expect(withoutTexts).toEqual([]);
  });
});
