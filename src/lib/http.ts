/**
 * The one HTTP client (SPEC sections 7 and 8). A request that times out is retried, 3 tries in
 * all, 500 ms apart. Failures map to the spec's handling through app events: 401 ends the session
 * ('Session expired'), 503/504 open the server-unavailable dialog with Retry-After, 400/500 show
 * 'Sorry, something went wrong!' and go back one page, 426 asks for the mandatory update.
 * Callers that show every error themselves (login forms, background sync) pass `quiet: true`;
 * screens that talk to the server while the person waits (online-only admin screens) pass
 * `quiet: 'clientErrors'`: they explain a refusal (4xx) in place, and the app reacts to the
 * server's own failures (5xx: the server-unavailable dialog, 'Sorry, something went wrong!').
 */
import { REQUEST_RETRY, REQUEST_TIMEOUT_MS } from '../domain/constants';
import { emit } from './events';
import { isMaintenanceAnswer } from '../domain/native';
import { reportMaintenance, reportServerAnswered } from './maintenance';

declare const __APP_VERSION__: string;
export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0';
export { VERSION_HEADER } from '../domain/version';
import { VERSION_HEADER } from '../domain/version';

export class HttpError extends Error {
  /** The app has already told the person (session expired, server unavailable, 'Sorry, something went wrong!'): see `reportedByApp`. */
  reported = false;
  constructor(
    readonly status: number,
    /** The server's error code (`notFound`, `codeBlocked`, …); 'offline' when unreachable, 'timeout' after the last retry. */
    readonly code: string,
    readonly body: unknown = null,
  ) {
    super(`${status} ${code}`);
    this.name = 'HttpError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /**
   * `true`: no app-wide notices, the caller handles every error. `'clientErrors'`: the caller
   * explains 4xx answers; 503/504 and other 5xx still raise the app's reactions.
   */
  quiet?: boolean | 'clientErrors';
  timeoutMs?: number;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** For tests: where requests go and how. */
  fetchImpl?: typeof fetch;
  baseUrl?: string;
}

let authToken: string | null = null;

/** The active session's token, sent as a Bearer token with every request. */
export function setAuthToken(token: string | null): void {
  authToken = token;
}

/** The Authorization header for requests made outside `request` (resumable uploads). */
export function authHeaders(): Record<string, string> {
  return authToken ? { authorization: `Bearer ${authToken}` } : {};
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function parseRetryAfter(value: string | null): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.round((date - Date.now()) / 1000));
}

async function once(url: string, init: RequestInit, timeoutMs: number, outer: AbortSignal | undefined, fetchImpl: typeof fetch): Promise<Response | 'timeout'> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), timeoutMs);
  const forward = () => controller.abort(outer?.reason);
  outer?.addEventListener('abort', forward);
  try {
    return await fetchImpl(url, { ...init, signal: controller.signal });
  } catch (err) {
    if (outer?.aborted) throw err;
    if (controller.signal.aborted) return 'timeout';
    throw new HttpError(0, 'offline');
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', forward);
  }
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const fetchImpl = options.fetchImpl ?? fetch.bind(globalThis);
  const headers: Record<string, string> = {
    accept: 'application/json',
    [VERSION_HEADER]: APP_VERSION,
    ...(authToken ? { authorization: `Bearer ${authToken}` } : {}),
    ...options.headers,
  };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const init: RequestInit = {
    method: options.method ?? 'GET',
    headers,
    credentials: 'same-origin',
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  };
  const url = (options.baseUrl ?? '') + path;

  let response: Response | 'timeout' = 'timeout';
  for (let attempt = 1; attempt <= REQUEST_RETRY.tries; attempt++) {
    response = await once(url, init, options.timeoutMs ?? REQUEST_TIMEOUT_MS, options.signal, fetchImpl);
    if (response !== 'timeout') break;
    if (attempt < REQUEST_RETRY.tries) await sleep(REQUEST_RETRY.delayMs);
  }
  if (response === 'timeout') throw new HttpError(0, 'timeout');

  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  // Maintenance (503 with its body): the maintenance page, for quiet callers too (sync, start-up); it
  // retries and clears at the server's next other answer. No server-unavailable dialog over it.
  if (response.status === 503 && isMaintenanceAnswer(body)) {
    reportMaintenance('maintenance', parseRetryAfter(response.headers.get('retry-after')));
    const maintenance = new HttpError(503, 'maintenance', body);
    maintenance.reported = true;
    throw maintenance;
  }
  if (response.status !== 503 && response.status !== 504) reportServerAnswered();
  if (response.ok) return body as T;

  const code = (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string' ? body.error : null) ?? String(response.status);
  const error = new HttpError(response.status, code, body);
  if (response.status === 426 || code === 'versionIncompatible') {
    emit('updateRequired');
    throw error;
  }
  const loud = !options.quiet || (options.quiet === 'clientErrors' && response.status >= 500);
  if (loud) {
    error.reported = true;
    if (response.status === 401) emit('sessionExpired');
    else if (response.status === 503 || response.status === 504)
      emit('serverUnavailable', { status: response.status, retryAfterSeconds: parseRetryAfter(response.headers.get('retry-after')) });
    else if (response.status === 400 || response.status >= 500) emit('requestFailed', { status: response.status });
    else error.reported = false;
  }
  throw error;
}

/**
 * Whether the app's own reaction has already told the person about this failure (a `quiet:
 * 'clientErrors'` request's 5xx: the server-unavailable dialog or page, 'Sorry, something went
 * wrong!'). A screen then adds no message of its own: one failure, one message.
 */
export function reportedByApp(err: unknown): boolean {
  // An HttpError, or a declared call's failure made of one (lib/call.ts).
  return typeof err === 'object' && err !== null && 'reported' in err && err.reported === true;
}
