/**
 * Lead rating: hot, warm or cold, next to the stage. Worked out from the answers by rules
 * everyone can see: each answer option of a choice question carries 0 to 3 points (the
 * administrator sets them with the questions); a connection's points are the sum over its
 * chosen options; from HOT_FROM points it is hot, from WARM_FROM warm, otherwise cold. Without
 * any scored answer there is no rating yet. The person who scanned may override it.
 */
export const RATINGS = ['hot', 'warm', 'cold'] as const;
export type Rating = (typeof RATINGS)[number];

export const HOT_FROM = 5;
export const WARM_FROM = 2;
export const MAX_OPTION_POINTS = 3;

export interface ScoredQuestion {
  id: string;
  options: ReadonlyArray<{ id: string; points: number }>;
}

export interface RatingBreakdown {
  points: number;
  /** Whether any answered question carries points at all. */
  scored: boolean;
  rating: Rating | null;
}

/** The points from which a lead is hot, and warm: each exhibitor sets its own (these are the defaults). */
export interface RatingRules {
  hotFrom: number;
  warmFrom: number;
}
export const DEFAULT_RATING_RULES: RatingRules = { hotFrom: HOT_FROM, warmFrom: WARM_FROM };

export function ratingFromPoints(points: number, rules: RatingRules = DEFAULT_RATING_RULES): Rating {
  return points >= rules.hotFrom ? 'hot' : points >= rules.warmFrom ? 'warm' : 'cold';
}

export function workOutRating(
  questions: readonly ScoredQuestion[],
  answers: ReadonlyArray<{ questionId: string; choices: readonly string[] }>,
  rules: RatingRules = DEFAULT_RATING_RULES,
): RatingBreakdown {
  const byId = new Map(questions.map((q) => [q.id, q]));
  let points = 0;
  let scored = false;
  for (const a of answers) {
    const q = byId.get(a.questionId);
    if (!q || !q.options.some((o) => o.points > 0)) continue;
    if (a.choices.length) scored = true;
    for (const c of a.choices) points += q.options.find((o) => o.id === c)?.points ?? 0;
  }
  return { points, scored, rating: scored ? ratingFromPoints(points, rules) : null };
}

/**
 * The most points a lead can get from these questions: a checkbox question adds every chosen
 * answer's points, a single-choice question its best answer's, a free-text question none. A rule
 * that makes a lead hot from more than this can never apply. Pass the questions the team asks.
 */
export function maxPoints(questions: ReadonlyArray<{ type: string; options: ReadonlyArray<{ points: number }> }>): number {
  let max = 0;
  for (const q of questions) {
    const points = q.options.map((o) => Math.max(0, o.points));
    if (q.type === 'checkbox') max += points.reduce((a, b) => a + b, 0);
    else if (q.type !== 'open') max += Math.max(0, ...points);
  }
  return max;
}

/** What shows: the override, else the worked-out rating. */
export function effectiveRating(override: Rating | null | undefined, worked: RatingBreakdown): Rating | null {
  return override ?? worked.rating;
}
