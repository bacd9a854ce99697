/**
 * The exhibitor's qualifying questions (#13): the enabled ones for answering on a connection (the
 * booth's devices, offline from their last copy), and the editor's for its administrators: every
 * language's names and how many answered, create, edit, switch on or off, delete, reorder, and the
 * rating rules. Served by server/questions, called by src/data (the booth's copy) and
 * src/features/questions (the editor).
 */
import * as v from 'valibot';
import { endpoint } from './define';
import type { Access } from '../access';
import { ManagedQuestions, QuestionEnabledInput, QuestionInput, QuestionOrderInput, QuestionsResponse, RatingRulesInput } from '../question';

const ADMIN: Access = { modes: ['partner', 'staff'], anyPermission: ['admin'], setting: 'connections' };
const QuestionParams = v.strictObject({ questionId: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) });

/** The enabled questions with their options' points, and the rating rules. */
export const activeQuestions = endpoint({ method: 'GET', path: '/api/questions', answer: QuestionsResponse, access: { modes: ['partner', 'staff', 'scan'], setting: 'connections' } });

export const manageQuestions = endpoint({ method: 'GET', path: '/api/questions/manage', answer: ManagedQuestions, access: ADMIN });

/** A new question, within the organiser's limit ('questionLimitReached' says the limit and whether adding is allowed at all). */
export const addQuestion = endpoint({
  method: 'POST',
  path: '/api/questions',
  body: QuestionInput,
  answer: v.object({ id: v.string() }),
  status: 201,
  access: ADMIN,
  refusals: ['questionLimitReached'],
  refusalBody: v.object({ limit: v.optional(v.number()), allowAdd: v.optional(v.boolean()) }),
});

/**
 * An edit; one that changes stored answers or their points needs `confirm` ('answersWouldChange'
 * says how many answers lose choices and how many are rated again).
 */
export const changeQuestion = endpoint({
  method: 'PUT',
  path: '/api/questions/:questionId',
  params: QuestionParams,
  body: QuestionInput,
  answer: v.object({ id: v.string(), answersChanged: v.number() }),
  access: ADMIN,
  refusals: ['answersWouldChange'],
  refusalBody: v.object({ count: v.optional(v.number()), rerated: v.optional(v.number()) }),
});

/** On or off: its options and stored answers stay as they are. */
export const switchQuestion = endpoint({ method: 'PUT', path: '/api/questions/:questionId/enabled', params: QuestionParams, body: QuestionEnabledInput, answer: v.object({ id: v.string(), enabled: v.boolean() }), access: ADMIN });

export const removeQuestion = endpoint({ method: 'DELETE', path: '/api/questions/:questionId', params: QuestionParams, status: 204, access: ADMIN });

/** The whole list in its new order, each question once ('questionsChanged' when the list moved on meanwhile). */
export const orderQuestions = endpoint({ method: 'PUT', path: '/api/questions/order', body: QuestionOrderInput, answer: v.object({ ids: v.array(v.string()) }), access: ADMIN, refusals: ['questionsChanged'] });

/** The points from which a lead is hot or warm; hot must be reachable with the questions asked (refused on hotFrom, with the most points there are). */
export const setRatingRules = endpoint({ method: 'PUT', path: '/api/questions/rating', body: RatingRulesInput, answer: v.object({ hotFrom: v.number(), warmFrom: v.number() }), access: ADMIN, refusalBody: v.object({ max: v.optional(v.number()) }) });
