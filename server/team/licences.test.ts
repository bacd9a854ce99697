/**
 * Scan licences on the team screen (#14): the seats in use with their devices, a login link for
 * the QR code, the printable sheet, and releasing a seat: it stops counting at once, its device may
 * still send what it captured, and its next pull ends its session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { testApp, type TestApp } from '../test/app';
import type { TeamLicence } from '../../src/domain/team';
import { connectionId } from '../../src/domain/connection';
import { normalizeBadgeCode } from '../../src/domain/badge';
import { demoBadgeCode, DEMO } from '../demo/seed';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await testApp();
  tokens.alex = await t.login('partner', 'acme');
  tokens.sam = await t.login('staff', 'acme-sam');
  tokens.gina = await t.login('staff', 'globex-gina');
  tokens.scanA = await t.login('scan', 'ACME-SCAN-5', { name: 'Device A', email: 'a@example.com' });
  tokens.scanB = await t.login('scan', 'ACME-SCAN-5', { name: 'Device B', email: 'b@example.com' });
});
afterAll(async () => t.close());

const auth = (who: string) => (tokens[who] ? { authorization: `Bearer ${tokens[who]}` } : {});
const call = (who: string, method: 'GET' | 'POST' | 'DELETE', url: string) => t.app.inject({ method, url, headers: auth(who) });
const licences = async () => (await call('alex', 'GET', '/api/team/licences')).json<{ licences: TeamLicence[] }>().licences;
const limited = async () => (await licences()).find((l) => l.code === 'ACME-SCAN-5')!;

describe('scan licences', () => {
  it('lists each licence with its seats in use and the devices holding them, for administrators only', async () => {
    const l = await limited();
    expect(l).toMatchObject({ type: 'scan', total: 5, used: 3 });
    expect(l.seats.map((s) => s.name)).toEqual(expect.arrayContaining(['Device A', 'Device B']));
    expect((await licences()).find((x) => x.code === 'ACME-SCAN-UNLIMITED')!.total).toBeNull();
    expect((await call('sam', 'GET', '/api/team/licences')).statusCode).toBe(403);
    expect((await call('scanA', 'GET', '/api/team/licences')).statusCode).toBe(403);
    expect((await call('nobody', 'GET', '/api/team/licences')).statusCode).toBe(401);
    // Globex's administrator sees Globex's licences, not Acme's.
    const globex = (await call('gina', 'GET', '/api/team/licences')).json<{ licences: TeamLicence[] }>().licences;
    expect(globex.some((x) => x.code === 'ACME-SCAN-5')).toBe(false);
  });

  it("gives a login link for the licence's QR code that logs a device in", async () => {
    const l = await limited();
    const res = await call('alex', 'POST', `/api/team/licences/${l.id}/link`);
    expect(res.statusCode).toBe(200);
    const url = res.json<{ url: string }>().url;
    const [, code, verifier] = /\/scan\/([^/]+)\/([\w-]{43})$/.exec(url)!;
    expect(code).toBe('ACME-SCAN-5');
    const login = await t.app.inject({ method: 'PUT', url: '/api/session', payload: { sessionMode: 'scan', licenseCode: code, verifier, name: 'Device C', email: 'c@example.com', acceptTerms: true } });
    expect(login.json().state).toBe('linked');
    tokens.scanC = login.json().token;
    expect((await limited()).used).toBe(4);
    expect((await call('sam', 'POST', `/api/team/licences/${l.id}/link`)).statusCode).toBe(403);
    expect((await call('gina', 'POST', `/api/team/licences/${l.id}/link`)).statusCode).toBe(404);
  });

  it('prints the licence QR codes as a real A4 PDF', async () => {
    const res = await call('alex', 'GET', '/api/team/licences/sheet.pdf?lang=de');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // A4 in points, titled in the language asked for.
    const doc = await PDFDocument.load(res.rawPayload);
    const [width, height] = [doc.getPage(0).getWidth(), doc.getPage(0).getHeight()];
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    expect(doc.getTitle()).toBe('Acme: Scan-Lizenzen');
    expect((await call('sam', 'GET', '/api/team/licences/sheet.pdf')).statusCode).toBe(403);
  });

  it("releases a seat: it stops counting, its device still sends what it captured, and its next pull ends it", async () => {
    const before = await limited();
    const seat = before.seats.find((s) => s.name === 'Device A')!;
    expect((await call('sam', 'DELETE', `/api/team/licences/${before.id}/seats/${seat.id}`)).statusCode).toBe(403);
    expect((await call('gina', 'DELETE', `/api/team/licences/${before.id}/seats/${seat.id}`)).statusCode).toBe(404);
    expect((await call('alex', 'DELETE', `/api/team/licences/${before.id}/seats/${seat.id}`)).statusCode).toBe(204);
    const after = await limited();
    expect(after.used).toBe(before.used - 1);
    expect(after.seats.some((s) => s.id === seat.id)).toBe(false);
    expect((await call('alex', 'DELETE', `/api/team/licences/${before.id}/seats/${seat.id}`)).statusCode).toBe(404);

    // Device A's unsent scan still lands.
    const code = demoBadgeCode(DEMO.eventId, 1701);
    const push = await t.push(tokens.scanA!, 'device-a', [
      { id: 1, name: 'captureConnection', args: { id: connectionId('acme', normalizeBadgeCode(code)), badgeCode: code, scannedAt: new Date().toISOString(), sourceType: 'barcode' } as never },
    ]);
    expect(push.results.map((r) => r.outcome)).toEqual(['completed']);
    const stored = await t.database.db.selectFrom('connections').select('scanned_by_name').where('id', '=', connectionId('acme', normalizeBadgeCode(code))).executeTakeFirst();
    expect(stored?.scanned_by_name).toBe('Device A');
    // Then its session is over; the other devices go on.
    expect((await call('scanA', 'GET', '/api/sync/pull?cookie=')).statusCode).toBe(401);
    expect((await call('scanB', 'GET', '/api/sync/pull?cookie=')).statusCode).toBe(200);

    // The seat is free for another device.
    const link = (await call('alex', 'POST', `/api/team/licences/${before.id}/link`)).json<{ url: string }>().url;
    const verifier = link.split('/').pop()!;
    const login = await t.app.inject({ method: 'PUT', url: '/api/session', payload: { sessionMode: 'scan', licenseCode: 'ACME-SCAN-5', verifier, name: 'Device D', email: 'd@example.com', acceptTerms: true } });
    expect(login.json().state).toBe('linked');
    expect((await limited()).used).toBe(before.used);
  });
});
