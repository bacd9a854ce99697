import { describe, expect, it } from 'vitest';
import { mediaFormat, mediaKindOf, noteFileType, validateMedia } from './media';

describe('note media types', () => {
  it('takes photos, wav and mp3 audio, and xls, xlsx and xml documents (SPEC section 5)', () => {
    expect(mediaKindOf('image/png')).toBe('image');
    expect(mediaKindOf('audio/mpeg')).toBe('audio');
    expect(mediaKindOf('application/vnd.ms-excel')).toBe('document');
    expect(mediaKindOf('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe('document');
    expect(mediaKindOf('text/xml')).toBe('document');
    expect(mediaKindOf('application/pdf')).toBeNull();
    expect(validateMedia({ size: 10, type: 'application/xml' })).toBeNull();
    expect(validateMedia({ size: 10, type: 'application/zip' })).toBe('upload.type');
  });

  it("names a file's type by its name when the system gives none or its own", () => {
    expect(noteFileType({ name: 'order.xlsx', type: '' })).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(noteFileType({ name: 'call.MP3', type: 'audio/mp3' })).toBe('audio/mpeg');
    expect(noteFileType({ name: 'prices.xml', type: 'text/xml' })).toBe('text/xml');
    expect(noteFileType({ name: 'letter.docx', type: '' })).toBe('');
  });

  it('says the format as people name it', () => {
    expect(mediaFormat('application/vnd.ms-excel')).toEqual({ label: 'XLS', extension: 'xls' });
    expect(mediaFormat('text/xml')).toEqual({ label: 'XML', extension: 'xml' });
    expect(mediaFormat('image/jpeg')).toEqual({ label: 'JPG', extension: 'jpg' });
    expect(mediaFormat('audio/vnd.wave')).toEqual({ label: 'WAV', extension: 'wav' });
  });
});
