import { describe, it, expect } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_NAMES, LANGUAGE_STORAGE_KEY, isLanguage, resolveLanguage } from './language';

describe('languages', () => {
  it('are the six interface languages, English by default', () => {
    expect([...LANGUAGES]).toEqual(['de', 'en', 'es', 'fr', 'nl', 'tr']);
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(LANGUAGE_STORAGE_KEY).toBe('visit_language');
  });

  it('each have their own name', () => {
    expect(Object.keys(LANGUAGE_NAMES).sort()).toEqual([...LANGUAGES]);
    expect(LANGUAGE_NAMES).toMatchObject({ de: 'Deutsch', en: 'English', fr: 'Français', tr: 'Türkçe' });
  });
});

describe('isLanguage', () => {
  it.each([...LANGUAGES])('accepts %s', (l) => expect(isLanguage(l)).toBe(true));
  it.each(['', 'EN', 'en-GB', 'it', 'english', null, undefined, 1, {}])('refuses %j', (v) => expect(isLanguage(v)).toBe(false));
});

describe('resolveLanguage', () => {
  it('prefers the stored choice', () => {
    expect(resolveLanguage('nl', ['de-DE', 'en'])).toBe('nl');
    expect(resolveLanguage('tr')).toBe('tr');
  });

  it('ignores an unsupported stored value', () => {
    expect(resolveLanguage('it', ['fr-FR'])).toBe('fr');
    expect(resolveLanguage('', ['es'])).toBe('es');
    expect(resolveLanguage(null, ['es'])).toBe('es');
    expect(resolveLanguage(undefined, ['es'])).toBe('es');
  });

  it('uses the base of the first supported browser language', () => {
    expect(resolveLanguage(null, ['de-AT'])).toBe('de');
    expect(resolveLanguage(null, ['DE-at'])).toBe('de');
    expect(resolveLanguage(null, ['it-IT', 'pt', 'nl-BE', 'fr'])).toBe('nl');
    expect(resolveLanguage(null, ['zh-Hant-TW', 'tr'])).toBe('tr');
  });

  it('falls back to English', () => {
    expect(resolveLanguage(null)).toBe('en');
    expect(resolveLanguage(null, [])).toBe('en');
    expect(resolveLanguage('xx', ['it', 'pt-BR'])).toBe('en');
  });
});
