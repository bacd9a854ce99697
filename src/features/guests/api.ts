/**
 * The guests' screens talk to the server directly (online only: registrations, links, the form and
 * the codes are the server's to keep). A refusal comes back as the translated reason: a field's
 * message under `fields`, or one message for the whole request.
 */
import { HttpError, request } from '../../lib/http';

export type Failure = { error: string; fields: Record<string, string> };
export type Result<T> = { ok: true; value: T } | ({ ok: false } & Failure);

/** The i18n key of a server error key ('guests.code.usedUp' → 'guests:error.code.usedUp'). */
export function errorKey(key: string): string {
  if (key.startsWith('guests.')) return `guests:error.${key.slice('guests.'.length)}`;
  if (key.startsWith('question.')) return `questions:error.${key}`;
  return 'common:notice.somethingWentWrong';
}

/** Why a request failed, as i18n keys. */
export function failureOf(err: unknown): Failure {
  if (err instanceof HttpError) {
    if (err.code === 'offline' || err.code === 'timeout') return { error: 'common:account.needsNetwork', fields: {} };
    const body = err.body as { error?: string; fields?: Record<string, string> } | undefined;
    if (body?.fields) return { error: 'guests:error.fields', fields: Object.fromEntries(Object.entries(body.fields).map(([k, v]) => [k, errorKey(v)])) };
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
