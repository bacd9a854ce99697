/**
 * Qualifying questions (SPEC section 3): checkbox = multiple choice, dropdown and radio = single
 * choice, open = free text; any choice question may offer 'other' with the user's own words.
 */
import * as v from 'valibot';
import { MAX_OPTION_POINTS } from './rating';

export const QUESTION_TYPES = ['checkbox', 'dropdown', 'radio', 'open'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export function isQuestionType(type: string): type is QuestionType {
  return (QUESTION_TYPES as readonly string[]).includes(type);
}

/** The organiser may limit how many questions an exhibitor has (the value is per event). */
export const DEFAULT_QUESTION_LIMIT = 25;
/** The organiser may limit how many products an exhibitor shows (the value is per event). */
export const DEFAULT_PRODUCT_LIMIT = 50;

export interface QuestionAnswerValue {
  /** Chosen answer ids (choice questions). */
  choices: string[];
  /** Free text (open questions) or the 'other' text. */
  text: string | null;
}

export function isMultipleChoice(type: QuestionType): boolean {
  return type === 'checkbox';
}

export type AnswerError = 'answer.tooManyChoices' | 'answer.unknownChoice' | 'answer.otherNotAllowed' | 'answer.tooLong';

export function validateAnswer(
  question: { type: QuestionType; answerIds: readonly string[]; allowOther: boolean },
  value: QuestionAnswerValue,
  maxTextLength = 1000,
): AnswerError | null {
  if (question.type === 'open') {
    // An open question takes free text only: any choice given to it is unknown.
    if (value.choices.length > 0) return 'answer.unknownChoice';
  } else {
    if (!isMultipleChoice(question.type) && value.choices.length > 1) return 'answer.tooManyChoices';
    if (value.choices.some((c) => !question.answerIds.includes(c))) return 'answer.unknownChoice';
    if (value.text && !question.allowOther) return 'answer.otherNotAllowed';
  }
  if (value.text && value.text.length > maxTextLength) return 'answer.tooLong';
  return null;
}

/** Editing a question that already has answers asks for confirmation: stored answers are overwritten. */
export function editNeedsConfirmation(storedAnswerCount: number): boolean {
  return storedAnswerCount > 0;
}

export function canAddQuestion(currentCount: number, limit = DEFAULT_QUESTION_LIMIT, organiserAllows = true): boolean {
  return organiserAllows && currentCount < limit;
}

/** A connection's answer to one qualifying question, on the wire (last writer wins, in server order). */
export const AnswerRow = v.object({
  connectionId: v.string(),
  questionId: v.string(),
  choices: v.array(v.string()),
  text: v.nullable(v.string()),
  updatedAt: v.string(),
  version: v.number(),
});
export type AnswerRow = v.InferOutput<typeof AnswerRow>;

/** The key of a connection's answer to a question (local table and batch maps). */
export function answerKey(connectionId: string, questionId: string): string {
  return `${connectionId}|${questionId}`;
}

/** GET /api/questions: what the app keeps to answer qualifying questions and show the rating rules. */
export const QuestionDef = v.object({
  id: v.string(),
  name: v.string(),
  /** The name in the other languages, where the administrator gave one (older servers send none). */
  names: v.optional(v.record(v.string(), v.string())),
  type: v.picklist(QUESTION_TYPES),
  allowOther: v.boolean(),
  options: v.array(v.object({ id: v.string(), name: v.string(), names: v.optional(v.record(v.string(), v.string())), points: v.pipe(v.number(), v.integer()) })),
});
export type QuestionDef = v.InferOutput<typeof QuestionDef>;

/** A name in `language` where the administrator gave one, else the default (English) name. */
export function nameIn(item: { name: string; names?: Readonly<Record<string, string>> | undefined }, language: string | undefined): string {
  return (language && item.names?.[language]?.trim()) || item.name;
}

/** A question with its own and its choices' names in `language`. */
export function localizedQuestion(q: QuestionDef, language: string | undefined): QuestionDef {
  return { ...q, name: nameIn(q, language), options: q.options.map((o) => ({ ...o, name: nameIn(o, language) })) };
}

export const QuestionsResponse = v.object({
  questions: v.array(QuestionDef),
  rating: v.object({ hotFrom: v.pipe(v.number(), v.integer()), warmFrom: v.pipe(v.number(), v.integer()) }),
});
export type QuestionsResponse = v.InferOutput<typeof QuestionsResponse>;

// The exhibitor's question editor (#13): what an administrator sends, checked alike by the app and
// the server. Names are required in the default language (English) and optional in the others.

const NAME_MAX = 200;
export const questionName = v.pipe(v.string(), v.trim(), v.minLength(1, 'question.nameRequired'), v.maxLength(NAME_MAX, 'question.nameTooLong'));
export const otherNames = v.record(v.picklist(['de', 'es', 'fr', 'nl', 'tr']), v.pipe(v.string(), v.trim(), v.maxLength(NAME_MAX, 'question.nameTooLong')));

export const OPTION_LIMIT = 50;

export const QuestionOptionInput = v.strictObject({
  /** An option kept from before (its answers stay); absent for a new one. */
  id: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(200))),
  name: questionName,
  names: v.optional(otherNames),
  points: v.pipe(v.number(), v.integer('question.pointsInvalid'), v.minValue(0, 'question.pointsInvalid'), v.maxValue(MAX_OPTION_POINTS, 'question.pointsInvalid')),
});

export const QuestionInput = v.pipe(
  v.strictObject({
    name: questionName,
    names: v.optional(otherNames),
    type: v.picklist(QUESTION_TYPES, 'question.typeInvalid'),
    allowOther: v.boolean(),
    enabled: v.boolean(),
    options: v.pipe(v.array(QuestionOptionInput), v.maxLength(OPTION_LIMIT, 'question.tooManyOptions')),
    /** The administrator saw how many stored answers an edit changes, and goes ahead. */
    confirm: v.optional(v.boolean()),
  }),
  v.check((q) => q.type === 'open' || q.options.length > 0, 'question.optionsRequired'),
  v.check((q) => q.type !== 'open' || q.options.length === 0, 'question.openHasNoOptions'),
  v.check((q) => new Set(q.options.map((o) => o.name.toLowerCase())).size === q.options.length, 'question.optionTwice'),
);
export type QuestionInput = v.InferOutput<typeof QuestionInput>;

export const RatingRulesInput = v.pipe(
  v.strictObject({
    hotFrom: v.pipe(v.number(), v.integer('rating.thresholdInvalid'), v.minValue(2, 'rating.thresholdInvalid'), v.maxValue(1000, 'rating.thresholdInvalid')),
    warmFrom: v.pipe(v.number(), v.integer('rating.thresholdInvalid'), v.minValue(1, 'rating.thresholdInvalid'), v.maxValue(999, 'rating.thresholdInvalid')),
  }),
  v.check((r) => r.warmFrom < r.hotFrom, 'rating.warmBelowHot'),
);
export type RatingRulesInput = v.InferOutput<typeof RatingRulesInput>;

/** Switching a question on or off: whether the team asks it (its answers stay either way). */
export const QuestionEnabledInput = v.strictObject({ enabled: v.boolean() });
export type QuestionEnabledInput = v.InferOutput<typeof QuestionEnabledInput>;

export const QuestionOrderInput = v.strictObject({ ids: v.pipe(v.array(v.pipe(v.string(), v.maxLength(200))), v.maxLength(1000)) });

/** A question as the editor lists it: with its names in every language, whether it is on, and how many connections answered it. */
export const ManagedQuestion = v.object({
  id: v.string(),
  name: v.string(),
  names: v.record(v.string(), v.string()),
  type: v.picklist(QUESTION_TYPES),
  allowOther: v.boolean(),
  enabled: v.boolean(),
  answers: v.number(),
  options: v.array(v.object({ id: v.string(), name: v.string(), names: v.record(v.string(), v.string()), points: v.number() })),
});
export type ManagedQuestion = v.InferOutput<typeof ManagedQuestion>;

export const ManagedQuestions = v.object({
  questions: v.array(ManagedQuestion),
  rating: v.object({ hotFrom: v.number(), warmFrom: v.number() }),
  /** The organiser's limits for this event: how many questions, and whether exhibitors may add any. */
  limit: v.number(),
  allowAdd: v.boolean(),
});
export type ManagedQuestions = v.InferOutput<typeof ManagedQuestions>;
