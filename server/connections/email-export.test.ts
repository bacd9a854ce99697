/**
 * 'Send by e-mail' over a real SMTP conversation: the connections the user may see, as the file
 * the app downloads, to the user's own address, once; a refused mail turns into an outcome the
 * app shows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import Papa from 'papaparse';
import { testApp, type TestApp } from '../test/app';
import { PROTOCOL_VERSION } from '../../src/domain/mutations/index';
import type { PullResponse, PushResponse } from '../../src/domain/protocol';
import { connectionId } from '../../src/domain/connection';
import { normalizeBadgeCode } from '../../src/domain/badge';
import { demoBadgeCode, DEMO } from '../demo/seed';
import { ooxmlErrors } from '../../workers/test/ooxml';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await testApp();
  tokens.robin = await t.login('staff', 'acme-robin');
  tokens.sam = await t.login('staff', 'acme-sam');
});
afterAll(async () => t.close());

async function email(who: string, clientID: string, id: number, connectionIds: string[], format: 'csv' | 'xlsx', language = 'en', extra: { allFields?: boolean } = {}): Promise<PushResponse> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/sync/push',
    headers: { authorization: `Bearer ${tokens[who]}` },
    payload: { protocolVersion: PROTOCOL_VERSION, clientID, mutations: [{ id, name: 'emailConnections', args: { id: `mail-${clientID}-${id}`, connectionIds, format, language, requestedAt: new Date().toISOString(), ...extra }, timestamp: 1 }] },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function visibleIds(who: string): Promise<string[]> {
  const res = await t.app.inject({ url: '/api/sync/pull', headers: { authorization: `Bearer ${tokens[who]}` } });
  return (res.json() as PullResponse).connections.map((c) => c.id);
}

describe('e-mailed exports', () => {
  it('mails the list as an Excel file to the user, in their language, once', async () => {
    const ids = await visibleIds('robin');
    expect(ids.length).toBeGreaterThan(1);
    const res = await email('robin', 'robin-mail-1', 1, ids, 'xlsx', 'de');
    expect(res.results).toEqual([{ id: 1, outcome: 'completed', reason: null }]);
    const mail = await t.smtp.waitFor('robin@acme.example');
    expect(mail.subject).toContain('Demo Expo');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]!.filename).toMatch(/\.xlsx$/);
    const book = XLSX.read(mail.attachments[0]!.content, { type: 'array' });
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, defval: null });
    expect(rows).toHaveLength(ids.length + 1);
    // A file Excel opens without repairing it: the workbook and sheet pass the OOXML schema.
    expect(await ooxmlErrors(new Uint8Array(mail.attachments[0]!.content))).toEqual([]);
    // German labels, as asked; the sheet is named after the event and the export.
    expect(rows[0]).toContain('Firma');
    expect(book.SheetNames).toEqual(['Demo Expo Kontakte']);
    // The same push again (a retry) sends nothing more.
    const before = t.smtp.mails.length;
    await email('robin', 'robin-mail-1', 1, ids, 'xlsx', 'de');
    await new Promise((r) => setTimeout(r, 300));
    expect(t.smtp.mails.length).toBe(before);
  });

  it('sends only what the user may see, and a list only with exportConnections', async () => {
    const robins = await visibleIds('robin');
    const sams = new Set(await visibleIds('sam'));
    // Sam may send one of their own connections, as CSV, with the content chosen to share.
    const own = [...sams][0]!;
    const share = await t.app.inject({
      method: 'POST',
      url: '/api/sync/push',
      headers: { authorization: `Bearer ${tokens.sam}` },
      payload: { protocolVersion: PROTOCOL_VERSION, clientID: 'sam-share-1', mutations: [{ id: 1, name: 'shareContent', args: { connectionId: own, contentId: 'acme-scanpro', shared: true, updatedAt: new Date().toISOString() }, timestamp: 1 }] },
    });
    expect(share.json().results[0].outcome).toBe('completed');
    expect((await email('sam', 'sam-mail-1', 1, [own], 'csv')).results[0]!.outcome).toBe('completed');
    const mail = await t.smtp.waitFor('sam@acme.example');
    const csv = new TextDecoder().decode(mail.attachments[0]!.content);
    const lines = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true }).data;
    expect(lines).toHaveLength(2);
    expect(lines[1]![lines[0]!.indexOf('Content to share')]).toBe('ScanPro 4 handheld scanner');
    // Not a colleague's, and not a list.
    const colleagues = robins.find((id) => !sams.has(id))!;
    expect((await email('sam', 'sam-mail-1', 2, [colleagues], 'csv')).results[0]!.outcome).toBe('noAccess');
    expect((await email('sam', 'sam-mail-1', 3, [...sams], 'csv')).results[0]!.outcome).toBe('noPermission');
    // With exportConnections, a list is sent with what Sam sees of it; a list of only colleagues' connections sends nothing.
    await t.database.db.updateTable('staff').set({ permissions: ['createConnections', 'exportConnections'] }).where('user_id', '=', 'acme-sam').execute();
    try {
      const others = robins.filter((id) => !sams.has(id));
      expect(others.length).toBeGreaterThan(1);
      const before = t.smtp.mails.length;
      expect((await email('sam', 'sam-mail-1', 4, others, 'csv')).results[0]!.outcome).toBe('noAccess');
      expect(t.smtp.mails.length).toBe(before);
      expect((await email('sam', 'sam-mail-1', 5, [...others, own], 'csv')).results[0]!.outcome).toBe('completed');
      expect(t.smtp.mails.length).toBe(before + 1);
      const list = t.smtp.mails.at(-1)!;
      expect(list.to).toContain('sam@acme.example');
      expect(Papa.parse<string[]>(new TextDecoder().decode(list.attachments[0]!.content).slice(1), { skipEmptyLines: true }).data).toHaveLength(2);
    } finally {
      await t.database.db.updateTable('staff').set({ permissions: ['createConnections'] }).where('user_id', '=', 'acme-sam').execute();
    }
  });

  it('shows times in the event’s zone with its offset, and leaves empty columns out unless every field is asked for', async () => {
    const ids = (await visibleIds('robin')).slice(0, 5);
    await email('robin', 'robin-mail-3', 1, ids, 'csv');
    const lean = Papa.parse<string[]>(new TextDecoder().decode((await t.smtp.waitFor('robin@acme.example', (m) => m.attachments[0]?.filename.endsWith('.csv') ?? false)).attachments[0]!.content).slice(1), { skipEmptyLines: true }).data;
    const scanned = lean[0]!.indexOf('Scanned');
    // Demo Expo is in Amsterdam: +01:00 in winter, +02:00 in summer.
    for (const row of lean.slice(1)) expect(row[scanned]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} \+0[12]:00$/);
    const before = t.smtp.mails.length;
    await email('robin', 'robin-mail-3', 2, ids, 'csv', 'en', { allFields: true });
    await t.smtp.waitFor('robin@acme.example', () => t.smtp.mails.length > before);
    const full = Papa.parse<string[]>(new TextDecoder().decode(t.smtp.mails.at(-1)!.attachments[0]!.content).slice(1), { skipEmptyLines: true }).data;
    expect(full[0]!.length).toBeGreaterThan(lean[0]!.length);
    // What the lean file left out is empty in every row of the full one.
    for (const [i, header] of full[0]!.entries()) {
      if (!lean[0]!.includes(header)) for (const row of full.slice(1)) expect(row[i], header).toBe('');
    }
  });

  it('reports a mail the server could not send', async () => {
    t.smtp.refuse.add('robin@acme.example');
    try {
      const ids = await visibleIds('robin');
      const res = await email('robin', 'robin-mail-2', 1, ids.slice(0, 2), 'xlsx');
      expect(res.results).toEqual([{ id: 1, outcome: 'invalid', reason: 'email.sendFailure' }]);
      // Also for a device that lost that answer.
      const pulled = await t.app.inject({ url: '/api/sync/pull?clientID=robin-mail-2&pendingFrom=1', headers: { authorization: `Bearer ${tokens.robin}` } });
      expect((pulled.json() as PullResponse).results).toEqual([{ id: 1, outcome: 'invalid', reason: 'email.sendFailure' }]);
    } finally {
      t.smtp.refuse.delete('robin@acme.example');
    }
  });
});

describe('the daily quota of e-mailed exports', () => {
  it('mails at most 20 exports a person in 24 hours, then refuses with a reason the app shows; colleagues keep their own quota', async () => {
    const ids = (await visibleIds('sam')).slice(0, 1);
    const push = (clientID: string, from: number, count: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/sync/push',
        headers: { authorization: `Bearer ${tokens.sam}` },
        payload: {
          protocolVersion: PROTOCOL_VERSION,
          clientID,
          mutations: Array.from({ length: count }, (_, i) => ({ id: from + i, name: 'emailConnections', args: { id: `quota-${clientID}-${from + i}`, connectionIds: ids, format: 'csv', language: 'en', requestedAt: new Date().toISOString() }, timestamp: 1 })),
        },
      });
    await t.database.db.deleteFrom('export_mails').execute();
    // One push asking for 25 at once.
    const res = (await push('sam-quota-1', 1, 25)).json() as PushResponse;
    expect(res.results.filter((r) => r.outcome === 'completed')).toHaveLength(20);
    expect(res.results.slice(20).map((r) => r.reason)).toEqual(Array(5).fill('email.quotaReached'));
    // A later push too.
    expect(((await push('sam-quota-1', 26, 1)).json() as PushResponse).results[0]).toMatchObject({ outcome: 'invalid', reason: 'email.quotaReached' });
    // Robin has his own.
    const robins = await email('robin', 'robin-quota', 1, (await visibleIds('robin')).slice(0, 1), 'csv');
    expect(robins.results[0]!.outcome).toBe('completed');
    // A day later the quota is free again.
    await t.database.db.updateTable('export_mails').set({ sent_at: new Date(Date.now() - 25 * 3_600_000) }).execute();
    expect(((await push('sam-quota-1', 27, 1)).json() as PushResponse).results[0]!.outcome).toBe('completed');
  });
});

describe("a scan user's address", () => {
  it('is mailed an export only once a code sent to it proved it; wrong codes are refused and change nothing', async () => {
    tokens.kim = await t.login('scan', 'ACME-SCAN-UNLIMITED', { name: 'Kim Booth', email: 'kim.confirm@acme.example' });
    const auth = { authorization: `Bearer ${tokens.kim}` };
    // Kim meets a visitor and asks for the connection by e-mail: refused, with the reason the app shows.
    const code = demoBadgeCode(DEMO.eventId, 170);
    const id = connectionId('acme', normalizeBadgeCode(code));
    await t.push(tokens.kim!, 'kim-mail', [{ id: 1, name: 'captureConnection', args: { id, badgeCode: code, scannedAt: new Date().toISOString(), sourceType: 'manual' } }]);
    expect((await email('kim', 'kim-mail', 2, [id], 'csv')).results[0]).toMatchObject({ outcome: 'invalid', reason: 'email.unconfirmed' });
    const session = await t.app.inject({ url: '/api/session', headers: auth });
    expect(session.json()).toMatchObject({ scanUserEmail: 'kim.confirm@acme.example', scanUserEmailConfirmed: false });

    // The code is mailed to the address given at activation, once a minute at most.
    const send = () => t.app.inject({ method: 'POST', url: '/api/account/email/confirm/send', headers: auth, payload: { language: 'de' } });
    expect((await send()).json()).toEqual({ sent: true });
    const mail = await t.smtp.waitFor('kim.confirm@acme.example');
    expect(mail.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse für Leadstand');
    const sent = /\b(\d{6})\b/.exec(mail.text ?? '')![1]!;
    expect((await send()).json()).toEqual({ sent: true, alreadySent: true });

    // A wrong code, or none, confirms nothing.
    const confirm = (c: unknown) => t.app.inject({ method: 'POST', url: '/api/account/email/confirm', headers: auth, payload: { code: c } });
    const wrong = sent === '000000' ? '111111' : '000000';
    expect((await confirm(wrong)).json()).toEqual({ error: 'codeInvalid' });
    expect((await confirm(42)).statusCode).toBe(400);
    expect((await email('kim', 'kim-mail', 3, [id], 'csv')).results[0]).toMatchObject({ reason: 'email.unconfirmed' });

    // The right one does; the export is mailed from then on.
    expect((await confirm(sent)).json()).toEqual({ confirmed: true });
    expect((await t.app.inject({ url: '/api/session', headers: auth })).json()).toMatchObject({ scanUserEmailConfirmed: true });
    expect((await email('kim', 'kim-mail', 4, [id], 'csv')).results[0]).toMatchObject({ outcome: 'completed' });
    const exported = await t.smtp.waitFor('kim.confirm@acme.example', (m) => m.attachments.length === 1);
    expect(exported.attachments[0]!.filename).toMatch(/\.csv$/);
  });
});
