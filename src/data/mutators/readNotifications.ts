import { db as defaultDb, type LeadstandDB } from '../db';
import type { WriteContext } from '../write-context';
import type { Mutator } from './define';
import { write } from './write';

export const readNotificationsMutator: Mutator<'readNotifications'> = {
  target: (a) => ({ table: 'notifications', rowId: a.ids[0] ?? 'all' }),
  async apply(db, ctx, a) {
    if (a.all) await db.notifications.where('eventId').equals(ctx.eventId).modify({ read: true });
    else await db.notifications.bulkUpdate(a.ids.map((key) => ({ key, changes: { read: true } })));
  },
};

/** Marks notifications read: these, or all of the event's. */
export function readNotifications(ctx: WriteContext, input: { ids: string[]; all?: boolean }, db: LeadstandDB = defaultDb) {
  return write(ctx, 'readNotifications', readNotificationsMutator, { ids: input.ids.slice(0, 500), ...(input.all ? { all: true } : {}) }, db);
}
