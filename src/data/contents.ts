/**
 * The exhibitor's content (company profile, products), kept on the device (meta table) so the
 * content tab works offline, and what was chosen to share with each connection's visitor.
 * Fetched again after each successful sync while the content setting is on; a failed fetch keeps
 * the last copy. The screens read them with useContents, useSharedContent and useFollowUps
 * (hooks.ts); this file has no UI library, so the export worker can load them.
 */
import type { ContentsResponse } from '../domain/content';
import type { LeadstandDB } from './db';

const key = (eventId: string) => `contents:${eventId}`;

export async function storeContents(db: LeadstandDB, eventId: string, contents: ContentsResponse): Promise<void> {
  await db.meta.put({ key: key(eventId), value: contents });
}

export async function loadContents(db: LeadstandDB, eventId: string): Promise<ContentsResponse | null> {
  return ((await db.meta.get(key(eventId)))?.value as ContentsResponse | undefined) ?? null;
}
