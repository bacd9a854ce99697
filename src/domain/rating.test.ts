import { describe, expect, it } from 'vitest';
import { effectiveRating, HOT_FROM, ratingFromPoints, WARM_FROM, workOutRating, maxPoints } from './rating';

const questions = [
  { id: 'budget', options: [{ id: 'b1', points: 0 }, { id: 'b2', points: 1 }, { id: 'b3', points: 2 }, { id: 'b4', points: 3 }] },
  { id: 'timeline', options: [{ id: 't1', points: 3 }, { id: 't2', points: 1 }, { id: 't3', points: 0 }] },
  { id: 'notes', options: [] },
];

describe('lead rating', () => {
  it('adds the points of the chosen answers and reads hot, warm or cold from the thresholds', () => {
    expect(workOutRating(questions, [{ questionId: 'budget', choices: ['b4'] }, { questionId: 'timeline', choices: ['t1'] }])).toEqual({ points: 6, scored: true, rating: 'hot' });
    expect(workOutRating(questions, [{ questionId: 'budget', choices: ['b3'] }])).toEqual({ points: 2, scored: true, rating: 'warm' });
    expect(workOutRating(questions, [{ questionId: 'budget', choices: ['b1'] }, { questionId: 'timeline', choices: ['t3'] }])).toEqual({ points: 0, scored: true, rating: 'cold' });
    expect(ratingFromPoints(HOT_FROM)).toBe('hot');
    expect(ratingFromPoints(HOT_FROM - 1)).toBe('warm');
    expect(ratingFromPoints(WARM_FROM - 1)).toBe('cold');
  });

  it('has no rating until a scored question is answered, and ignores unknown questions and answers', () => {
    expect(workOutRating(questions, []).rating).toBeNull();
    expect(workOutRating(questions, [{ questionId: 'notes', choices: [] }, { questionId: 'gone', choices: ['x'] }]).rating).toBeNull();
    expect(workOutRating(questions, [{ questionId: 'budget', choices: ['removed-option'] }])).toEqual({ points: 0, scored: true, rating: 'cold' });
  });

  it('lets the override win over the worked-out rating', () => {
    const worked = workOutRating(questions, [{ questionId: 'budget', choices: ['b4'] }]);
    expect(effectiveRating(null, worked)).toBe('warm');
    expect(effectiveRating('hot', worked)).toBe('hot');
    expect(effectiveRating('cold', { points: 0, scored: false, rating: null })).toBe('cold');
  });
});

describe("an exhibitor's own thresholds", () => {
  it('rate the same points differently, and the defaults stay 5 and 2', () => {
    const questions = [{ id: 'q', options: [{ id: 'a', points: 3 }] }];
    const answers = [{ questionId: 'q', choices: ['a'] }];
    expect(workOutRating(questions, answers).rating).toBe('warm');
    expect(workOutRating(questions, answers, { hotFrom: 3, warmFrom: 1 }).rating).toBe('hot');
    expect(workOutRating(questions, answers, { hotFrom: 10, warmFrom: 4 }).rating).toBe('cold');
  });
});

describe('the most points the questions can give', () => {
  it('adds every answer of a checkbox question, the best answer of a single-choice one, and nothing for free text', () => {
    const opts = (...points: number[]) => points.map((p) => ({ points: p }));
    expect(maxPoints([])).toBe(0);
    expect(maxPoints([{ type: 'checkbox', options: opts(1, 1, 2, 0) }])).toBe(4);
    expect(maxPoints([{ type: 'radio', options: opts(0, 3, 1) }, { type: 'dropdown', options: opts(2, 1) }, { type: 'open', options: [] }])).toBe(5);
    // The walk's case: hot from 5 can never apply when the questions give at most 3.
    expect(maxPoints([{ type: 'radio', options: opts(0, 3) }])).toBeLessThan(5);
  });
});
