/**
 * The exhibitor's qualifying questions and rating rules, kept on the device (meta table) so the
 * questions tab works offline. Fetched again after each successful sync; a failed fetch keeps the
 * last copy. The screens read them with useQuestions and useAnswers (hooks.ts); this file has no
 * UI library, so the export worker can load them.
 */
import type { QuestionsResponse } from '../domain/protocol';
import type { LeadstandDB } from './db';

const key = (eventId: string) => `questions:${eventId}`;

export async function storeQuestions(db: LeadstandDB, eventId: string, questions: QuestionsResponse): Promise<void> {
  await db.meta.put({ key: key(eventId), value: questions });
}

export async function loadQuestions(db: LeadstandDB, eventId: string): Promise<QuestionsResponse | null> {
  return ((await db.meta.get(key(eventId)))?.value as QuestionsResponse | undefined) ?? null;
}
