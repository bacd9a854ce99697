/**
 * Resumable upload of a note's file with tus-js-client (the tus protocol): 5 MB chunks, resumed at
 * the upload URL the server gave, so a cut connection or a closed app continues where it stopped.
 * Needs XMLHttpRequest, so it runs in pages, not in the service worker. tus-js-client is loaded with
 * the first upload, not with the app.
 */
import type * as Tus from 'tus-js-client';
import type { LocalMedia } from './db';
import { UPLOAD_CHUNK_BYTES, UPLOAD_PATH } from '../domain/media';

/**
 * Why the server will never take this file (its content, size or name), from its error answer;
 * null for any other error (offline, signed out, a setting switched off for now): tried again later.
 */
export function refusalOf(status: number, body: string | null | undefined): string | null {
  let reason: string | undefined;
  try {
    reason = (JSON.parse(body || '{}') as { error?: unknown }).error as string | undefined;
  } catch {
    // Not JSON (a proxy's page).
  }
  if (typeof reason === 'string' && reason.startsWith('upload.')) return reason;
  // tus itself answers 413 (over the maximum size) before the app's own checks run.
  return status === 413 ? 'upload.tooLarge' : null;
}

export async function uploadMedia(media: LocalMedia, token: string, progress: (sent: number, uploadUrl: string | null) => void): Promise<{ refused: string | null }> {
  const tus = await import('tus-js-client');
  return new Promise((resolve, reject) => {
    const upload: Tus.Upload = new tus.Upload(media.blob, {
      endpoint: UPLOAD_PATH,
      ...(media.uploadUrl ? { uploadUrl: media.uploadUrl } : {}),
      headers: { authorization: `Bearer ${token}` },
      metadata: { id: media.id, filetype: media.type },
      chunkSize: UPLOAD_CHUNK_BYTES,
      retryDelays: [0, 1000, 3000],
      storeFingerprintForResuming: false,
      onUploadUrlAvailable: () => progress(0, upload.url),
      onProgress: (sent) => progress(sent, upload.url),
      onSuccess: () => resolve({ refused: null }),
      onError: (err) => {
        const response = (err as Tus.DetailedError).originalResponse;
        const refused = response ? refusalOf(response.getStatus(), response.getBody()) : null;
        if (refused) resolve({ refused });
        else reject(err);
      },
    });
    upload.start();
  });
}

/**
 * Whether the server still has a finished upload: false only when it answers that it has not
 * (404, 410); any other answer, or none (offline), counts as there (the push then says more).
 */
export async function stillUploaded(media: LocalMedia, token: string): Promise<boolean> {
  if (!media.uploadUrl) return true;
  try {
    const res = await fetch(media.uploadUrl, { method: 'HEAD', headers: { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' } });
    return res.status !== 404 && res.status !== 410;
  } catch {
    return true;
  }
}
