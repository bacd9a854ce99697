/**
 * The manual's pages, one module per language: each is its own chunk, downloaded when the manual
 * opens in that language (never with the app's start, and not kept for offline use: the manual
 * is an online page, SPEC section 2). The labels a page names come from the app's translations
 * in the same language, loaded first.
 */
import type { i18n as I18n } from 'i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../domain/language';
import { labelKeys, parsePage, type ManualPage, type ManualPageSource } from './markup';

type Loader = () => Promise<{ default: readonly ManualPageSource[] }>;

export const MANUAL_LOADERS: Record<Language, Loader> = {
  de: () => import('./pages/manual-pages-de'),
  en: () => import('./pages/manual-pages-en'),
  es: () => import('./pages/manual-pages-es'),
  fr: () => import('./pages/manual-pages-fr'),
  nl: () => import('./pages/manual-pages-nl'),
  tr: () => import('./pages/manual-pages-tr'),
};

const cache = new Map<Language, Promise<ManualPage[]>>();

async function load(language: Language, i18n: I18n): Promise<ManualPage[]> {
  const sources = (await MANUAL_LOADERS[language]()).default;
  const keys = sources.flatMap((s) => [...labelKeys(s.summary), ...labelKeys(s.body)]);
  await i18n.loadNamespaces([...new Set(keys.map((k) => k.split(':')[0]!))]);
  const t = i18n.getFixedT(language);
  return sources.map((s) => parsePage(s, (key) => t(key)));
}

/** The pages in a language (English for one the manual is not written in), parsed once. */
export function loadManual(language: string | undefined, i18n: I18n): Promise<ManualPage[]> {
  const lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  let pages = cache.get(lang);
  if (!pages) {
    pages = load(lang, i18n);
    // A failed download may be tried again.
    pages.catch(() => cache.delete(lang));
    cache.set(lang, pages);
  }
  return pages;
}
