/**
 * Business constants of SPEC section 9 and the timings of sections 7 and 8.
 * One definition, imported by the app, the service worker and the server.
 */

export const PRODUCT_NAME = 'Leadstand';
/** App identifier; also the WAMP realm of the realtime socket. */
export const APP_ID = 'leadstand';
export const NOTIFICATION_PATH = '/notification';
export const SERVICE_WORKER_PATH = '/service-worker.js';

/** A request aborted by time-out is retried: 3 tries in all, 500 ms apart. */
export const REQUEST_RETRY = { tries: 3, delayMs: 500 } as const;
/** How long one HTTP request may take before it counts as timed out. */
export const REQUEST_TIMEOUT_MS = 15_000;
export const MANDATORY_UPDATE_RELOAD_DELAY_MS = 1_500;
export const OFFLINE_NOTICE_TIMEOUT_MS = 5_000;
export const PAGE_META_DEBOUNCE_MS = 50;
export const SCROLL_RESTORATION_RESET_MS = 500;

export const SOCKET_RECONNECT = { firstAttempt: 1, lastAttempt: 11, baseDelayMs: 5_000 } as const;

/**
 * Delay before reconnect attempt `attempt` of the realtime socket: attempt squared times 5000 ms,
 * for attempts 1 to 11. Returns null when no further attempt should be made.
 */
export function socketReconnectDelay(attempt: number): number | null {
  if (!Number.isInteger(attempt)) return null;
  if (attempt < SOCKET_RECONNECT.firstAttempt || attempt > SOCKET_RECONNECT.lastAttempt) return null;
  return attempt * attempt * SOCKET_RECONNECT.baseDelayMs;
}

/** Page title: the environment name plus the product name. */
export function pageTitle(environmentName: string | null | undefined, pageName?: string): string {
  const base = environmentName?.trim() ? `${environmentName.trim()} ${PRODUCT_NAME}` : PRODUCT_NAME;
  return pageName ? `${pageName} · ${base}` : base;
}
