/** Live queries the screens use: they re-render whenever the local rows change. */
import { useSyncExternalStore } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { connectionStore } from './connection-store';
import { ratingStore, type WorkedRatings } from './rating-store';
import { compareStageEntries } from '../domain/connection';
import { db, type LocalAnswer, type LocalConnection, type LocalFollowUp, type LocalNote, type LocalScan, type LocalSharedContent, type LocalStage } from './db';
import { loadQuestions } from './questions';
import { loadContents } from './contents';
import type { QuestionsResponse } from '../domain/protocol';
import type { ContentsResponse } from '../domain/content';
import { pendingCount } from './sync';

const NONE: LocalConnection[] = [];
const nothing = () => () => {};

/** The event's connections, newest scan first (kept in memory: see connection-store.ts). */
export function useConnections(eventId: string | null): LocalConnection[] | undefined {
  const store = eventId ? connectionStore(db, eventId) : null;
  return useSyncExternalStore(store?.subscribe ?? nothing, store ? store.getSnapshot : () => NONE);
}

/** Whether the event's connection list is still taking in a change (see FollowedStore.isBusy). */
export function useConnectionsCatchingUp(eventId: string | null): boolean {
  const store = eventId ? connectionStore(db, eventId) : null;
  return useSyncExternalStore(store?.subscribeBusy ?? nothing, store ? store.isBusy : () => false);
}

const NO_RATINGS: WorkedRatings = new Map();

/** The rating worked out from each connection's answers (see rating-store.ts); empty without an event (pass null where it is not shown). */
export function useWorkedRatings(eventId: string | null): WorkedRatings {
  const store = eventId ? ratingStore(db, eventId) : null;
  return useSyncExternalStore(store?.subscribe ?? nothing, store ? store.getSnapshot : () => NO_RATINGS);
}

export function useConnection(id: string | undefined): LocalConnection | null | undefined {
  return useLiveQuery(async () => (id ? ((await db.connections.get(id)) ?? null) : null), [id]);
}

export function useNotes(connectionId: string | undefined): LocalNote[] | undefined {
  return useLiveQuery(async () => (connectionId ? (await db.notes.where('connectionId').equals(connectionId).toArray()).sort((a, b) => b.createdAt.localeCompare(a.createdAt)) : []), [connectionId]);
}

export function useStages(connectionId: string | undefined): LocalStage[] | undefined {
  return useLiveQuery(async () => (connectionId ? (await db.stages.where('connectionId').equals(connectionId).toArray()).sort((a, b) => compareStageEntries(b, a)) : []), [connectionId]);
}

/** A connection's meetings (each scan of the badge), first first. */
export function useScans(connectionId: string | undefined): LocalScan[] | undefined {
  return useLiveQuery(async () => (connectionId ? (await db.scans.where('connectionId').equals(connectionId).toArray()).sort((a, b) => a.scannedAt.localeCompare(b.scannedAt) || a.id.localeCompare(b.id)) : []), [connectionId]);
}

/** When this device last heard from the server for the event (its last successful pull), ms; null if never. */
export function useLastSync(eventId: string | null): number | null | undefined {
  return useLiveQuery(async () => (eventId ? ((await db.syncMeta.get(eventId))?.lastPullAt ?? null) : null), [eventId]);
}

export function usePendingCount(eventId: string | null): number {
  return useLiveQuery(() => (eventId ? pendingCount(db, eventId) : 0), [eventId], 0) ?? 0;
}

/** undefined while loading; null when this device never fetched them (first use offline). */
export function useQuestions(eventId: string | null): QuestionsResponse | null | undefined {
  return useLiveQuery(async () => (eventId ? loadQuestions(db, eventId) : null), [eventId]);
}

export function useAnswers(connectionId: string | undefined): LocalAnswer[] | undefined {
  return useLiveQuery(async () => (connectionId ? db.answers.where('connectionId').equals(connectionId).toArray() : []), [connectionId]);
}

/** undefined while loading; null when this device never fetched them (first use offline). */
export function useContents(eventId: string | null): ContentsResponse | null | undefined {
  return useLiveQuery(async () => (eventId ? loadContents(db, eventId) : null), [eventId]);
}

/** What was chosen to share with this connection's visitor, by content id. */
export function useSharedContent(connectionId: string | undefined): Map<string, LocalSharedContent> | undefined {
  return useLiveQuery(
    async () => new Map((connectionId ? await db.sharedContent.where('connectionId').equals(connectionId).toArray() : []).map((x) => [x.contentId, x])),
    [connectionId],
  );
}

/** The follow-up e-mails asked for on this connection, newest first. */
export function useFollowUps(connectionId: string | undefined): LocalFollowUp[] | undefined {
  return useLiveQuery(async () => (connectionId ? (await db.followUps.where('connectionId').equals(connectionId).toArray()).sort((a, b) => b.requestedAt.localeCompare(a.requestedAt)) : []), [connectionId]);
}
