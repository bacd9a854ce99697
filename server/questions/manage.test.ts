/**
 * The question editor's API: administrators only; names in six languages; the organiser's limit
 * holds under requests at the same moment; an edit that changes stored answers needs
 * confirmation and then reaches the devices; bad input changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../test/app';
import type { ManagedQuestions, QuestionsResponse } from '../../src/domain/question';
import { maxPoints } from '../../src/domain/rating';
import type { PullResponse } from '../../src/domain/protocol';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await testApp();
  tokens.alex = await t.login('staff', 'acme-alex');
  tokens.sam = await t.login('staff', 'acme-sam');
});
afterAll(async () => t.close());

const call = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${tokens[who]}` }, ...(payload === undefined ? {} : { payload: payload as object }) });
const managed = async () => (await call('alex', 'GET', '/api/questions/manage')).json() as ManagedQuestions;
const budget = { name: 'Budget', names: { de: 'Budget', fr: 'Budget' }, type: 'radio', allowOther: false, enabled: true, options: [] as Array<Record<string, unknown>> };

describe('the question editor', () => {
  it('lists the questions with their names, options, points and how many connections answered them', async () => {
    const list = await managed();
    const q = list.questions.find((x) => x.id === 'q-budget')!;
    expect(q).toMatchObject({ name: 'Budget', type: 'dropdown', enabled: true });
    expect(q.answers).toBeGreaterThan(0);
    expect(q.options.map((o) => o.points)).toEqual([0, 1, 2, 3]);
    expect(list.rating).toEqual({ hotFrom: 5, warmFrom: 2 });
    expect(list).toMatchObject({ limit: 25, allowAdd: true });
    expect((await call('sam', 'GET', '/api/questions/manage')).statusCode).toBe(403);
  });

  it('creates a question in several languages; devices get it with its names', async () => {
    const res = await call('alex', 'POST', '/api/questions', { ...budget, name: 'Team size', names: { de: 'Teamgröße', tr: 'Ekip büyüklüğü' }, options: [{ name: 'Alone', points: 0 }, { name: 'A team', names: { de: 'Ein Team' }, points: 2 }] });
    expect(res.statusCode).toBe(201);
    const id = res.json<{ id: string }>().id;
    const device = (await call('sam', 'GET', '/api/questions')).json() as QuestionsResponse;
    const q = device.questions.find((x) => x.id === id)!;
    expect(q).toMatchObject({ name: 'Team size', names: { de: 'Teamgröße', tr: 'Ekip büyüklüğü' }, type: 'radio' });
    expect(q.options.map((o) => [o.name, o.names, o.points])).toEqual([
      ['Alone', {}, 0],
      ['A team', { de: 'Ein Team' }, 2],
    ]);
  });

  it('refuses bad input with the reason by field, and changes nothing', async () => {
    const before = (await managed()).questions.length;
    const bad = [
      { ...budget, name: '' },
      { ...budget, name: 'x'.repeat(201) },
      { ...budget, options: [] },
      { ...budget, type: 'open', options: [{ name: 'A', points: 0 }] },
      { ...budget, options: [{ name: 'A', points: 4 }] },
      { ...budget, options: [{ name: 'A', points: 0 }, { name: 'a', points: 1 }] },
      { ...budget, names: { xx: 'Bad language' } },
      { ...budget, type: 'slider' },
    ];
    const reasons = [];
    for (const body of bad) {
      const res = await call('alex', 'POST', '/api/questions', body);
      expect(res.statusCode).toBe(400);
      reasons.push(Object.values(res.json<{ fields: Record<string, string> }>().fields)[0]);
    }
    expect(reasons.slice(0, 6)).toEqual(['question.nameRequired', 'question.nameTooLong', 'question.optionsRequired', 'question.openHasNoOptions', 'question.pointsInvalid', 'question.optionTwice']);
    expect((await managed()).questions.length).toBe(before);
  });

  it("asks for confirmation before an edit changes stored answers, then keeps the choices that remain and tells the devices", async () => {
    const q = (await managed()).questions.find((x) => x.id === 'q-budget')!;
    // The two top budgets go; the rest keep their ids.
    const edit = { name: 'Budget', names: { de: 'Budget' }, type: 'dropdown', allowOther: false, enabled: true, options: q.options.slice(0, 2).map((o) => ({ id: o.id, name: o.name, points: o.points })) };
    const refused = await call('alex', 'PUT', '/api/questions/q-budget', edit);
    expect(refused.statusCode).toBe(409);
    // The count is of the answers that lose a choice: those that chose one of the two that go.
    const losing = (await t.database.db.selectFrom('connection_answers').select('choices').where('question_id', '=', 'q-budget').execute()).filter((a) => a.choices.some((c) => c === q.options[2]!.id || c === q.options[3]!.id)).length;
    expect(losing).toBeGreaterThan(0);
    expect(losing).toBeLessThan(q.answers);
    expect(refused.json()).toEqual({ error: 'answersWouldChange', count: losing, rerated: 0 });
    const cookie = ((await call('alex', 'GET', '/api/sync/pull')).json() as PullResponse).cookie;
    const done = await call('alex', 'PUT', '/api/questions/q-budget', { ...edit, confirm: true });
    expect(done.statusCode).toBe(200);
    expect(done.json<{ answersChanged: number }>().answersChanged).toBeGreaterThan(0);
    const left = await t.database.db.selectFrom('connection_answers').select('choices').where('question_id', '=', 'q-budget').execute();
    expect(left.flatMap((a) => a.choices).every((c) => c === q.options[0]!.id || c === q.options[1]!.id)).toBe(true);
    // The changed answers reach devices with their next pull.
    const pulled = (await call('alex', 'GET', `/api/sync/pull?cookie=${encodeURIComponent(cookie)}`)).json() as PullResponse;
    expect(pulled.answers.filter((a) => a.questionId === 'q-budget').length).toBe(done.json<{ answersChanged: number }>().answersChanged);
  });

  it("asks nothing for an edit that changes no stored answer, and says an answer's new points rate leads again, not that answers go", async () => {
    const q = (await managed()).questions.find((x) => x.id === 'q-interest')!;
    expect(q.answers).toBeGreaterThan(0);
    const options = q.options.map((o) => ({ id: o.id, name: o.name, names: o.names, points: o.points }));
    const base = { name: q.name, names: q.names, type: q.type, allowOther: q.allowOther, enabled: true };
    const before = await t.database.db.selectFrom('connection_answers').select(['connection_id', 'choices', 'version']).where('question_id', '=', q.id).orderBy('connection_id').execute();
    // A new name and a new answer: nothing stored changes, so nothing to confirm.
    const renamed = await call('alex', 'PUT', `/api/questions/${q.id}`, { ...base, name: `${q.name} (this year)`, options: [...options, { name: 'Never', points: 0 }] });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ answersChanged: 0 });
    // Only the points of a chosen answer: no answer is taken out; the leads that chose it are rated again.
    const chosen = new Set(before.flatMap((a) => a.choices));
    const target = options.find((o) => chosen.has(o.id))!;
    const repointed = { ...base, options: options.map((o) => (o.id === target.id ? { ...o, points: (o.points + 1) % 4 } : o)) };
    const refused = await call('alex', 'PUT', `/api/questions/${q.id}`, repointed);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'answersWouldChange', count: 0, rerated: before.filter((a) => a.choices.includes(target.id)).length });
    expect((await call('alex', 'PUT', `/api/questions/${q.id}`, { ...repointed, confirm: true })).statusCode).toBe(200);
    expect((await managed()).questions.find((x) => x.id === q.id)!.options.find((o) => o.id === target.id)!.points).toBe((target.points + 1) % 4);
    // Every stored answer kept its choices.
    expect(await t.database.db.selectFrom('connection_answers').select(['connection_id', 'choices', 'version']).where('question_id', '=', q.id).orderBy('connection_id').execute()).toEqual(before);
  });

  it('switches a question off and on again, for a demo and a new question, keeping its answers to choose from and its stored answers', async () => {
    const created = await call('alex', 'POST', '/api/questions', { ...budget, name: 'Stand visit', options: [{ name: 'First time', points: 1 }, { name: 'Again', names: { de: 'Wieder' }, points: 2 }] });
    expect(created.statusCode).toBe(201);
    const fresh = created.json<{ id: string }>().id;
    for (const id of ['q-interest', fresh]) {
      const before = (await managed()).questions.find((x) => x.id === id)!;
      const stored = await t.database.db.selectFrom('connection_answers').select(['connection_id', 'choices', 'text', 'version']).where('question_id', '=', id).orderBy('connection_id').execute();
      const off = await call('alex', 'PUT', `/api/questions/${id}/enabled`, { enabled: false });
      expect(off.statusCode).toBe(200);
      expect((await managed()).questions.find((x) => x.id === id)).toEqual({ ...before, enabled: false });
      // Devices stop asking it at their next sync; its answers stay.
      expect(((await call('sam', 'GET', '/api/questions')).json() as QuestionsResponse).questions.some((x) => x.id === id)).toBe(false);
      expect(await t.database.db.selectFrom('connection_answers').select(['connection_id', 'choices', 'text', 'version']).where('question_id', '=', id).orderBy('connection_id').execute()).toEqual(stored);
      expect((await call('alex', 'PUT', `/api/questions/${id}/enabled`, { enabled: true })).statusCode).toBe(200);
      expect((await managed()).questions.find((x) => x.id === id)).toEqual(before);
    }
    // Only administrators, only their own questions, only a yes or no.
    expect((await call('sam', 'PUT', `/api/questions/${fresh}/enabled`, { enabled: false })).statusCode).toBe(403);
    expect((await call('alex', 'PUT', '/api/questions/globex-nothing/enabled', { enabled: false })).statusCode).toBe(404);
    const bad = await call('alex', 'PUT', `/api/questions/${fresh}/enabled`, { enabled: 'no' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'invalid' });
    expect((await managed()).questions.find((x) => x.id === fresh)!.enabled).toBe(true);
    expect((await call('alex', 'DELETE', `/api/questions/${fresh}`)).statusCode).toBe(204);
  });

  it('refuses rating rules whose hot the questions cannot reach, saying how many points they give, and changes nothing', async () => {
    const list = await managed();
    const max = maxPoints(list.questions.filter((q) => q.enabled));
    expect(max).toBeGreaterThan(2);
    const refused = await call('alex', 'PUT', '/api/questions/rating', { hotFrom: max + 1, warmFrom: 2 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: 'invalid', fields: { hotFrom: 'rating.hotUnreachable' }, max });
    expect((await managed()).rating).toEqual(list.rating);
    expect((await call('alex', 'PUT', '/api/questions/rating', { hotFrom: max, warmFrom: 2 })).statusCode).toBe(200);
    // A question switched off gives no points: a rule that needed it is refused.
    const best = list.questions.filter((q) => q.enabled && q.type === 'checkbox')[0]!;
    expect((await call('alex', 'PUT', `/api/questions/${best.id}/enabled`, { enabled: false })).statusCode).toBe(200);
    expect((await call('alex', 'PUT', '/api/questions/rating', { hotFrom: max, warmFrom: 2 })).json()).toMatchObject({ fields: { hotFrom: 'rating.hotUnreachable' } });
    expect((await call('alex', 'PUT', `/api/questions/${best.id}/enabled`, { enabled: true })).statusCode).toBe(200);
    expect((await call('alex', 'PUT', '/api/questions/rating', list.rating)).statusCode).toBe(200);
  });

  it('reorders the whole list only, and sets the rating rules with hot above warm', async () => {
    const ids = (await managed()).questions.map((q) => q.id);
    expect((await call('alex', 'PUT', '/api/questions/order', { ids: [...ids].reverse() })).statusCode).toBe(200);
    expect((await managed()).questions.map((q) => q.id)).toEqual([...ids].reverse());
    expect((await call('alex', 'PUT', '/api/questions/order', { ids: ids.slice(1) })).json()).toEqual({ error: 'questionsChanged' });
    expect((await call('alex', 'PUT', '/api/questions/rating', { hotFrom: 3, warmFrom: 3 })).json()).toMatchObject({ fields: { '': 'rating.warmBelowHot' } });
    expect((await call('alex', 'PUT', '/api/questions/rating', { hotFrom: 8, warmFrom: 3 })).statusCode).toBe(200);
    expect(((await call('sam', 'GET', '/api/questions')).json() as QuestionsResponse).rating).toEqual({ hotFrom: 8, warmFrom: 3 });
  });

  it("holds the organiser's limit when many questions are added at the same moment, and says so", async () => {
    const count = (await managed()).questions.length;
    await t.database.db.updateTable('events').set({ question_limit: count + 3 }).where('id', '=', 'demo-expo').execute();
    tokens.alex = await t.login('staff', 'acme-alex');
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => call('alex', 'POST', '/api/questions', { ...budget, name: `Race ${i}`, options: [{ name: 'Yes', points: 1 }] })));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 409).map((r) => r.json<{ error: string }>().error)).toEqual(Array(7).fill('questionLimitReached'));
    expect((await managed()).questions.length).toBe(count + 3);
    // The organiser may also forbid adding any.
    await t.database.db.updateTable('events').set({ question_limit: 100, allow_add_questions: false }).where('id', '=', 'demo-expo').execute();
    tokens.alex = await t.login('staff', 'acme-alex');
    expect((await call('alex', 'POST', '/api/questions', { ...budget, options: [{ name: 'Yes', points: 1 }] })).statusCode).toBe(409);
    const last = (await managed()).questions.at(-1)!;
    expect((await call('alex', 'DELETE', `/api/questions/${last.id}`)).statusCode).toBe(204);
    expect((await call('alex', 'DELETE', `/api/questions/${last.id}`)).statusCode).toBe(404);
  });
});
