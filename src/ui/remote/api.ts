/**
 * Screens of the online-only areas (guests, API access, …) talk to the server directly: their data
 * is the server's to keep. A request answers its value, or why it failed as i18n keys: a field's
 * message under `fields` (keyed by the field's path, '' for the whole request), or one message.
 * Each area names how a server error code becomes its translation key. The server's own failures
 * (5xx) also raise the app's reactions (server-unavailable dialog, 'Sorry, something went wrong!').
 */
import { HttpError, reportedByApp, request } from '../../lib/http';
import { failureOf, type Namespaces } from './messages';

export type Failure = { error: string; fields: Record<string, string> };
export type Result<T> = { ok: true; value: T } | ({ ok: false } & Failure);

export interface RemoteApi {
  /** Why a request failed, as i18n keys. */
  failureOf(err: unknown): Failure;
  /** Runs a request, answering its value or why it failed. */
  attempt<T>(path: string, options?: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; body?: unknown }): Promise<Result<T>>;
}

/**
 * `errorKey` turns a server error code into its translation key; `fieldsKey` is the message shown
 * above a form whose fields the server refused.
 */
export function remoteApi(errorKey: (code: string) => string, fieldsKey: string): RemoteApi {
  function failureOf(err: unknown): Failure {
    if (err instanceof HttpError) {
      if (err.code === 'offline' || err.code === 'timeout') return { error: 'common:account.needsNetwork', fields: {} };
      const body = err.body as { error?: string; fields?: Record<string, string> } | undefined;
      if (body?.fields) return { error: fieldsKey, fields: Object.fromEntries(Object.entries(body.fields).map(([k, v]) => [k, errorKey(v)])) };
      if (body?.error) return { error: errorKey(body.error), fields: {} };
    }
    return { error: 'common:notice.somethingWentWrong', fields: {} };
  }

  return {
    failureOf,
    async attempt<T>(path: string, options: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; body?: unknown } = {}): Promise<Result<T>> {
      try {
        return { ok: true, value: await request<T>(path, { ...options, quiet: 'clientErrors' }) };
      } catch (err) {
        return { ok: false, ...failureOf(err) };
      }
    },
  };
}

/** What a change came to: its answer, or why it failed as message keys (`error` null when the app has said it already: a 5xx). */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: string | null; fields: Record<string, string> };

/** Waits for a call (callAs) and says how it went, in the area's namespaces (failureOf). */
export async function attempt<T>(work: Promise<T>, ns: Namespaces): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await work };
  } catch (err) {
    const { error, fields } = failureOf(err, ns);
    return { ok: false, error: reportedByApp(err) ? null : error, fields };
  }
}
