/**
 * The organiser's programme of the event (activities: talks, workshops), kept on the device (meta
 * table) so the agenda shows it offline. Fetched again after each successful sync while the
 * conversation setting is on; a failed fetch keeps the last copy.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { Activity } from '../domain/activity';
import { db as defaultDb, type LeadstandDB } from './db';

const key = (eventId: string) => `activities:${eventId}`;

export async function storeActivities(db: LeadstandDB, eventId: string, activities: Activity[]): Promise<void> {
  await db.meta.put({ key: key(eventId), value: activities });
}

/** The programme as last fetched, by start; empty when never fetched (first use offline). */
export function useActivities(eventId: string | null): Activity[] | undefined {
  return useLiveQuery(async () => (eventId ? (((await defaultDb.meta.get(key(eventId)))?.value as Activity[] | undefined) ?? []) : []), [eventId]);
}
