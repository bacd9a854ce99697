/**
 * Qualifying questions (SPEC section 3): checkbox = multiple choice, dropdown and radio = single
 * choice, open = free text; any choice question may offer 'other' with the user's own words.
 */
import * as v from 'valibot';

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
  type: v.picklist(QUESTION_TYPES),
  allowOther: v.boolean(),
  options: v.array(v.object({ id: v.string(), name: v.string(), points: v.pipe(v.number(), v.integer()) })),
});
export type QuestionDef = v.InferOutput<typeof QuestionDef>;

export const QuestionsResponse = v.object({
  questions: v.array(QuestionDef),
  rating: v.object({ hotFrom: v.pipe(v.number(), v.integer()), warmFrom: v.pipe(v.number(), v.integer()) }),
});
export type QuestionsResponse = v.InferOutput<typeof QuestionsResponse>;
