/**
 * The synced-entity registry drives the sync client: an entity declared only here, with a
 * mutation known only here, is pulled, checked, rebased, settled and cleared without any other
 * list naming it.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { LeadstandDB, type OutboxEntry } from './db';
import { LOCAL_ENTITIES, localEntity } from './entities';
import { applyLocal, captureConnection, syncMetaOf, writeTables } from './mutators';
import { claimEventData, eventTables } from './owner';
import { MalformedPull, SyncClient, type SyncSchema, type Transport } from './sync';
import { emptyPull } from './test-server';
import type { WriteContext } from './write-context';
import type { SessionInfo } from './types';
import type { SyncedEntity } from '../domain/sync-entities';

/** The test's entity: a 'thing' with a label, renamed by the 'renameThing' mutation. */
const ThingRow = v.object({ key: v.string(), label: v.string(), version: v.number() });
const things: SyncedEntity<typeof ThingRow> = { row: ThingRow, serverTable: 'things', visibility: 'connection' };

class ThingsDB extends LeadstandDB {
  constructor(name: string) {
    super(name);
    this.version(100).stores({ things: 'key, eventId' });
  }
}

const ctx: WriteContext = { eventId: 'demo-expo', partnerId: 'acme', authorName: 'Sam Visser', authorId: 'acme-sam' };
const RenameArgs = v.object({ key: v.string(), label: v.string() });

const schema: SyncSchema = {
  entities: {
    ...LOCAL_ENTITIES,
    things: localEntity(things, {
      table: 'things',
      rewritten: true,
      store: (row, eventId) => ({ ...row, eventId, syncState: 'completed', syncReason: null }),
      ofEvent: (db, eventId) => db.table('things').where('eventId').equals(eventId),
    }),
  },
  async rebase(db, c, entry) {
    if (entry.name !== 'renameThing') return applyLocal(db, c, entry);
    const args = v.parse(RenameArgs, entry.args);
    await db.table('things').update(args.key, { label: args.label, syncState: 'pending', syncReason: null });
  },
};

/** The test's own write: the row and the outbox in one transaction, as mutators/write.ts does. */
async function renameThing(db: LeadstandDB, key: string, label: string): Promise<void> {
  await db.transaction('rw', writeTables(schema.entities).map((t) => db.table(t)), async () => {
    const meta = await syncMetaOf(db, ctx.eventId);
    const entry: OutboxEntry = { eventId: ctx.eventId, mutationId: meta.nextMutationId, name: 'renameThing', args: { key, label }, timestamp: Date.now(), table: 'things', rowId: key };
    await schema.rebase(db, ctx, entry);
    await db.outbox.add(entry);
    await db.syncMeta.update(ctx.eventId, { nextMutationId: meta.nextMutationId + 1 });
  });
}

/** A server that holds back pushes until `accept` is set, and pulls the things it is given. */
function thingServer(rows: () => unknown[]) {
  const state = { accept: false };
  const transport: Transport = {
    push: async (req) =>
      state.accept
        ? { lastMutationID: req.mutations.at(-1)!.id, results: req.mutations.map((m) => ({ id: m.id, outcome: 'completed' as const, reason: null })) }
        : { lastMutationID: 0, results: [] },
    pull: async () => ({ ...emptyPull(), things: rows() }),
  };
  return { transport, state };
}

describe('an entity declared only in a test', () => {
  it('is pulled, rebased over its waiting write, settled, and cleared when someone else takes the device', async () => {
    const db = new ThingsDB(`registry-${Math.random()}`);
    await db.table('things').put({ key: 't1', label: 'old', version: 1, eventId: ctx.eventId, syncState: 'completed', syncReason: null });
    await renameThing(db, 't1', 'renamed on the device');
    const server = thingServer(() => [
      { key: 't1', label: 'server label', version: 2 },
      { key: 't2', label: 'another', version: 2 },
    ]);
    const client = new SyncClient(db, ctx, server.transport, undefined, schema);

    // The server has not taken the write yet: its pull is stored and the waiting write shown on top.
    await client.sync();
    expect(await db.table('things').get('t1')).toMatchObject({ label: 'renamed on the device', syncState: 'pending' });
    expect(await db.table('things').get('t2')).toMatchObject({ label: 'another', syncState: 'completed', eventId: ctx.eventId });

    // The server takes it: the row takes the outcome and the outbox empties.
    server.state.accept = true;
    await client.sync();
    expect(await db.table('things').get('t1')).toMatchObject({ syncState: 'completed' });
    expect(await db.outbox.count()).toBe(0);

    // Someone else logs in to the event on this device: the event's things go with the rest.
    const other = { event: { id: ctx.eventId }, partner: { id: 'acme', name: 'Acme' }, user: { id: 'acme-robin', name: 'Robin' }, licenseCode: null } as unknown as SessionInfo;
    const sam = { ...other, user: { id: 'acme-sam', name: 'Sam Visser' } } as unknown as SessionInfo;
    await db.transaction('rw', eventTables(schema.entities).map((t) => db.table(t)), () => claimEventData(db, sam, schema.entities));
    await db.transaction('rw', eventTables(schema.entities).map((t) => db.table(t)), () => claimEventData(db, other, schema.entities));
    expect(await db.table('things').count()).toBe(0);
    db.close();
  });

  it('a malformed pull is refused whole: none of its rows are stored', async () => {
    const db = new ThingsDB(`registry-${Math.random()}`);
    await captureConnection(ctx, { badgeCode: 'ABC123', sourceType: 'manual' }, db);
    const connection = { ...(await db.connections.toArray())[0]!, version: 5, stage: 'quoted' };
    const { eventId: _e, syncState: _s, syncReason: _r, ...wire } = connection;
    const transport: Transport = {
      push: async (req) => ({ lastMutationID: req.mutations.at(-1)!.id, results: req.mutations.map((m) => ({ id: m.id, outcome: 'completed' as const, reason: null })) }),
      pull: async () => ({ ...emptyPull(), connections: [wire], things: [{ key: 't1', label: 42 }] }),
    };
    await expect(new SyncClient(db, ctx, transport, undefined, schema).sync()).rejects.toBeInstanceOf(MalformedPull);
    expect((await db.connections.get(connection.id))!.stage).toBe('new');
    expect(await db.table('things').count()).toBe(0);
    db.close();
  });
});
