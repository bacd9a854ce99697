/**
 * Media of notes: voice memos (wav or mpeg audio) and photos (jpeg, png, gif), each under 100 MB.
 * Checked in the app before upload and again on the server by content (not by name or the type
 * the client claims).
 */
import * as v from 'valibot';
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES, baseMediaType } from './limits';

export const MEDIA_KINDS = ['audio', 'image'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** Media types of notes, and the kind each is. */
export const NOTE_MEDIA_TYPES: Record<string, MediaKind> = Object.fromEntries([
  ...UPLOAD_TYPES.image.map((t) => [t, 'image'] as const),
  ...UPLOAD_TYPES.audio.map((t) => [t, 'audio'] as const),
  // What content sniffing reports for WAV files.
  ['audio/vnd.wave', 'audio'] as const,
]);

export type MediaError = 'upload.empty' | 'upload.tooLarge' | 'upload.type';

export function mediaKindOf(type: string): MediaKind | null {
  return NOTE_MEDIA_TYPES[baseMediaType(type)] ?? null;
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
