/**
 * The native mobile shell and the server's maintenance answer (SPEC: session mode native and the
 * embedded flag, 'switch to native app', 'native app update required or available', the
 * maintenance or unavailable page). Pure rules, shared by app and server; the bridge itself is
 * described in docs/decisions.md ('The native shell bridge').
 */
import * as v from 'valibot';
import { compareVersions } from './version';

/** Request header of a page inside the shell: the server makes native-mode sessions only with it. */
export const NATIVE_HEADER = 'x-leadstand-native';

export const NATIVE_PLATFORMS = ['android', 'ios'] as const;
export type NativePlatform = (typeof NATIVE_PLATFORMS)[number];

/** What the shell injects as `window.LeadstandNative` (before the page's scripts run). */
export const NativeBridgeInfo = v.object({
  /** The shell's own version (the store's), dotted. */
  version: v.pipe(v.string(), v.maxLength(40)),
  platform: v.picklist(NATIVE_PLATFORMS),
});
export type NativeBridgeInfo = v.InferOutput<typeof NativeBridgeInfo>;

/** The shell's versions the server asks for (NATIVE_MIN_VERSION, NATIVE_LATEST_VERSION), in GET /api/config. */
export const NativeAppVersions = v.object({
  minVersion: v.nullable(v.string()),
  latestVersion: v.nullable(v.string()),
});
export type NativeAppVersions = v.InferOutput<typeof NativeAppVersions>;

export type NativeUpdate = { kind: 'required'; version: string } | { kind: 'available'; version: string } | null;

/**
 * Whether the shell must update before it may be used (older than the minimum), may update
 * (older than the latest, unless the user dismissed that very version), or neither.
 */
export function nativeUpdate(shellVersion: string, versions: NativeAppVersions | null | undefined, dismissedVersion?: string | null): NativeUpdate {
  if (!versions) return null;
  const { minVersion, latestVersion } = versions;
  if (minVersion && compareVersions(shellVersion, minVersion) < 0) return { kind: 'required', version: latestVersion && compareVersions(latestVersion, minVersion) > 0 ? latestVersion : minVersion };
  if (latestVersion && compareVersions(shellVersion, latestVersion) < 0 && dismissedVersion !== latestVersion) return { kind: 'available', version: latestVersion };
  return null;
}

/**
 * What the shell provides itself, so the web app leaves it out inside the shell: the service
 * worker's 'new version' notice (the shell starts a fresh page at every launch, where the waiting
 * version takes over, and has its own update dialog), 'use on another device' (the licence page
 * moves the licence), and 'switch to native app' (already in it).
 */
export const SHELL_PROVIDES = ['serviceWorkerUpdatePrompt', 'useOnAnotherDevice', 'switchToNativeApp'] as const;
export type ShellFeature = (typeof SHELL_PROVIDES)[number];

export function hiddenInShell(feature: ShellFeature, inShell: boolean): boolean {
  return inShell && SHELL_PROVIDES.includes(feature);
}

/** The page runs inside the shell: the bridge is there, or the session was made in it. */
export function runsInShell(bridge: NativeBridgeInfo | null, session: { embedded: boolean; sessionMode: string } | null): boolean {
  return !!bridge || !!session?.embedded || session?.sessionMode === 'native';
}

/** The phone's platform from its user agent, where a native app exists for it. */
export function platformOf(userAgent: string): NativePlatform | null {
  if (/Android/i.test(userAgent)) return 'android';
  // iPadOS 13+ calls itself a Mac; the shell is for phones, so an iPad in desktop mode is not offered it.
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  return null;
}

/**
 * Whether 'switch to native app' is offered: on Android or iOS, outside the shell, to a person
 * (staff or administrator with a user: a native session is a team member's; scan licences and
 * system users have no native app).
 */
export function offerNativeApp(options: { userAgent: string; inShell: boolean; sessionMode: string; hasUser: boolean }): NativePlatform | null {
  if (options.inShell || !options.hasUser || !['partner', 'staff'].includes(options.sessionMode)) return null;
  return platformOf(options.userAgent);
}

/** The shell's store listings and the custom scheme it registers (also the Android package). */
export const NATIVE_APP = {
  scheme: 'leadstand',
  androidPackage: 'app.leadstand.shell',
  playStoreUrl: 'https://play.google.com/store/apps/details?id=app.leadstand.shell',
  appStoreUrl: 'https://apps.apple.com/app/leadstand/id0000000000',
} as const;

/**
 * The address that opens the shell with a login link (a single-use native link), falling back to
 * the store where the shell is not installed: Android's intent URL does that itself; on iOS the
 * page goes to the App Store when the scheme did not open the app (the caller's timer).
 */
export function nativeOpenUrl(platform: NativePlatform, loginUrl: string): string {
  const query = `link=${encodeURIComponent(loginUrl)}`;
  if (platform === 'android') {
    return `intent://open?${query}#Intent;scheme=${NATIVE_APP.scheme};package=${NATIVE_APP.androidPackage};S.browser_fallback_url=${encodeURIComponent(NATIVE_APP.playStoreUrl)};end`;
  }
  return `${NATIVE_APP.scheme}://open?${query}`;
}

export function storeUrl(platform: NativePlatform): string {
  return platform === 'android' ? NATIVE_APP.playStoreUrl : NATIVE_APP.appStoreUrl;
}

/** The API's answer while the operator has the server in maintenance: 503, Retry-After and this body. */
export const MAINTENANCE_ERROR = 'maintenance';
export const MaintenanceAnswer = v.object({ error: v.literal(MAINTENANCE_ERROR), retryAfterSeconds: v.number() });
export type MaintenanceAnswer = v.InferOutput<typeof MaintenanceAnswer>;
/** Retry-After when the operator gives none. */
export const MAINTENANCE_RETRY_SECONDS = 60;
/** The maintenance page asks again at least this often, and at most this rarely, whatever Retry-After says. */
export const MAINTENANCE_RETRY_BOUNDS = { minSeconds: 5, maxSeconds: 300 } as const;

export function maintenanceRetrySeconds(retryAfterSeconds: number | null): number {
  const s = retryAfterSeconds ?? MAINTENANCE_RETRY_SECONDS;
  return Math.min(MAINTENANCE_RETRY_BOUNDS.maxSeconds, Math.max(MAINTENANCE_RETRY_BOUNDS.minSeconds, Math.round(s)));
}

export function isMaintenanceAnswer(body: unknown): boolean {
  return !!body && typeof body === 'object' && (body as { error?: unknown }).error === MAINTENANCE_ERROR;
}

/** POST /api/session/native-link: a single-use link that logs the shell in as this person (native mode). */
export const NativeLinkAnswer = v.object({ url: v.string(), expiresAt: v.string() });
export type NativeLinkAnswer = v.InferOutput<typeof NativeLinkAnswer>;
export const NATIVE_LINK_MINUTES = 10;

/**
 * Screens that work on the device's own data and stay open during maintenance, with a banner
 * instead of the maintenance page: the connection list with the scan view and typed codes, and a
 * connection's detail (notes, answers, stage). What is captured there waits in the outbox.
 */
export function keepsWorkingDuringMaintenance(pathname: string): boolean {
  return /^\/(connections|leads)(\/|$)/.test(pathname);
}
