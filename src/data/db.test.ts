import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { LeadstandDB } from './db';
import { captureConnection, addNote, type WriteContext } from './mutators';

const ctx: WriteContext = { eventId: 'demo-expo', partnerId: 'acme', authorName: 'Sam Visser', authorId: 'acme-sam' };

describe('the local database', () => {
  it('upgrades from version 1 keeping the stored sessions', async () => {
    const name = `upgrade-${Math.random()}`;
    const v1 = new Dexie(name);
    v1.version(1).stores({ sessions: 'eventId, savedAt', meta: 'key' });
    await v1.table('sessions').put({ eventId: 'demo-expo', token: 't0ken', info: { sessionMode: 'staff' }, savedAt: 1 });
    await v1.table('meta').put({ key: 'activeEventId', value: 'demo-expo' });
    v1.close();

    const db = new LeadstandDB(name);
    expect(await db.sessions.get('demo-expo')).toMatchObject({ token: 't0ken' });
    expect((await db.meta.get('activeEventId'))?.value).toBe('demo-expo');
    // The new tables work at once.
    await captureConnection(ctx, { badgeCode: 'ABCDE-JKLMN-STUVW', sourceType: 'manual' }, db);
    expect(await db.connections.count()).toBe(1);
    db.close();
  });

  it('keeps unsynced writes when the app is closed and opened again', async () => {
    const name = `reopen-${Math.random()}`;
    const db = new LeadstandDB(name);
    const { args } = await captureConnection(ctx, { badgeCode: 'abcdejklmnstuvw', sourceType: 'barcode' }, db);
    await addNote(ctx, { connectionId: args.id, text: 'Met at the booth' }, db);
    db.close();
    const again = new LeadstandDB(name);
    expect((await again.outbox.toArray()).map((e) => [e.mutationId, e.name])).toEqual([
      [1, 'captureConnection'],
      [2, 'addNote'],
    ]);
    expect(await again.connections.get('acme.abcdejklmnstuvw')).toMatchObject({ syncState: 'pending', scannedByName: 'Sam Visser' });
    expect((await again.syncMeta.get('demo-expo'))?.nextMutationId).toBe(3);
    again.close();
  });

  it('makes a second scan of a badge update the first, not a second row', async () => {
    const db = new LeadstandDB(`dupe-${Math.random()}`);
    await captureConnection(ctx, { badgeCode: 'abcdejklmnstuvw', sourceType: 'manual', scannedAt: new Date('2026-11-21T09:00:00Z') }, db);
    await captureConnection(ctx, { badgeCode: 'ABCDE JKLMN STUVW', sourceType: 'barcode', scannedAt: new Date('2026-11-21T10:00:00Z') }, db);
    const rows = await db.connections.toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.scannedAt).toBe('2026-11-21T10:00:00.000Z');
    expect(await db.outbox.count()).toBe(2);
    db.close();
  });
});
