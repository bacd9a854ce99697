/**
 * Uploads that no note, content item or task claims are removed a day after their last byte arrived: a file uploaded
 * for a note that was never pushed (the app was reset, or someone uploaded without a note) would
 * otherwise stay on disk for ever. A device whose note waited long checks that its upload is
 * still there before pushing it, and uploads it again if not (src/data/sync.ts), so nothing a
 * note needs is lost. Runs as the hourly job 'media.expireUnclaimed' (server/jobs).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { JobHandler } from '../jobs/runner';
import type { MediaStore } from './store';
import { UNCLAIMED_UPLOAD_MS } from '../../src/domain/limits';
import { unheld } from './claims';

const UPLOAD_NAME = /^[\w-]+\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Removes the unclaimed uploads older than UNCLAIMED_UPLOAD_MS (by their last write); returns their ids. */
export async function expireUnclaimedUploads(db: Kysely<DB>, store: MediaStore, now = Date.now()): Promise<string[]> {
  const names = (await fs.readdir(store.directory)).filter((n) => UPLOAD_NAME.test(n));
  const old: string[] = [];
  for (const name of names) {
    const stat = await fs.stat(path.join(store.directory, name)).catch(() => null);
    if (stat && now - stat.mtimeMs > UNCLAIMED_UPLOAD_MS) old.push(name);
  }
  if (!old.length) return [];
  const expired = await unheld(db, old);
  for (const id of expired) await store.remove(id);
  if (expired.length) await db.deleteFrom('uploads').where('id', 'in', expired).execute();
  return expired;
}

export function expireUploadsJob(store: MediaStore): JobHandler {
  return {
    async run(_payload, { db }) {
      await expireUnclaimedUploads(db, store);
    },
  };
}
