import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGES } from '../../domain/language';
import { compareVersions } from '../../domain/version';
import pkg from '../../../package.json' with { type: 'json' };
import { CHANGELOG } from './changelog';
import { BEFORE_WHATS_NEW, entriesSince, pendingSince, readSeen, recordSeen, WHATS_NEW_KEY } from './whats-new-state';

describe("what's new after an update", () => {
  it('shows nothing on a first install', () => {
    expect(pendingSince(null, '0.2.0', false)).toBeNull();
  });

  it('shows the changes since the version last seen, once the app is newer', () => {
    expect(pendingSince('0.1.0', '0.2.0', true)).toBe('0.1.0');
    expect(pendingSince('0.1.0', '0.2.0', false)).toBe('0.1.0');
    expect(pendingSince('0.2.0', '0.2.0', true)).toBeNull();
    expect(pendingSince('0.10.0', '0.9.0', true)).toBeNull();
  });

  it('shows the changes to a device in use before What’s new existed', () => {
    expect(pendingSince(null, '0.2.0', true)).toBe(BEFORE_WHATS_NEW);
    expect(pendingSince(null, BEFORE_WHATS_NEW, true)).toBeNull();
  });

  it('lists the versions after the last seen up to this one, newest first', () => {
    const log = [{ version: '0.1.0' }, { version: '0.3.0' }, { version: '0.2.0' }, { version: '0.4.0' }].map((e) => ({ ...e, changes: {} as never }));
    expect(entriesSince(log, '0.1.0', '0.3.0').map((e) => e.version)).toEqual(['0.3.0', '0.2.0']);
    expect(entriesSince(log, null, '0.3.0').map((e) => e.version)).toEqual(['0.3.0', '0.2.0', '0.1.0']);
    expect(entriesSince(log, '0.3.0', '0.3.0')).toEqual([]);
  });

  it('has an entry for this version, in every language', () => {
    expect(CHANGELOG.map((e) => e.version)).toContain(pkg.version);
    expect([...CHANGELOG].sort((a, b) => compareVersions(b.version, a.version))).toEqual(CHANGELOG);
    for (const entry of CHANGELOG) {
      for (const language of LANGUAGES) {
        expect(entry.changes[language].length, `${entry.version} ${language}`).toBe(entry.changes.en.length);
        for (const change of entry.changes[language]) expect(change.trim()).not.toBe('');
      }
    }
  });

  describe('the record on the device', () => {
    let store: Map<string, string>;
    beforeEach(() => {
      store = new Map();
      vi.stubGlobal('localStorage', {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => void store.set(k, v),
        removeItem: (k: string) => void store.delete(k),
      });
    });
    afterEach(() => vi.unstubAllGlobals());

    it('keeps the newest version seen', () => {
      expect(readSeen()).toBeNull();
      recordSeen('0.2.0');
      expect(store.get(WHATS_NEW_KEY)).toBe('0.2.0');
      recordSeen('0.1.0');
      expect(readSeen()).toBe('0.2.0');
    });
  });
});
