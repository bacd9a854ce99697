import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ATTENDEES_MAX_WORDS, AttendeesQuery, searchWords } from './attendees';

describe('the visitor list query', () => {
  it('searches words, without blanks, at most ATTENDEES_MAX_WORDS of them', () => {
    expect(searchWords(undefined)).toEqual([]);
    expect(searchWords('   ')).toEqual([]);
    expect(searchWords('  Anna   Becker\tGlobex ')).toEqual(['Anna', 'Becker', 'Globex']);
    expect(searchWords('a b c d e f g h')).toHaveLength(ATTENDEES_MAX_WORDS);
  });

  it('takes a search, filters, a cursor and a page size within bounds, and nothing else', () => {
    expect(v.safeParse(AttendeesQuery, { q: 'anna', company: 'Globex', registrationType: 'press', after: 'WyJhIiwiYiJd', limit: 50 }).success).toBe(true);
    for (const bad of [{ limit: 0 }, { limit: 201 }, { limit: 2.5 }, { q: 'x'.repeat(101) }, { after: 'a b' }, { sort: 'name' }]) {
      expect(v.safeParse(AttendeesQuery, bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
