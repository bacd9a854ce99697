/**
 * What the page and the service worker say to each other about the precache (issue #30, see
 * scripts/precache-groups.ts for the groups): the page asks the worker to store the texts of the
 * language it shows and, once the worker is active, everything else the app needs offline; and
 * asks whether the booth part is stored, to say 'Ready offline' once.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './language';

export type PrecacheMessage =
  | { type: 'STORE_LANGUAGE'; language: string }
  | { type: 'STORE_LATER' }
  /** Answered on the message's port with a PrecacheStatus. */
  | { type: 'PRECACHE_STATUS' };

export interface PrecacheStatus {
  /** Every file of the booth group is stored: the booth screens open offline. */
  booth: boolean;
  /** Every file of the later group is stored. */
  later: boolean;
  /** The languages whose texts are all stored. */
  languages: Language[];
}

/** Remembers (localStorage) that this device was told it is ready offline. */
export const OFFLINE_READY_SAID_KEY = 'offline_ready_said';

/** How long the 'Ready offline' notice shows. */
export const OFFLINE_READY_NOTICE_MS = 4000;

/**
 * The languages whose texts the worker stores at install, when it cannot know the page's choice
 * (it cannot read localStorage): the device's languages that the app has, and English, the
 * fallback of every text.
 */
export function installLanguages(deviceLanguages: readonly string[]): Language[] {
  const found = new Set<Language>();
  for (const tag of deviceLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    const language = LANGUAGES.find((l) => l === base);
    if (language) found.add(language);
  }
  found.add(DEFAULT_LANGUAGE);
  return [...found];
}
