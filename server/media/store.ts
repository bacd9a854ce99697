/**
 * Uploaded media on disk: tus uploads (resumable, https://tus.io) land in `<dataDir>/uploads`
 * through @tus/file-store, named `<partner>.<uuid>` so an upload can only be continued, attached
 * or read by its own exhibitor. A finished upload is checked by its content; one that is not an
 * allowed photo or voice memo is deleted at once.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileTypeFromFile } from 'file-type';
import { FileStore } from '@tus/file-store';
import { mediaKindOf, type MediaKind } from '../../src/domain/media';

export interface StoredMedia {
  id: string;
  size: number;
  mediaType: string;
  kind: MediaKind;
}

/** A failure of the server's own parts (disk, database), not of the request: try again later. */
export class TransientError extends Error {}

export class MediaStore {
  readonly datastore: FileStore;

  constructor(readonly directory: string) {
    fs.mkdirSync(directory, { recursive: true });
    this.datastore = new FileStore({ directory });
  }

  static belongsTo(id: string, partnerId: string): boolean {
    return id.startsWith(`${partnerId}.`) && /^[\w-]+\.[0-9a-f-]{36}$/.test(id);
  }

  filePath(id: string): string {
    return path.join(this.directory, id);
  }

  /** What a finished upload is, by its content; null when unfinished, missing or not allowed. */
  async inspect(id: string): Promise<StoredMedia | null> {
    const file = await this.sniff(id);
    const kind = file ? mediaKindOf(file.mediaType) : null;
    return file && kind ? { ...file, kind } : null;
  }

  /** A finished upload's size and type by its content (WAV named audio/wav); null when unfinished, missing or of no known type. */
  async sniff(id: string): Promise<{ id: string; size: number; mediaType: string } | null> {
    let upload;
    try {
      upload = await this.datastore.getUpload(id);
    } catch (err) {
      // Not there (404, 410) is an answer; a disk that fails is not: the push is tried again later.
      const status = (err as { status_code?: number }).status_code;
      if (status === 404 || status === 410) return null;
      throw new TransientError(`media ${id}: ${String((err as Error).message ?? err)}`);
    }
    if (upload.size === undefined || upload.offset !== upload.size || upload.size === 0) return null;
    const type = await fileTypeFromFile(this.filePath(id)).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return undefined;
      // Reading the disk failed (a system call's error): try again later. Anything else is
      // file-type failing on the content (a corrupt ZIP, a broken deflate stream, …): a file of
      // no known type, refused like any other.
      if (typeof err.syscall === 'string') throw new TransientError(`media ${id}: ${err.message}`);
      return undefined;
    });
    if (!type) return null;
    if (type.mime === 'application/x-cfb') return (await isExcel97(this.filePath(id))) ? { id, size: upload.size, mediaType: 'application/vnd.ms-excel' } : null;
    return { id, size: upload.size, mediaType: type.mime === 'audio/vnd.wave' ? 'audio/wav' : type.mime };
  }

  async remove(id: string): Promise<void> {
    await this.datastore.remove(id).catch(() => {});
  }
}

/**
 * Whether a compound file (the container of Excel 97-2003, Word 97-2003, installers, …) is a
 * workbook: its directory names a "Workbook" (or, before Excel 97, "Book") stream, in UTF-16LE.
 * Only these are content; other compound files are refused like any unknown type.
 */
async function isExcel97(file: string): Promise<boolean> {
  const data = await fs.promises.readFile(file).catch(() => null);
  if (!data) return false;
  const name = (n: string) => Buffer.from(`${n}\0`, 'utf16le');
  return data.includes(name('Workbook')) || data.includes(name('Book'));
}
