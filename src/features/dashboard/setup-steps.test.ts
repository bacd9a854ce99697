import { describe, expect, it } from 'vitest';
import { setupSteps } from './setup-steps';
import type { ContentItem } from '../../domain/content';

const item = (type: ContentItem['type'], isPublic = true): ContentItem => ({ id: `${type}-${Math.random()}`, type, name: type, summary: null, description: null, labels: [], links: [], public: isPublic });
const question = { id: 'q', name: 'Q', type: 'radio' as const, allowOther: false, options: [] };

describe('setupSteps', () => {
  it('says what is missing for the content: a company profile first, then a public product', () => {
    expect(setupSteps({ contents: { contents: [] }, questions: undefined })).toEqual([expect.objectContaining({ id: 'content', done: false, detailKey: 'setup.content.noProfile' })]);
    expect(setupSteps({ contents: { contents: [item('profile'), item('product', false)] }, questions: undefined })[0]).toMatchObject({ done: false, detailKey: 'setup.content.noPublicProduct' });
    expect(setupSteps({ contents: { contents: [item('partner'), item('product')] }, questions: undefined })[0]).toMatchObject({ done: true, detailKey: 'setup.content.done', values: { count: 1 } });
  });

  it('counts the questions asked, and keeps the order of SPEC section 1', () => {
    const steps = setupSteps({ contents: null, questions: { questions: [question, { ...question, id: 'r' }], rating: { hotFrom: 6, warmFrom: 3 } } as never });
    expect(steps.map((s) => [s.id, s.done])).toEqual([
      ['content', false],
      ['questions', true],
    ]);
    expect(steps[1]!.values).toEqual({ count: 2 });
  });

  it('says how many of the team have not logged in yet, after the questions', () => {
    const steps = (team: { total: number; notLoggedIn: number } | null) => setupSteps({ contents: undefined, questions: { questions: [question] } as never, team });
    expect(steps({ total: 5, notLoggedIn: 2 }).map((s) => s.id)).toEqual(['questions', 'team']);
    expect(steps({ total: 5, notLoggedIn: 2 })[1]).toMatchObject({ done: false, detailKey: 'setup.team.waiting', values: { count: 2, total: 5 } });
    expect(steps({ total: 1, notLoggedIn: 0 })[1]).toMatchObject({ done: false, detailKey: 'setup.team.alone' });
    expect(steps({ total: 3, notLoggedIn: 0 })[1]).toMatchObject({ done: true, detailKey: 'setup.team.done' });
    // Offline, or not allowed to see the team: no team step rather than a guess.
    expect(steps(null).map((s) => s.id)).toEqual(['questions']);
  });

  it('leaves out what is still loading', () => {
    expect(setupSteps({ contents: undefined, questions: undefined })).toEqual([]);
    expect(setupSteps({ contents: undefined, questions: undefined, timeslots: undefined, links: null })).toEqual([]);
  });

  it('has all five steps of SPEC section 1 in order, each done when its screen has something in it', () => {
    const facts = (n: number) => ({ contents: { contents: n ? [item('profile'), item('product')] : [] }, questions: { questions: n ? [question] : [] } as never, timeslots: n, links: n, team: { total: n ? 2 : 1, notLoggedIn: 0 } });
    expect(setupSteps(facts(0)).map((s) => [s.id, s.done, s.detailKey])).toEqual([
      ['content', false, 'setup.content.noProfile'],
      ['availability', false, 'setup.availability.none'],
      ['questions', false, 'setup.questions.none'],
      ['registration', false, 'setup.registration.none'],
      ['team', false, 'setup.team.alone'],
    ]);
    expect(setupSteps(facts(1)).map((s) => [s.id, s.done, s.detailKey])).toEqual([
      ['content', true, 'setup.content.done'],
      ['availability', true, 'setup.availability.done'],
      ['questions', true, 'setup.questions.done'],
      ['registration', true, 'setup.registration.done'],
      ['team', true, 'setup.team.done'],
    ]);
    expect(setupSteps({ ...facts(1), timeslots: 3, links: 2 }).filter((s) => s.id === 'availability' || s.id === 'registration').map((s) => s.values)).toEqual([{ count: 3 }, { count: 2 }]);
  });
});
