/** Who is writing, for local writes: shown as 'scanned by' and note author until the server confirms. */
import type { SessionInfo } from '../domain/session';

export interface WriteContext {
  eventId: string;
  partnerId: string;
  /** The person writing (shown as 'scanned by' / note author until the server confirms). */
  authorName: string;
  authorId: string | null;
}

/**
 * The one way to make a WriteContext from a session, for the page, the service worker and the
 * model test alike: a write replayed after a pull (rebase) must show the same author as when it
 * was made: the person, or the name a scan user gave. Sessions without an exhibitor cannot write.
 */
export function writeContextOf(info: SessionInfo): WriteContext | null {
  if (!info.partner) return null;
  return {
    eventId: info.event.id,
    partnerId: info.partner.id,
    authorName: info.user?.name ?? info.scanUserName ?? '',
    authorId: info.user?.id ?? null,
  };
}
