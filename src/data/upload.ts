/**
 * Resumable upload of a note's file with tus-js-client (the tus protocol): 5 MB chunks, resumed at
 * the upload URL the server gave, so a cut connection or a closed app continues where it stopped.
 * Needs XMLHttpRequest, so it runs in pages, not in the service worker.
 */
import * as tus from 'tus-js-client';
import type { LocalMedia } from './db';
import { UPLOAD_CHUNK_BYTES, UPLOAD_PATH } from '../domain/media';
import { authHeaders } from '../lib/http';

/** Answers that mean the server will never take this file. */
const REFUSED = [400, 403, 404, 410, 413, 415];

export function uploadMedia(media: LocalMedia, progress: (sent: number, uploadUrl: string | null) => void): Promise<{ refused: string | null }> {
  return new Promise((resolve, reject) => {
    const upload: tus.Upload = new tus.Upload(media.blob, {
      endpoint: UPLOAD_PATH,
      ...(media.uploadUrl ? { uploadUrl: media.uploadUrl } : {}),
      headers: authHeaders(),
      metadata: { id: media.id, filetype: media.type },
      chunkSize: UPLOAD_CHUNK_BYTES,
      retryDelays: [0, 1000, 3000],
      storeFingerprintForResuming: false,
      onUploadUrlAvailable: () => progress(0, upload.url),
      onProgress: (sent) => progress(sent, upload.url),
      onSuccess: () => resolve({ refused: null }),
      onError: (err) => {
        const status = (err as tus.DetailedError).originalResponse?.getStatus() ?? 0;
        if (!REFUSED.includes(status)) return reject(err);
        let reason = 'upload.type';
        try {
          reason = (JSON.parse((err as tus.DetailedError).originalResponse?.getBody() ?? '{}') as { error?: string }).error ?? reason;
        } catch {
          // Not JSON: keep the generic reason.
        }
        resolve({ refused: reason });
      },
    });
    upload.start();
  });
}
