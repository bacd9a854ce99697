import { describe, expect, it } from 'vitest';
import { formatListTime as format } from './listTime';

// ICU versions differ in the space before AM/PM (a narrow no-break space in newer ones).
const formatListTime = (...args: Parameters<typeof format>) => format(...args).replace(/\s/g, ' ');

describe('formatListTime', () => {
  const now = new Date('2026-11-25T18:00:00Z');
  const zone = 'Europe/Berlin';

  it('shows only the time for a message of today', () => {
    expect(formatListTime('2026-11-25T16:15:00Z', 'en', zone, now)).toBe('5:15 PM');
    expect(formatListTime('2026-11-25T16:15:00Z', 'de', zone, now)).toBe('17:15');
  });

  it('shows the weekday within the last week', () => {
    expect(formatListTime('2026-11-24T16:15:00Z', 'en', zone, now)).toBe('Tue');
    expect(formatListTime('2026-11-19T10:00:00Z', 'de', zone, now)).toMatch(/^Do\.?$/);
  });

  it('shows a short date for older messages, with the year only when it is another year', () => {
    expect(formatListTime('2026-11-18T10:00:00Z', 'en', zone, now)).toBe('Nov 18');
    expect(formatListTime('2025-11-18T10:00:00Z', 'en', zone, now)).toBe('11/18/25');
  });

  it('takes the day in the chosen zone', () => {
    // 23:30 UTC on the 24th is already the 25th in Berlin: today there, yesterday in UTC.
    expect(formatListTime('2026-11-24T23:30:00Z', 'en', zone, now)).toBe('12:30 AM');
    expect(formatListTime('2026-11-24T23:30:00Z', 'en', 'UTC', now)).toBe('Tue');
  });
});
