/**
 * Who holds an upload (#28). A finished upload (`<partner>.<uuid>`) is claimed by one owner: a
 * note's media, a content item's file or a task's document. The claim is a row of upload_claims,
 * made and dropped by triggers on the owners' tables in the owner's own transaction (migration
 * 0033), so a second claim fails in the database whatever path writes it; the routes and the sync
 * handlers look first, to answer with a clear refusal ('upload.claimed'). Only whoever uploaded a
 * file may claim it: the same person (or scan device), or the administrator restoring their
 * backup. A file is removed from disk only once nothing names it any more.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import type { Caller } from '../auth/caller';
import { scannerKey } from '../connections/visibility';
import type { MediaStore } from './store';

/** The refusal code of a second claim, for every owner. */
export const UPLOAD_CLAIMED = 'upload.claimed';
/** The refusal code of a claim by someone who did not upload the file. */
export const UPLOAD_NOT_YOURS = 'upload.notYours';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * Who may hold an upload: each kind's owner table and the column naming the upload. Migration
 * 0033's triggers on these tables claim and release (claims.test.ts checks each table has both);
 * every upload endpoint names its kind (routes.ts), and `unheld` asks every table here, so no
 * area's files are taken for unclaimed and removed after a day.
 */
export const UPLOAD_CLAIMERS = {
  note: { table: 'media', column: 'storage_key' },
  content: { table: 'content_files', column: 'id' },
  task: { table: 'task_documents', column: 'id' },
} as const satisfies Record<string, { table: keyof DB; column: string }>;
export type UploadKind = keyof typeof UPLOAD_CLAIMERS;

/** A write that would claim an upload held already (the database's unique constraint). */
export function isClaimConflict(err: unknown): boolean {
  const e = err as { code?: unknown; constraint?: unknown; message?: unknown } | null;
  return e?.code === '23505' && (e.constraint === 'upload_claims_once' || String(e.message ?? '').includes('upload_claims_once'));
}

/** The claims held on these uploads, by upload id. */
export async function claimsOf(db: Db, ids: string[]): Promise<Map<string, { kind: UploadKind; ownerId: string }>> {
  const out = new Map<string, { kind: UploadKind; ownerId: string }>();
  if (!ids.length) return out;
  for (const r of await db.selectFrom('upload_claims').select(['upload_id', 'kind', 'owner_id']).where('upload_id', 'in', ids).execute()) out.set(r.upload_id, { kind: r.kind, ownerId: r.owner_id });
  return out;
}

/**
 * Of these uploads, those `caller` may claim: uploaded under the caller's exhibitor by the caller
 * (for a scan licence, by any device of that licence, which share one outbox), or by whoever is
 * restoring the caller's backup.
 */
export async function claimableBy(db: Db, caller: Caller, ids: string[]): Promise<Set<string>> {
  if (!ids.length || !caller.partner) return new Set();
  const rows = await db.selectFrom('uploads').select(['id', 'uploader']).where('partner_id', '=', caller.partner.id).where('id', 'in', ids).execute();
  const mine = new Set([scannerKey(caller), ...(caller.restorer ? [caller.restorer] : [])]);
  let licence = new Set<string>();
  if (!caller.user && caller.licence && rows.some((r) => !mine.has(r.uploader) && r.uploader.startsWith('a:'))) {
    const devices = await db.selectFrom('licence_activations').select('id').where('licence_id', '=', caller.licence.id).execute();
    licence = new Set(devices.map((d) => `a:${d.id}`));
  }
  return new Set(rows.filter((r) => mine.has(r.uploader) || licence.has(r.uploader)).map((r) => r.id));
}

/** Of these uploads, those nothing names any more: no claim and no owner row. */
export async function unheld(db: Db, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const held = new Set((await db.selectFrom('upload_claims').select('upload_id as id').where('upload_id', 'in', ids).execute()).map((r) => r.id));
  for (const { table, column } of Object.values(UPLOAD_CLAIMERS)) {
    const rows = await sql<{ id: string }>`select ${sql.ref(column)} as id from ${sql.table(table)} where ${sql.ref(column)} in (${sql.join(ids)})`.execute(db);
    for (const r of rows.rows) held.add(r.id);
  }
  return [...new Set(ids)].filter((id) => !held.has(id));
}

/** Removes from disk those of these files (of owners just deleted and committed) that no one else holds. */
export async function removeUnheld(db: Kysely<DB>, store: MediaStore, ids: string[]): Promise<void> {
  for (const id of await unheld(db, ids)) await store.remove(id);
}
