/**
 * 'What's new' after an update: the last app version this device showed its changes for is kept
 * in local storage. When the app starts with a newer version, the changes since then are shown
 * once (closing the dialog records the version). A first install shows nothing and records the
 * version; a device that was in use before this version but has no record (it ran a version from
 * before 'What's new') is shown the changes since BEFORE_WHATS_NEW. 'What's new' in the settings
 * and the manual (openWhatsNew) shows every version's changes at any time.
 */
import { compareVersions } from '../../domain/version';
import type { Language } from '../../domain/language';

export const WHATS_NEW_KEY = 'leadstand:whats-new:seen';
/** The last version without 'What's new'. */
export const BEFORE_WHATS_NEW = '0.1.0';

export interface ChangelogEntry {
  version: string;
  changes: Record<Language, readonly string[]>;
}

/**
 * The version after which changes are to be shown now, or null for none. `usedBefore`: the app
 * started with a session saved by an earlier visit (so this is not a first install).
 */
export function pendingSince(lastSeen: string | null, current: string, usedBefore: boolean): string | null {
  if (lastSeen === null) return usedBefore && compareVersions(BEFORE_WHATS_NEW, current) < 0 ? BEFORE_WHATS_NEW : null;
  return compareVersions(lastSeen, current) < 0 ? lastSeen : null;
}

/** The entries newer than `since` (all with null) up to the current version, newest first. */
export function entriesSince(changelog: readonly ChangelogEntry[], since: string | null, current: string): ChangelogEntry[] {
  return changelog
    .filter((e) => (since === null || compareVersions(e.version, since) > 0) && compareVersions(e.version, current) <= 0)
    .sort((a, b) => compareVersions(b.version, a.version));
}

export function readSeen(): string | null {
  try {
    return localStorage.getItem(WHATS_NEW_KEY);
  } catch {
    return null;
  }
}

/** Records a version as seen; never goes back to an older one. */
export function recordSeen(version: string): void {
  try {
    const last = localStorage.getItem(WHATS_NEW_KEY);
    if (last === null || compareVersions(last, version) < 0) localStorage.setItem(WHATS_NEW_KEY, version);
  } catch {
    // Private mode: the changes may show once more.
  }
}

const OPEN_EVENT = 'leadstand:whats-new';

/** Shows every version's changes ('What's new' in the settings and the manual). */
export function openWhatsNew(): void {
  window.dispatchEvent(new Event(OPEN_EVENT));
}

export function onOpenWhatsNew(listener: () => void): () => void {
  window.addEventListener(OPEN_EVENT, listener);
  return () => window.removeEventListener(OPEN_EVENT, listener);
}
