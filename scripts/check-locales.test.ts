import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkLocales } from './check-locales';
import { LANGUAGES } from '../src/domain/language';

function write(root: string, lang: string, ns: string, data: unknown) {
  fs.mkdirSync(path.join(root, lang), { recursive: true });
  fs.writeFileSync(path.join(root, lang, `${ns}.json`), JSON.stringify(data));
}

describe('checkLocales', () => {
  it('passes on the project’s own translations', () => {
    expect(checkLocales(path.resolve(import.meta.dirname, '../locales'))).toEqual([]);
  });

  it('reports missing, extra and empty keys and lost interpolations', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'locales-'));
    for (const lang of LANGUAGES) write(root, lang, 'common', { a: 'A {{name}}', b: { c: 'C' } });
    write(root, 'de', 'common', { a: 'A', b: {} , extra: 'x' });
    write(root, 'tr', 'common', { a: 'A {{name}}', b: { c: ' ' } });
    expect(checkLocales(root).sort()).toEqual(['de: common:a lacks {{name}}', 'de: common:extra is not in en', 'de: missing common:b.c', 'tr: empty common:b.c'].sort());
  });
});
