/**
 * One local write is one transaction: its rows and its outbox entry, all or nothing, each write
 * with the next mutation id, also when the sync state is read alongside the mutator's own reads.
 */
import 'fake-indexeddb/auto';
import Dexie, { liveQuery } from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LeadstandDB } from '../db';
import type { WriteContext } from '../write-context';
import { MUTATORS, captureConnection, setStage } from '.';
import { captureConnectionMutator } from './captureConnection';
import { write } from './write';
import type { LocalConnection } from '../db';

const ctx: WriteContext = { eventId: 'demo-expo', partnerId: 'acme', authorName: 'Sam Visser', authorId: 'acme-sam' };
let db: LeadstandDB;

afterEach(async () => {
  db?.close();
  await db?.delete();
});

describe('write', () => {
  it('gives each write the next mutation id, in the order they were made', async () => {
    db = new LeadstandDB(`write-${crypto.randomUUID()}`);
    const entries = await Promise.all(['ACME1', 'ACME2', 'ACME3'].map((code) => captureConnection(ctx, { badgeCode: code, sourceType: 'manual' }, db)));
    expect(entries.map((e) => e.mutationId)).toEqual([1, 2, 3]);
    const stage = await setStage(ctx, { connectionId: entries[0]!.rowId, stage: 'contacted' }, db);
    expect(stage.mutationId).toBe(4);
    // A stage entry waits in its place in this device's order: its mutation id.
    expect((await db.stages.get(stage.rowId))?.localOrder).toBe(4);
    expect((await db.outbox.toArray()).map((e) => e.mutationId)).toEqual([1, 2, 3, 4]);
    expect((await db.syncMeta.get(ctx.eventId))?.nextMutationId).toBe(5);
  });

  it('keeps nothing of a write whose apply fails: no row, no outbox entry, the same next mutation id', async () => {
    db = new LeadstandDB(`write-${crypto.randomUUID()}`);
    await captureConnection(ctx, { badgeCode: 'ACME1', sourceType: 'manual' }, db);
    const failing = {
      ...captureConnectionMutator,
      // Through Dexie: a planned write would go straight to IndexedDB, without this apply.
      plan: undefined,
      async apply(...args: Parameters<typeof captureConnectionMutator.apply>) {
        await captureConnectionMutator.apply(...args);
        throw new Error('disk full');
      },
    };
    const args = { id: 'acme.ACME2', badgeCode: 'ACME2', badgeEventId: null, scannedAt: new Date().toISOString(), sourceType: 'manual' as const, scanId: 'scan-2' };
    await expect(write(ctx, 'captureConnection', failing, args, db)).rejects.toThrow('disk full');
    expect(await db.connections.get('acme.ACME2')).toBeUndefined();
    expect(await db.outbox.count()).toBe(1);
    expect((await db.syncMeta.get(ctx.eventId))?.nextMutationId).toBe(2);
  });

  it('reads the mutation id first for every mutator whose apply uses it', () => {
    // An apply declaring a fourth parameter reads the mutation id; without `usesMutationId` it would get -1.
    const unmarked = Object.entries(MUTATORS).filter(([, m]) => m.apply.length >= 4 && !m.usesMutationId);
    expect(unmarked.map(([name]) => name)).toEqual([]);
    expect(MUTATORS.setStage.usesMutationId).toBe(true);
  });
});

describe('a capture straight on IndexedDB', () => {
  /** The first value a live query gives that passes `ok`. */
  function until<T>(query: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
    return new Promise((resolve, reject) => {
      const sub = liveQuery(query).subscribe({
        next: (v) => {
          if (!ok(v)) return;
          sub.unsubscribe();
          resolve(v);
        },
        error: reject,
      });
    });
  }
  const ofEvent = (d: LeadstandDB) => () => d.connections.where('[eventId+scannedAt]').between([ctx.eventId, ''], [ctx.eventId, '\uffff']).toArray();
  const codes = (rows: LocalConnection[]) => rows.map((c) => c.badgeCode);

  it("is told to this tab's live queries (their cached answers too) and to another tab's", async () => {
    db = new LeadstandDB(`write-${crypto.randomUUID()}`);
    const otherTab = new LeadstandDB(db.name);
    await captureConnection(ctx, { badgeCode: 'ACME1', sourceType: 'manual' }, db);
    // Both lists have read, and answered, the first capture: Dexie keeps their answers in its cache.
    await until(ofEvent(db), (rows) => rows.length === 1);
    await until(ofEvent(otherTab), (rows) => rows.length === 1);
    const here = until(ofEvent(db), (rows) => rows.length === 2);
    const there = until(ofEvent(otherTab), (rows) => rows.length === 2);
    const transaction = vi.spyOn(db, 'transaction');
    await captureConnection(ctx, { badgeCode: 'ACME2', sourceType: 'manual' }, db);
    expect(transaction).not.toHaveBeenCalled();
    expect(codes(await here).sort()).toEqual(['acme1', 'acme2']);
    expect(codes(await there).sort()).toEqual(['acme1', 'acme2']);
    // The outbox and the mutation ids are those of a write through Dexie.
    expect((await db.outbox.toArray()).map((e) => [e.mutationId, e.rowId])).toEqual([
      [1, 'acme.acme1'],
      [2, 'acme.acme2'],
    ]);
    expect((await db.syncMeta.get(ctx.eventId))?.nextMutationId).toBe(3);
    expect(await db.scans.where('connectionId').equals('acme.acme2').count()).toBe(1);
    otherTab.close();
  });

  it('keeps nothing when a write of it fails: no scan, no outbox entry, the same next mutation id', async () => {
    db = new LeadstandDB(`write-${crypto.randomUUID()}`);
    const first = await captureConnection(ctx, { badgeCode: 'ACME1', sourceType: 'manual' }, db);
    // A plan that adds a connection that exists: IndexedDB refuses the add and the whole transaction.
    const plan = captureConnectionMutator.plan!;
    const failing = { ...captureConnectionMutator, plan: { ...plan, writes: (...a: Parameters<typeof plan.writes>) => plan.writes(a[0], a[1], [undefined, ...a[2].slice(1)]) } };
    const args = { id: first.rowId, badgeCode: 'ACME1', badgeEventId: null, scannedAt: new Date().toISOString(), sourceType: 'manual' as const, scanId: 'scan-2' };
    await expect(write(ctx, 'captureConnection', failing, args, db)).rejects.toMatchObject({ name: 'ConstraintError' });
    expect(await db.scans.count()).toBe(1);
    expect(await db.outbox.count()).toBe(1);
    expect((await db.syncMeta.get(ctx.eventId))?.nextMutationId).toBe(2);
    expect(db.isOpen()).toBe(true);
  });

  it("joins a Dexie transaction it is made in: all of it stays, or none of it", async () => {
    db = new LeadstandDB(`write-${crypto.randomUUID()}`);
    await captureConnection(ctx, { badgeCode: 'ACME1', sourceType: 'manual' }, db);
    const tables = ['connections', 'scans', 'visitors', 'outbox', 'syncMeta'].map((t) => db.table(t));
    await expect(
      db.transaction('rw', tables, async () => {
        await captureConnection(ctx, { badgeCode: 'ACME2', sourceType: 'manual' }, db);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await db.connections.toArray()).map((c) => c.badgeCode)).toEqual(['acme1']);
    expect(await db.outbox.count()).toBe(1);
  });

  it('goes through Dexie while the database is closed, and opens it', async () => {
    db = new LeadstandDB(`write-${crypto.randomUUID()}`);
    await captureConnection(ctx, { badgeCode: 'ACME1', sourceType: 'manual' }, db);
    db.close({ disableAutoOpen: false });
    await captureConnection(ctx, { badgeCode: 'ACME2', sourceType: 'manual' }, db);
    expect((await db.connections.toArray()).map((c) => c.badgeCode)).toEqual(['acme1', 'acme2']);
    expect(Dexie.currentTransaction).toBeNull();
  });
});
