import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { LeadstandDB } from './db';
import { RatingStore } from './rating-store';
import { nextReport } from './dexie-reports';
import { storeQuestions } from './questions';
import { captureConnection, setAnswer, type WriteContext } from './mutators';
import type { QuestionsResponse } from '../domain/question';

const ctx: WriteContext = { eventId: 'demo-expo', partnerId: 'acme', authorName: 'Sam Visser', authorId: 'acme-sam' };
const questions = (points: number): QuestionsResponse => ({
  questions: [
    { id: 'q-budget', name: 'Budget', type: 'dropdown', allowOther: false, options: [{ id: 'small', name: 'Small', points: 0 }, { id: 'large', name: 'Large', points }] },
    { id: 'q-when', name: 'When', type: 'dropdown', allowOther: false, options: [{ id: 'now', name: 'Now', points: 3 }, { id: 'later', name: 'Later', points: 0 }] },
  ],
  rating: { hotFrom: 5, warmFrom: 2 },
});

async function after(store: RatingStore, write: () => Promise<unknown>) {
  const reported = nextReport();
  await write();
  await reported;
  await store.settled();
  return Object.fromEntries(store.getSnapshot());
}

describe('the worked-out ratings of an event', () => {
  it('rates every connection from its answers once, then follows answer and rule changes', async () => {
    const db = new LeadstandDB(`ratings-${Math.random()}`);
    await storeQuestions(db, ctx.eventId, questions(3));
    for (const code of ['aaaaajklmnstuvw', 'bbbbbjklmnstuvw', 'cccccjklmnstuvw']) await captureConnection(ctx, { badgeCode: code, sourceType: 'manual' }, db);
    await setAnswer(ctx, { connectionId: 'acme.aaaaajklmnstuvw', questionId: 'q-budget', choices: ['large'], text: null }, db);
    await setAnswer(ctx, { connectionId: 'acme.aaaaajklmnstuvw', questionId: 'q-when', choices: ['now'], text: null }, db);
    await setAnswer(ctx, { connectionId: 'acme.bbbbbjklmnstuvw', questionId: 'q-budget', choices: ['small'], text: null }, db);
    const store = new RatingStore(db, ctx.eventId);
    let notified = 0;
    const stop = store.subscribe(() => notified++);
    await store.settled();
    // 3 + 3 points: hot; 0 points: cold; no answer: no rating.
    expect(Object.fromEntries(store.getSnapshot())).toEqual({ 'acme.aaaaajklmnstuvw': 'hot', 'acme.bbbbbjklmnstuvw': 'cold' });

    // An answer changes only its connection.
    expect(await after(store, () => setAnswer(ctx, { connectionId: 'acme.bbbbbjklmnstuvw', questionId: 'q-when', choices: ['now'], text: null }, db))).toEqual({
      'acme.aaaaajklmnstuvw': 'hot',
      'acme.bbbbbjklmnstuvw': 'warm',
    });
    // New points for an option re-rate everyone.
    expect(await after(store, () => storeQuestions(db, ctx.eventId, questions(1)))).toEqual({ 'acme.aaaaajklmnstuvw': 'warm', 'acme.bbbbbjklmnstuvw': 'warm' });
    // Answers cleared: no rating.
    expect(await after(store, () => setAnswer(ctx, { connectionId: 'acme.bbbbbjklmnstuvw', questionId: 'q-when', choices: [], text: null }, db))).toEqual({
      'acme.aaaaajklmnstuvw': 'warm',
      'acme.bbbbbjklmnstuvw': 'cold',
    });
    expect(notified).toBeGreaterThanOrEqual(4);
    stop();
    db.close();
  });
});
