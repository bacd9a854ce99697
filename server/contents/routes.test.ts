/**
 * Content to share with visitors: the exhibitor's content list (GET /api/contents) and the
 * shareContent mutation, with the exhibitor's content setting on and off.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../test/app';
import { connectionId } from '../../src/domain/connection';
import { normalizeBadgeCode } from '../../src/domain/badge';
import { demoBadgeCode, DEMO } from '../demo/seed';
import { allSettings } from '../../src/domain/session';
import type { Mutation } from '../../src/domain/mutations/index';
import type { PullResponse, PushResponse } from '../../src/domain/protocol';
import type { ContentsResponse } from '../../src/domain/content';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await testApp();
  tokens.sam = await t.login('staff', 'acme-sam');
  tokens.robin = await t.login('staff', 'acme-robin');
  tokens.gina = await t.login('staff', 'globex-gina');
});
afterAll(async () => t.close());

const code = (i: number) => demoBadgeCode(DEMO.eventId, i);
let seq = 0;
const at = () => new Date(Date.UTC(2026, 10, 21, 10) + ++seq * 1000).toISOString();
const auth = (who: string) => ({ authorization: `Bearer ${tokens[who]}` });

const pushAs = (who: string, clientID: string, mutations: Array<Pick<Mutation, 'name' | 'args'> & { id: number }>): Promise<PushResponse> => t.push(tokens[who]!, clientID, mutations);

const capture = (i: number) => ({ name: 'captureConnection' as const, args: { id: connectionId('acme', normalizeBadgeCode(code(i))), badgeCode: code(i), scannedAt: at(), sourceType: 'barcode' } as never });
const share = (connection: string, contentId: string, shared: boolean) => ({ name: 'shareContent' as const, args: { connectionId: connection, contentId, shared, updatedAt: at() } as never });

async function setContentSetting(partner: string, on: boolean) {
  await t.database.db
    .updateTable('partners')
    .set({ settings: JSON.stringify({ ...allSettings(true), content: on }) })
    .where('id', '=', partner)
    .execute();
}

describe('GET /api/contents', () => {
  it("lists the exhibitor's own content, profile first, with links; another exhibitor sees none of it", async () => {
    const res = await t.app.inject({ url: '/api/contents', headers: auth('sam') });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ContentsResponse>();
    expect(body.contents.map((c) => [c.id, c.type])).toEqual([
      ['acme-profile', 'profile'],
      ['acme-scanpro', 'product'],
      ['acme-leads', 'product'],
      ['acme-service', 'product'],
    ]);
    expect(body.contents[0]!.links[0]).toEqual({ type: 'url', name: 'acme.example', url: 'https://acme.example' });
    const gina = await t.app.inject({ url: '/api/contents', headers: auth('gina') });
    expect(gina.statusCode).toBe(200);
    expect(gina.json<ContentsResponse>().contents).toEqual([]);
  });

  it('is refused while the content setting is off', async () => {
    await setContentSetting('acme', false);
    try {
      const res = await t.app.inject({ url: '/api/contents', headers: auth('sam') });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('settingDisabled');
    } finally {
      await setContentSetting('acme', true);
    }
  });
});

describe('shareContent', () => {
  it('keeps the last choice per connection and item, and colleagues who see the connection pull it', async () => {
    const id = connectionId('acme', normalizeBadgeCode(code(300)));
    const res = await pushAs('sam', 'sam-content-1', [
      { id: 1, ...capture(300) },
      { id: 2, ...share(id, 'acme-scanpro', true) },
      { id: 3, ...share(id, 'acme-profile', true) },
      { id: 4, ...share(id, 'acme-profile', false) },
    ]);
    expect(res.results.map((r) => r.outcome)).toEqual(['completed', 'completed', 'completed', 'completed']);
    const rows = await t.database.db.selectFrom('connection_contents').selectAll().where('connection_id', '=', id).orderBy('content_id').execute();
    expect(rows.map((r) => [r.content_id, r.shared, r.updated_by_name])).toEqual([
      ['acme-profile', false, 'Sam Visser'],
      ['acme-scanpro', true, 'Sam Visser'],
    ]);
    const pulled = (await t.app.inject({ url: '/api/sync/pull', headers: auth('robin') })).json<PullResponse>();
    expect(pulled.sharedContent.filter((x) => x.connectionId === id).map((x) => [x.contentId, x.shared]).sort()).toEqual([
      ['acme-profile', false],
      ['acme-scanpro', true],
    ]);
  });

  it("refuses another exhibitor's or unknown content, connections the user cannot see, and everything while the setting is off", async () => {
    const mine = connectionId('acme', normalizeBadgeCode(code(301)));
    const robins = connectionId('acme', normalizeBadgeCode(code(302)));
    await pushAs('robin', 'robin-content-1', [{ id: 1, ...capture(302) }]);
    await t.database.db.insertInto('contents').values({ id: 'globex-brochure', partner_id: 'globex', type: 'product', name: 'Globex brochure', summary: null, description: null }).execute();
    const res = await pushAs('sam', 'sam-content-2', [
      { id: 1, ...capture(301) },
      { id: 2, ...share(mine, 'globex-brochure', true) },
      { id: 3, ...share(mine, 'no-such-content', true) },
      { id: 4, ...share(robins, 'acme-leads', true) },
    ]);
    expect(res.results.map((r) => r.reason ?? r.outcome)).toEqual(['completed', 'content.unknown', 'content.unknown', 'noAccess']);
    await setContentSetting('acme', false);
    try {
      const off = await pushAs('sam', 'sam-content-2', [{ id: 5, ...share(mine, 'acme-leads', true) }]);
      expect(off.results[0]!.outcome).toBe('noPermission');
    } finally {
      await setContentSetting('acme', true);
    }
    expect(await t.database.db.selectFrom('connection_contents').select('content_id').where('connection_id', 'in', [mine, robins]).execute()).toEqual([]);
  });
});
