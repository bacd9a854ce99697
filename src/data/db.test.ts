import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { LeadstandDB } from './db';
import { captureConnection, addNote, sendFollowUp, sendMessage, setStage, type WriteContext } from './mutators';

const ctx: WriteContext = { eventId: 'demo-expo', partnerId: 'acme', authorName: 'Sam Visser', authorId: 'acme-sam' };

/** The schemas the app shipped before, version by version, as a device may still hold them. */
const SHIPPED: Record<number, Record<string, string>> = {
  1: { sessions: 'eventId, savedAt', meta: 'key' },
  2: {
    connections: 'id, [eventId+scannedAt], [eventId+syncState]',
    notes: 'id, connectionId, [eventId+syncState]',
    stages: 'id, connectionId',
    answers: 'key, connectionId',
    outbox: '++seq, [eventId+mutationId], rowId',
    syncMeta: 'eventId',
  },
  3: { visitors: '[eventId+code], eventId', requests: 'id, [eventId+createdAt]', media: 'id, noteId, [eventId+uploaded]' },
  4: { sharedContent: 'key, connectionId' },
  5: {
    notes: 'id, connectionId, [eventId+syncState], eventId',
    stages: 'id, connectionId, eventId',
    answers: 'key, connectionId, eventId',
    sharedContent: 'key, connectionId, eventId',
    media: 'id, noteId, [eventId+uploaded], eventId',
  },
  6: { scans: 'id, connectionId, eventId' },
  7: { deletions: 'connectionId, eventId' },
  8: { followUps: 'id, connectionId, eventId' },
  9: {
    timeslots: 'id, eventId',
    conversations: 'id, eventId',
    messages: 'id, conversationId, eventId',
    conversationStates: 'conversationId, eventId',
    notifications: 'id, eventId',
  },
};

/** A database as version `upTo` of the app left it. */
function shipped(name: string, upTo: number): Dexie {
  const old = new Dexie(name);
  for (let v = 1; v <= upTo; v++) old.version(v).stores(SHIPPED[v]!);
  return old;
}

describe('the local database', () => {
  it('upgrades from version 1 keeping the stored sessions', async () => {
    const name = `upgrade-${Math.random()}`;
    const v1 = shipped(name, 1);
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

  it('upgrades from version 2 with writes not yet sent, losing none of them', async () => {
    const name = `upgrade2-${Math.random()}`;
    const v2 = shipped(name, 2);
    await v2.table('connections').put({ id: 'acme.bcdefjklmnstuvw', eventId: 'demo-expo', badgeCode: 'bcdefjklmnstuvw', scannedAt: '2026-11-21T09:00:00.000Z', syncState: 'pending' });
    await v2.table('outbox').add({ eventId: 'demo-expo', mutationId: 1, name: 'captureConnection', args: { id: 'acme.bcdefjklmnstuvw' }, timestamp: 1, table: 'connections', rowId: 'acme.bcdefjklmnstuvw' });
    await v2.table('syncMeta').put({ eventId: 'demo-expo', clientID: 'c-1', nextMutationId: 2, cookie: null, lastPullAt: null, lastError: null });
    v2.close();

    const db = new LeadstandDB(name);
    expect(await db.outbox.count()).toBe(1);
    expect(await db.connections.get('acme.bcdefjklmnstuvw')).toMatchObject({ syncState: 'pending' });
    // The next write continues the same client's mutation ids.
    const next = await captureConnection(ctx, { badgeCode: 'ccdefjklmnstuvw', sourceType: 'manual' }, db);
    expect(next.mutationId).toBe(2);
    expect(await db.visitors.count()).toBe(0);
    db.close();
  });

  it('upgrades from version 4 keeping notes, answers and photos, now findable by event', async () => {
    const name = `upgrade4-${Math.random()}`;
    const v4 = shipped(name, 4);
    await v4.table('notes').put({ id: 'n1', eventId: 'demo-expo', connectionId: 'acme.abc', text: 'Wants a demo', syncState: 'pending' });
    await v4.table('answers').put({ key: 'acme.abc|q1', eventId: 'demo-expo', connectionId: 'acme.abc', questionId: 'q1', choices: ['a'] });
    await v4.table('media').put({ id: 'm1', eventId: 'demo-expo', noteId: 'n1', uploaded: 0, blob: new Blob([new Uint8Array([1, 2, 3])]) });
    v4.close();

    const db = new LeadstandDB(name);
    expect(await db.notes.where('eventId').equals('demo-expo').toArray()).toMatchObject([{ id: 'n1', text: 'Wants a demo' }]);
    expect(await db.answers.where('eventId').equals('demo-expo').count()).toBe(1);
    expect(await db.media.where('eventId').equals('demo-expo').count()).toBe(1);
    expect(await db.media.where('[eventId+uploaded]').equals(['demo-expo', 0]).count()).toBe(1);
    db.close();
  });

  it('upgrades from version 7 with a share waiting to be sent, and takes follow-ups at once', async () => {
    const name = `upgrade7-${Math.random()}`;
    const v7 = shipped(name, 7);
    await v7.table('sharedContent').put({ key: 'acme.abc|acme-profile', eventId: 'demo-expo', connectionId: 'acme.abc', contentId: 'acme-profile', shared: true, syncState: 'pending' });
    await v7.table('outbox').add({ eventId: 'demo-expo', mutationId: 1, name: 'shareContent', args: { connectionId: 'acme.abc', contentId: 'acme-profile', shared: true }, timestamp: 1, table: 'sharedContent', rowId: 'acme.abc|acme-profile' });
    await v7.table('syncMeta').put({ eventId: 'demo-expo', clientID: 'c-7', nextMutationId: 2, cookie: null, lastPullAt: null, lastError: null });
    v7.close();

    const db = new LeadstandDB(name);
    expect(await db.outbox.count()).toBe(1);
    expect(await db.sharedContent.get('acme.abc|acme-profile')).toMatchObject({ syncState: 'pending' });
    const next = await sendFollowUp(ctx, { connectionId: 'acme.abc', mode: 'endOfDay', language: 'nl' }, db);
    expect(next.mutationId).toBe(2);
    expect(await db.followUps.where('connectionId').equals('acme.abc').toArray()).toMatchObject([{ mode: 'endOfDay', language: 'nl', state: 'scheduled', syncState: 'pending', requestedByName: 'Sam Visser' }]);
    db.close();
  });

  it('upgrades from version 8 with a follow-up waiting, and sends a message offline at once', async () => {
    const name = `upgrade8-${Math.random()}`;
    const v8 = shipped(name, 8);
    await v8.table('followUps').put({ id: 'f-1', eventId: 'demo-expo', connectionId: 'acme.abc', mode: 'now', language: 'en', state: 'scheduled', syncState: 'pending' });
    await v8.table('outbox').add({ eventId: 'demo-expo', mutationId: 1, name: 'sendFollowUp', args: { id: 'f-1', connectionId: 'acme.abc', mode: 'now', language: 'en' }, timestamp: 1, table: 'followUps', rowId: 'f-1' });
    await v8.table('syncMeta').put({ eventId: 'demo-expo', clientID: 'c-8', nextMutationId: 2, cookie: null, lastPullAt: null, lastError: null });
    v8.close();

    const db = new LeadstandDB(name);
    expect(await db.outbox.count()).toBe(1);
    const sent = await sendMessage(ctx, { conversationId: 'chat-1', body: 'See you at the booth', start: { with: [{ id: 'acme-robin', name: 'Robin Keller', staff: true }], subject: '' } }, db);
    expect(sent.mutationId).toBe(2);
    expect(await db.messages.where('conversationId').equals('chat-1').toArray()).toMatchObject([{ body: 'See you at the booth', authorName: 'Sam Visser', syncState: 'pending' }]);
    expect((await db.conversations.get('chat-1'))?.members.map((m) => m.name)).toEqual(['Sam Visser', 'Robin Keller']);
    db.close();
  });

  it('upgrades from version 9 with a message waiting, and keeps a task document chosen offline', async () => {
    const name = `upgrade9-${Math.random()}`;
    const v9 = shipped(name, 9);
    await v9.table('messages').put({ id: 'm-1', eventId: 'demo-expo', conversationId: 'chat-1', body: 'Hello', syncState: 'pending' });
    await v9.table('outbox').add({ eventId: 'demo-expo', mutationId: 1, name: 'sendMessage', args: { conversationId: 'chat-1', body: 'Hello' }, timestamp: 1, table: 'messages', rowId: 'm-1' });
    await v9.table('syncMeta').put({ eventId: 'demo-expo', clientID: 'c-9', nextMutationId: 2, cookie: null, lastPullAt: null, lastError: null });
    v9.close();

    const db = new LeadstandDB(name);
    expect(await db.outbox.count()).toBe(1);
    expect(await db.messages.where('conversationId').equals('chat-1').count()).toBe(1);
    const owner = 'acme|user:acme-alex';
    await db.taskUploads.add({ id: 'u-1', eventId: 'demo-expo', owner, taskId: 't-1', blob: new Blob(['%PDF-1.4']), name: 'stand.pdf', type: 'application/pdf', size: 8, uploadUrl: null, sent: 0, state: 'waiting', error: null, createdAt: 1 });
    db.close();
    const again = new LeadstandDB(name);
    expect(await again.taskUploads.where('[eventId+owner]').equals(['demo-expo', owner]).toArray()).toMatchObject([{ id: 'u-1', name: 'stand.pdf', state: 'waiting' }]);
    again.close();
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

  it('makes a second scan of a badge a meeting of the first, not a second row', async () => {
    const db = new LeadstandDB(`dupe-${Math.random()}`);
    await captureConnection(ctx, { badgeCode: 'abcdejklmnstuvw', sourceType: 'manual', scannedAt: new Date('2026-11-21T09:00:00Z') }, db);
    await captureConnection(ctx, { badgeCode: 'ABCDE JKLMN STUVW', sourceType: 'barcode', scannedAt: new Date('2026-11-21T10:00:00Z') }, db);
    const rows = await db.connections.toArray();
    expect(rows).toHaveLength(1);
    // The first scan stays the connection's; both are meetings in its history.
    expect(rows[0]).toMatchObject({ scannedAt: '2026-11-21T09:00:00.000Z', sourceType: 'manual' });
    expect((await db.scans.toArray()).map((s) => [s.scannedAt, s.sourceType]).sort()).toEqual([
      ['2026-11-21T09:00:00.000Z', 'manual'],
      ['2026-11-21T10:00:00.000Z', 'barcode'],
    ]);
    expect(await db.outbox.count()).toBe(2);
    db.close();
  });
});

describe('a stage history on the device', () => {
  it('makes the stage saved last the stage, even from a device whose clock runs behind', async () => {
    const db = new LeadstandDB(`stages-${Math.random()}`);
    const c = await captureConnection(ctx, { badgeCode: 'bbbbb-jklmn-stuvw', sourceType: 'manual' }, db);
    const id = c.args.id;
    // What the server accepted earlier, one entry dated an hour ahead (another device's clock).
    await db.stages.bulkPut([
      { id: 's1', connectionId: id, stage: 'new', comment: '', authorName: 'Robin Keller', createdAt: '2026-11-23T10:00:00.000Z', seq: 1, eventId: ctx.eventId, syncState: 'completed', syncReason: null },
      { id: 's2', connectionId: id, stage: 'contacted', comment: 'Called', authorName: 'Robin Keller', createdAt: '2099-01-01T00:00:00.000Z', seq: 2, eventId: ctx.eventId, syncState: 'completed', syncReason: null },
    ]);
    // Then this device, a day behind, saves Quoted, and Sold after it.
    await setStage(ctx, { connectionId: id, stage: 'quoted', comment: 'Quote sent', createdAt: new Date('2026-11-22T09:00:00.000Z') }, db);
    expect((await db.connections.get(id))?.stage).toBe('quoted');
    await setStage(ctx, { connectionId: id, stage: 'sold', createdAt: new Date('2026-11-22T08:00:00.000Z') }, db);
    expect((await db.connections.get(id))?.stage).toBe('sold');
  });
});
