/**
 * Media of notes (SPEC section 5, uploads): voice memos and other audio (wav, mpeg), photos (jpeg,
 * png, gif) and documents (xls, xlsx, xml), each under 100 MB. Checked in the app before upload
 * and again on the server by content (not by name or the type the client claims).
 */
import * as v from 'valibot';
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES, baseMediaType } from './limits';

export const MEDIA_KINDS = ['audio', 'image', 'document'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** Media types of notes, and the kind each is. */
export const NOTE_MEDIA_TYPES: Record<string, MediaKind> = Object.fromEntries([
  ...UPLOAD_TYPES.image.map((t) => [t, 'image'] as const),
  ...UPLOAD_TYPES.audio.map((t) => [t, 'audio'] as const),
  ...UPLOAD_TYPES.spreadsheet.map((t) => [t, 'document'] as const),
  ...UPLOAD_TYPES.xml.map((t) => [t, 'document'] as const),
  // What content sniffing reports for WAV files.
  ['audio/vnd.wave', 'audio'] as const,
]);

export type MediaError = 'upload.empty' | 'upload.tooLarge' | 'upload.type';

export function mediaKindOf(type: string): MediaKind | null {
  return NOTE_MEDIA_TYPES[baseMediaType(type)] ?? null;
}

/** Types by file name, for files a device names with no type or a type of its own (Android, older Windows). */
const BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
  mpga: 'audio/mpeg',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xml: 'application/xml',
};

/** A file's format as people name it (XLSX, MP3), and the file name ending it is saved with. */
export function mediaFormat(type: string): { label: string; extension: string } {
  const t = baseMediaType(type);
  const ext = Object.entries(BY_EXTENSION).find(([e, x]) => x === t && e !== 'jpeg' && e !== 'mpga')?.[0] ?? (t === 'text/xml' ? 'xml' : mediaKindOf(t) === 'audio' ? 'wav' : 'bin');
  return { label: ext.toUpperCase(), extension: ext };
}

/** What the picker offers (types and names, since some systems know the one and not the other). */
export const NOTE_FILE_ACCEPT = [...Object.keys(NOTE_MEDIA_TYPES).filter((t) => !t.includes('wave') && !t.includes('x-wav')), ...Object.keys(BY_EXTENSION).map((e) => `.${e}`)].join(',');

/** The type of a chosen file: the one the system gives when it is a note's, else by its name. */
export function noteFileType(file: { name: string; type: string }): string {
  if (mediaKindOf(file.type)) return baseMediaType(file.type);
  const ext = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return BY_EXTENSION[ext] ?? file.type;
}

export function validateMedia(file: { size: number; type: string }): MediaError | null {
  if (!(file.size > 0)) return 'upload.empty';
  if (file.size >= UPLOAD_MAX_BYTES) return 'upload.tooLarge';
  return mediaKindOf(file.type) ? null : 'upload.type';
}

/** Where uploads go (tus, resumable); a finished upload is attached by the note that names it. */
export const UPLOAD_PATH = '/api/uploads';
/** Bytes per PATCH: a cut connection loses at most this much. */
export const UPLOAD_CHUNK_BYTES = 5 * 1024 * 1024;

/** The :id of an upload or stored file (`<partner>.<uuid>`). */
export const MediaParams = v.object({ id: v.pipe(v.string(), v.maxLength(200)) });
export type MediaParams = v.InferOutput<typeof MediaParams>;
