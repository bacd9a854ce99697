import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ActivityInput, activitiesByDay, outsideEvent } from './activity';
import { fieldErrors } from './organiser';

const keynote = { title: 'Opening keynote', startsAt: '2027-03-01T09:00:00.000Z', endsAt: '2027-03-01T10:00:00.000Z', location: 'Main stage', description: '' };
const errorsOf = (input: unknown) => {
  const parsed = v.safeParse(ActivityInput, input);
  return parsed.success ? {} : fieldErrors(parsed.issues);
};

describe('ActivityInput', () => {
  it('takes an activity, trimming its texts; location and description may be left out', () => {
    expect(v.parse(ActivityInput, { ...keynote, title: '  Opening keynote ', location: ' Hall 1 ' })).toEqual({ ...keynote, location: 'Hall 1' });
    expect(v.parse(ActivityInput, { title: 'Workshop', startsAt: keynote.startsAt, endsAt: keynote.endsAt })).toEqual({ title: 'Workshop', startsAt: keynote.startsAt, endsAt: keynote.endsAt, location: '', description: '' });
  });

  it('names the field and the translated reason of each error', () => {
    expect(errorsOf({ ...keynote, title: '   ' })).toEqual({ title: 'activity.titleRequired' });
    expect(errorsOf({ ...keynote, title: 'x'.repeat(201) })).toEqual({ title: 'activity.titleTooLong' });
    expect(errorsOf({ ...keynote, title: 'x'.repeat(200) })).toEqual({});
    expect(errorsOf({ ...keynote, startsAt: 'tomorrow' })).toEqual({ startsAt: 'activity.dateInvalid' });
    expect(errorsOf({ ...keynote, endsAt: '' })).toEqual({ endsAt: 'activity.dateInvalid' });
    expect(errorsOf({ ...keynote, location: 'x'.repeat(201) })).toEqual({ location: 'activity.locationTooLong' });
    expect(errorsOf({ ...keynote, description: 'x'.repeat(2001) })).toEqual({ description: 'activity.descriptionTooLong' });
    expect(errorsOf({ ...keynote, description: 'x'.repeat(2000) })).toEqual({});
  });

  it('wants the end after the start', () => {
    expect(errorsOf({ ...keynote, endsAt: keynote.startsAt })).toEqual({ endsAt: 'activity.endBeforeStart' });
    expect(errorsOf({ ...keynote, startsAt: keynote.endsAt, endsAt: keynote.startsAt })).toEqual({ endsAt: 'activity.endBeforeStart' });
  });

  it('refuses fields it does not know', () => {
    expect(v.safeParse(ActivityInput, { ...keynote, room: 'A' }).success).toBe(false);
  });
});

describe('outsideEvent', () => {
  // 1 to 3 March 2027 in Amsterdam (UTC+1): 09:00 on the first day to 18:00 on the last.
  const event = { startsAt: '2027-03-01T08:00:00.000Z', endsAt: '2027-03-03T17:00:00.000Z', timezone: 'Europe/Amsterdam' };
  const at = (startsAt: string, endsAt: string) => outsideEvent({ startsAt, endsAt }, event);

  it('takes any time on the event days, read in its time zone', () => {
    expect(at('2027-03-01T08:00:00.000Z', '2027-03-01T09:00:00.000Z')).toBeNull();
    // 07:30 in Amsterdam on the first day, before the doors open: still the first day.
    expect(at('2027-03-01T06:30:00.000Z', '2027-03-01T07:30:00.000Z')).toBeNull();
    // 00:30 on 1 March in Amsterdam is 23:30 on 28 February in UTC.
    expect(at('2027-02-28T23:30:00.000Z', '2027-03-01T00:30:00.000Z')).toBeNull();
    // Until midnight after the last day.
    expect(at('2027-03-03T21:00:00.000Z', '2027-03-03T23:00:00.000Z')).toBeNull();
  });

  it('names the end that falls on a day before the first or after the last', () => {
    expect(at('2027-02-28T22:30:00.000Z', '2027-02-28T23:30:00.000Z')).toBe('startsAt');
    expect(at('2027-02-28T22:30:00.000Z', '2027-03-05T23:30:00.000Z')).toBe('startsAt');
    expect(at('2027-03-03T22:30:00.000Z', '2027-03-03T23:30:00.000Z')).toBe('endsAt');
    expect(at('2027-03-04T09:00:00.000Z', '2027-03-04T10:00:00.000Z')).toBe('endsAt');
  });
});

describe('activitiesByDay', () => {
  it('groups by the day in the event zone, in time order', () => {
    const a = (title: string, startsAt: string, endsAt: string) => ({ title, startsAt, endsAt });
    const days = activitiesByDay(
      [a('Late talk', '2027-03-01T23:30:00.000Z', '2027-03-02T00:30:00.000Z'), a('Workshop', '2027-03-01T13:00:00.000Z', '2027-03-01T15:00:00.000Z'), a('Keynote', '2027-03-01T08:00:00.000Z', '2027-03-01T09:00:00.000Z')],
      'Europe/Amsterdam',
    );
    expect(days.map((d) => [d.day, d.activities.map((x) => x.title)])).toEqual([
      ['2027-03-01', ['Keynote', 'Workshop']],
      ['2027-03-02', ['Late talk']],
    ]);
  });
});
