import { describe, expect, it } from 'vitest';
import { crossesZone, displayZone, formatDateTime, formatTime } from './time';

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

describe('times across zones (issue #29)', () => {
  const at = '2026-11-21T17:00:00Z';
  it('names the zone where the device and the event read different clocks, in the console and the app alike', () => {
    // An event zone whose clock differs from this machine's, wherever it runs.
    const far = crossesZone(at, 'Pacific/Kiritimati') ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
    expect(crossesZone(at, far)).toBe(true);
    // The app in the device's zone, and the console in the event's: each says which.
    const app = formatDateTime(at, 'en', undefined, far);
    const console = formatDateTime(at, 'en', far, far);
    expect(app).toMatch(/(AM|PM) \S+/);
    expect(console).toMatch(/(AM|PM) GMT[+-]\d+/);
    expect(formatTime(at, 'en', far, far)).toMatch(/(AM|PM) GMT[+-]\d+$/);
  });

  it('adds nothing where both clocks agree, or without an event zone', () => {
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(crossesZone(at, own)).toBe(false);
    expect(formatDateTime(at, 'en', own, own)).toBe(formatDateTime(at, 'en', own));
    expect(formatDateTime(at, 'en', undefined, null)).toBe(formatDateTime(at, 'en', undefined));
  });

});
