/**
 * Visitors' data: the event decides which fields exhibitors receive; what a visitor agreed to
 * travels with the lead; an administrator exports everything about one visitor or erases it, and
 * the erasure reaches every device; retention erases an event's leads after its period.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../test/app';
import { connectionId } from '../../src/domain/connection';
import { normalizeBadgeCode } from '../../src/domain/badge';
import { erasureKey } from '../../src/domain/erasure';
import { demoBadgeCode, DEMO } from '../demo/seed';
import type { DirectoryPage, PullResponse } from '../../src/domain/protocol';
import { applyRetention } from './retention';
import type { VisitorData } from './privacy';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await testApp();
  tokens.sam = await t.login('staff', 'acme-sam');
  tokens.robin = await t.login('staff', 'acme-robin');
  tokens.alex = await t.login('staff', 'acme-alex');
  tokens.gina = await t.login('staff', 'globex-gina');
});
afterAll(async () => t.close());

const code = (i: number) => demoBadgeCode(DEMO.eventId, i);
const idOf = (i: number) => connectionId('acme', normalizeBadgeCode(code(i)));
const capture = (i: number, scannedAt = new Date(Date.now() - 60_000).toISOString()) => ({ name: 'captureConnection', args: { id: idOf(i), badgeCode: code(i), scannedAt, sourceType: 'barcode' } });
const get = (who: string, url: string) => t.app.inject({ url, headers: { authorization: `Bearer ${tokens[who]}` } });
const post = (who: string, url: string) => t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${tokens[who]}` } });
const pull = async (who: string, cookie?: string): Promise<PullResponse> => (await get(who, `/api/sync/pull${cookie ? `?cookie=${encodeURIComponent(cookie)}` : ''}`)).json();

describe('minimisation', () => {
  it("sends exhibitors only the visitor fields the event's organiser allows, in the pull and the offline directory", async () => {
    await t.push(tokens.sam!, 'sam-minimisation', [{ id: 1, ...capture(600) }]);
    let c = (await pull('sam')).connections.find((x) => x.id === idOf(600))!;
    expect(c.contact).toMatchObject({ company: expect.any(String), email: expect.any(String), phone1: expect.any(String) });
    await t.database.db.updateTable('events').set({ visitor_fields: JSON.stringify(['firstname', 'lastname', 'company']) }).where('id', '=', DEMO.eventId).execute();
    tokens.sam = await t.login('staff', 'acme-sam');
    c = (await pull('sam')).connections.find((x) => x.id === idOf(600))!;
    expect(Object.keys(c.contact!).sort()).toEqual(['company', 'firstname', 'lastname']);
    const directory = (await get('sam', '/api/visitors/directory')).json() as DirectoryPage;
    expect(directory.visitors[0]).toMatchObject({ name: expect.stringMatching(/\S \S/), company: expect.any(String) });
    // Without the company, the directory carries none either.
    await t.database.db.updateTable('events').set({ visitor_fields: JSON.stringify(['email']) }).where('id', '=', DEMO.eventId).execute();
    tokens.sam = await t.login('staff', 'acme-sam');
    const bare = (await get('sam', '/api/visitors/directory')).json() as DirectoryPage;
    expect(bare.visitors.every((v) => v.name === '' && v.company === null)).toBe(true);
    await t.database.db.updateTable('events').set({ visitor_fields: null }).where('id', '=', DEMO.eventId).execute();
    tokens.sam = await t.login('staff', 'acme-sam');
  });

  it('carries what the visitor agreed to at registration: the terms version and when (and, for a guest, through what)', async () => {
    const c = (await pull('sam')).connections.find((x) => x.id === idOf(600))!;
    // A visitor from the organiser's registration list came through no exhibitor's link.
    expect(c.consent).toEqual({ termsVersion: expect.any(String), at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), source: null });
  });
});

describe("the visitor's rights", () => {
  it('gives an administrator everything held about one visitor, as data and as a readable page, and records that it did', async () => {
    await t.push(tokens.sam!, 'sam-rights', [
      { id: 1, ...capture(601) },
      { id: 2, name: 'addNote', args: { id: 'n-601', connectionId: idOf(601), text: 'Wants <b>two</b> demos', type: 'text', createdAt: new Date().toISOString() } },
      { id: 3, name: 'setStage', args: { id: 's-601', connectionId: idOf(601), stage: 'quoted', comment: 'Offer sent', createdAt: new Date().toISOString() } },
    ]);
    // Not for staff without admin, nor for another exhibitor.
    expect((await get('sam', `/api/connections/${idOf(601)}/visitor-data`)).statusCode).toBe(403);
    expect((await get('gina', `/api/connections/${idOf(601)}/visitor-data`)).statusCode).toBe(404);
    const res = await get('alex', `/api/connections/${idOf(601)}/visitor-data`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="visitor-.+\.json"/);
    const data = res.json() as VisitorData;
    expect(data.visitor.badgeCode).toBe(normalizeBadgeCode(code(601)));
    expect(data.visitor.contact.company).toBeTruthy();
    expect(data.visitor.registration.length).toBeGreaterThan(0);
    expect(data.notes.map((n) => n.text)).toEqual(['Wants <b>two</b> demos']);
    expect(data.stages).toMatchObject([{ stage: 'quoted', comment: 'Offer sent', author: 'Sam Visser' }]);
    expect(data.meetings).toHaveLength(1);
    // What the visitor agreed to: the version, when, and the terms' text of that version.
    const event = await t.database.db.selectFrom('events').select(['terms_version', 'terms_text']).where('id', '=', DEMO.eventId).executeTakeFirstOrThrow();
    expect(data.visitor.consent).toMatchObject({ termsVersion: event.terms_version, ...(event.terms_text.trim() ? { termsText: event.terms_text } : {}) });
    const html = await get('alex', `/api/connections/${idOf(601)}/visitor-data?format=html&language=de`);
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toContain('Wants &lt;b&gt;two&lt;/b&gt; demos');
    expect(html.body).toContain('Ihre Antworten bei der Anmeldung');
    const audit = await t.database.db.selectFrom('audit_log').select(['action', 'subject', 'actor']).where('action', '=', 'visitor.exported').execute();
    expect(audit).toEqual([
      { action: 'visitor.exported', subject: idOf(601), actor: 'u:acme-alex' },
      { action: 'visitor.exported', subject: idOf(601), actor: 'u:acme-alex' },
    ]);
  });

  it('erases a visitor for good: server, files and every device, and no earlier capture brings them back', async () => {
    const before = await pull('sam');
    expect(before.connections.map((c) => c.id)).toContain(idOf(601));
    const file = `${t.app.media.directory}/acme.00000000-0000-4000-8000-000000000601`;
    fs.writeFileSync(file, 'photo');
    await t.database.db.insertInto('media').values({ id: 'acme.00000000-0000-4000-8000-000000000601', connection_id: idOf(601), note_id: 'n-601', kind: 'image', media_type: 'image/png', size: 5, storage_key: 'acme.00000000-0000-4000-8000-000000000601' }).execute();
    expect((await post('sam', `/api/connections/${idOf(601)}/erase`)).statusCode).toBe(403);
    expect((await post('gina', `/api/connections/${idOf(601)}/erase`)).statusCode).toBe(404);
    const erasedAt = Date.now();
    expect((await post('alex', `/api/connections/${idOf(601)}/erase`)).json()).toEqual({ erased: true });
    for (const table of ['connections', 'connection_notes', 'connection_stage_entries', 'connection_scans', 'media'] as const) {
      const col = table === 'connections' ? 'id' : 'connection_id';
      expect(await t.database.db.selectFrom(table).select(col).where(col, '=', idOf(601)).execute(), table).toEqual([]);
    }
    expect(fs.existsSync(file)).toBe(false);
    // Sam's device learns it at its next pull.
    const after = await pull('sam', before.cookie);
    // By the erasure key: the connection's id carries the badge code.
    expect(after.deletions.map((d) => d.connectionId)).toContain(erasureKey(idOf(601)));
    expect(JSON.stringify(after.deletions)).not.toContain(idOf(601));
    // A device that met the visitor before the erasure cannot bring the lead back; a new meeting can.
    const late = await t.push(tokens.sam!, 'sam-rights', [{ id: 4, ...capture(601, new Date(erasedAt - 30_000).toISOString()) }, { id: 5, name: 'addNote', args: { id: 'n-601-late', connectionId: idOf(601), text: 'Offline note', type: 'text', createdAt: new Date().toISOString() } }]);
    expect(late.results.map((r) => [r.outcome, r.reason])).toEqual([
      ['invalid', 'connection.erased'],
      ['noAccess', null],
    ]);
    expect(await t.database.db.selectFrom('connections').select('id').where('id', '=', idOf(601)).execute()).toEqual([]);
    const again = await t.push(tokens.sam!, 'sam-rights', [{ id: 6, ...capture(601, new Date(Date.now() + 1000).toISOString()) }]);
    expect(again.results[0]!.outcome).toBe('completed');
    // The audit log says who erased which connection, and nothing about the visitor.
    const audit = await t.database.db.selectFrom('audit_log').select(['action', 'subject', 'actor', 'actor_name', 'row_count']).where('action', '=', 'visitor.erased').execute();
    expect(audit).toEqual([{ action: 'visitor.erased', subject: erasureKey(idOf(601)), actor: 'u:acme-alex', actor_name: 'Alex Morgan', row_count: 1 }]);
  });
});

describe('the audit log', () => {
  it("shows an exhibitor's administrators who exported, mailed and erased what, newest first; never another exhibitor's", async () => {
    await t.push(tokens.robin!, 'robin-audit', [{ id: 1, name: 'recordExport', args: { id: 'export-audit-1', format: 'xlsx', count: 42, exportedAt: new Date().toISOString() } }]);
    const page = (await get('alex', '/api/audit')).json() as { entries: Array<{ action: string; actorName: string; rowCount: number | null; system: boolean }>; next: string | null };
    expect(page.entries[0]).toMatchObject({ action: 'connections.exported.xlsx', actorName: 'Robin Keller', rowCount: 42, system: false });
    expect(page.entries.map((e) => e.action)).toEqual(expect.arrayContaining(['visitor.erased', 'visitor.exported']));
    expect(JSON.stringify(page)).not.toContain(normalizeBadgeCode(code(601)));
    const globex = (await get('gina', '/api/audit')).json() as { entries: unknown[] };
    expect(globex.entries).toEqual([]);
    expect((await get('alex', '/api/audit?before=abc')).statusCode).toBe(400);
  });
});

describe('retention', () => {
  it("erases an event's leads once its retention period after the end has passed, and tells each exhibitor how many", async () => {
    const before = await pull('robin');
    const count = before.connections.length;
    expect(count).toBeGreaterThan(0);
    const changed: string[] = [];
    // Not yet: the demo event has not ended.
    expect((await applyRetention(t.database.db, t.app.media, (p) => changed.push(p))).size).toBe(0);
    await t.database.db.updateTable('events').set({ starts_at: new Date(Date.now() - 5 * 86_400_000), ends_at: new Date(Date.now() - 3 * 86_400_000), retention_days: 2 }).where('id', '=', DEMO.eventId).execute();
    const erased = await applyRetention(t.database.db, t.app.media, (p) => changed.push(p));
    expect(erased.get('acme')).toBe(count);
    expect(changed).toContain('acme');
    expect(await t.database.db.selectFrom('connections').select('id').where('event_id', '=', DEMO.eventId).execute()).toEqual([]);
    const after = await pull('robin', before.cookie);
    expect(after.deletions.map((d) => d.connectionId)).toEqual(expect.arrayContaining(before.connections.map((c) => erasureKey(c.id))));
    const audit = await t.database.db.selectFrom('audit_log').select(['actor', 'row_count', 'subject']).where('action', '=', 'retention.erased').where('partner_id', '=', 'acme').execute();
    expect(audit).toEqual([{ actor: 'system:retention', row_count: count, subject: DEMO.eventId }]);
  });
});
