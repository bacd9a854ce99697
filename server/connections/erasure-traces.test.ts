/**
 * An erased visitor leaves no badge code behind (#28): a connection's id is `<partner>.<code>`, so
 * the tombstone, the audit entries and the webhook deliveries about it name it by its erasure key.
 * Devices still drop their copy, and a CRM's webhook still says which connection went.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { testApp, type TestApp } from '../test/app';
import { connectionId } from '../../src/domain/connection';
import { normalizeBadgeCode } from '../../src/domain/badge';
import { erasureKey } from '../../src/domain/erasure';
import { demoBadgeCode, DEMO, DEMO_API_ACCOUNT } from '../demo/seed';
import type { PullResponse } from '../../src/domain/protocol';
import { dispatchJob } from '../api-access/webhooks';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await testApp();
  tokens.sam = await t.login('staff', 'acme-sam');
  tokens.alex = await t.login('staff', 'acme-alex');
});
afterAll(async () => t.close());

const get = (who: string, url: string) => t.app.inject({ url, headers: { authorization: `Bearer ${tokens[who]}` } });
const post = (who: string, url: string) => t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${tokens[who]}` } });
const dispatch = () => dispatchJob.run({ partnerId: DEMO.partnerId }, { db: t.database.db, job: { id: 'test', attempt: 1 } });

/** Every text, varchar, array and JSON value in the database that contains `needle`, as `table.column`. */
async function whereIs(needle: string): Promise<string[]> {
  const columns = await sql<{ table_name: string; column_name: string }>`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables x on x.table_schema = c.table_schema and x.table_name = c.table_name and x.table_type = 'BASE TABLE'
    where c.table_schema = current_schema() and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')`.execute(t.database.db);
  const found: string[] = [];
  for (const { table_name, column_name } of columns.rows) {
    const hits = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table_name)} where ${sql.ref(column_name)}::text ilike ${`%${needle}%`}`.execute(t.database.db);
    if (hits.rows[0]!.n > 0) found.push(`${table_name}.${column_name}`);
  }
  return found;
}

describe("a visitor's erasure", () => {
  it('leaves the badge code in no table but the organiser\'s visitor list; devices and the CRM learn it by the erasure key', async () => {
    const code = normalizeBadgeCode(demoBadgeCode(DEMO.eventId, 777));
    const id = connectionId(DEMO.partnerId, code);
    const key = erasureKey(id);
    await t.database.db.insertInto('webhooks').values({ id: 'hook-traces', account_id: DEMO_API_ACCOUNT.id, url: 'https://crm.example/hook', events: ['connection.created', 'connection.updated', 'connection.erased'], secret: 's' }).execute();
    const scanned = (offset: number) => new Date(Date.now() - offset).toISOString();
    const capture = (n: number, at: string) => ({ id: n, name: 'captureConnection', args: { id, badgeCode: code, scannedAt: at, sourceType: 'barcode' } });

    // Met, noted, told to the CRM; deleted by the team, met again, exported for the visitor, then erased.
    await t.push(tokens.sam!, 'sam-traces', [capture(1, scanned(600_000)), { id: 2, name: 'addNote', args: { id: 'note-traces', connectionId: id, text: 'Wants a quote', type: 'text', createdAt: scanned(500_000) } }]);
    await dispatch();
    const device = await (await get('sam', '/api/sync/pull')).json<PullResponse>();
    expect(device.connections.map((c) => c.id)).toContain(id);
    expect((await t.push(tokens.sam!, 'sam-traces', [{ id: 3, name: 'deleteConnection', args: { connectionId: id, deletedAt: scanned(100_000) } }])).results[0]!.outcome).toBe('completed');
    await dispatch();
    expect((await t.push(tokens.sam!, 'sam-traces', [capture(4, scanned(1_000))])).results[0]!.outcome).toBe('completed');
    await dispatch();
    expect((await get('alex', `/api/connections/${encodeURIComponent(id)}/visitor-data`)).statusCode).toBe(200);
    expect((await t.database.db.selectFrom('jobs').select('id').where('kind', '=', 'webhook.deliver').execute()).length).toBeGreaterThan(0);

    const beforeErasure = new Date().toISOString();
    expect((await post('alex', `/api/connections/${encodeURIComponent(id)}/erase`)).statusCode).toBe(200);
    await dispatch();

    // Only the organiser's own list of visitors (users.badge_code of the visitor) still has it.
    expect(await whereIs(code)).toEqual(['users.badge_code']);
    expect(await whereIs(id)).toEqual([]);

    // Sam's device, pulling from where it was, is told to drop it, by its key.
    const after = await (await get('sam', `/api/sync/pull?cookie=${encodeURIComponent(device.cookie)}`)).json<PullResponse>();
    expect(after.deletions.map((d) => d.connectionId)).toContain(key);
    // The CRM's webhook says which connection went: the key its connection carried.
    const erased = await t.database.db.selectFrom('jobs').select('payload').where('kind', '=', 'webhook.deliver').where(sql<boolean>`payload #>> '{body,type}' = 'connection.erased'`).execute();
    expect(erased.map((j) => (j.payload as { body: { data: unknown } }).body.data)).toEqual(
      expect.arrayContaining([
        { connectionId: key, version: expect.any(Number), reason: 'erased' },
      ]),
    );
    // The audit log keeps who erased it, and the earlier entries about it, under the key.
    const audit = await t.database.db.selectFrom('audit_log').select(['action', 'subject']).where('partner_id', '=', DEMO.partnerId).where('subject', '=', key).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['connection.deleted', 'visitor.exported', 'visitor.erased']);
    // A capture from before the erasure still cannot bring it back.
    const late = await t.push(tokens.sam!, 'sam-traces', [capture(5, beforeErasure)]);
    expect(late.results[0]).toMatchObject({ outcome: 'invalid', reason: 'connection.erased' });
  });
});
