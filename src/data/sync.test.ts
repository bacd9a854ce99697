import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LeadstandDB } from './db';
import { addNote, captureConnection, syncMetaOf, type WriteContext } from './mutators';
import { SyncClient, withinBytes } from './sync';
import { httpTransport } from './transport';
import { refusalOf } from './upload';
import { setAuthToken } from '../lib/http';
import { PUSH_BATCH_BYTES } from '../domain/protocol';
import { acceptingServer, emptyPull } from './test-server';

const ctx: WriteContext = { eventId: 'demo-expo', partnerId: 'acme', authorName: 'Sam Visser', authorId: 'acme-sam' };
const fresh = () => new LeadstandDB(`sync-${Math.random()}`);

const photo = () => ({ id: crypto.randomUUID(), blob: new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], { type: 'image/png' }), type: 'image/png', kind: 'image' as const });

afterEach(() => {
  vi.unstubAllGlobals();
  setAuthToken(null);
});

describe('draining the outbox', () => {
  it('a photo that cannot be sent for now holds back its note, not the scans before it, and is sent later', async () => {
    const db = fresh();
    const first = await captureConnection(ctx, { badgeCode: 'BCDEF-JKLMN-STUVW', sourceType: 'barcode' }, db);
    await addNote(ctx, { connectionId: first.args.id, text: 'Wants a demo', media: [photo()] }, db);
    await captureConnection(ctx, { badgeCode: 'CDEFG-KLMNP-TUVWX', sourceType: 'barcode' }, db);

    let online = false;
    const server = acceptingServer(async () => {
      if (!online) throw new Error('server error 500');
      return { refused: null };
    });
    const client = new SyncClient(db, ctx, server.transport);
    await expect(client.sync()).rejects.toThrow('500');
    // The first scan reached the server; the note (and what came after it, in order) waits.
    expect(server.names()).toEqual(['captureConnection']);
    expect(await db.outbox.count()).toBe(2);
    expect((await db.media.toArray())[0]).toMatchObject({ uploaded: 0, error: null });

    online = true;
    await client.sync();
    expect(server.names()).toEqual(['captureConnection', 'addNote', 'captureConnection']);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.media.toArray())[0]).toMatchObject({ uploaded: 1 });
    db.close();
  });

  it('a note that waited half a day checks its photo is still on the server, and sends it again if the server removed it', async () => {
    const db = fresh();
    const { args } = await captureConnection(ctx, { badgeCode: 'BCDEF-JKLMN-STUVW', sourceType: 'barcode' }, db);
    const kept = photo();
    const removed = photo();
    await addNote(ctx, { connectionId: args.id, text: 'Stand photos', media: [kept, removed] }, db);
    // Both were uploaded 13 hours ago, then the device went offline before the note was pushed.
    const longAgo = Date.now() - 13 * 3_600_000;
    for (const m of [kept, removed]) await db.media.update(m.id, { uploaded: 1, sent: 7, uploadUrl: `/api/uploads/acme.${m.id}`, uploadedAt: longAgo });
    const uploaded: string[] = [];
    const checked: string[] = [];
    const server = acceptingServer(async (m) => {
      uploaded.push(m.id);
      return { refused: null };
    });
    server.transport.stillUploaded = async (m) => {
      checked.push(m.id);
      return m.id !== removed.id;
    };
    await new SyncClient(db, ctx, server.transport).sync();
    expect(checked.sort()).toEqual([kept.id, removed.id].sort());
    expect(uploaded).toEqual([removed.id]);
    expect(server.names()).toEqual(['captureConnection', 'addNote']);
    expect(server.pushed[0]!.mutations[1]!.args).toMatchObject({ media: [kept.id, removed.id] });
    expect(await db.media.get(removed.id)).toMatchObject({ uploaded: 1 });
    db.close();
  });

  it('a photo the server will never take is marked with the reason, and the drain goes on', async () => {
    const db = fresh();
    const { args } = await captureConnection(ctx, { badgeCode: 'BCDEF-JKLMN-STUVW', sourceType: 'barcode' }, db);
    await addNote(ctx, { connectionId: args.id, text: 'Card photo', media: [photo()] }, db);
    const server = acceptingServer(async () => ({ refused: 'upload.type' }));
    await new SyncClient(db, ctx, server.transport).sync();
    expect(server.names()).toEqual(['captureConnection', 'addNote']);
    expect((await db.media.toArray())[0]).toMatchObject({ uploaded: 0, error: 'upload.type' });
    // The note's text still reaches the server, without the file it could never have.
    expect(server.pushed[0]!.mutations[1]!.args).toMatchObject({ text: 'Card photo', type: 'text' });
    expect(server.pushed[0]!.mutations[1]!.args).not.toHaveProperty('media');
    db.close();
  });

  it("a photo whose bytes the device lost is marked, and neither its note's text nor later scans are held back", async () => {
    const db = fresh();
    const { args } = await captureConnection(ctx, { badgeCode: 'BCDEF-JKLMN-STUVW', sourceType: 'barcode' }, db);
    const kept = photo();
    const lost = photo();
    await addNote(ctx, { connectionId: args.id, text: 'Two photos', media: [kept, lost] }, db);
    await captureConnection(ctx, { badgeCode: 'CDEFG-KLMNP-TUVWX', sourceType: 'barcode' }, db);
    // As WebKit sometimes leaves it: the row is there, its bytes cannot be read.
    await db.media.update(lost.id, { blob: {} as Blob });
    const uploaded: string[] = [];
    const server = acceptingServer(async (m) => {
      uploaded.push(m.id);
      return { refused: null };
    });
    await new SyncClient(db, ctx, server.transport).sync();
    expect(uploaded).toEqual([kept.id]);
    expect(await db.media.get(lost.id)).toMatchObject({ error: 'upload.unreadable' });
    expect(server.names()).toEqual(['captureConnection', 'addNote', 'captureConnection']);
    expect(server.pushed[0]!.mutations[1]!.args).toMatchObject({ text: 'Two photos', type: 'image', media: [kept.id] });
    db.close();
  });

  it('sends long notes in pushes that stay under the size budget, all of them, in order', async () => {
    const db = fresh();
    const { args } = await captureConnection(ctx, { badgeCode: 'BCDEF-JKLMN-STUVW', sourceType: 'barcode' }, db);
    // 300 notes of 10,000 characters that take 2 bytes each in UTF-8: about 6 MB in all.
    for (let i = 0; i < 300; i++) await addNote(ctx, { connectionId: args.id, text: `${i} ` + 'é'.repeat(9_990) }, db);
    const server = acceptingServer();
    await new SyncClient(db, ctx, server.transport).sync();
    const sizes = server.pushed.map((p) => new TextEncoder().encode(JSON.stringify(p)).length);
    expect(server.pushed.length).toBeGreaterThan(5);
    expect(Math.max(...sizes)).toBeLessThan(PUSH_BATCH_BYTES * 1.1);
    expect(server.pushed.flatMap((p) => p.mutations.map((m) => m.id))).toEqual(Array.from({ length: 301 }, (_, i) => i + 1));
    db.close();
  });

  it('a single write larger than the budget still goes, alone', () => {
    const big = { eventId: 'e', mutationId: 1, name: 'addNote' as const, args: { text: 'x'.repeat(PUSH_BATCH_BYTES * 2) }, timestamp: 0, table: 'notes' as const, rowId: 'n' };
    const small = { ...big, mutationId: 2, args: { text: 'y' } };
    expect(withinBytes([big as never, small as never], PUSH_BATCH_BYTES).map((e) => e.mutationId)).toEqual([1]);
    expect(withinBytes([small as never, big as never], PUSH_BATCH_BYTES).map((e) => e.mutationId)).toEqual([2]);
  });

  it('a drain starting while the first scan is written never gives out a mutation id twice', async () => {
    for (let round = 0; round < 20; round++) {
      const db = fresh();
      await Promise.all([
        syncMetaOf(db, ctx.eventId),
        captureConnection(ctx, { badgeCode: 'BCDEF-JKLMN-STUVW', sourceType: 'barcode' }, db),
        syncMetaOf(db, ctx.eventId),
      ]);
      await captureConnection(ctx, { badgeCode: 'CDEFG-KLMNP-TUVWX', sourceType: 'barcode' }, db);
      const ids = (await db.outbox.toArray()).map((e) => e.mutationId);
      expect(ids).toEqual([1, 2]);
      expect((await db.syncMeta.get(ctx.eventId))!.nextMutationId).toBe(3);
      db.close();
    }
  });
});

describe("a session's requests", () => {
  it("carry that session's token even after the app switched to another", async () => {
    const seen: string[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      seen.push(new Headers(init.headers).get('authorization') ?? '');
      return new Response(JSON.stringify(emptyPull()), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const transport = httpTransport('token-of-event-a');
    setAuthToken('token-of-event-b');
    await transport.pull({ cookie: null, clientID: 'c1', pendingFrom: null });
    await transport.push({ protocolVersion: 1, clientID: 'c1', mutations: [] });
    expect(seen).toEqual(['Bearer token-of-event-a', 'Bearer token-of-event-a']);
  });
});

describe('upload answers', () => {
  it('only a refusal of the file itself is final; anything else is tried again later', () => {
    expect(refusalOf(415, '{"error":"upload.type"}')).toBe('upload.type');
    expect(refusalOf(400, '{"error":"upload.empty"}')).toBe('upload.empty');
    expect(refusalOf(409, '{"error":"upload.exists"}')).toBe('upload.exists');
    expect(refusalOf(413, 'Maximum size exceeded')).toBe('upload.tooLarge');
    // Over the person's daily quota: not the file's fault; it waits and is sent later.
    expect(refusalOf(429, '{"error":"uploadQuotaReached"}')).toBeNull();
    expect(refusalOf(403, '{"error":"settingDisabled"}')).toBeNull();
    expect(refusalOf(401, '{"error":"unauthorized"}')).toBeNull();
    expect(refusalOf(404, '{"error":"notFound"}')).toBeNull();
    expect(refusalOf(502, '<html>Bad gateway</html>')).toBeNull();
  });
});
