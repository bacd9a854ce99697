/**
 * Limits of SPEC sections 5 and 9: text lengths, uploads, staff import, two-factor codes.
 */
import { nonEmpty, validateMaxLength, type ValidationError } from './validators';

/** Content element name, product name, product summary, generic text value. */
export const TEXT_MAX_LENGTH = 100;
export const NAME_MAX_LENGTH = 100;
export const SUMMARY_MAX_LENGTH = 100;

/** Names are required and at most 100 characters. */
export function validateName(value: string): ValidationError | null {
  return nonEmpty(value) ?? validateMaxLength(value.trim(), NAME_MAX_LENGTH);
}
/** Summaries and generic text values may be empty but are at most 100 characters. */
export function validateText(value: string): ValidationError | null {
  return validateMaxLength(value, TEXT_MAX_LENGTH);
}

/** Uploads must be under 100 MB. */
export const UPLOAD_MAX_BYTES = 100 * 1024 * 1024;
/** What one person may upload in 24 hours (photos and voice memos of a very busy day, many times over). */
export const UPLOAD_QUOTA_BYTES_PER_DAY = 2 * 1024 * 1024 * 1024;
/** An upload that no note has claimed after this long is removed (server/media/expire.ts). */
export const UNCLAIMED_UPLOAD_MS = 86_400_000;
/** A device checks that an upload is still on the server before pushing a note that waited this long (half the above). */
export const UPLOAD_RECHECK_MS = UNCLAIMED_UPLOAD_MS / 2;

/** Exports one person may have mailed to them in 24 hours. */
export const EXPORT_MAILS_PER_DAY = 20;

export const UPLOAD_TYPES = {
  image: ['image/jpeg', 'image/png', 'image/gif'],
  spreadsheet: [
    'application/vnd.ms-excel',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ],
  xml: ['application/xml', 'text/xml'],
  audio: ['audio/wav', 'audio/x-wav', 'audio/wave', 'audio/mpeg'],
} as const;
export const ALLOWED_UPLOAD_TYPES: readonly string[] = Object.values(UPLOAD_TYPES).flat();
export const TASK_DOCUMENT_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/gif', 'application/pdf'];

export type UploadError = 'upload.empty' | 'upload.tooLarge' | 'upload.type';

/** Media type without parameters (`audio/wav; codecs=1` is `audio/wav`). */
export function baseMediaType(type: string): string {
  return type.split(';')[0]!.trim().toLowerCase();
}

export function validateUpload(
  file: { size: number; type: string },
  allowed: readonly string[] = ALLOWED_UPLOAD_TYPES,
): UploadError | null {
  // Written as !(size > 0) so that a missing or NaN size counts as empty instead of slipping through.
  if (!(file.size > 0)) return 'upload.empty';
  if (file.size >= UPLOAD_MAX_BYTES) return 'upload.tooLarge';
  if (!allowed.includes(baseMediaType(file.type))) return 'upload.type';
  return null;
}

/** Staff import: at most 1000 rows a file; the file must not be empty. */
export const STAFF_IMPORT_MAX_ROWS = 1000;
export type StaffImportError = 'import.empty' | 'import.tooManyRows';
export function validateStaffImportSize(rowCount: number): StaffImportError | null {
  if (!(rowCount > 0)) return 'import.empty';
  if (rowCount > STAFF_IMPORT_MAX_ROWS) return 'import.tooManyRows';
  return null;
}

/** Two-factor codes are 6 digits; the methods are e-mail, SMS and an authenticator app. */
export const TWO_FACTOR_CODE_LENGTH = 6;
export const TWO_FACTOR_METHODS = ['email', 'sms', 'authenticator'] as const;
export type TwoFactorMethod = (typeof TWO_FACTOR_METHODS)[number];
export function normalizeTwoFactorCode(input: string): string {
  return input.replace(/\s+/g, '');
}
export function isTwoFactorCode(input: string): boolean {
  return new RegExp(`^\\d{${TWO_FACTOR_CODE_LENGTH}}$`).test(normalizeTwoFactorCode(input));
}
