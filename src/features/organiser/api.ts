/**
 * Requests of the organiser's console: with the organiser's token (not an exhibitor session's),
 * errors handled by the screens. A 401 ends the organiser session on this browser.
 */
import { HttpError, type RequestOptions } from '../../lib/http';
import { organiserSend, organiserSession, setOrganiserSession } from '../../app/organiser-session';
import { download } from '../../lib/download';
import { call, CallFailed } from '../../lib/call';
import type { AnswerOf, CallInput, Endpoint } from '../../domain/endpoints/define';
import { messageOf } from '../../ui/remote/messages';

export { fieldsOf } from '../../ui/remote/messages';

/** What the console says when a call fails (see messageOf). */
export const consoleFailure = (err: unknown): string => messageOf(err, 'organiser', { notFound: 'organiser:error.notFound' });

/** Calls a declared endpoint of the console (src/domain/endpoints/organiser.ts) with the organiser's token. */
export function organiserCall<E extends Endpoint>(endpoint: E, input: CallInput<E>): Promise<AnswerOf<E>> {
  return call(endpoint, input, { send: organiserSend });
}

export const organiserRequest: <T>(path: string, options?: Omit<RequestOptions, 'quiet'>) => Promise<T> = organiserSend;

/** The translation key of a failed request, for a screen's alert. */
export function failureKey(err: unknown): string {
  const code = err instanceof HttpError ? err.code : err instanceof CallFailed ? err.refusal : null;
  if (code === 'offline' || code === 'timeout') return 'organiser:error.offline';
  if (code === 'notFound') return 'organiser:error.notFound';
  if (code && (code.startsWith('event.') || code.startsWith('badgeType.') || code.startsWith('visitor.'))) return `organiser:${code}`;
  return 'common:notice.somethingWentWrong';
}

/** Downloads a file the console may fetch (badges), with the organiser's token; with `body`, asked for with a POST of it. */
export async function organiserDownload(path: string, fileName: string, body?: unknown): Promise<void> {
  const session = organiserSession();
  let res: Response;
  try {
    const auth: Record<string, string> = session ? { authorization: `Bearer ${session.token}` } : {};
    res = await fetch(
      path,
      body === undefined ? { headers: auth } : { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify(body) },
    );
  } catch {
    throw new HttpError(0, 'offline');
  }
  if (res.status === 401) setOrganiserSession(null);
  if (!res.ok) throw new HttpError(res.status, String(res.status));
  download(await res.blob(), fileName);
}
