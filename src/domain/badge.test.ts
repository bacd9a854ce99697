import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  BADGE_ALPHABET,
  BADGE_CODE_LENGTH,
  BADGE_GROUP_LENGTH,
  BADGE_GROUPS,
  badgeCodeFromBytes,
  formatBadgeCode,
  isBadgeCode,
  normalizeBadgeCode,
  validateBadgeCode,
  validatePartialBadgeCode,
} from './badge';

describe('badge constants', () => {
  it('describes three groups of five letters', () => {
    expect(BADGE_GROUPS).toBe(3);
    expect(BADGE_GROUP_LENGTH).toBe(5);
    expect(BADGE_CODE_LENGTH).toBe(15);
  });

  it('uses the alphabet without i and o', () => {
    expect(BADGE_ALPHABET).toHaveLength(24);
    expect(BADGE_ALPHABET).not.toMatch(/[io]/);
    expect([...BADGE_ALPHABET].sort().join('')).toBe(BADGE_ALPHABET);
    expect(new Set(BADGE_ALPHABET).size).toBe(24);
  });
});

describe('normalizeBadgeCode', () => {
  it('lower-cases and strips spaces, dashes and underscores', () => {
    expect(normalizeBadgeCode('ABCDE-JKLMN-STUVW')).toBe('abcdejklmnstuvw');
    expect(normalizeBadgeCode(' abcde jklmn stuvw ')).toBe('abcdejklmnstuvw');
    expect(normalizeBadgeCode('abcde_jklmn\tstuvw\n')).toBe('abcdejklmnstuvw');
    expect(normalizeBadgeCode('abcde--  --jklmn')).toBe('abcdejklmn');
  });

  it('strips typographic dashes (en dash, em dash, non-breaking hyphen)', () => {
    expect(normalizeBadgeCode('abcde\u2013jklmn\u2014stuvw')).toBe('abcdejklmnstuvw');
    expect(normalizeBadgeCode('abcde\u2011jklmn\u2010stuvw')).toBe('abcdejklmnstuvw');
  });

  it('leaves other characters for validation to judge', () => {
    expect(normalizeBadgeCode('abc.de')).toBe('abc.de');
    expect(normalizeBadgeCode('abc1')).toBe('abc1');
  });
});

describe('formatBadgeCode', () => {
  it('groups a full code in fives with dashes', () => {
    expect(formatBadgeCode('abcdejklmnstuvw')).toBe('abcde-jklmn-stuvw');
    expect(formatBadgeCode(' ABCDE JKLMN STUVW ')).toBe('abcde-jklmn-stuvw');
    expect(formatBadgeCode('abcde-jklmn-stuvw')).toBe('abcde-jklmn-stuvw');
  });

  it('groups a partial code without a trailing dash', () => {
    expect(formatBadgeCode('')).toBe('');
    expect(formatBadgeCode('abc')).toBe('abc');
    expect(formatBadgeCode('abcde')).toBe('abcde');
    expect(formatBadgeCode('abcdej')).toBe('abcde-j');
    expect(formatBadgeCode('abcdejklmn')).toBe('abcde-jklmn');
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(formatBadgeCode(formatBadgeCode(s))).toBe(formatBadgeCode(s));
      }),
    );
  });
});

describe('validateBadgeCode', () => {
  it.each([
    'abcde-jklmn-stuvw',
    'ABCDE-JKLMN-STUVW',
    ' abcde jklmn stuvw ',
    'abcdejklmnstuvw',
    'AbCdE jKlMn StUvW',
    'hzzzz-rzzzz-zzzzz',
    'aaaaa-jaaaa-saaaa',
    'bcdef-jklmn-stuvw',
  ])('accepts %j', (code) => {
    expect(validateBadgeCode(code)).toBeNull();
    expect(isBadgeCode(code)).toBe(true);
  });

  it.each([
    ['', 'badge.empty'],
    ['   ', 'badge.empty'],
    ['- -', 'badge.empty'],
    ['abcde-jklmn-stuv1', 'badge.lettersOnly'],
    ['abcde-jklmn-stuvé', 'badge.lettersOnly'],
    ['abcde.jklmn.stuvw', 'badge.lettersOnly'],
    ['abide-jklmn-stuvw', 'badge.forbiddenLetter'],
    ['abcde-jklmn-stovw', 'badge.forbiddenLetter'],
    ['ABCDE-JKLMN-STUVI', 'badge.forbiddenLetter'],
    ['jbcde-jklmn-stuvw', 'badge.part1'],
    ['zbcde-jklmn-stuvw', 'badge.part1'],
    ['abcde-aklmn-stuvw', 'badge.part2'],
    ['abcde-sklmn-stuvw', 'badge.part2'],
    ['abcde-jklmn-atuvw', 'badge.part3'],
    ['abcde-jklmn-rtuvw', 'badge.part3'],
    ['abcde', 'badge.tooShort'],
    ['abcde-jklmn-stuv', 'badge.tooShort'],
    ['abcde-jklmn-stuvwx', 'badge.tooLong'],
    ['abcde-jklmn-stuvw-a', 'badge.tooLong'],
  ])('refuses %j with %s', (code, error) => {
    expect(validateBadgeCode(code)).toBe(error);
    expect(isBadgeCode(code)).toBe(false);
  });

  it('never allows i or o anywhere, even as a group start', () => {
    expect(validateBadgeCode('ibcde-jklmn-stuvw')).toBe('badge.forbiddenLetter');
    expect(validateBadgeCode('abcde-oklmn-stuvw')).toBe('badge.forbiddenLetter');
  });

  it('checks each part start against its range', () => {
    for (const first of 'abcdefgh') expect(validateBadgeCode(`${first}bcde-jklmn-stuvw`)).toBeNull();
    for (const first of 'jklmnpqrstuvwxyz') expect(validateBadgeCode(`${first}bcde-jklmn-stuvw`)).toBe('badge.part1');
    for (const first of 'jklmnpqr') expect(validateBadgeCode(`abcde-${first}klmn-stuvw`)).toBeNull();
    for (const first of 'abcdefghstuvwxyz') expect(validateBadgeCode(`abcde-${first}klmn-stuvw`)).toBe('badge.part2');
    for (const first of 'stuvwxyz') expect(validateBadgeCode(`abcde-jklmn-${first}tuvw`)).toBeNull();
    for (const first of 'abcdefghjklmnpqr') expect(validateBadgeCode(`abcde-jklmn-${first}tuvw`)).toBe('badge.part3');
  });
});

describe('validatePartialBadgeCode', () => {
  it.each(['', 'a', 'A', 'abcde', 'abcde-', 'abcde-j', 'ABCDE J', 'abcde-jklmn', 'abcde-jklmn-s', 'abcde-jklmn-stuvw'])(
    'accepts the valid prefix %j',
    (prefix) => {
      expect(validatePartialBadgeCode(prefix)).toBeNull();
    },
  );

  it('accepts every prefix of a valid code', () => {
    const code = 'hgfed-rqpnm-zyxwv';
    for (let n = 0; n <= code.length; n++) expect(validatePartialBadgeCode(code.slice(0, n))).toBeNull();
  });

  it.each([
    ['j', 'badge.part1'],
    ['abcde-a', 'badge.part2'],
    ['abcde-jklmn-a', 'badge.part3'],
    ['ab1', 'badge.lettersOnly'],
    ['abi', 'badge.forbiddenLetter'],
    ['o', 'badge.forbiddenLetter'],
    ['abcde-jklmn-stuvwx', 'badge.tooLong'],
  ])('refuses %j with %s', (prefix, error) => {
    expect(validatePartialBadgeCode(prefix)).toBe(error);
  });
});

describe('badgeCodeFromBytes', () => {
  it('always yields a valid code from 15 or more random bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 15, maxLength: 64 }), (bytes) => {
        const code = badgeCodeFromBytes(bytes);
        expect(code).toHaveLength(BADGE_CODE_LENGTH);
        expect(code).toMatch(/^[a-z]+$/);
        expect(validateBadgeCode(code)).toBeNull();
      }),
      { numRuns: 500 },
    );
  });

  it('accepts plain number arrays and is deterministic', () => {
    const bytes = Array.from({ length: 15 }, (_, i) => i * 17);
    expect(badgeCodeFromBytes(bytes)).toBe(badgeCodeFromBytes(Uint8Array.from(bytes)));
    expect(isBadgeCode(badgeCodeFromBytes(bytes))).toBe(true);
  });

  it('maps all-zero and all-255 bytes to valid codes', () => {
    expect(badgeCodeFromBytes(new Uint8Array(15))).toBe('aaaaa-jaaaa-saaaa'.replace(/-/g, ''));
    expect(isBadgeCode(badgeCodeFromBytes(new Uint8Array(15).fill(255)))).toBe(true);
  });

  it('uses only the first 15 bytes', () => {
    const base = Array.from({ length: 15 }, (_, i) => i);
    expect(badgeCodeFromBytes([...base, 1, 2, 3])).toBe(badgeCodeFromBytes(base));
  });

  it('gives different codes for different bytes', () => {
    expect(badgeCodeFromBytes(new Uint8Array(15))).not.toBe(badgeCodeFromBytes(new Uint8Array(15).fill(1)));
  });

  it('refuses fewer than 15 bytes', () => {
    expect(() => badgeCodeFromBytes(new Uint8Array(14))).toThrow(/15 bytes/);
    expect(() => badgeCodeFromBytes([])).toThrow();
  });
});
