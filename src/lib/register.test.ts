/**
 * One register per language, the formal one: German "Sie", French "vous", Dutch "u", Spanish
 * "usted", Turkish "siz". English is the source and has only one "you", so it is not checked.
 *
 * Fails when a translation addresses the user informally, naming the file, the key and the word.
 * Words are matched whole and case-insensitively, with Unicode-aware boundaries: a letter (or a
 * combining mark) on either side means "inside another word", so "du" in "Produkt", "dir" in
 * "Direkt", "ta" in "data", "ti" in "tiempo" or "sen" in "sensör" never count. {{placeholders}} are
 * left out, so an interpolation name can't trip it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../domain/language';

const LOCALES = path.resolve(import.meta.dirname, '../../locales');

type Checked = Exclude<Language, 'en'>;

/**
 * The informal words per language. An entry ending in an apostrophe (French "t'") is an elided
 * form: the next letter belongs to the verb ("t'envoie"), so only its start must be a word start;
 * both the straight and the typographic apostrophe count.
 *
 * Left out on purpose, because correct formal text uses them:
 * - German "ihr/euer" as such: "Ihr"/"Ihre" is the formal possessive. Only the plural-informal
 *   "euch", "euer", "eure…" are listed.
 * - Dutch: only the pronoun "je" is listed as a whole word; "je" inside other words ("jeugd",
 *   "project") never matches.
 * - Spanish "te": it is also the name of the letter t, and the badge-code messages talk about
 *   letters ("de la a a la h"). Informal Spanish nearly always has "tu"/"tú"/an imperative nearby.
 *   "ti" would also be the abbreviation "TI" (IT department); none is in the texts today.
 * Words kept although they have a second meaning that is rare in this interface: German "hast"
 * (noun "Hast", haste), French "ton" (noun, tone). If one is ever needed, reword the text.
 */
const INFORMAL: Record<Checked, readonly string[]> = {
  de: ['du', 'dich', 'dir', 'dein', 'deine', 'deinen', 'deinem', 'deiner', 'deines', 'bist', 'hast', 'kannst', 'musst', 'willst',
    // Imperatives that exist only in the du-form, and the informal plural.
    'gib', 'sieh', 'euch', 'euer', 'eure', 'euren', 'eurem', 'eurer', 'eures'],
  fr: ['tu', 'toi', 'ton', 'ta', 'tes', "t'", 'te'],
  nl: ['jij', 'jou', 'jouw', 'je', 'jezelf', 'jullie'],
  es: ['tú', 'tu', 'tus', 'ti', 'contigo', 'tuyo', 'tuya', 'tuyos', 'tuyas'],
  // "misin/mısın/musun/müsün" are the question particle in the second person singular ("… ister misin?").
  tr: ['sen', 'senin', 'sana', 'seni', 'sende', 'senden', 'seninle', 'misin', 'mısın', 'musun', 'müsün'],
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One regular expression per language; see INFORMAL for the word boundaries. */
function informalPattern(words: readonly string[]): RegExp {
  const alternatives = words.map((word) =>
    word.endsWith("'") ? `${escape(word.slice(0, -1))}['’]` : `${escape(word)}(?![\\p{L}\\p{M}])`,
  );
  return new RegExp(`(?<![\\p{L}\\p{M}])(?:${alternatives.join('|')})`, 'giu');
}

const PATTERNS = Object.fromEntries(Object.entries(INFORMAL).map(([language, words]) => [language, informalPattern(words)])) as Record<Checked, RegExp>;

/** The informal words in one text, as written there. */
function informalWords(language: Checked, text: string): string[] {
  return [...text.replace(/\{\{[^}]*\}\}/g, ' ').matchAll(PATTERNS[language])].map((m) => m[0]);
}

/** Every string of a JSON tree with its dotted key path. */
function* strings(tree: unknown, prefix = ''): Generator<[string, string]> {
  if (typeof tree === 'string') yield [prefix, tree];
  else if (Array.isArray(tree)) for (const [i, value] of tree.entries()) yield* strings(value, `${prefix}[${i}]`);
  else if (tree && typeof tree === 'object') for (const [key, value] of Object.entries(tree)) yield* strings(value, prefix ? `${prefix}.${key}` : key);
}

/** The languages this test checks: all but the English source. */
const checkedLanguages = () => Object.keys(INFORMAL) as Checked[];

/** The locale files the test reads, as paths relative to locales/. */
function filesToCheck(): string[] {
  return checkedLanguages().flatMap((language) =>
    fs
      .readdirSync(path.join(LOCALES, language))
      .filter((file) => file.endsWith('.json'))
      .sort()
      .map((file) => `${language}/${file}`),
  );
}

function findInformal(): string[] {
  const problems: string[] = [];
  for (const file of filesToCheck()) {
    const language = file.split('/')[0] as Checked;
    const tree: unknown = JSON.parse(fs.readFileSync(path.join(LOCALES, file), 'utf8'));
    for (const [key, text] of strings(tree)) {
      for (const word of informalWords(language, text)) problems.push(`${file} ${key}: "${word}" in "${text}"`);
    }
  }
  return problems;
}

describe('formal register', () => {
  it('no translation addresses the user informally', () => {
    expect(findInformal()).toEqual([]);
  });

  it('checks every language except English, and every JSON file of each', () => {
    const onDisk = fs.readdirSync(LOCALES, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();
    expect(onDisk).toEqual([...LANGUAGES].sort());
    expect(checkedLanguages().sort()).toEqual(LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE).sort());
    expect(checkedLanguages()).not.toContain('en');
    const files = filesToCheck();
    expect(files.filter((f) => f.startsWith('en/'))).toEqual([]);
    for (const language of checkedLanguages()) {
      expect(files.filter((f) => f.startsWith(`${language}/`)).length, language).toBeGreaterThanOrEqual(4);
    }
    // English is the source and is not read: it has one "you", and its own words ("ton", "ta-da")
    // would only collide with the other languages' lists.
    expect(files.some((f) => f.startsWith(`${DEFAULT_LANGUAGE}/`))).toBe(false);
  });

  it('finds informal words, whole and in any case', () => {
    expect(informalWords('de', 'Gib deine Adresse ein, wenn du magst. Du bist offline.')).toEqual(['Gib', 'deine', 'du', 'Du', 'bist']);
    expect(informalWords('fr', "Tu es hors ligne : vérifie ton e-mail, on t'envoie ta clé et t’écrit.")).toEqual(['Tu', 'ton', "t'", 'ta', 't’']);
    expect(informalWords('nl', 'Je bent offline. Kijk in jouw inbox, wij sturen jou een code.')).toEqual(['Je', 'jouw', 'jou']);
    expect(informalWords('es', 'Tú decides: revisa tu correo; es para ti.')).toEqual(['Tú', 'tu', 'ti']);
    expect(informalWords('tr', 'Sana bir kod gönderdik; senin kodun bu. İster misin?')).toEqual(['Sana', 'senin', 'misin']);
  });

  it('leaves formal texts and words that merely contain an informal one alone', () => {
    expect(informalWords('de', 'Direkt zum Produkt: Geben Sie Ihren Code ein. Sie sind offline; Dusche, Bistro, Deinstallation.')).toEqual([]);
    expect(informalWords('fr', "Vos données (data) : tableau, tonalité, testez, l'application, n’est, bientôt.")).toEqual([]);
    expect(informalWords('nl', 'U bent offline. Uw project, jeugd en jeans; controleer uw e-mail.')).toEqual([]);
    expect(informalWords('es', 'Su código: el título, tiempo, actualizar, contiguo y usted; la letra te no se usa.')).toEqual([]);
    expect(informalWords('tr', 'Sensör senkron değil; sanal sizin için. Kodunuzu girin, ister misiniz?')).toEqual([]);
    expect(informalWords('de', 'Hallo {{du}}')).toEqual([]);
  });
});
