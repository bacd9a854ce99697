/**
 * The organiser's visitor list (issue #29): searched and paged on the server, a visitor edited,
 * added and removed with translated errors for bad input (nothing changed), the badges of chosen
 * visitors printed, and only the organiser may do any of it. An exhibitor's invited
 * administrator is no visitor: not counted, not listed, not printed (finding 29).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { testApp, type TestApp } from '../test/app';
import { organiserLink } from './session';
import { newEventDefaults } from '../../src/domain/organiser';
import { allSettings } from '../../src/domain/session';
import { EMPTY_VISITOR, type OrganiserVisitor, type VisitorPage } from '../../src/domain/organiser-visitors';
import { isBadgeCode } from '../../src/domain/badge';

let t: TestApp;
let auth: Record<string, string>;
let eventId: string;

beforeAll(async () => {
  t = await testApp();
  const [, id, verifier] = /\/organiser\/login\/([^/]+)\/([^/]+)$/.exec(await organiserLink(t.database.db, 'http://x'))!;
  auth = { authorization: `Bearer ${(await t.app.inject({ method: 'PUT', url: '/api/organiser/session', payload: { organiserID: id, verifier } })).json().token}` };
  eventId = (await t.app.inject({ method: 'POST', url: '/api/organiser/events', headers: auth, payload: { ...newEventDefaults(), name: 'Visitor Desk Fair' } })).json().id;
}, 60_000);
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, headers = auth) => t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const base = () => `/api/organiser/events/${eventId}`;
const list = async (query = '') => (await call('GET', `${base()}/visitors${query}`)).json() as VisitorPage;
const pdfText = async (bytes: Uint8Array) => {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
  let text = '';
  for (let p = 1; p <= pdf.numPages; p++) text += ((await (await pdf.getPage(p)).getTextContent()).items as Array<{ str?: string }>).map((i) => i.str ?? '').join(' ') + '\n';
  await pdf.destroy();
  return text;
};

describe('the organiser’s visitor list', () => {
  it('does not count, list or print an exhibitor’s invited administrator as a visitor', async () => {
    const partner = (await call('POST', `${base()}/exhibitors`, { name: 'Nordic Timber', settings: { ...allSettings(true), badgeShop: false, conversation: false, api: false } })).json();
    expect((await call('POST', `/api/organiser/exhibitors/${partner.id}/invite`, { firstName: 'Ingrid', lastName: 'Admin', email: 'ingrid@timber.example', language: 'en' })).statusCode).toBe(200);
    const events = (await call('GET', '/api/organiser/events')).json() as Array<{ id: string; visitors: number }>;
    expect(events.find((e) => e.id === eventId)!.visitors).toBe(0);
    expect((await call('GET', `${base()}/visitors/count`)).json()).toEqual({ visitors: 0 });
    expect(await list()).toEqual({ total: 0, offset: 0, visitors: [] });
    const pdf = await call('GET', `${base()}/badges.pdf`);
    expect(await pdfText(pdf.rawPayload)).not.toContain('Ingrid');
    // Nor is she changed or removed through the visitor list.
    const ingrid = await t.database.db.selectFrom('users').select('id').where('email', '=', 'ingrid@timber.example').executeTakeFirstOrThrow();
    expect((await call('PUT', `${base()}/visitors/${ingrid.id}`, { ...EMPTY_VISITOR, lastname: 'Changed' })).statusCode).toBe(404);
    expect((await call('DELETE', `${base()}/visitors/${ingrid.id}`)).statusCode).toBe(404);
    expect((await call('POST', `${base()}/badges.pdf`, { ids: [ingrid.id] })).statusCode).toBe(404);
  });

  it('adds a visitor with a new badge code, refusing bad input with a translated error per field', async () => {
    const refused = [
      [{ ...EMPTY_VISITOR }, { lastname: 'visitor.nameRequired' }],
      [{ ...EMPTY_VISITOR, lastname: 'Bad', email: 'bad@' }, { email: 'visitor.emailInvalid' }],
      [{ ...EMPTY_VISITOR, lastname: 'Shy', contactable: true }, { contactable: 'visitor.contactableNeedsPublic' }],
      [{ ...EMPTY_VISITOR, lastname: 'x'.repeat(101) }, { lastname: 'visitor.tooLong' }],
    ] as const;
    for (const [body, fields] of refused) {
      const res = await call('POST', `${base()}/visitors`, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json()).toEqual({ error: 'invalid', fields });
    }
    expect((await call('POST', `${base()}/visitors`, { ...EMPTY_VISITOR, lastname: 'X', badgeCode: 'bcdefjklmnstuvw' })).statusCode).toBe(400);
    expect((await list()).total).toBe(0);

    const added = await call('POST', `${base()}/visitors`, { ...EMPTY_VISITOR, firstname: ' Zoë ', lastname: 'Ünal', company: 'Grüne Wiese GmbH', email: 'Zoe@Wiese.example', public: true, contactable: true });
    expect(added.statusCode).toBe(201);
    const zoe = added.json() as OrganiserVisitor;
    expect(zoe).toMatchObject({ firstname: 'Zoë', lastname: 'Ünal', company: 'Grüne Wiese GmbH', email: 'zoe@wiese.example', public: true, contactable: true, registrationState: 'registered', leads: 0 });
    expect(isBadgeCode(zoe.badgeCode)).toBe(true);
    // One address, one visitor at the event.
    const twice = await call('POST', `${base()}/visitors`, { ...EMPTY_VISITOR, lastname: 'Other', email: 'zoe@wiese.example' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ error: 'invalid', fields: { email: 'visitor.emailTaken' } });
    expect((await list()).total).toBe(1);
  });

  it('searches on the server (name without accents, company, e-mail, badge code) and pages', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => ({ row: i + 2, firstname: 'Guest', lastname: `Number ${String(i).padStart(3, '0')}`, company: i % 2 ? 'Odd Ltd' : 'Even GmbH', email: `guest${i}@example.org` }));
    expect((await call('POST', `${base()}/visitors/import`, { rows })).json()).toMatchObject({ created: 120 });
    const first = await list();
    expect(first.total).toBe(121);
    expect(first.visitors).toHaveLength(50);
    expect(first.visitors[0]!.lastname).toBe('Number 000');
    const third = await list('?offset=100&limit=50');
    expect(third.visitors.map((x) => x.lastname).at(-1)).toBe('Ünal');
    expect(third.visitors).toHaveLength(21);
    expect((await list('?q=unal')).visitors.map((x) => x.lastname)).toEqual(['Ünal']);
    expect((await list('?q=wiese')).total).toBe(1);
    expect((await list('?q=odd%20number%2001')).visitors.map((x) => x.lastname)).toEqual(['Number 001', 'Number 011', 'Number 013', 'Number 015', 'Number 017', 'Number 019', 'Number 101']);
    const zoe = (await list('?q=unal')).visitors[0]!;
    const dashed = `${zoe.badgeCode.slice(0, 5)}-${zoe.badgeCode.slice(5, 10)}`;
    expect((await list(`?q=${dashed}`)).visitors.map((x) => x.id)).toEqual([zoe.id]);
    expect((await list('?q=%25')).total).toBe(0);
    expect((await call('GET', `${base()}/visitors?offset=-1`)).statusCode).toBe(400);
    expect((await call('GET', '/api/organiser/events/no-such-event/visitors')).statusCode).toBe(404);
  });

  it('edits a visitor, keeping the badge code, and refuses bad input without changing anything', async () => {
    const [target] = (await list('?q=number%20007')).visitors;
    const before = target!;
    const bad = await call('PUT', `${base()}/visitors/${before.id}`, { ...before, id: undefined, badgeCode: undefined, registrationState: undefined, leads: undefined, email: 'not an address' });
    expect(bad.statusCode).toBe(400);
    const body = { ...EMPTY_VISITOR, firstname: 'Greta', lastname: 'Number 007', company: 'Fixed AG', email: 'greta@fixed.example', city: 'Köln' };
    expect((await call('PUT', `${base()}/visitors/${before.id}`, { ...body, email: 'guest8@example.org' })).json()).toEqual({ error: 'invalid', fields: { email: 'visitor.emailTaken' } });
    expect((await list('?q=number%20007')).visitors[0]).toEqual(before);
    const saved = await call('PUT', `${base()}/visitors/${before.id}`, body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ ...body, id: before.id, badgeCode: before.badgeCode });
    const row = await t.database.db.selectFrom('users').select(['fullname', 'company']).where('id', '=', before.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ fullname: 'Greta Number 007', company: 'Fixed AG' });
    expect((await call('PUT', `${base()}/visitors/no-such-visitor`, body)).statusCode).toBe(404);
    // A visitor of another event is not reached through this one.
    const other = await t.database.db.selectFrom('users').select('id').where('event_id', '=', 'demo-expo').where('is_system', '=', false).executeTakeFirstOrThrow();
    expect((await call('PUT', `${base()}/visitors/${other.id}`, body)).statusCode).toBe(404);
    expect((await call('DELETE', `${base()}/visitors/${other.id}`)).statusCode).toBe(404);
  });

  it('prints the badges of chosen visitors, in the order chosen', async () => {
    const [a, b] = (await list('?q=number%2001')).visitors;
    const res = await call('POST', `${base()}/badges.pdf`, { ids: [b!.id, a!.id] });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect((await PDFDocument.load(res.rawPayload)).getPageCount()).toBe(1);
    const text = await pdfText(res.rawPayload);
    expect(text.indexOf(`Guest ${b!.lastname}`)).toBeGreaterThanOrEqual(0);
    expect(text.indexOf(`Guest ${b!.lastname}`)).toBeLessThan(text.indexOf(`Guest ${a!.lastname}`));
    expect(text).not.toContain('Number 002');
    expect((await call('POST', `${base()}/badges.pdf`, { ids: [] })).statusCode).toBe(400);
    expect((await call('POST', `${base()}/badges.pdf`, { ids: [a!.id, 'no-such-visitor'] })).statusCode).toBe(404);
  });

  it('removes a visitor, but not one exhibitors hold as a lead', async () => {
    const [gone] = (await list('?q=number%20005')).visitors;
    expect((await call('DELETE', `${base()}/visitors/${gone!.id}`)).statusCode).toBe(204);
    expect((await list('?q=number%20005')).total).toBe(0);
    expect((await call('DELETE', `${base()}/visitors/${gone!.id}`)).statusCode).toBe(404);
    // A demo visitor that Acme scanned: the lead is Acme's, and only Acme erases it.
    const lead = await t.database.db.selectFrom('connections').select('visitor_id').where('visitor_id', 'is not', null).executeTakeFirstOrThrow();
    const demo = (await call('GET', `/api/organiser/events/demo-expo/visitors?limit=100`)).json() as VisitorPage;
    expect(demo.total).toBeGreaterThan(0);
    const res = await call('DELETE', `/api/organiser/events/demo-expo/visitors/${lead.visitor_id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'visitor.hasLeads' });
    expect(await t.database.db.selectFrom('users').select('id').where('id', '=', lead.visitor_id!).executeTakeFirst()).toBeTruthy();
  });

  it('is the organiser’s only: exhibitor administrators and staff are refused, and change nothing', async () => {
    const [someone] = (await list('?q=number%20009')).visitors;
    const callers = {
      partner: { authorization: `Bearer ${await t.login('partner', 'acme')}` },
      admin: { authorization: `Bearer ${await t.login('staff', 'acme-alex')}` },
      staff: { authorization: `Bearer ${await t.login('staff', 'acme-sam')}` },
      nobody: {},
    };
    for (const [who, headers] of Object.entries(callers)) {
      const status = who === 'nobody' ? 401 : 403;
      expect((await call('GET', `${base()}/visitors`, undefined, headers)).statusCode, who).toBe(status);
      expect((await call('POST', `${base()}/visitors`, { ...EMPTY_VISITOR, lastname: 'Intruder' }, headers)).statusCode, who).toBe(status);
      expect((await call('PUT', `${base()}/visitors/${someone!.id}`, { ...EMPTY_VISITOR, lastname: 'Intruder' }, headers)).statusCode, who).toBe(status);
      expect((await call('DELETE', `${base()}/visitors/${someone!.id}`, undefined, headers)).statusCode, who).toBe(status);
      expect((await call('POST', `${base()}/badges.pdf`, { ids: [someone!.id] }, headers)).statusCode, who).toBe(status);
    }
    expect((await list('?q=number%20009')).visitors[0]).toEqual(someone);
    expect((await list('?q=intruder')).total).toBe(0);
  });
});
