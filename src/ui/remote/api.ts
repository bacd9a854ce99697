/**
 * How a change to the server's data went, for a screen of an online-only area (guests, API access,
 * …): its answer, or why it failed as i18n keys: a field's message under `fields` (keyed by the
 * field's path, '' for the whole request), or one message in the area's words. The server's own
 * failures (5xx) raise the app's reactions (server-unavailable dialog, 'Sorry, something went
 * wrong!'), so the screen says nothing more of them (`error` is null).
 */
import { reportedByApp } from '../../lib/http';
import { failureOf, type Namespaces } from './messages';

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
