/**
 * The exhibitor's content (company profile, products), kept on the device (meta table) so the
 * content tab works offline, and what was chosen to share with each connection's visitor.
 * Fetched again after each successful sync while the content setting is on; a failed fetch keeps
 * the last copy.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { ContentsResponse } from '../domain/content';
import { db as defaultDb, type LeadstandDB, type LocalFollowUp, type LocalSharedContent } from './db';

const key = (eventId: string) => `contents:${eventId}`;

export async function storeContents(db: LeadstandDB, eventId: string, contents: ContentsResponse): Promise<void> {
  await db.meta.put({ key: key(eventId), value: contents });
}

export async function loadContents(db: LeadstandDB, eventId: string): Promise<ContentsResponse | null> {
  return ((await db.meta.get(key(eventId)))?.value as ContentsResponse | undefined) ?? null;
}

/** undefined while loading; null when this device never fetched them (first use offline). */
export function useContents(eventId: string | null): ContentsResponse | null | undefined {
  return useLiveQuery(async () => (eventId ? loadContents(defaultDb, eventId) : null), [eventId]);
}

/** What was chosen to share with this connection's visitor, by content id. */
export function useSharedContent(connectionId: string | undefined): Map<string, LocalSharedContent> | undefined {
  return useLiveQuery(
    async () => new Map((connectionId ? await defaultDb.sharedContent.where('connectionId').equals(connectionId).toArray() : []).map((x) => [x.contentId, x])),
    [connectionId],
  );
}

/** The follow-up e-mails asked for on this connection, newest first. */
export function useFollowUps(connectionId: string | undefined): LocalFollowUp[] | undefined {
  return useLiveQuery(async () => (connectionId ? (await defaultDb.followUps.where('connectionId').equals(connectionId).toArray()).sort((a, b) => b.requestedAt.localeCompare(a.requestedAt)) : []), [connectionId]);
}
