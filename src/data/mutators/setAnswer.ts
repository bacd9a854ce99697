import { answerKey } from '../../domain/question';
import type { LeadstandDB } from '../db';
import type { WriteContext } from '../write-context';
import { pendingRow, type Mutator } from './define';
import { write } from './write';

export const setAnswerMutator: Mutator<'setAnswer'> = {
  target: (a) => ({ table: 'answers', rowId: answerKey(a.connectionId, a.questionId) }),
  async apply(db, ctx, a) {
    await db.answers.put({ ...pendingRow(ctx), key: answerKey(a.connectionId, a.questionId), connectionId: a.connectionId, questionId: a.questionId, choices: a.choices, text: a.text, updatedAt: a.updatedAt });
  },
};

export function setAnswer(ctx: WriteContext, input: { connectionId: string; questionId: string; choices: string[]; text: string | null; updatedAt?: Date }, db?: LeadstandDB) {
  return write(
    ctx,
    'setAnswer',
    setAnswerMutator,
    { connectionId: input.connectionId, questionId: input.questionId, choices: input.choices, text: input.text, updatedAt: (input.updatedAt ?? new Date()).toISOString() },
    db,
  );
}
