import { describe, expect, it } from 'vitest';
import {
  hiddenInShell,
  isMaintenanceAnswer,
  keepsWorkingDuringMaintenance,
  maintenanceRetrySeconds,
  nativeOpenUrl,
  nativeUpdate,
  offerNativeApp,
  platformOf,
  runsInShell,
  SHELL_PROVIDES,
} from './native';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

describe('the native app update', () => {
  const versions = { minVersion: '2.0.0', latestVersion: '2.3.1' };

  it('is required below the minimum, naming the latest version to install', () => {
    expect(nativeUpdate('1.9.9', versions)).toEqual({ kind: 'required', version: '2.3.1' });
    expect(nativeUpdate('1.9.9', { minVersion: '2.0.0', latestVersion: null })).toEqual({ kind: 'required', version: '2.0.0' });
    // A dismissed 'available' never lifts a requirement.
    expect(nativeUpdate('1.9.9', versions, '2.3.1')).toEqual({ kind: 'required', version: '2.3.1' });
  });

  it('is available between the minimum and the latest, until that version is dismissed', () => {
    expect(nativeUpdate('2.0.0', versions)).toEqual({ kind: 'available', version: '2.3.1' });
    expect(nativeUpdate('2.3.0', versions, '2.3.1')).toBeNull();
    // Dismissing an older offer does not silence a newer one.
    expect(nativeUpdate('2.3.0', versions, '2.2.0')).toEqual({ kind: 'available', version: '2.3.1' });
  });

  it('is nothing for a current shell, or when the server names no versions', () => {
    expect(nativeUpdate('2.3.1', versions)).toBeNull();
    expect(nativeUpdate('3.0.0', versions)).toBeNull();
    expect(nativeUpdate('1.0.0', { minVersion: null, latestVersion: null })).toBeNull();
    expect(nativeUpdate('1.0.0', undefined)).toBeNull();
  });
});

describe('inside the shell', () => {
  it('knows it from the bridge, the embedded flag or the native session', () => {
    expect(runsInShell({ version: '2.0.0', platform: 'android' }, null)).toBe(true);
    expect(runsInShell(null, { embedded: true, sessionMode: 'staff' })).toBe(true);
    expect(runsInShell(null, { embedded: false, sessionMode: 'native' })).toBe(true);
    expect(runsInShell(null, { embedded: false, sessionMode: 'staff' })).toBe(false);
    expect(runsInShell(null, null)).toBe(false);
  });

  it('hides what the shell provides, and only there', () => {
    for (const feature of SHELL_PROVIDES) {
      expect(hiddenInShell(feature, true)).toBe(true);
      expect(hiddenInShell(feature, false)).toBe(false);
    }
    expect([...SHELL_PROVIDES]).toEqual(['serviceWorkerUpdatePrompt', 'useOnAnotherDevice', 'switchToNativeApp']);
  });
});

describe("'switch to native app'", () => {
  it('is offered on Android and iOS phones, outside the shell, to a person', () => {
    expect(platformOf(ANDROID)).toBe('android');
    expect(platformOf(IPHONE)).toBe('ios');
    expect(platformOf(DESKTOP)).toBeNull();
    expect(offerNativeApp({ userAgent: ANDROID, inShell: false, sessionMode: 'staff', hasUser: true })).toBe('android');
    expect(offerNativeApp({ userAgent: IPHONE, inShell: false, sessionMode: 'partner', hasUser: true })).toBe('ios');
  });

  it('is not offered on a desktop, inside the shell, to scan licences or without a person', () => {
    expect(offerNativeApp({ userAgent: DESKTOP, inShell: false, sessionMode: 'staff', hasUser: true })).toBeNull();
    expect(offerNativeApp({ userAgent: ANDROID, inShell: true, sessionMode: 'staff', hasUser: true })).toBeNull();
    expect(offerNativeApp({ userAgent: ANDROID, inShell: false, sessionMode: 'scan', hasUser: false })).toBeNull();
    expect(offerNativeApp({ userAgent: ANDROID, inShell: false, sessionMode: 'partner', hasUser: false })).toBeNull();
    expect(offerNativeApp({ userAgent: ANDROID, inShell: false, sessionMode: 'native', hasUser: true })).toBeNull();
  });

  it('opens the shell with the login link, falling back to the store', () => {
    const link = 'https://leadstand.example/login/native/acme-robin/abc';
    const android = nativeOpenUrl('android', link);
    expect(android).toMatch(/^intent:\/\/open\?link=https%3A%2F%2Fleadstand\.example%2Flogin%2Fnative%2Facme-robin%2Fabc#Intent;scheme=leadstand;package=[\w.]+;S\.browser_fallback_url=https%3A%2F%2Fplay\.google\.com/);
    expect(nativeOpenUrl('ios', link)).toBe(`leadstand://open?link=${encodeURIComponent(link)}`);
  });
});

describe('maintenance', () => {
  it("recognises the server's maintenance answer", () => {
    expect(isMaintenanceAnswer({ error: 'maintenance', retryAfterSeconds: 30 })).toBe(true);
    expect(isMaintenanceAnswer({ error: 'unavailable' })).toBe(false);
    expect(isMaintenanceAnswer('maintenance')).toBe(false);
    expect(isMaintenanceAnswer(null)).toBe(false);
  });

  it('retries after Retry-After, within bounds, and after a minute without one', () => {
    expect(maintenanceRetrySeconds(30)).toBe(30);
    expect(maintenanceRetrySeconds(null)).toBe(60);
    expect(maintenanceRetrySeconds(0)).toBe(5);
    expect(maintenanceRetrySeconds(86_400)).toBe(300);
  });

  it('keeps the capture screens open (banner), and only those', () => {
    for (const path of ['/connections/list', '/connections/list?scan=camera', '/connections/acme.x/notes', '/connections', '/leads']) expect(keepsWorkingDuringMaintenance(path), path).toBe(true);
    for (const path of ['/dashboard', '/agenda', '/users/list', '/login', '/connectionsx', '/license']) expect(keepsWorkingDuringMaintenance(path), path).toBe(false);
  });
});
