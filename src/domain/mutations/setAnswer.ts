/** The answer to one qualifying question of a connection (last writer wins, in server order). */
import * as v from 'valibot';
import { defineMutation, id, isoDate } from './define';

export const SetAnswerArgs = v.object({
  connectionId: id,
  questionId: id,
  choices: v.pipe(v.array(id), v.maxLength(100)),
  text: v.nullable(v.pipe(v.string(), v.maxLength(1000))),
  updatedAt: isoDate,
});
export type SetAnswerArgs = v.InferOutput<typeof SetAnswerArgs>;

/** Whether the choices fit the question is known only where the question is: the server checks it. */
export const setAnswer = defineMutation('setAnswer', SetAnswerArgs);
