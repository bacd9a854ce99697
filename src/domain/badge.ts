/**
 * Visitor badge codes (SPEC section 5): three groups of five letters. Part 1 starts with a letter
 * from a to h, part 2 from j to r, part 3 from s to z; the letters i and o never appear.
 * Typing is forgiving: case, spaces and dashes are ignored.
 */

export const BADGE_GROUPS = 3;
export const BADGE_GROUP_LENGTH = 5;
export const BADGE_CODE_LENGTH = BADGE_GROUPS * BADGE_GROUP_LENGTH;

/** Letters a badge code may use: the alphabet without i and o. */
export const BADGE_ALPHABET = 'abcdefghjklmnpqrstuvwxyz';
const PART_FIRST_LETTERS = ['abcdefgh', 'jklmnpqr', 'stuvwxyz'] as const;

export type BadgeCodeError =
  | 'badge.empty'
  | 'badge.lettersOnly'
  | 'badge.forbiddenLetter'
  | 'badge.tooShort'
  | 'badge.tooLong'
  | 'badge.part1'
  | 'badge.part2'
  | 'badge.part3';

/** Strips what people and hardware scanners add around a code: case, spaces, dashes. */
export function normalizeBadgeCode(input: string): string {
  return input.toLowerCase().replace(/[\s\-‐-―_]+/g, '');
}

/** Shows a (possibly partial) code the way it is printed: `abcde-jklmn-stuvw`. */
export function formatBadgeCode(input: string): string {
  const code = normalizeBadgeCode(input);
  const groups: string[] = [];
  for (let i = 0; i < code.length; i += BADGE_GROUP_LENGTH) groups.push(code.slice(i, i + BADGE_GROUP_LENGTH));
  return groups.join('-');
}

function checkLetters(code: string): BadgeCodeError | null {
  if (!/^[a-z]*$/.test(code)) return 'badge.lettersOnly';
  if (/[io]/.test(code)) return 'badge.forbiddenLetter';
  for (let part = 0; part < BADGE_GROUPS; part++) {
    const first = code[part * BADGE_GROUP_LENGTH];
    if (first !== undefined && !PART_FIRST_LETTERS[part]!.includes(first)) {
      return (['badge.part1', 'badge.part2', 'badge.part3'] as const)[part]!;
    }
  }
  return null;
}

/**
 * Checks a complete code. Returns null when it is valid, otherwise the first problem.
 */
export function validateBadgeCode(input: string): BadgeCodeError | null {
  const code = normalizeBadgeCode(input);
  if (code.length === 0) return 'badge.empty';
  const letters = checkLetters(code);
  if (letters) return letters;
  if (code.length < BADGE_CODE_LENGTH) return 'badge.tooShort';
  if (code.length > BADGE_CODE_LENGTH) return 'badge.tooLong';
  return null;
}

/**
 * Checks a code while it is being typed: a prefix that can still become valid is fine.
 */
export function validatePartialBadgeCode(input: string): BadgeCodeError | null {
  const code = normalizeBadgeCode(input);
  if (code.length > BADGE_CODE_LENGTH) return 'badge.tooLong';
  return checkLetters(code);
}

export function isBadgeCode(input: string): boolean {
  return validateBadgeCode(input) === null;
}

/**
 * Builds a valid badge code from 15 or more bytes (a hash, random bytes), so demo data and tests
 * can make as many distinct, realistic-looking codes as they need.
 */
export function badgeCodeFromBytes(bytes: ArrayLike<number>): string {
  if (bytes.length < BADGE_CODE_LENGTH) throw new Error(`badgeCodeFromBytes needs ${BADGE_CODE_LENGTH} bytes`);
  let code = '';
  for (let i = 0; i < BADGE_CODE_LENGTH; i++) {
    const letters = i % BADGE_GROUP_LENGTH === 0 ? PART_FIRST_LETTERS[i / BADGE_GROUP_LENGTH]! : BADGE_ALPHABET;
    code += letters[bytes[i]! % letters.length];
  }
  return code;
}
