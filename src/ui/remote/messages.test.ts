import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import guests from '../../../locales/en/guests.json' with { type: 'json' };
import organiser from '../../../locales/en/organiser.json' with { type: 'json' };
import questions from '../../../locales/en/questions.json' with { type: 'json' };
import shop from '../../../locales/en/shop.json' with { type: 'json' };
import tasks from '../../../locales/en/tasks.json' with { type: 'json' };
import { CallFailed } from '../../lib/call';
import { HttpError } from '../../lib/http';
import { canRetry, failureOf, fieldsOf, messageOf } from './messages';

beforeAll(async () => {
  await i18next.init({ lng: 'en', resources: { en: { guests, organiser, questions, shop, tasks } } });
});

describe('messageOf', () => {
  it("says a declared refusal in the area's words, wherever the area keeps them", () => {
    expect(messageOf(new CallFailed('badgeType.inUse'), 'organiser')).toBe('organiser:badgeType.inUse');
    expect(messageOf(new CallFailed('order.outOfStock'), 'shop')).toBe('shop:error.outOfStock');
    expect(messageOf(new HttpError(409, 'task.locked'), 'tasks')).toBe('tasks:error.locked');
  });

  it('says the network, a refused form and the rest the same way in every area, unless the area says it its way', () => {
    expect(messageOf(new CallFailed('offline'), 'shop')).toBe('common:account.needsNetwork');
    expect(messageOf(new CallFailed('timeout'), 'organiser', { offline: 'organiser:error.offline' })).toBe('organiser:error.offline');
    expect(messageOf(new CallFailed('notFound'), 'organiser', { notFound: 'organiser:error.notFound' })).toBe('organiser:error.notFound');
    expect(messageOf(new CallFailed('invalid', { name: 'x' }), 'shop', { invalid: 'shop:error.fields' })).toBe('shop:error.fields');
    expect(messageOf(new CallFailed('badAnswer'), 'shop')).toBe('common:notice.somethingWentWrong');
    expect(messageOf(new CallFailed('no.suchCode'), 'shop')).toBe('common:notice.somethingWentWrong');
    expect(messageOf(new Error('boom'), 'shop')).toBe('common:notice.somethingWentWrong');
  });

  it("names a refused form's fields, and offers Try again only where asking again may help", () => {
    expect(fieldsOf(new CallFailed('invalid', { email: 'visitor.emailTaken' }))).toEqual({ email: 'visitor.emailTaken' });
    expect(fieldsOf(new HttpError(400, 'invalid', { error: 'invalid', fields: { name: 'team.nameRequired' } }))).toEqual({ name: 'team.nameRequired' });
    expect(fieldsOf(new CallFailed('notFound'))).toEqual({});
    expect([canRetry(new CallFailed('offline')), canRetry(new CallFailed('failed')), canRetry(new CallFailed('notFound')), canRetry(new CallFailed('badgeType.inUse'))]).toEqual([true, true, false, false]);
  });

  it("says a refused form's fields in the first of the area's namespaces that has the code as written", () => {
    // The guests' form is refused in the questions' words; 'question.nameTooLong' is not the guest's 'error.nameTooLong'.
    const refused = new CallFailed('invalid', { 'questions.0.name': 'question.nameTooLong', code: 'guests.code.taken', other: 'no.such' });
    expect(failureOf(refused, ['guests', 'questions'])).toEqual({
      error: 'guests:error.fields',
      fields: { 'questions.0.name': 'questions:error.question.nameTooLong', code: 'guests:error.code.taken', other: 'guests:error.fields' },
    });
  });
});
