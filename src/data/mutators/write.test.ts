/**
 * One local write is one transaction: its rows and its outbox entry, all or nothing, each write
 * with the next mutation id, also when the sync state is read alongside the mutator's own reads.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { LeadstandDB } from '../db';
import type { WriteContext } from '../write-context';
import { MUTATORS, captureConnection, setStage } from '.';
import { captureConnectionMutator } from './captureConnection';
import { write } from './write';

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
