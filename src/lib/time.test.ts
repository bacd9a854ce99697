import { describe, expect, it } from 'vitest';
import { displayZone, formatDateTime } from './time';

describe('time zone type', () => {
  it('shows times in the event zone only when chosen', () => {
    expect(displayZone('event', 'Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(displayZone('browser', 'Asia/Tokyo')).toBeUndefined();
    expect(displayZone('event', null)).toBeUndefined();
  });

  it('formats the same instant in each zone', () => {
    const at = '2026-11-21T08:30:00Z';
    expect(formatDateTime(at, 'en', 'Asia/Tokyo')).toContain('5:30');
    expect(formatDateTime(at, 'en', 'Europe/Amsterdam')).toContain('9:30');
  });
});
