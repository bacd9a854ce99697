/**
 * The rating worked out from each connection's answers (hot, warm, cold or none), for a whole
 * event at once, so a list can show a rating column without a query per row.
 *
 * Like the connection store, it reads the event's answers and questions once, then follows Dexie's
 * 'storagemutated' event: a changed answer recomputes only its connection (the answer's key
 * starts with the connection's id), changed questions (their points) recompute everything. The
 * override a scanner set is on the connection row itself: `effectiveRating(row.rating, …)`.
 */
import type { ObservabilitySet } from 'dexie';
import { FollowedStore } from './followed-store';
import type { LeadstandDB, LocalAnswer } from './db';
import { loadQuestions } from './questions';
import { DEFAULT_RATING_RULES, workOutRating, type Rating, type RatingRules, type ScoredQuestion } from '../domain/rating';

export type WorkedRatings = ReadonlyMap<string, Rating>;

/** The snapshot before the first read: compare by identity to tell "not read yet" from "no ratings". */
export const RATINGS_NOT_READ: WorkedRatings = new Map();
const EMPTY = RATINGS_NOT_READ;

/** Sets the worked-out rating of every connection that has answers in `answers` (none: left absent). */
function rateInto(ratings: Map<string, Rating>, questions: readonly ScoredQuestion[], answers: readonly LocalAnswer[], rules: RatingRules): void {
  const byConnection = new Map<string, LocalAnswer[]>();
  for (const a of answers) {
    const list = byConnection.get(a.connectionId);
    if (list) list.push(a);
    else byConnection.set(a.connectionId, [a]);
  }
  for (const [id, list] of byConnection) {
    const rating = workOutRating(questions, list, rules).rating;
    if (rating) ratings.set(id, rating);
  }
}

export class RatingStore extends FollowedStore {
  private ratings: Map<string, Rating> | undefined;
  private questions: readonly ScoredQuestion[] = [];
  private rules: RatingRules = DEFAULT_RATING_RULES;
  private readonly changed = new Set<string>();

  constructor(
    private readonly db: LeadstandDB,
    readonly eventId: string,
  ) {
    super();
  }

  /** Connection id → worked-out rating (absent: no scored answer yet). Empty until the first read. A new map after every change. */
  getSnapshot = (): WorkedRatings => this.ratings ?? EMPTY;

  protected noticed(parts: ObservabilitySet): boolean {
    const answers = parts[`idb://${this.db.name}/answers/`];
    const meta = parts[`idb://${this.db.name}/meta/`];
    if (!answers && !meta) return false;
    // An answer's key is `${connectionId}|${questionId}`.
    this.walk(answers, (key) => this.changed.add(key.slice(0, key.lastIndexOf('|'))));
    this.walk(meta, (key) => {
      if (key === `questions:${this.eventId}`) this.reloadAll = true;
    });
    return this.reloadAll || this.changed.size > 0;
  }

  protected async drain(): Promise<void> {
    while (this.reloadAll || this.changed.size) {
      if (this.reloadAll) {
        this.reloadAll = false;
        this.changed.clear();
        const [questions, answers] = await Promise.all([loadQuestions(this.db, this.eventId), this.db.answers.where('eventId').equals(this.eventId).toArray()]);
        this.questions = questions?.questions ?? [];
        this.rules = questions?.rating ?? DEFAULT_RATING_RULES;
        const ratings = new Map<string, Rating>();
        rateInto(ratings, this.questions, answers, this.rules);
        this.ratings = ratings;
      } else {
        const ids = [...this.changed];
        this.changed.clear();
        const answers = await this.db.answers.where('connectionId').anyOf(ids).toArray();
        const ratings = new Map(this.ratings);
        for (const id of ids) ratings.delete(id);
        rateInto(ratings, this.questions, answers, this.rules);
        this.ratings = ratings;
      }
      this.notify();
    }
  }
}

const stores = new Map<string, RatingStore>();

/** One store per database and event. */
export function ratingStore(db: LeadstandDB, eventId: string): RatingStore {
  const key = `${db.name}|${eventId}`;
  let store = stores.get(key);
  if (!store) stores.set(key, (store = new RatingStore(db, eventId)));
  return store;
}
