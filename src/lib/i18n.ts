/**
 * i18next with the six languages of SPEC section 9. Each language's JSON files are their own
 * chunks, loaded on demand (and precached by the service worker, so they work offline); English
 * is the default and the fallback. The choice is kept under `visit_language`.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_STORAGE_KEY, isLanguage, resolveLanguage, type Language } from '../domain/language';

export const NAMESPACES = ['common', 'login', 'connections', 'dashboard', 'questions', 'contents', 'team', 'shop', 'attendees', 'agenda', 'messages', 'meeting', 'guests', 'tasks', 'apiAccess', 'native', 'manual', 'support'] as const;
/** Loaded at start; the others come with the logged-in app (loadAppNamespaces). */
const START_NAMESPACES = ['common', 'login'];

// mail.json, public.json and apiReference.json are the server's (mails, pages for visitors, the API's
// reference page); the app never loads them.
const loaders = import.meta.glob<{ default: Record<string, unknown> }>(['../../locales/*/*.json', '!../../locales/*/mail.json', '!../../locales/*/public.json', '!../../locales/*/apiReference.json']);

const backend = {
  type: 'backend' as const,
  init() {},
  read(language: string, namespace: string, callback: (err: unknown, data: Record<string, unknown> | null) => void) {
    const load = loaders[`../../locales/${language}/${namespace}.json`];
    if (!load) return callback(null, {});
    load().then(
      (mod) => callback(null, mod.default),
      (err: unknown) => callback(err, null),
    );
  },
};

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

let initialised: Promise<unknown> | null = null;

export async function initI18n(): Promise<typeof i18next> {
  const lng = resolveLanguage(storedLanguage(), typeof navigator === 'undefined' ? [] : navigator.languages);
  await (initialised = i18next
    .use(backend)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: START_NAMESPACES,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    }));
  document.documentElement.lang = lng;
  return i18next;
}

/** The logged-in app's texts, loaded with its data layer so no screen renders before its words. */
export async function loadAppNamespaces(): Promise<void> {
  await initialised;
  await i18next.loadNamespaces([...NAMESPACES]);
}

export async function changeLanguage(language: Language): Promise<void> {
  if (!isLanguage(language)) return;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts for this visit.
  }
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
}
