/**
 * Whose work an event's local data is. A device is often shared (the booth tablet): when someone
 * else logs in to the same event, what the last person captured must neither be shown to them nor
 * be sent to the server in their name (the server would refuse it, or file it under the wrong
 * person). So, at login:
 * - the same person (any mode: partner, staff) keeps everything;
 * - someone else, with everything of the last person already on the server: the event's local
 *   data is cleared and the newcomer pulls their own view;
 * - someone else while the last person's work has not reached the server yet: nothing is touched.
 *   The app shows the conflict (StoreConflict) and does not sync, until the last person logs in
 *   again to send it, or the newcomer deliberately deletes it.
 */
import type { LeadstandDB } from './db';
import type { SessionInfo } from './types';
import { LOCAL_ENTITIES, type LocalEntity } from './entities';
import { writeTables } from './mutators/write';
import { forgetDashboardSnapshots } from './dashboard-snapshot';

type Entities = Readonly<Record<string, LocalEntity>>;

export interface StoreOwner {
  /** Exhibitor and person (or licence, for sessions without a user). */
  key: string;
  /** Shown to the next person: who the unsent work belongs to. */
  name: string;
}

export function ownerOf(info: SessionInfo): StoreOwner {
  const who = info.user ? `user:${info.user.id}` : `licence:${info.licenseCode ?? ''}`;
  return { key: `${info.partner?.id ?? ''}|${who}`, name: info.user?.name ?? info.partner?.name ?? '' };
}

const ownerKey = (eventId: string) => `owner:${eventId}`;

/** Every table that holds an event's data (a transaction that clears one needs them all). */
export function eventTables(entities: Entities = LOCAL_ENTITIES): string[] {
  return ['meta', ...writeTables(entities)];
}

async function recordedOwner(db: LeadstandDB, eventId: string): Promise<StoreOwner | undefined> {
  return (await db.meta.get(ownerKey(eventId)))?.value as StoreOwner | undefined;
}

/** Writes still waiting for the server (a note's files wait with the note). */
export function unsentCount(db: LeadstandDB, eventId: string): Promise<number> {
  return db.outbox.where('[eventId+mutationId]').between([eventId, 0], [eventId, Infinity]).count();
}

/** Removes everything the device holds for an event except its sessions. */
async function clearEvent(db: LeadstandDB, eventId: string, entities: Entities): Promise<void> {
  for (const entity of Object.values(entities)) await entity.ofEvent(db, eventId).delete();
  await db.media.where('eventId').equals(eventId).delete();
  await db.visitors.where('eventId').equals(eventId).delete();
  await db.outbox.where('[eventId+mutationId]').between([eventId, 0], [eventId, Infinity]).delete();
  await db.requests.where('[eventId+createdAt]').between([eventId, ''], [eventId, '\uffff']).delete();
  await db.syncMeta.delete(eventId);
  // Every area's cache of the event, without a list of them to keep up (a new area cannot be missed).
  const keys = (await db.meta.toCollection().primaryKeys()).filter((key) => isEventKey(key, eventId));
  await db.meta.bulkDelete(keys);
  forgetDashboardSnapshots(eventId);
}

/**
 * A key of `meta` that holds something of the event: `<what>:<eventId>` or `<what>:<eventId>:<more>`
 * (the directory's state, questions, contents, programme, task lists, its owner). Keys of the
 * device (`activeEventId`, `diagnostics:errors`) name no event.
 */
export function isEventKey(key: string, eventId: string): boolean {
  const rest = key.slice(key.indexOf(':') + 1);
  return key.includes(':') && (rest === eventId || rest.startsWith(`${eventId}:`));
}

/**
 * Called as a session is saved, inside its transaction (eventTables()): makes the event's data the
 * new owner's where that loses nothing. Data from before owners were recorded counts as theirs.
 */
export async function claimEventData(db: LeadstandDB, info: SessionInfo, entities: Entities = LOCAL_ENTITIES): Promise<void> {
  const eventId = info.event.id;
  const me = ownerOf(info);
  const current = await recordedOwner(db, eventId);
  if (current?.key === me.key) return;
  if (current && (await unsentCount(db, eventId)) > 0) return;
  if (current) await clearEvent(db, eventId, entities);
  await db.meta.put({ key: ownerKey(eventId), value: me });
}

/**
 * For sessions saved before owners were recorded: the data is theirs, noted the next time the
 * session is refreshed, so a later login by someone else is handled as above.
 */
export async function recordOwnerIfUnknown(db: LeadstandDB, info: SessionInfo): Promise<void> {
  await db.transaction('rw', db.meta, async () => {
    if (!(await recordedOwner(db, info.event.id))) await db.meta.put({ key: ownerKey(info.event.id), value: ownerOf(info) });
  });
}

/** The newcomer's deliberate choice: the last person's unsent work is deleted. */
export function discardOthersWork(db: LeadstandDB, info: SessionInfo, entities: Entities = LOCAL_ENTITIES): Promise<void> {
  return db.transaction('rw', eventTables(entities).map((t) => db.table(t)), async () => {
    await clearEvent(db, info.event.id, entities);
    await db.meta.put({ key: ownerKey(info.event.id), value: ownerOf(info) });
  });
}

export interface StoreConflict {
  /** Whose work it is. */
  name: string;
  unsent: number;
}

/** Whether this event's data is `key`'s to sync (or nobody's yet). */
export async function mayUseEventData(db: LeadstandDB, eventId: string, key: string): Promise<boolean> {
  const current = await recordedOwner(db, eventId);
  return !current || current.key === key;
}

/** Someone else's unsent work holds this event's data; null when the data is this session's. */
export async function storeConflict(db: LeadstandDB, info: SessionInfo): Promise<StoreConflict | null> {
  const current = await recordedOwner(db, info.event.id);
  if (!current || current.key === ownerOf(info).key) return null;
  return { name: current.name, unsent: await unsentCount(db, info.event.id) };
}
