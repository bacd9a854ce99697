import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { LeadstandDB } from './db';
import { captureConnection, shareContent, type WriteContext } from './mutators';
import { SyncClient, type Transport } from './sync';
import { loadContents, storeContents } from './contents';
import { sharedContentKey } from '../domain/content';
import type { PullResponse, PushRequest } from '../domain/protocol';
import { perEntity } from '../domain/sync-entities';

const ctx: WriteContext = { eventId: 'demo-expo', partnerId: 'acme', authorName: 'Sam Visser', authorId: 'acme-sam' };
const emptyPull = (extra: Partial<PullResponse> = {}): PullResponse => ({
  cookie: 'u:acme-sam@1',
  lastMutationID: 0,
  results: [],
  ...perEntity(() => []),
  more: false,
  ...extra,
});

describe('content shared with a visitor', () => {
  it('is kept on the device at once, waits in the outbox, and settles with the server', async () => {
    const db = new LeadstandDB(`content-${Math.random()}`);
    const { args } = await captureConnection(ctx, { badgeCode: 'BCDEF-JKLMN-STUVW', sourceType: 'barcode' }, db);
    await shareContent(ctx, { connectionId: args.id, contentId: 'acme-scanpro', shared: true }, db);
    await shareContent(ctx, { connectionId: args.id, contentId: 'acme-leads', shared: true }, db);
    await shareContent(ctx, { connectionId: args.id, contentId: 'acme-leads', shared: false }, db);
    expect(await db.sharedContent.get(sharedContentKey(args.id, 'acme-leads'))).toMatchObject({ shared: false, syncState: 'pending', updatedByName: 'Sam Visser' });
    expect(await db.outbox.count()).toBe(4);

    const pushed: PushRequest[] = [];
    const transport: Transport = {
      push: async (req) => {
        pushed.push(req);
        // The server no longer offers the service contract: that choice is refused.
        return {
          lastMutationID: req.mutations.at(-1)!.id,
          results: req.mutations.map((m) => ({ id: m.id, outcome: m.name === 'shareContent' && (m.args as { contentId: string }).contentId === 'acme-scanpro' ? ('invalid' as const) : ('completed' as const), reason: m.name === 'shareContent' && (m.args as { contentId: string }).contentId === 'acme-scanpro' ? 'content.unknown' : null })),
        };
      },
      // A colleague's choice on the same connection comes back with the pull.
      pull: async () =>
        emptyPull({ sharedContent: [{ connectionId: args.id, contentId: 'acme-profile', shared: true, updatedByName: 'Robin de Vries', updatedAt: '2026-11-21T10:00:00.000Z', version: 3 }] }),
    };
    await new SyncClient(db, ctx, transport).sync();
    expect(pushed.flatMap((p) => p.mutations.map((m) => m.name))).toEqual(['captureConnection', 'shareContent', 'shareContent', 'shareContent']);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.sharedContent.get(sharedContentKey(args.id, 'acme-leads'))).toMatchObject({ shared: false, syncState: 'completed' });
    expect(await db.sharedContent.get(sharedContentKey(args.id, 'acme-scanpro'))).toMatchObject({ shared: true, syncState: 'invalid', syncReason: 'content.unknown' });
    expect(await db.sharedContent.get(sharedContentKey(args.id, 'acme-profile'))).toMatchObject({ shared: true, syncState: 'completed', updatedByName: 'Robin de Vries' });
    db.close();
  });

  it("keeps the exhibitor's content list for offline use, per event", async () => {
    const db = new LeadstandDB(`content-${Math.random()}`);
    expect(await loadContents(db, 'demo-expo')).toBeNull();
    const list = { contents: [{ id: 'acme-profile', type: 'profile' as const, name: 'Acme', summary: null, description: null, labels: [], links: [], public: true }] };
    await storeContents(db, 'demo-expo', list);
    expect(await loadContents(db, 'demo-expo')).toEqual(list);
    expect(await loadContents(db, 'other-expo')).toBeNull();
    db.close();
  });
});
