import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { LeadstandDB } from './db';
import { addNote, captureConnection, setAnswer, type WriteContext } from './mutators';
import { claimEventData, discardOthersWork, eventTables, recordOwnerIfUnknown, storeConflict } from './owner';
import { SyncClient } from './sync';
import { ownerOf } from './owner';
import { storeQuestions } from './questions';
import { storeActivities } from './activities';
import { storeContents } from './contents';
import { storeTaskList } from './task-uploads';
import type { SessionInfo } from './types';
import { sessionInfo } from './session-info.test-helper';
import { acceptingServer } from './test-server';

function info(partner: string, user: { id: string; name: string } | null, mode: SessionInfo['sessionMode'] = 'staff', eventId = 'demo-expo'): SessionInfo {
  return sessionInfo(
    {
      sessionMode: mode,
      partnerID: partner,
      licenseCode: user ? null : 'LIC-1',
      partner: { id: partner, name: partner === 'acme' ? 'Acme' : 'Globex' },
      user: user ? { ...user, email: null, twoFactorMethod: null } : null,
    },
    eventId,
  );
}

const sam = info('acme', { id: 'acme-sam', name: 'Sam Visser' });
const samAsAdmin = info('acme', { id: 'acme-sam', name: 'Sam Visser' }, 'partner');
const robin = info('acme', { id: 'acme-robin', name: 'Robin de Vries' });
const globex = info('globex', { id: 'globex-gina', name: 'Gina Roth' });
const ctxOf = (i: SessionInfo, eventId = i.event.id): WriteContext => ({ eventId, partnerId: i.partner!.id, authorName: i.user?.name ?? '', authorId: i.user?.id ?? null });

/** A login on this device: the session is saved and the event's data claimed, in one transaction. */
const login = (db: LeadstandDB, i: SessionInfo) => db.transaction('rw', eventTables().map((t) => db.table(t)), () => claimEventData(db, i));

/** Sam's afternoon at the booth: a scan with an answer and a photo note, and a scan at another event. */
async function samsWork(db: LeadstandDB) {
  await login(db, sam);
  const { args } = await captureConnection(ctxOf(sam), { badgeCode: 'BCDEF-JKLMN-STUVW', sourceType: 'barcode' }, db);
  await setAnswer(ctxOf(sam), { connectionId: args.id, questionId: 'q1', choices: ['a'], text: null }, db);
  const photo = { id: crypto.randomUUID(), blob: new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }), type: 'image/png', kind: 'image' as const };
  await addNote(ctxOf(sam), { connectionId: args.id, text: 'Wants a demo', media: [photo] }, db);
  await storeQuestions(db, 'demo-expo', { questions: [], ratingRules: null } as never);
  await captureConnection(ctxOf(sam, 'other-expo'), { badgeCode: 'CDEFG-KLMNP-TUVWX', sourceType: 'barcode' }, db);
}

const counts = async (db: LeadstandDB, eventId = 'demo-expo') => ({
  connections: await db.connections.filter((c) => c.eventId === eventId).count(),
  notes: await db.notes.where('eventId').equals(eventId).count(),
  answers: await db.answers.where('eventId').equals(eventId).count(),
  media: await db.media.where('eventId').equals(eventId).count(),
  outbox: await db.outbox.filter((e) => e.eventId === eventId).count(),
});

describe("a shared device: whose event data it is", () => {
  it('the same person keeps everything, in any mode', async () => {
    const db = new LeadstandDB(`owner-${Math.random()}`);
    await samsWork(db);
    await login(db, samAsAdmin);
    await login(db, sam);
    expect(await counts(db)).toEqual({ connections: 1, notes: 1, answers: 1, media: 1, outbox: 3 });
    expect(await storeConflict(db, sam)).toBeNull();
    db.close();
  });

  it("a colleague logging in after everything was sent starts clean: nothing of the last person's shows", async () => {
    const db = new LeadstandDB(`owner-${Math.random()}`);
    await samsWork(db);
    const { transport } = acceptingServer(async () => ({ refused: null }));
    await new SyncClient(db, ctxOf(sam), transport, ownerOf(sam).key).sync();
    expect((await counts(db)).outbox).toBe(0);

    await login(db, robin);
    expect(await counts(db)).toEqual({ connections: 0, notes: 0, answers: 0, media: 0, outbox: 0 });
    expect(await db.meta.get('questions:demo-expo')).toBeUndefined();
    expect(await db.syncMeta.get('demo-expo')).toBeUndefined();
    expect(await storeConflict(db, robin)).toBeNull();
    // Another event's data is not touched.
    expect((await counts(db, 'other-expo')).connections).toBe(1);
    db.close();
  });

  it("a colleague starts without any of the last person's caches of the event, of every area, also one added later", async () => {
    const db = new LeadstandDB(`owner-${Math.random()}`);
    await samsWork(db);
    const { transport } = acceptingServer(async () => ({ refused: null }));
    await new SyncClient(db, ctxOf(sam), transport, ownerOf(sam).key).sync();
    await storeActivities(db, 'demo-expo', []);
    await storeActivities(db, 'other-expo', []);
    await storeTaskList('demo-expo', ownerOf(sam).key, {} as never, db);
    await storeContents(db, 'demo-expo', { items: [] } as never);
    // An area that does not exist yet keeps its cache the same way.
    await db.meta.put({ key: 'later-area:demo-expo:page-1', value: 'Sam only' });
    await db.meta.put({ key: 'diagnostics:errors', value: [] });

    await login(db, robin);
    const left = (await db.meta.toCollection().primaryKeys()).sort();
    expect(left).toEqual(['activities:other-expo', 'diagnostics:errors', 'owner:demo-expo']);
    expect(await db.meta.get('owner:demo-expo')).toMatchObject({ value: { name: 'Robin de Vries' } });
    db.close();
  });

  it("another exhibitor's login while the last person's work is unsent touches nothing, syncs nothing, until the owner is back", async () => {
    const db = new LeadstandDB(`owner-${Math.random()}`);
    await samsWork(db);
    await login(db, globex);
    expect(await counts(db)).toEqual({ connections: 1, notes: 1, answers: 1, media: 1, outbox: 3 });
    expect(await storeConflict(db, globex)).toEqual({ name: 'Sam Visser', unsent: 3 });

    // Gina's drain (page or service worker) does not send Sam's work under her name.
    const gina = acceptingServer(async () => ({ refused: null }));
    await new SyncClient(db, ctxOf(globex), gina.transport, ownerOf(globex).key).sync();
    expect(gina.pushed).toEqual([]);

    // Sam logs in again: it is Sam's, and it goes.
    await login(db, sam);
    expect(await storeConflict(db, sam)).toBeNull();
    const samServer = acceptingServer(async () => ({ refused: null }));
    await new SyncClient(db, ctxOf(sam), samServer.transport, ownerOf(sam).key).sync();
    expect(samServer.pushed.flatMap((p) => p.mutations.map((m) => m.name))).toEqual(['captureConnection', 'setAnswer', 'addNote']);
    db.close();
  });

  it('data kept from before owners were recorded is noted as its session\'s when that session is refreshed', async () => {
    const db = new LeadstandDB(`owner-${Math.random()}`);
    await samsWork(db);
    await db.meta.delete('owner:demo-expo');
    await recordOwnerIfUnknown(db, sam);
    await recordOwnerIfUnknown(db, robin);
    expect(await storeConflict(db, sam)).toBeNull();
    await login(db, robin);
    expect(await storeConflict(db, robin)).toEqual({ name: 'Sam Visser', unsent: 3 });
    db.close();
  });

  it('the newcomer may delete the unsent work on purpose, and then starts clean', async () => {
    const db = new LeadstandDB(`owner-${Math.random()}`);
    await samsWork(db);
    await login(db, robin);
    expect(await storeConflict(db, robin)).toEqual({ name: 'Sam Visser', unsent: 3 });
    await discardOthersWork(db, robin);
    expect(await storeConflict(db, robin)).toBeNull();
    expect(await counts(db)).toEqual({ connections: 0, notes: 0, answers: 0, media: 0, outbox: 0 });
    // Robin's own first scan starts a new sync history.
    const first = await captureConnection(ctxOf(robin), { badgeCode: 'DEFGH-LMNPQ-VWXYZ', sourceType: 'manual' }, db);
    expect(first.mutationId).toBe(1);
    db.close();
  });
});
