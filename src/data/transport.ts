/**
 * The sync protocol over HTTP: one transport for the page and the service worker, through the one
 * HTTP client (timeouts, `x-leadstand-version`, error codes). Uploads are added by the page
 * (scheduler.ts): they need XMLHttpRequest, which the service worker does not have.
 */
import type { PushRequest } from '../domain/protocol';
import { request, type RequestOptions } from '../lib/http';
import type { Transport } from './sync';

/**
 * Requests of one session carry that session's token, not the app's current one: a drain that is
 * still running when the user switches event or logs out must never send its outbox, or pull,
 * as someone else. Quiet: sync failures show on the rows, not as app-wide notices.
 */
export function sessionRequest(token: string) {
  const authorization = `Bearer ${token}`;
  return <T>(path: string, options: RequestOptions = {}) => request<T>(path, { quiet: true, ...options, headers: { ...options.headers, authorization } });
}

export function httpTransport(token: string, options: Pick<RequestOptions, 'fetchImpl' | 'baseUrl'> = {}): Transport {
  const call = sessionRequest(token);
  return {
    push: (body: PushRequest) => call<unknown>('/api/sync/push', { ...options, method: 'POST', body, timeoutMs: 30_000 }),
    pull: (q) => {
      const qs = new URLSearchParams({ clientID: q.clientID, ...(q.cookie ? { cookie: q.cookie } : {}), ...(q.pendingFrom ? { pendingFrom: String(q.pendingFrom) } : {}) });
      return call<unknown>(`/api/sync/pull?${qs}`, { ...options, timeoutMs: 30_000 });
    },
  };
}
