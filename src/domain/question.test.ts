import { describe, it, expect } from 'vitest';
import {
  localizedQuestion,
  DEFAULT_PRODUCT_LIMIT,
  DEFAULT_QUESTION_LIMIT,
  QUESTION_TYPES,
  canAddQuestion,
  editNeedsConfirmation,
  isMultipleChoice,
  validateAnswer,
  type QuestionType,
} from './question';

const question = (type: QuestionType, allowOther = false) => ({ type, answerIds: ['a', 'b', 'c'], allowOther });
const answer = (choices: string[], text: string | null = null) => ({ choices, text });

describe('question vocabularies', () => {
  it('has the four question types and default limits', () => {
    expect([...QUESTION_TYPES]).toEqual(['checkbox', 'dropdown', 'radio', 'open']);
    expect(DEFAULT_QUESTION_LIMIT).toBeGreaterThan(0);
    expect(DEFAULT_PRODUCT_LIMIT).toBeGreaterThan(0);
  });
});

describe('isMultipleChoice', () => {
  it('is true only for checkbox questions', () => {
    expect(isMultipleChoice('checkbox')).toBe(true);
    expect(isMultipleChoice('dropdown')).toBe(false);
    expect(isMultipleChoice('radio')).toBe(false);
    expect(isMultipleChoice('open')).toBe(false);
  });
});

describe('validateAnswer', () => {
  it('lets checkbox questions take several choices', () => {
    expect(validateAnswer(question('checkbox'), answer(['a', 'b', 'c']))).toBeNull();
    expect(validateAnswer(question('checkbox'), answer(['b']))).toBeNull();
    expect(validateAnswer(question('checkbox'), answer([]))).toBeNull();
  });

  it.each(['dropdown', 'radio'] as const)('lets %s questions take a single choice only', (type) => {
    expect(validateAnswer(question(type), answer(['a']))).toBeNull();
    expect(validateAnswer(question(type), answer([]))).toBeNull();
    expect(validateAnswer(question(type), answer(['a', 'b']))).toBe('answer.tooManyChoices');
  });

  it.each(['checkbox', 'dropdown', 'radio'] as const)('refuses unknown choices for %s questions', (type) => {
    expect(validateAnswer(question(type), answer(['z']))).toBe('answer.unknownChoice');
    expect(validateAnswer(question(type), answer(['A']))).toBe('answer.unknownChoice');
    expect(validateAnswer(question(type), answer(['']))).toBe('answer.unknownChoice');
  });

  it('refuses an unknown choice among known ones', () => {
    expect(validateAnswer(question('checkbox'), answer(['a', 'z']))).toBe('answer.unknownChoice');
  });

  it.each(['checkbox', 'dropdown', 'radio'] as const)('allows other text for %s questions only when the question does', (type) => {
    expect(validateAnswer(question(type, true), answer([], 'My own words'))).toBeNull();
    expect(validateAnswer(question(type, true), answer(['a'], 'and more'))).toBeNull();
    expect(validateAnswer(question(type, false), answer([], 'My own words'))).toBe('answer.otherNotAllowed');
    expect(validateAnswer(question(type, false), answer(['a'], 'x'))).toBe('answer.otherNotAllowed');
  });

  it('treats empty other text as no other text', () => {
    expect(validateAnswer(question('radio', false), answer(['a'], ''))).toBeNull();
    expect(validateAnswer(question('radio', false), answer(['a'], null))).toBeNull();
  });

  it('takes free text for open questions', () => {
    expect(validateAnswer({ type: 'open', answerIds: [], allowOther: false }, answer([], 'Free text'))).toBeNull();
    expect(validateAnswer({ type: 'open', answerIds: [], allowOther: false }, answer([], null))).toBeNull();
  });

  it('refuses choices for open questions', () => {
    expect(validateAnswer({ type: 'open', answerIds: [], allowOther: false }, answer(['a']))).toBe('answer.unknownChoice');
    expect(validateAnswer(question('open'), answer(['a'], 'text'))).toBe('answer.unknownChoice');
  });

  it('limits the text length', () => {
    expect(validateAnswer(question('open'), answer([], 'x'.repeat(1000)))).toBeNull();
    expect(validateAnswer(question('open'), answer([], 'x'.repeat(1001)))).toBe('answer.tooLong');
    expect(validateAnswer(question('open'), answer([], 'x'.repeat(11)), 10)).toBe('answer.tooLong');
    expect(validateAnswer(question('open'), answer([], 'x'.repeat(10)), 10)).toBeNull();
    expect(validateAnswer(question('checkbox', true), answer([], 'x'.repeat(1001)))).toBe('answer.tooLong');
  });

  it('reports too many choices before unknown choices, and those before other text', () => {
    expect(validateAnswer(question('radio'), answer(['z', 'y'], 'x'))).toBe('answer.tooManyChoices');
    expect(validateAnswer(question('radio'), answer(['z'], 'x'))).toBe('answer.unknownChoice');
  });
});

describe('editNeedsConfirmation', () => {
  it('asks when stored answers exist', () => {
    expect(editNeedsConfirmation(1)).toBe(true);
    expect(editNeedsConfirmation(250)).toBe(true);
  });

  it('does not ask without stored answers', () => {
    expect(editNeedsConfirmation(0)).toBe(false);
  });
});

describe('canAddQuestion', () => {
  it('allows adding below the limit', () => {
    expect(canAddQuestion(0)).toBe(true);
    expect(canAddQuestion(DEFAULT_QUESTION_LIMIT - 1)).toBe(true);
    expect(canAddQuestion(4, 5)).toBe(true);
  });

  it('refuses at or above the limit', () => {
    expect(canAddQuestion(DEFAULT_QUESTION_LIMIT)).toBe(false);
    expect(canAddQuestion(5, 5)).toBe(false);
    expect(canAddQuestion(6, 5)).toBe(false);
    expect(canAddQuestion(0, 0)).toBe(false);
  });

  it('refuses when the organiser does not allow it', () => {
    expect(canAddQuestion(0, 5, false)).toBe(false);
    expect(canAddQuestion(0, DEFAULT_QUESTION_LIMIT, false)).toBe(false);
    expect(canAddQuestion(0, 5, true)).toBe(true);
  });
});

describe('names in the user language', () => {
  it('use the translation where there is one, and English otherwise', () => {
    const q = { id: 'q', name: 'Budget', names: { de: 'Etat' }, type: 'radio' as const, allowOther: false, options: [{ id: 'a', name: 'Large', names: { de: 'Groß', fr: '  ' }, points: 3 }] };
    expect(localizedQuestion(q, 'de')).toMatchObject({ name: 'Etat', options: [{ name: 'Groß', points: 3 }] });
    expect(localizedQuestion(q, 'fr')).toMatchObject({ name: 'Budget', options: [{ name: 'Large' }] });
    expect(localizedQuestion(q, undefined).name).toBe('Budget');
  });
});
