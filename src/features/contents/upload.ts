/**
 * Uploading a file for content (attachments, banner, logo): resumable over tus like notes' media,
 * to CONTENT_UPLOAD_PATH. The file is checked here first (type, size) and by its content on the
 * server; the item's save then claims it by the id this returns. tus-js-client loads with the
 * first upload.
 */
import { authHeaders } from '../../lib/http';
import { CONTENT_UPLOAD_PATH, validateContentFile } from '../../domain/content';
import { UPLOAD_CHUNK_BYTES } from '../../domain/media';
import { refusalOf } from '../../data/upload';

export type UploadOutcome = { fileId: string } | { error: string };

export async function uploadContentFile(file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<UploadOutcome> {
  const problem = validateContentFile({ size: file.size, type: file.type });
  if (problem) return { error: problem };
  const tus = await import('tus-js-client');
  return new Promise((resolve) => {
    // Stopping leaves what arrived on the server (the hourly job removes unclaimed uploads); a
    // finished upload is never touched.
    let finished = false;
    const upload = new tus.Upload(file, {
      endpoint: CONTENT_UPLOAD_PATH,
      headers: authHeaders(),
      metadata: { id: crypto.randomUUID(), filetype: file.type, filename: file.name },
      chunkSize: UPLOAD_CHUNK_BYTES,
      retryDelays: [0, 1000, 3000, 5000],
      storeFingerprintForResuming: false,
      onProgress: (sent, total) => onProgress(total ? sent / total : 0),
      onSuccess: () => {
        finished = true;
        resolve({ fileId: decodeURIComponent(upload.url!.split('/').pop()!) });
      },
      onError: (err) => {
        const response = (err as { originalResponse?: { getStatus(): number; getBody(): string } | null }).originalResponse;
        const refused = response ? refusalOf(response.getStatus(), response.getBody()) : null;
        resolve({ error: refused ?? (navigator.onLine ? 'upload.failed' : 'upload.offline') });
      },
    });
    signal?.addEventListener('abort', () => {
      if (!finished) void upload.abort(false);
    });
    upload.start();
  });
}
