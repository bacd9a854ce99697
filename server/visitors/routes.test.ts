/**
 * The offline visitor directory: what a scanning device may keep, and nothing more.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../test/app';
import { DEMO, demoBadgeCode } from '../demo/seed';
import type { DirectoryPage } from '../../src/domain/protocol';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => t.close());

async function page(token: string, after?: string): Promise<DirectoryPage> {
  const res = await t.app.inject({ url: `/api/visitors/directory${after ? `?after=${encodeURIComponent(after)}` : ''}`, headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('GET /api/visitors/directory', () => {
  it('gives a licensed exhibitor the registered visitors of its event: code, name and company only', async () => {
    const sam = await t.login('staff', 'acme-sam');
    const first = await page(sam);
    expect(first.licensed).toBe(true);
    const byCode = new Map(first.visitors.map((v) => [v.code, v]));
    const known = byCode.get(demoBadgeCode(DEMO.eventId, 3));
    expect(known).toBeDefined();
    expect(Object.keys(known!).sort()).toEqual(['code', 'company', 'id', 'name']);
    expect(known!.name.length).toBeGreaterThan(1);
    // Visitors of the other event are not in it.
    const other = await t.database.db.selectFrom('users').select('badge_code').where('event_id', '!=', DEMO.eventId).execute();
    for (const o of other) expect(byCode.has(o.badge_code)).toBe(false);
  });

  it('pages by id until next is null, every visitor once', async () => {
    const sam = await t.login('staff', 'acme-sam');
    const seen = new Set<string>();
    let after: string | undefined;
    for (let i = 0; i < 100; i++) {
      const p = await page(sam, after);
      for (const v of p.visitors) {
        expect(seen.has(v.id)).toBe(false);
        seen.add(v.id);
      }
      if (!p.next) break;
      after = p.next;
    }
    expect(seen.size).toBeGreaterThanOrEqual(DEMO.visitorCount);
  });

  it('keeps nothing for an exhibitor without a scan licence', async () => {
    const gina = await t.login('staff', 'globex-gina');
    expect(await page(gina)).toEqual({ licensed: false, visitors: [], next: null });
  });

  it("keeps nothing for an exhibitor whose only licences are a check-in desk's and a touchpoint's", async () => {
    await t.database.db
      .insertInto('licences')
      .values([
        { id: 'globex-checkin', partner_id: 'globex', code: 'GLOBEX-CHECKIN', type: 'checkin', total: 2 },
        { id: 'globex-touchpoint', partner_id: 'globex', code: 'GLOBEX-TOUCH', type: 'touchpoint', total: null },
      ])
      .execute();
    const gina = await t.login('staff', 'globex-gina');
    expect(await page(gina)).toEqual({ licensed: false, visitors: [], next: null });
    // And what Gina captures shows the badge code only, as for any unlicensed exhibitor.
    const code = demoBadgeCode(DEMO.eventId, 7);
    await t.push(gina, 'gina-checkin-only', [{ id: 1, name: 'captureConnection', args: { id: `globex.${code.replace(/-/g, '')}`, badgeCode: code, scannedAt: new Date().toISOString(), sourceType: 'manual' } }]);
    const row = await t.database.db.selectFrom('connections').select('licensed').where('partner_id', '=', 'globex').where('badge_code', '=', code.replace(/-/g, '')).executeTakeFirstOrThrow();
    expect(row.licensed).toBe(false);
  });

  it('refuses a bad cursor', async () => {
    const sam = await t.login('staff', 'acme-sam');
    const res = await t.app.inject({ url: `/api/visitors/directory?after=${'x'.repeat(300)}`, headers: { authorization: `Bearer ${sam}` } });
    expect(res.statusCode).toBe(400);
  });
});
