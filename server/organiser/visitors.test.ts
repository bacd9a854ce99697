/**
 * Importing a registration list: rows checked by number, visitors matched by badge code then
 * e-mail so a second import updates instead of duplicating, badge codes generated where the file
 * has none, and the imported visitors in the offline directory of a licensed device.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../test/app';
import { organiserLink } from './session';
import { newEventDefaults } from '../../src/domain/organiser';
import { isBadgeCode } from '../../src/domain/badge';
import { demoBadgeCode } from '../demo/seed';
import { PDFDocument } from 'pdf-lib';

let t: TestApp;
let auth: Record<string, string>;
let eventId: string;

beforeAll(async () => {
  t = await testApp();
  const [, id, verifier] = /\/organiser\/login\/([^/]+)\/([^/]+)$/.exec(await organiserLink(t.database.db, 'http://x'))!;
  auth = { authorization: `Bearer ${(await t.app.inject({ method: 'PUT', url: '/api/organiser/session', payload: { organiserID: id, verifier } })).json().token}` };
  eventId = (await t.app.inject({ method: 'POST', url: '/api/organiser/events', headers: auth, payload: { ...newEventDefaults(), name: 'Import Fair' } })).json().id;
});
afterAll(async () => t.close());

const importRows = (rows: Array<Record<string, string | number>>, dryRun = false, event = eventId) =>
  t.app.inject({ method: 'POST', url: `/api/organiser/events/${event}/visitors/import`, headers: auth, payload: { rows, dryRun } });
const visitors = () => t.database.db.selectFrom('users').selectAll().where('event_id', '=', eventId).orderBy('last_name').execute();

describe('visitor import', () => {
  it('adds visitors, with their badge code or a new one, and lists the bad rows by number', async () => {
    const res = await importRows([
      { row: 2, firstname: 'Anna', lastname: 'Becker', company: 'Bäckerei Becker', email: 'Anna@Becker.example', badgeCode: 'bcdef-jklmn-stuvw', public: 'ja', contactable: 'yes' },
      { row: 3, firstname: 'Ömer', lastname: 'Çelik', email: 'omer@celik.example', registrationtype: 'press' },
      { row: 4, company: 'Nameless Ltd' },
      { row: 5, firstname: 'Bad', lastname: 'Code', badgeCode: 'not-a-code' },
      { row: 6, firstname: 'Bad', lastname: 'Mail', email: 'bad@' },
      { row: 7, firstname: 'Shy', lastname: 'Person', contactable: 'yes', public: 'no' },
      { row: 8, firstname: 'Twice', lastname: 'Code', badgeCode: 'bcdef-jklmn-stuvw' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      created: 2,
      updated: 0,
      problems: [
        { row: 4, field: 'lastname', error: 'import.nameRequired' },
        { row: 5, field: 'badgeCode', error: 'import.badgeCodeInvalid' },
        { row: 6, field: 'email', error: 'import.emailInvalid' },
        { row: 7, field: 'contactable', error: 'import.contactableNeedsPublic' },
        { row: 8, field: 'badgeCode', error: 'import.duplicateBadgeCode' },
      ],
    });
    const [becker, celik] = await visitors();
    expect(becker).toMatchObject({ first_name: 'Anna', last_name: 'Becker', company: 'Bäckerei Becker', email: 'anna@becker.example', badge_code: 'bcdefjklmnstuvw', public: true, contactable: true, registration_state: 'registered' });
    expect(celik).toMatchObject({ first_name: 'Ömer', registration_type: 'press', public: false });
    expect(isBadgeCode(celik!.badge_code)).toBe(true);
  });

  it('updates on a second import (by badge code, then e-mail), keeping what empty cells do not say', async () => {
    const before = await visitors();
    const res = await importRows([
      { row: 2, firstname: 'Anna', lastname: 'Becker-Schulz', badgeCode: 'bcdefjklmnstuvw' },
      { row: 3, firstname: 'Ömer', lastname: 'Çelik', email: 'OMER@celik.example', company: 'Çelik A.Ş.' },
    ]);
    expect(res.json()).toMatchObject({ created: 0, updated: 2, problems: [] });
    const after = await visitors();
    expect(after).toHaveLength(before.length);
    expect(after.find((u) => u.id === before[0]!.id)).toMatchObject({ last_name: 'Becker-Schulz', company: 'Bäckerei Becker', public: true });
    // Matched by e-mail: the same visitor, the same badge code.
    expect(after.find((u) => u.id === before[1]!.id)).toMatchObject({ company: 'Çelik A.Ş.', badge_code: before[1]!.badge_code });
  });

  it('checks without writing on a dry run', async () => {
    const before = (await visitors()).length;
    expect((await importRows([{ row: 2, firstname: 'Dry', lastname: 'Run' }], true)).json()).toEqual({ created: 1, updated: 0, problems: [] });
    expect(await visitors()).toHaveLength(before);
  });

  it('refuses a malformed request, too many rows, and an unknown event, writing nothing', async () => {
    const before = (await visitors()).length;
    expect((await importRows([])).statusCode).toBe(400);
    expect((await importRows([{ row: 2, shoeSize: '44' }])).statusCode).toBe(400);
    expect((await importRows(Array.from({ length: 2501 }, (_, i) => ({ row: i + 2, lastname: `P${i}` })))).statusCode).toBe(400);
    expect((await importRows([{ row: 2, lastname: 'Nobody' }], false, 'no-such-event')).statusCode).toBe(404);
    expect(await visitors()).toHaveLength(before);
  });

  it('imports 2,500 rows in one part, and a licensed device finds them in its directory', async () => {
    const rows = Array.from({ length: 2500 }, (_, i) => ({ row: i + 2, firstname: 'Visitor', lastname: `Number ${i}`, company: `Company ${i % 50}`, email: `v${i}@example.org` }));
    expect((await importRows(rows)).json()).toMatchObject({ created: 2500, problems: [] });
    // The demo event's directory: a visitor imported there shows with name and company.
    const res = await importRows([{ row: 2, firstname: 'Zelda', lastname: 'Zimmer', company: 'Zimmer GmbH', badgeCode: demoBadgeCode('demo-expo', 99_999) }], false, 'demo-expo');
    expect(res.json()).toMatchObject({ created: 1 });
    const token = await t.login('staff', 'acme-sam');
    const names: string[] = [];
    let after: string | null = '';
    while (after !== null) {
      const page: { visitors: Array<{ name: string; company: string }>; next: string | null } = (await t.app.inject({ url: `/api/visitors/directory${after ? `?after=${after}` : ''}`, headers: { authorization: `Bearer ${token}` } })).json();
      names.push(...page.visitors.map((x) => `${x.name} (${x.company})`));
      after = page.next;
    }
    expect(names).toContain('Zelda Zimmer (Zimmer GmbH)');
  });

  it('prints the badges as a PDF, eight to an A4 page, names with any letters', async () => {
    const res = await t.app.inject({ url: `/api/organiser/events/${eventId}/badges.pdf`, headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(res.rawPayload);
    // 1,000 badges a file: 125 pages.
    expect(doc.getPageCount()).toBe(125);
    const [width, height] = [doc.getPage(0).getWidth(), doc.getPage(0).getHeight()];
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    const rest = await PDFDocument.load((await t.app.inject({ url: `/api/organiser/events/${eventId}/badges.pdf?offset=2000`, headers: auth })).rawPayload);
    expect(rest.getPageCount()).toBe(Math.ceil(((await visitors()).length - 2000) / 8));
    expect((await t.app.inject({ url: `/api/organiser/events/${eventId}/badges.pdf?offset=-1`, headers: auth })).statusCode).toBe(400);
  }, 60_000);
});
