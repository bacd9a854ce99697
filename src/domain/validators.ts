/**
 * The generic rule set of SPEC section 5: http(s) URL, e-mail, non-empty, number between bounds,
 * non-empty array, exact length, hex or rgb colour; plus IP address, date and time. Each returns
 * null when the value is fine, or the key of its own message (translated under `validation.*`).
 */

export type ValidationError =
  | 'required'
  | 'email'
  | 'url'
  | 'ipAddress'
  | 'date'
  | 'time'
  | 'colour'
  | 'numberPositive'
  | 'numberBetween'
  | 'arrayEmpty'
  | 'exactLength'
  | 'tooLong';

export function nonEmpty(value: string | null | undefined): ValidationError | null {
  return value != null && value.trim().length > 0 ? null : 'required';
}

// Deliberately pragmatic (what browsers accept for <input type=email>): one @, a dot in the domain,
// no spaces. RFC 5322 allows far more than any mail form should.
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export function isEmail(value: string): boolean {
  const v = value.trim();
  return v.length <= 254 && EMAIL.test(v);
}
export function validateEmail(value: string): ValidationError | null {
  return nonEmpty(value) ?? (isEmail(value) ? null : 'email');
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}
export function validateUrl(value: string): ValidationError | null {
  return nonEmpty(value) ?? (isHttpUrl(value) ? null : 'url');
}

function isIPv4(value: string): boolean {
  const parts = value.split('.');
  return parts.length === 4 && parts.every((p) => /^(0|[1-9]\d{0,2})$/.test(p) && Number(p) <= 255);
}
function isIPv6(value: string): boolean {
  if (!/^[0-9a-fA-F:.]+$/.test(value)) return false;
  const halves = value.split('::');
  if (halves.length > 2) return false;
  const compressed = halves.length === 2;
  // Each side of '::' is empty or colon-separated groups; a lone ':' at either end is not allowed.
  const groups = halves.map((h) => (h === '' ? [] : h.split(':')));
  const all = groups.flat();
  let count = all.length;
  const last = all[all.length - 1];
  // An embedded IPv4 address may only stand at the very end, as the last two groups.
  if (last !== undefined && last.includes('.')) {
    if (!isIPv4(last) || (compressed && groups[1]!.length === 0)) return false;
    all.pop();
    count += 1;
  }
  if (!all.every((g) => /^[0-9a-fA-F]{1,4}$/.test(g))) return false;
  return compressed ? count < 8 : count === 8;
}
/** IPv4 or IPv6 address (an API key's allowed addresses). */
export function isIpAddress(value: string): boolean {
  const v = value.trim();
  return isIPv4(v) || isIPv6(v);
}
export function validateIpAddress(value: string): ValidationError | null {
  return nonEmpty(value) ?? (isIpAddress(value) ? null : 'ipAddress');
}

/** Calendar date as YYYY-MM-DD that exists (no 31 February). */
export function isDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // Plain arithmetic: Date.UTC would read the years 0000-0099 as 1900-1999.
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const daysInMonth = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][mo - 1];
  return daysInMonth !== undefined && d >= 1 && d <= daysInMonth;
}
export function validateDate(value: string): ValidationError | null {
  return nonEmpty(value) ?? (isDate(value) ? null : 'date');
}

/** Time of day as HH:MM or HH:MM:SS, 24-hour clock. */
export function isTime(value: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(value.trim());
}
export function validateTime(value: string): ValidationError | null {
  return nonEmpty(value) ?? (isTime(value) ? null : 'time');
}

/** #rgb, #rrggbb, rgb(r, g, b) with 0-255 channels. */
export function isColour(value: string): boolean {
  const v = value.trim();
  if (/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(v)) return true;
  const m = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/i.exec(v);
  return !!m && [m[1], m[2], m[3]].every((c) => Number(c) <= 255);
}
export function validateColour(value: string): ValidationError | null {
  return nonEmpty(value) ?? (isColour(value) ? null : 'colour');
}

/** Numbers must be greater than 0 (SPEC section 5). */
export function validatePositiveNumber(value: number): ValidationError | null {
  return Number.isFinite(value) && value > 0 ? null : 'numberPositive';
}

export function validateNumberBetween(value: number, min: number, max: number): ValidationError | null {
  return Number.isFinite(value) && value >= min && value <= max ? null : 'numberBetween';
}

export function validateNonEmptyArray(value: readonly unknown[] | null | undefined): ValidationError | null {
  return value && value.length > 0 ? null : 'arrayEmpty';
}

export function validateExactLength(value: string, length: number): ValidationError | null {
  return value.length === length ? null : 'exactLength';
}

export function validateMaxLength(value: string, max: number): ValidationError | null {
  return value.length <= max ? null : 'tooLong';
}
