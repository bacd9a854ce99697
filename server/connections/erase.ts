/**
 * Erasure: a connection and everything the exhibitor holds of it (notes, stage history, answers,
 * shared content, meetings, files) removed for good, at the visitor's request or when the event's
 * retention period has passed. An erased connection leaves a tombstone marked `erased`, so every
 * device of the exhibitor drops its copy at its next sync, offline changes included, and no
 * capture made before the erasure can bring it back (captureConnection.ts). The audit log keeps
 * who erased which connection when, without the visitor's data. The connection id carries the
 * badge code (`<partner>.<code>`): the tombstone, the audit entries and the webhook deliveries name
 * an erased connection by its erasure key (src/domain/erasure.ts) instead, which devices and CRMs
 * match against the ids they hold.
 */
import { sql, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { nextVersion } from '../sync/apply';
import { chunks } from '../sync/batch';
import { erasureKey } from '../../src/domain/erasure';

export interface Erasure {
  partnerId: string;
  eventId: string;
  ids: string[];
  /** Who erased ('u:<user>', or 'system:retention'), and their name. */
  actor: string;
  actorName: string;
  /** 'visitor.erased' (one audit entry per connection) or 'retention.erased' (one for the lot). */
  action: 'visitor.erased' | 'retention.erased';
  now: Date;
}

/** Erases the connections in `tx`; returns the ids erased and the stored files to remove once committed. */
export async function eraseConnections(tx: Transaction<DB>, e: Erasure): Promise<{ erased: string[]; files: string[] }> {
  if (!e.ids.length) return { erased: [], files: [] };
  // The version is raised only when something is erased: an unknown id changes nothing.
  let version: number | null = null;
  const erased: string[] = [];
  const files: string[] = [];
  for (const part of chunks(e.ids)) {
    files.push(...(await tx.selectFrom('media').select('storage_key').where('connection_id', 'in', part).execute()).map((m) => m.storage_key));
    const gone = await tx.deleteFrom('connections').where('partner_id', '=', e.partnerId).where('id', 'in', part).returning('id').execute();
    if (!gone.length) continue;
    const at = (version ??= await nextVersion(tx, e.partnerId));
    const ids = gone.map((r) => r.id);
    erased.push(...ids);
    // What outlives the connection names it by its erasure key: its id carries the badge code.
    const keys = ids.map((id) => ({ id, key: erasureKey(id) }));
    // A tombstone of an earlier deletion (deleted, scanned again, now erased) goes: this one covers it.
    await tx.deleteFrom('connection_deletions').where('partner_id', '=', e.partnerId).where('connection_id', 'in', ids).execute();
    await tx
      .insertInto('connection_deletions')
      .values(keys.map((k) => ({ connection_id: k.key, partner_id: e.partnerId, deleted_at: e.now, version: at, erased: true })))
      .onConflict((oc) => oc.column('connection_id').doUpdateSet({ deleted_at: e.now, version: at, erased: true }))
      .execute();
    // Earlier audit entries (deleted, exported) and webhook deliveries (created, updated, queued or
    // sent) about the connection name it by its key from now on.
    await sql`
      update audit_log a set subject = k.key
      from unnest(${ids}::text[], ${keys.map((k) => k.key)}::text[]) as k(id, key)
      where a.partner_id = ${e.partnerId} and a.subject = k.id`.execute(tx);
    await sql`
      update jobs j set payload = jsonb_set(j.payload, '{body,data,connectionId}', to_jsonb(k.key)), singleton_key = replace(j.singleton_key, k.id, k.key)
      from unnest(${ids}::text[], ${keys.map((k) => k.key)}::text[]) as k(id, key)
      where j.kind = 'webhook.deliver' and j.payload #>> '{body,data,connectionId}' = k.id`.execute(tx);
    if (e.action === 'visitor.erased') {
      await tx
        .insertInto('audit_log')
        .values(keys.map((k) => ({ partner_id: e.partnerId, event_id: e.eventId, actor: e.actor, actor_name: e.actorName, action: e.action, subject: k.key, at: e.now, row_count: 1 })))
        .execute();
    }
  }
  if (e.action === 'retention.erased' && erased.length) {
    await tx.insertInto('audit_log').values({ partner_id: e.partnerId, event_id: e.eventId, actor: e.actor, actor_name: e.actorName, action: e.action, subject: e.eventId, at: e.now, row_count: erased.length }).execute();
  }
  return { erased, files };
}
