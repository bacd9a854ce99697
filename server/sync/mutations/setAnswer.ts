/** The answer to a qualifying question: checked against the question, last writer wins in server order. */
import { answerKey, isQuestionType, validateAnswer } from '../../../src/domain/question';
import type { SetAnswerArgs } from '../../../src/domain/mutations';
import { chunks, done, type MutationHandler } from '../batch';

export const setAnswer: MutationHandler<'setAnswer'> = {
  needs(a, needs) {
    needs.connections.add(a.connectionId);
    needs.questions.add(a.questionId);
  },
  start({ caller, partnerId, known }) {
    const answers = new Map<string, SetAnswerArgs>();
    return {
      decide(a) {
        if (!known.visible.has(a.connectionId)) return done('noAccess', false);
        const question = known.questions.get(a.questionId);
        if (!question || !isQuestionType(question.type)) return done('invalid', false, 'answer.unknownQuestion');
        const error = validateAnswer({ type: question.type, answerIds: question.optionIds, allowOther: question.allowOther }, { choices: a.choices, text: a.text });
        if (error) return done('invalid', false, error);
        const key = answerKey(a.connectionId, a.questionId);
        answers.delete(key);
        answers.set(key, a);
        return done('completed', true);
      },
      async write(tx, version) {
        for (const rows of chunks([...answers.values()])) {
          await tx
            .insertInto('connection_answers')
            .values(
              rows.map((a) => ({
                connection_id: a.connectionId,
                question_id: a.questionId,
                partner_id: partnerId,
                choices: a.choices,
                text: a.text,
                updated_by_user_id: caller.user?.id ?? null,
                updated_at: new Date(a.updatedAt),
                version,
              })),
            )
            .onConflict((oc) =>
              oc.columns(['connection_id', 'question_id']).doUpdateSet((eb) => ({
                choices: eb.ref('excluded.choices'),
                text: eb.ref('excluded.text'),
                updated_by_user_id: eb.ref('excluded.updated_by_user_id'),
                updated_at: eb.ref('excluded.updated_at'),
                version,
              })),
            )
            .execute();
        }
      },
    };
  },
};
