import { describe, it, expect } from 'vitest';
import {
  ALLOWED_UPLOAD_TYPES,
  NAME_MAX_LENGTH,
  STAFF_IMPORT_MAX_ROWS,
  SUMMARY_MAX_LENGTH,
  TASK_DOCUMENT_TYPES,
  TEXT_MAX_LENGTH,
  TWO_FACTOR_CODE_LENGTH,
  TWO_FACTOR_METHODS,
  UPLOAD_MAX_BYTES,
  UPLOAD_TYPES,
  baseMediaType,
  isTwoFactorCode,
  normalizeTwoFactorCode,
  validateName,
  validateStaffImportSize,
  validateText,
  validateUpload,
} from './limits';

const MiB = 1024 * 1024;

describe('text limits', () => {
  it('are 100 characters', () => {
    expect(TEXT_MAX_LENGTH).toBe(100);
    expect(NAME_MAX_LENGTH).toBe(100);
    expect(SUMMARY_MAX_LENGTH).toBe(100);
  });
});

describe('validateName', () => {
  it('accepts names of 1 to 100 characters', () => {
    expect(validateName('a')).toBeNull();
    expect(validateName('Booth 12')).toBeNull();
    expect(validateName('x'.repeat(100))).toBeNull();
  });

  it('ignores surrounding whitespace when counting', () => {
    expect(validateName(`  ${'x'.repeat(100)}  `)).toBeNull();
  });

  it('refuses empty names', () => {
    expect(validateName('')).toBe('required');
    expect(validateName('   ')).toBe('required');
  });

  it('refuses names of more than 100 characters', () => {
    expect(validateName('x'.repeat(101))).toBe('tooLong');
    expect(validateName('x'.repeat(500))).toBe('tooLong');
  });
});

describe('validateText', () => {
  it('allows empty text and up to 100 characters', () => {
    expect(validateText('')).toBeNull();
    expect(validateText('x'.repeat(100))).toBeNull();
  });

  it('refuses more than 100 characters', () => {
    expect(validateText('x'.repeat(101))).toBe('tooLong');
  });
});

describe('upload types', () => {
  it('allow jpeg, png, gif, xls, xlsx, xml, wav and mpeg', () => {
    for (const type of [
      'image/jpeg',
      'image/png',
      'image/gif',
      'application/vnd.ms-excel',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/xml',
      'text/xml',
      'audio/wav',
      'audio/x-wav',
      'audio/wave',
      'audio/mpeg',
    ]) {
      expect(ALLOWED_UPLOAD_TYPES).toContain(type);
    }
    expect(ALLOWED_UPLOAD_TYPES).toHaveLength(Object.values(UPLOAD_TYPES).flat().length);
  });

  it('do not allow pdf for general uploads, but task documents do', () => {
    expect(ALLOWED_UPLOAD_TYPES).not.toContain('application/pdf');
    expect(TASK_DOCUMENT_TYPES).toEqual(['image/jpeg', 'image/png', 'image/gif', 'application/pdf']);
  });
});

describe('baseMediaType', () => {
  it('drops parameters, whitespace and case', () => {
    expect(baseMediaType('audio/wav; codecs=1')).toBe('audio/wav');
    expect(baseMediaType(' Image/PNG ')).toBe('image/png');
    expect(baseMediaType('text/xml;charset=utf-8')).toBe('text/xml');
    expect(baseMediaType('')).toBe('');
  });
});

describe('validateUpload', () => {
  it('is 100 MiB at most, exclusive', () => {
    expect(UPLOAD_MAX_BYTES).toBe(100 * MiB);
  });

  it('accepts allowed types under 100 MB', () => {
    expect(validateUpload({ size: 1, type: 'image/jpeg' })).toBeNull();
    expect(validateUpload({ size: 2 * MiB, type: 'image/png' })).toBeNull();
    expect(validateUpload({ size: UPLOAD_MAX_BYTES - 1, type: 'audio/mpeg' })).toBeNull();
    expect(validateUpload({ size: 500, type: 'application/vnd.ms-excel' })).toBeNull();
    expect(validateUpload({ size: 500, type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })).toBeNull();
    expect(validateUpload({ size: 500, type: 'text/xml' })).toBeNull();
  });

  it('accepts media types with parameters or in other case', () => {
    expect(validateUpload({ size: 1000, type: 'audio/wav; codecs=1' })).toBeNull();
    expect(validateUpload({ size: 1000, type: 'IMAGE/GIF' })).toBeNull();
  });

  it('refuses files of exactly 100 MiB or more', () => {
    expect(validateUpload({ size: UPLOAD_MAX_BYTES, type: 'image/jpeg' })).toBe('upload.tooLarge');
    expect(validateUpload({ size: UPLOAD_MAX_BYTES + 1, type: 'image/jpeg' })).toBe('upload.tooLarge');
    expect(validateUpload({ size: Infinity, type: 'image/jpeg' })).toBe('upload.tooLarge');
  });

  it('refuses empty files or files without a size', () => {
    expect(validateUpload({ size: 0, type: 'image/jpeg' })).toBe('upload.empty');
    expect(validateUpload({ size: -1, type: 'image/jpeg' })).toBe('upload.empty');
    expect(validateUpload({ size: NaN, type: 'image/jpeg' })).toBe('upload.empty');
  });

  it('refuses types that are not allowed', () => {
    expect(validateUpload({ size: 1000, type: 'application/pdf' })).toBe('upload.type');
    expect(validateUpload({ size: 1000, type: 'image/svg+xml' })).toBe('upload.type');
    expect(validateUpload({ size: 1000, type: 'application/octet-stream' })).toBe('upload.type');
    expect(validateUpload({ size: 1000, type: 'image/jpeg2' })).toBe('upload.type');
    expect(validateUpload({ size: 1000, type: '' })).toBe('upload.type');
  });

  it('checks emptiness, then size, then type', () => {
    expect(validateUpload({ size: 0, type: 'application/pdf' })).toBe('upload.empty');
    expect(validateUpload({ size: UPLOAD_MAX_BYTES, type: 'application/pdf' })).toBe('upload.tooLarge');
  });

  it('takes a list of allowed types, such as task documents', () => {
    expect(validateUpload({ size: 1000, type: 'application/pdf' }, TASK_DOCUMENT_TYPES)).toBeNull();
    expect(validateUpload({ size: 1000, type: 'image/png' }, TASK_DOCUMENT_TYPES)).toBeNull();
    expect(validateUpload({ size: 1000, type: 'audio/wav' }, TASK_DOCUMENT_TYPES)).toBe('upload.type');
    expect(validateUpload({ size: UPLOAD_MAX_BYTES, type: 'application/pdf' }, TASK_DOCUMENT_TYPES)).toBe('upload.tooLarge');
  });
});

describe('validateStaffImportSize', () => {
  it('accepts 1 to 1000 rows', () => {
    expect(STAFF_IMPORT_MAX_ROWS).toBe(1000);
    expect(validateStaffImportSize(1)).toBeNull();
    expect(validateStaffImportSize(500)).toBeNull();
    expect(validateStaffImportSize(1000)).toBeNull();
  });

  it('refuses an empty import', () => {
    expect(validateStaffImportSize(0)).toBe('import.empty');
    expect(validateStaffImportSize(-1)).toBe('import.empty');
    expect(validateStaffImportSize(NaN)).toBe('import.empty');
  });

  it('refuses more than 1000 rows', () => {
    expect(validateStaffImportSize(1001)).toBe('import.tooManyRows');
    expect(validateStaffImportSize(100_000)).toBe('import.tooManyRows');
  });
});

describe('two-factor codes', () => {
  it('are 6 digits, sent by e-mail, SMS or an authenticator app', () => {
    expect(TWO_FACTOR_CODE_LENGTH).toBe(6);
    expect([...TWO_FACTOR_METHODS]).toEqual(['email', 'sms', 'authenticator']);
  });

  it('normalise by dropping whitespace', () => {
    expect(normalizeTwoFactorCode(' 123 456 ')).toBe('123456');
    expect(normalizeTwoFactorCode('12\t34\n56')).toBe('123456');
  });

  it.each(['123456', '000000', ' 123 456 ', '12 34 56'])('accept %j', (v) => {
    expect(isTwoFactorCode(v)).toBe(true);
  });

  it.each(['', '12345', '1234567', '12345a', 'abcdef', '123-456', '١٢٣٤٥٦', '12345６'])('refuse %j', (v) => {
    expect(isTwoFactorCode(v)).toBe(false);
  });
});
