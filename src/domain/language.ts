/** The six interface languages (SPEC section 9). */
export const LANGUAGES = ['de', 'en', 'es', 'fr', 'nl', 'tr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** Local storage key that keeps the user's choice. */
export const LANGUAGE_STORAGE_KEY = 'visit_language';

/** Each language named in itself, for the language menu. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  fr: 'Français',
  nl: 'Nederlands',
  tr: 'Türkçe',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Picks the language to show: the stored choice, else the first supported browser language
 * (`de-AT` counts as `de`), else English.
 */
export function resolveLanguage(stored: string | null | undefined, browser: readonly string[] = []): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browser) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}
