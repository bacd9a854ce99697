/**
 * The offline visitor directory: with a scan licence, the device keeps its event's visitors
 * (code, name, company) so a scan without signal shows who it was at once. Downloaded in the
 * background in pages; replaced as a whole so removed visitors go; deleted when the exhibitor has
 * no licence, when the event has ended, and when the session is unlinked (logout).
 */
import type { DirectoryPage } from '../domain/protocol';
import { useLiveQuery } from 'dexie-react-hooks';
import { db as defaultDb, type LeadstandDB, type LocalVisitor } from './db';

/** How often a complete directory is fetched again while the app is in use. */
export const DIRECTORY_REFRESH_MS = 6 * 60 * 60 * 1000;

interface DirectoryMeta {
  fetchedAt: number;
  count: number;
  /** False when the server said the exhibitor holds no scan licence. */
  licensed?: boolean;
}

const metaKey = (eventId: string) => `directory:${eventId}`;

export async function directoryMeta(db: LeadstandDB, eventId: string): Promise<DirectoryMeta | null> {
  return ((await db.meta.get(metaKey(eventId)))?.value as DirectoryMeta | undefined) ?? null;
}

export async function clearDirectory(db: LeadstandDB, eventId: string): Promise<void> {
  await db.transaction('rw', db.visitors, db.meta, async () => {
    await db.visitors.where('eventId').equals(eventId).delete();
    await db.meta.delete(metaKey(eventId));
  });
}

/**
 * Downloads the directory when it is missing or older than DIRECTORY_REFRESH_MS (or `force`).
 * Pages are collected first and stored in one transaction, so a lost connection half-way leaves
 * the previous directory as it was.
 */
export async function refreshDirectory(db: LeadstandDB, eventId: string, fetchPage: (after: string | null) => Promise<DirectoryPage>, force = false): Promise<'fresh' | 'updated' | 'none'> {
  const meta = await directoryMeta(db, eventId);
  if (!force && meta && Date.now() - meta.fetchedAt < DIRECTORY_REFRESH_MS) return 'fresh';
  const rows: LocalVisitor[] = [];
  let after: string | null = null;
  for (let i = 0; i < 10_000; i++) {
    const page: DirectoryPage = await fetchPage(after);
    if (!page.licensed) {
      await clearDirectory(db, eventId);
      await db.meta.put({ key: metaKey(eventId), value: { fetchedAt: Date.now(), count: 0, licensed: false } satisfies DirectoryMeta });
      return 'none';
    }
    for (const v of page.visitors) rows.push({ eventId, code: v.code, id: v.id, name: v.name, company: v.company });
    if (!page.next) break;
    after = page.next;
  }
  await db.transaction('rw', db.visitors, db.meta, async () => {
    await db.visitors.where('eventId').equals(eventId).delete();
    await db.visitors.bulkPut(rows);
    await db.meta.put({ key: metaKey(eventId), value: { fetchedAt: Date.now(), count: rows.length, licensed: true } satisfies DirectoryMeta });
  });
  return 'updated';
}

export function lookupVisitor(db: LeadstandDB, eventId: string, code: string): Promise<LocalVisitor | undefined> {
  return db.visitors.get([eventId, code]);
}

/** False once the server said this exhibitor holds no scan licence (the scan view says so). */
export function useLicensed(eventId: string | null): boolean | undefined {
  return useLiveQuery(async () => (eventId ? ((await directoryMeta(defaultDb, eventId))?.licensed ?? undefined) : undefined), [eventId]);
}
