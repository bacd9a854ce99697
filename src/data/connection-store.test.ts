import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { LeadstandDB } from './db';
import { ConnectionStore } from './connection-store';
import { nextReport } from './dexie-reports';
import { captureConnection, setStage, type WriteContext } from './mutators';

const ctx: WriteContext = { eventId: 'demo-expo', partnerId: 'acme', authorName: 'Sam Visser', authorId: 'acme-sam' };
const other: WriteContext = { ...ctx, eventId: 'autumn-fair' };
const at = (h: number) => new Date(Date.UTC(2026, 10, 21, h));

async function changes(store: ConnectionStore, write: () => Promise<unknown>): Promise<string[]> {
  const reported = nextReport();
  await write();
  // Dexie reports the change after the transaction commits; the store starts its read as it is told.
  await reported;
  await store.settled();
  return (store.getSnapshot() ?? []).map((c) => c.badgeCode);
}

describe('the in-memory connection list', () => {
  it("says it is busy from the moment a write is reported until the list holds it (a screen waits before saying 'no connections')", async () => {
    const db = new LeadstandDB(`store-${Math.random()}`);
    const store = new ConnectionStore(db, ctx.eventId);
    const busy: boolean[] = [];
    const stopBusy = store.subscribeBusy(() => busy.push(store.isBusy()));
    const stop = store.subscribe(() => {});
    await store.settled();
    expect(store.isBusy()).toBe(false);
    expect(store.getSnapshot()).toEqual([]);
    busy.length = 0;
    const reported = nextReport();
    await captureConnection(ctx, { badgeCode: 'aaaaajklmnstuvw', sourceType: 'manual', scannedAt: at(9) }, db);
    await reported;
    await store.settled();
    expect(store.getSnapshot()!.map((c) => c.badgeCode)).toEqual(['aaaaajklmnstuvw']);
    expect(store.isBusy()).toBe(false);
    // Busy from the report (Dexie tells after the commit) until the read, and each change told.
    expect(busy).toEqual([true, false]);
    stop();
    stopBusy();
  });

  it('shows captures newest first, keeps a rescan where its first scan put it, follows updates and ignores other events', async () => {
    const db = new LeadstandDB(`store-${Math.random()}`);
    await captureConnection(ctx, { badgeCode: 'aaaaajklmnstuvw', sourceType: 'manual', scannedAt: at(9) }, db);
    await captureConnection(ctx, { badgeCode: 'bbbbbjklmnstuvw', sourceType: 'manual', scannedAt: at(10) }, db);
    const store = new ConnectionStore(db, ctx.eventId);
    let notified = 0;
    const stop = store.subscribe(() => notified++);
    await store.settled();
    expect(store.getSnapshot()!.map((c) => c.badgeCode)).toEqual(['bbbbbjklmnstuvw', 'aaaaajklmnstuvw']);

    expect(await changes(store, () => captureConnection(ctx, { badgeCode: 'cccccjklmnstuvw', sourceType: 'barcode', scannedAt: at(11) }, db))).toEqual([
      'cccccjklmnstuvw',
      'bbbbbjklmnstuvw',
      'aaaaajklmnstuvw',
    ]);
    // Scanned again later: one row, still where its first scan put it (the meeting is in its history).
    expect(await changes(store, () => captureConnection(ctx, { badgeCode: 'aaaaajklmnstuvw', sourceType: 'barcode', scannedAt: at(12) }, db))).toEqual([
      'cccccjklmnstuvw',
      'bbbbbjklmnstuvw',
      'aaaaajklmnstuvw',
    ]);
    await changes(store, () => setStage(ctx, { connectionId: 'acme.bbbbbjklmnstuvw', stage: 'quoted' }, db));
    expect(store.getSnapshot()!.find((c) => c.id === 'acme.bbbbbjklmnstuvw')?.stage).toBe('quoted');
    // Another event's capture does not show in this event's list.
    expect(await changes(store, () => captureConnection(other, { badgeCode: 'dddddjklmnstuvw', sourceType: 'manual', scannedAt: at(13) }, db))).toHaveLength(3);
    // A range delete (logging out of the event) empties it.
    expect(await changes(store, () => db.connections.where('[eventId+scannedAt]').between([ctx.eventId, ''], [ctx.eventId, '\uffff']).delete())).toEqual([]);
    expect(notified).toBeGreaterThanOrEqual(5);
    stop();
    db.close();
  });
});
