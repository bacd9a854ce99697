/**
 * What the organiser's console shares about talking to the server: how a failure is said, and
 * files downloaded with the organiser's token (badges, task documents). Its endpoints are declared
 * in src/domain/endpoints/organiser*.ts and read with src/ui/remote/queries.ts, which sends the
 * organiser's token for them (app/organiser-session.ts).
 */
import { HttpError } from '../../lib/http';
import { organiserSession, setOrganiserSession } from '../../app/organiser-session';
import { download } from '../../lib/download';
import { messageOf } from '../../ui/remote/messages';

export { fieldsOf } from '../../ui/remote/messages';

/** What the console says when a call fails (see messageOf). */
export const consoleFailure = (err: unknown): string => messageOf(err, 'organiser', { notFound: 'organiser:error.notFound', offline: 'organiser:error.offline' });

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
