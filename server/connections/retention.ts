/**
 * Retention: each event keeps its leads for the number of days after its end that the organiser
 * set (events.retention_days). After that, the daily job 'privacy.retention' erases every
 * connection of the event with all of it (erase.ts): the devices drop their copies at their next
 * sync, and each exhibitor's audit log says how many were erased, and why.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { JobHandler } from '../jobs/runner';
import type { MediaStore } from '../media/store';
import { eraseConnections } from './erase';
import { removeUnheld } from '../media/claims';

/** Connections erased per transaction: a large event is erased in steps, each one committed. */
const STEP = 2000;

/** When an event's leads are erased: its end plus its retention period. */
export function erasesAt(event: { ends_at: Date; retention_days: number }): Date {
  return new Date(event.ends_at.getTime() + event.retention_days * 86_400_000);
}

/** Erases the connections of every event whose retention period is over; returns how many per exhibitor. */
export async function applyRetention(db: Kysely<DB>, store: MediaStore, onChange: (partnerId: string) => void, now = new Date()): Promise<Map<string, number>> {
  const erased = new Map<string, number>();
  const events = await db
    .selectFrom('events')
    .select(['id'])
    .where(sql<boolean>`ends_at + retention_days * interval '1 day' < ${now}`)
    .execute();
  for (const event of events) {
    const partners = await db.selectFrom('connections').select('partner_id').distinct().where('event_id', '=', event.id).execute();
    for (const { partner_id: partnerId } of partners) {
      for (;;) {
        const ids = (await db.selectFrom('connections').select('id').where('event_id', '=', event.id).where('partner_id', '=', partnerId).limit(STEP).execute()).map((r) => r.id);
        if (!ids.length) break;
        const result = await db.transaction().execute((tx) =>
          eraseConnections(tx, { partnerId, eventId: event.id, ids, actor: 'system:retention', actorName: '', action: 'retention.erased', now }),
        );
        await removeUnheld(db, store, result.files);
        erased.set(partnerId, (erased.get(partnerId) ?? 0) + result.erased.length);
        if (!result.erased.length) break;
      }
      if (erased.get(partnerId)) onChange(partnerId);
    }
  }
  return erased;
}

export function retentionJob(store: MediaStore, onChange: (partnerId: string) => void): JobHandler {
  return {
    async run(_payload, { db }) {
      await applyRetention(db, store, onChange);
    },
  };
}
