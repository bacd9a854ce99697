import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LeadstandDB } from './db';
import { addNote, captureConnection, deleteConnection, undoDeleteConnection, type WriteContext } from './mutators';
import { SyncClient } from './sync';
import { acceptingServer, emptyPull } from './test-server';
import { UNDO_DELETE_MS } from '../domain/mutations';
import { erasureKey } from '../domain/erasure';

const ctx: WriteContext = { eventId: 'demo-expo', partnerId: 'acme', authorName: 'Sam Visser', authorId: 'acme-sam' };

async function withLead(db: LeadstandDB) {
  const c = await captureConnection(ctx, { badgeCode: 'bbbbb-jklmn-stuvw', sourceType: 'manual' }, db);
  await addNote(ctx, { connectionId: c.args.id, text: 'Test scan, ignore' }, db);
  return c.args.id;
}

afterEach(() => vi.useRealTimers());

describe('deleting a connection on the device', () => {
  it('removes it and all of it at once, holds the deletion for its undo window, and undo brings it all back', async () => {
    const db = new LeadstandDB(`del-${Math.random()}`);
    const id = await withLead(db);
    const server = acceptingServer();
    const client = new SyncClient(db, ctx, server.transport);
    await client.sync();

    const deleted = await deleteConnection(ctx, id, db);
    expect(await db.connections.get(id)).toBeUndefined();
    expect(await db.notes.where('connectionId').equals(id).count()).toBe(0);
    // Not sent while it can be undone.
    await client.sync();
    expect(server.names()).not.toContain('deleteConnection');
    expect(await client.heldUntil()).toBeGreaterThan(Date.now());

    // A scan written after the deletion waits behind it.
    await captureConnection(ctx, { badgeCode: 'ccccc-jklmn-stuvw', sourceType: 'manual' }, db);
    expect(await undoDeleteConnection(deleted, db)).toBe(true);
    expect(await db.connections.get(id)).toMatchObject({ id, scannedByName: 'Sam Visser' });
    expect(await db.notes.where('connectionId').equals(id).count()).toBe(1);
    expect((await db.outbox.toArray()).filter((e) => e.name === 'deleteConnection')).toEqual([]);
    // No gap in the device's mutation ids: the server takes what follows.
    await client.sync();
    const ids = server.pushed.flatMap((p) => p.mutations.map((m) => m.id));
    expect(ids).toEqual(ids.map((_, i) => i + 1));
    expect(server.names().at(-1)).toBe('captureConnection');
    expect(await db.outbox.count()).toBe(0);
  });

  it('sends the deletion once the undo window has passed; then it can no longer be undone', async () => {
    const db = new LeadstandDB(`del-${Math.random()}`);
    const id = await withLead(db);
    const server = acceptingServer();
    const client = new SyncClient(db, ctx, server.transport);
    const deleted = await deleteConnection(ctx, id, db);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + UNDO_DELETE_MS + 1 });
    await client.sync();
    expect(server.names()).toContain('deleteConnection');
    expect(await undoDeleteConnection(deleted, db)).toBe(false);
    expect(await db.connections.get(id)).toBeUndefined();
  });

  it('drops a connection another device deleted when the pull says so', async () => {
    const db = new LeadstandDB(`del-${Math.random()}`);
    const id = await withLead(db);
    const server = acceptingServer();
    server.transport.pull = async () => ({ ...emptyPull(), deletions: [{ connectionId: id, version: 9 }] });
    await new SyncClient(db, ctx, server.transport).sync();
    expect(await db.connections.get(id)).toBeUndefined();
    expect(await db.notes.where('connectionId').equals(id).count()).toBe(0);
    expect(await db.scans.where('connectionId').equals(id).count()).toBe(0);
  });

  it('drops a connection erased on the server, named by its erasure key (not by its id, which carries the badge code)', async () => {
    const db = new LeadstandDB(`del-${Math.random()}`);
    const id = await withLead(db);
    const other = (await captureConnection(ctx, { badgeCode: 'ddddd-jklmn-stuvw', sourceType: 'manual' }, db)).args.id;
    const server = acceptingServer();
    server.transport.pull = async () => ({ ...emptyPull(), deletions: [{ connectionId: erasureKey(id), version: 9 }] });
    await new SyncClient(db, ctx, server.transport).sync();
    expect(await db.connections.get(id)).toBeUndefined();
    expect(await db.notes.where('connectionId').equals(id).count()).toBe(0);
    expect(await db.connections.get(other)).toMatchObject({ id: other });
  });

  it('gets a connection back when the server refuses its deletion (a colleague met the visitor first), by pulling everything again once', async () => {
    const db = new LeadstandDB(`del-${Math.random()}`);
    const id = await withLead(db);
    const server = acceptingServer();
    const client = new SyncClient(db, ctx, server.transport);
    await client.sync();
    const kept = await db.connections.get(id);
    const cookies: Array<string | null> = [];
    server.transport.push = async (req) => ({
      lastMutationID: req.mutations.at(-1)!.id,
      results: req.mutations.map((m) => ({ id: m.id, outcome: m.name === 'deleteConnection' ? ('noPermission' as const) : ('completed' as const), reason: null })),
    });
    server.transport.pull = async (req) => {
      cookies.push(req.cookie);
      // A pull from nothing brings the connection the server still has.
      return { ...emptyPull(), cookie: 'after', connections: req.cookie === null ? [{ ...kept!, version: 3 }] : [] } as never;
    };
    await deleteConnection(ctx, id, db);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + UNDO_DELETE_MS + 1 });
    await client.sync();
    expect(cookies).toEqual([null]);
    expect(await db.connections.get(id)).toMatchObject({ id });
    // Once: the next pull goes on from where that one ended.
    await client.sync();
    expect(cookies).toEqual([null, 'after']);
  });

  it('keeps a connection deleted and scanned again when one pull brings both: the tombstone is applied first', async () => {
    const db = new LeadstandDB(`del-${Math.random()}`);
    const id = await withLead(db);
    const server = acceptingServer();
    const client = new SyncClient(db, ctx, server.transport);
    await client.sync();
    const fresh = { ...(await db.connections.get(id))!, scannedByName: 'Robin Keller', version: 12 };
    server.transport.pull = async () => ({ ...emptyPull(), connections: [fresh], deletions: [{ connectionId: id, version: 11 }] }) as never;
    await client.sync();
    expect(await db.connections.get(id)).toMatchObject({ id, scannedByName: 'Robin Keller' });
    // The old one's note is gone with it.
    expect(await db.notes.where('connectionId').equals(id).count()).toBe(0);
  });
});
