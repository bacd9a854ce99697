import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { badgeCodeFromBytes } from './badge';
import { BADGE_QR_PREFIX, badgeQrPayload, parseBadgeQr } from './badge-qr';

describe('badgeQrPayload', () => {
  it('holds the prefix, the event id and the formatted code', () => {
    expect(BADGE_QR_PREFIX).toBe('LSB1');
    expect(badgeQrPayload('demo-expo', 'BCDEFJKLMNSTUVW')).toBe('LSB1:demo-expo:bcdef-jklmn-stuvw');
    expect(badgeQrPayload('demo-expo', ' bcdef jklmn stuvw ')).toBe('LSB1:demo-expo:bcdef-jklmn-stuvw');
  });
});

describe('parseBadgeQr', () => {
  it('round-trips a payload', () => {
    expect(parseBadgeQr(badgeQrPayload('demo-expo', 'bcdef-jklmn-stuvw'))).toEqual({
      eventId: 'demo-expo',
      code: 'bcdefjklmnstuvw',
    });
  });

  it('round-trips any valid code and event id without colons', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 15, maxLength: 15 }),
        fc.stringMatching(/^[A-Za-z0-9_.-]{1,40}$/),
        (bytes, eventId) => {
          const code = badgeCodeFromBytes(bytes);
          expect(parseBadgeQr(badgeQrPayload(eventId, code))).toEqual({ eventId, code });
        },
      ),
    );
  });

  it('is tolerant of surrounding whitespace and of case and spacing in the code', () => {
    expect(parseBadgeQr('  LSB1:demo-expo:BCDEF JKLMN STUVW\n')).toEqual({ eventId: 'demo-expo', code: 'bcdefjklmnstuvw' });
    expect(parseBadgeQr('LSB1:demo-expo:bcdefjklmnstuvw')).toEqual({ eventId: 'demo-expo', code: 'bcdefjklmnstuvw' });
  });

  it.each([
    ['a wrong prefix', 'LSB2:demo-expo:bcdef-jklmn-stuvw'],
    ['a lower-case prefix', 'lsb1:demo-expo:bcdef-jklmn-stuvw'],
    ['no prefix', 'demo-expo:bcdef-jklmn-stuvw'],
    ['an invalid code', 'LSB1:demo-expo:abcde-aklmn-stuvw'],
    ['a short code', 'LSB1:demo-expo:bcdef-jklmn'],
    ['a code with i', 'LSB1:demo-expo:bcdei-jklmn-stuvw'],
    ['an empty event id', 'LSB1::bcdef-jklmn-stuvw'],
    ['an empty code', 'LSB1:demo-expo:'],
    ['too many parts', 'LSB1:demo:expo:bcdef-jklmn-stuvw'],
    ['a bare code', 'bcdef-jklmn-stuvw'],
    ['a URL', 'https://example.com/bcdef-jklmn-stuvw'],
    ['empty text', ''],
  ])('gives null for %s', (_label, text) => {
    expect(parseBadgeQr(text)).toBeNull();
  });
});
