/**
 * Fails when a language lacks a key that English has, has a key English lacks, leaves a value
 * empty, or drops an {{interpolation}} that English uses. Part of `npm test`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES, DEFAULT_LANGUAGE } from '../src/domain/language';

type Tree = { [key: string]: string | Tree };

export function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

export function readLanguage(root: string, language: string): Map<string, string> {
  const dir = path.join(root, language);
  const out = new Map<string, string>();
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    const ns = file.replace(/\.json$/, '');
    for (const [k, v] of flatten(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Tree)) out.set(`${ns}:${k}`, v);
  }
  return out;
}

const variables = (text: string) => new Set([...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]));

export function checkLocales(root: string): string[] {
  const problems: string[] = [];
  const reference = readLanguage(root, DEFAULT_LANGUAGE);
  for (const language of LANGUAGES) {
    const keys = readLanguage(root, language);
    for (const [key, english] of reference) {
      const value = keys.get(key);
      if (value === undefined) problems.push(`${language}: missing ${key}`);
      else if (!value.trim()) problems.push(`${language}: empty ${key}`);
      else for (const v of variables(english)) if (!variables(value).has(v)) problems.push(`${language}: ${key} lacks {{${v}}}`);
    }
    for (const key of keys.keys()) if (!reference.has(key)) problems.push(`${language}: ${key} is not in ${DEFAULT_LANGUAGE}`);
  }
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? '')) {
  const problems = checkLocales(path.resolve('locales'));
  if (problems.length) {
    console.error(`Translations are incomplete (${problems.length}):\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`All ${LANGUAGES.length} languages have every key.`);
}
