import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { LeadstandDB } from './db';
import { clearDirectory, directoryMeta, lookupVisitor, refreshDirectory } from './directory';
import { captureConnection, type WriteContext } from './mutators';
import type { DirectoryPage } from '../domain/protocol';

const ctx: WriteContext = { eventId: 'demo-expo', partnerId: 'acme', authorName: 'Sam Visser', authorId: 'acme-sam' };
const visitors = [
  { id: 'v1', code: 'bcdefjklmnstuvw', name: 'Ada Lovelace', company: 'Analytical Engines' },
  { id: 'v2', code: 'ccdefjklmnstuvw', name: 'Grace Hopper', company: null },
];
const pages = (licensed = true) => async (after: string | null): Promise<DirectoryPage> =>
  !licensed ? { licensed: false, visitors: [], next: null } : after ? { licensed: true, visitors: visitors.slice(1), next: null } : { licensed: true, visitors: visitors.slice(0, 1), next: 'v1' };

describe('the offline visitor directory', () => {
  it('downloads every page, and a badge scanned offline shows the name at once', async () => {
    const db = new LeadstandDB(`dir-${Math.random()}`);
    expect(await refreshDirectory(db, ctx.eventId, pages())).toBe('updated');
    expect(await lookupVisitor(db, ctx.eventId, 'ccdefjklmnstuvw')).toMatchObject({ name: 'Grace Hopper' });
    // Fresh for a while: no second download.
    expect(await refreshDirectory(db, ctx.eventId, pages())).toBe('fresh');
    const { args } = await captureConnection(ctx, { badgeCode: 'BCDEF-JKLMN-STUVW', sourceType: 'barcode' }, db);
    expect(await db.connections.get(args.id)).toMatchObject({ visitorID: 'v1', contact: { fullname: 'Ada Lovelace', company: 'Analytical Engines' }, syncState: 'pending' });
    // A badge the directory does not know is still captured, by its code.
    const unknown = await captureConnection(ctx, { badgeCode: 'dcdefjklmnstuvw', sourceType: 'barcode' }, db);
    expect(await db.connections.get(unknown.args.id)).toMatchObject({ contact: null });
    db.close();
  });

  it('keeps nothing without a licence, and is removed when the session is unlinked', async () => {
    const db = new LeadstandDB(`dir-${Math.random()}`);
    await refreshDirectory(db, ctx.eventId, pages());
    expect(await db.visitors.count()).toBe(2);
    expect(await refreshDirectory(db, ctx.eventId, pages(false), true)).toBe('none');
    expect(await db.visitors.count()).toBe(0);
    expect((await directoryMeta(db, ctx.eventId))?.licensed).toBe(false);
    await refreshDirectory(db, ctx.eventId, pages(), true);
    await clearDirectory(db, ctx.eventId);
    expect(await db.visitors.count()).toBe(0);
    db.close();
  });

  it('keeps the previous directory when a download fails half-way', async () => {
    const db = new LeadstandDB(`dir-${Math.random()}`);
    await refreshDirectory(db, ctx.eventId, pages());
    const failing = async (after: string | null): Promise<DirectoryPage> => {
      if (after) throw new Error('offline');
      return { licensed: true, visitors: [], next: 'x' };
    };
    await expect(refreshDirectory(db, ctx.eventId, failing, true)).rejects.toThrow('offline');
    expect(await db.visitors.count()).toBe(2);
    db.close();
  });
});
