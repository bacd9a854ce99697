/**
 * The API access screen talks to the server directly (online only: API accounts, their secrets and
 * webhooks are the server's to keep). A refusal comes back as i18n keys: a field's message under
 * `fields` ('allowedAddresses.2' for one entry of the address list, '' for the whole request), or
 * one message.
 */
import { HttpError, request } from '../../lib/http';

export type Failure = { error: string; fields: Record<string, string> };
export type Result<T> = { ok: true; value: T } | ({ ok: false } & Failure);

/** The i18n key of a server or domain error key ('apiAccess.addressInvalid' → 'apiAccess:error.addressInvalid'). */
export function errorKey(key: string): string {
  if (key.startsWith('apiAccess.')) return `apiAccess:error.${key.slice('apiAccess.'.length)}`;
  if (key === 'notFound') return 'apiAccess:error.notFound';
  return 'common:notice.somethingWentWrong';
}

/** Why a request failed, as i18n keys. */
export function failureOf(err: unknown): Failure {
  if (err instanceof HttpError) {
    if (err.code === 'offline' || err.code === 'timeout') return { error: 'common:account.needsNetwork', fields: {} };
    const body = err.body as { error?: string; fields?: Record<string, string> } | undefined;
    if (body?.fields) return { error: 'apiAccess:error.fields', fields: Object.fromEntries(Object.entries(body.fields).map(([k, v]) => [k, errorKey(v)])) };
    if (body?.error) return { error: errorKey(body.error), fields: {} };
  }
  return { error: 'common:notice.somethingWentWrong', fields: {} };
}

/** Runs a request, answering its value or why it failed. */
export async function attempt<T>(path: string, options: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; body?: unknown } = {}): Promise<Result<T>> {
  try {
    return { ok: true, value: await request<T>(path, { ...options, quiet: true }) };
  } catch (err) {
    return { ok: false, ...failureOf(err) };
  }
}
