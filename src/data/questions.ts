/**
 * The exhibitor's qualifying questions and rating rules, kept on the device (meta table) so the
 * questions tab works offline. Fetched again after each successful sync; a failed fetch keeps the
 * last copy.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { QuestionsResponse } from '../domain/protocol';
import { db as defaultDb, type LeadstandDB, type LocalAnswer } from './db';

const key = (eventId: string) => `questions:${eventId}`;

export async function storeQuestions(db: LeadstandDB, eventId: string, questions: QuestionsResponse): Promise<void> {
  await db.meta.put({ key: key(eventId), value: questions });
}

export async function loadQuestions(db: LeadstandDB, eventId: string): Promise<QuestionsResponse | null> {
  return ((await db.meta.get(key(eventId)))?.value as QuestionsResponse | undefined) ?? null;
}

/** undefined while loading; null when this device never fetched them (first use offline). */
export function useQuestions(eventId: string | null): QuestionsResponse | null | undefined {
  return useLiveQuery(async () => (eventId ? loadQuestions(defaultDb, eventId) : null), [eventId]);
}

export function useAnswers(connectionId: string | undefined): LocalAnswer[] | undefined {
  return useLiveQuery(async () => (connectionId ? defaultDb.answers.where('connectionId').equals(connectionId).toArray() : []), [connectionId]);
}
