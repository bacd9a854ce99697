/**
 * The sync protocol's server side: push outcomes, exactly-once, visibility, pull paging and scope.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { testApp, type TestApp } from '../test/app';
import { connectionId, SOURCE_TYPES } from '../../src/domain/connection';
import { normalizeBadgeCode } from '../../src/domain/badge';
import { demoBadgeCode, DEMO } from '../demo/seed';
import { PROTOCOL_VERSION, type WireMutation } from '../../src/domain/mutations';
import type { PullResponse, PushResponse } from '../../src/domain/protocol';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await testApp();
  tokens.sam = await t.login('staff', 'acme-sam');
  tokens.robin = await t.login('staff', 'acme-robin');
  tokens.partner = await t.login('partner', 'acme');
  tokens.gina = await t.login('staff', 'globex-gina');
  tokens.scan = await t.login('scan', 'ACME-SCAN-UNLIMITED', { name: 'Kim Booth', email: 'kim@acme.example' });
});
afterAll(async () => t.close());

const code = (i: number) => demoBadgeCode(DEMO.eventId, i);
let seq = 0;
// Scan times a day back, one second apart: in the past whatever the machine's date (future scans are clamped).
const start = Date.now() - 86_400_000;
const now = () => new Date(start + ++seq * 1000).toISOString();

function capture(partner: string, badge: string, extra: Record<string, unknown> = {}): Pick<WireMutation, 'name' | 'args'> {
  return { name: 'captureConnection', args: { id: connectionId(partner, normalizeBadgeCode(badge)), badgeCode: badge, scannedAt: now(), sourceType: 'manual', ...extra } };
}

const pushAs = (who: string, clientID: string, mutations: Array<Pick<WireMutation, 'name' | 'args'> & { id: number }>): Promise<PushResponse> => t.push(tokens[who]!, clientID, mutations);

async function pullAs(who: string, query: Record<string, string | number> = {}): Promise<PullResponse> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  const res = await t.app.inject({ url: `/api/sync/pull?${qs}`, headers: { authorization: `Bearer ${tokens[who]}` } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('push', () => {
  it('captures a connection once; a repeated push is skipped', async () => {
    const m = { id: 1, ...capture('acme', code(100)) };
    expect(await pushAs('sam', 'sam-device-1', [m])).toEqual({ lastMutationID: 1, results: [{ id: 1, outcome: 'completed', reason: null }] });
    // The repeat applies nothing, and repeats the outcome for a client that lost the first answer.
    expect(await pushAs('sam', 'sam-device-1', [m])).toEqual({ lastMutationID: 1, results: [{ id: 1, outcome: 'completed', reason: null }] });
    const rows = await t.database.db.selectFrom('connections').selectAll().where('id', '=', connectionId('acme', code(100))).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ scanned_by_user_id: 'acme-sam', scanned_by_name: 'Sam Visser', source_type: 'manual', licensed: true });
  });

  it('keeps every source type the protocol names, un (unique number) from another system included, and gives it back', async () => {
    const mutations = SOURCE_TYPES.map((sourceType, i) => ({ id: i + 1, ...capture('acme', code(180 + i), { sourceType }) }));
    const pushed = await pushAs('sam', 'sam-device-sources', mutations);
    expect(pushed.results.map((r) => r.outcome)).toEqual(SOURCE_TYPES.map(() => 'completed'));
    const pulled = (await pullAs('sam')).connections;
    expect(SOURCE_TYPES.map((_, i) => pulled.find((c) => c.id === connectionId('acme', normalizeBadgeCode(code(180 + i))))?.sourceType)).toEqual([...SOURCE_TYPES]);
    // Anything else is not a source type.
    const bad = await pushAs('sam', 'sam-device-sources', [{ id: SOURCE_TYPES.length + 1, ...capture('acme', code(186), { sourceType: 'unknown' }) }]);
    expect(bad.results[0]!.outcome).not.toBe('completed');
  });

  it('keeps a scan time from a device clock far ahead as the device said, but a colleague who met the visitor earlier is the first', async () => {
    const id = connectionId('acme', normalizeBadgeCode(code(130)));
    await pushAs('sam', 'sam-device-future', [{ id: 1, ...capture('acme', code(130), { scannedAt: '2099-01-01T00:00:00.000Z', scanId: '00000000-0000-4000-8000-000000000130' }) }]);
    const row = await t.database.db.selectFrom('connections').select(['scanned_at', 'scanned_by_name']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.scanned_at.toISOString()).toBe('2099-01-01T00:00:00.000Z');
    const scan = await t.database.db.selectFrom('connection_scans').select('scanned_at').where('connection_id', '=', id).executeTakeFirstOrThrow();
    expect(scan.scanned_at.toISOString()).toBe('2099-01-01T00:00:00.000Z');
    // A colleague who really met the visitor earlier is the first to have met them.
    const robins = new Date(Date.now() - 60_000).toISOString();
    await pushAs('robin', 'robin-device-future', [{ id: 1, ...capture('acme', code(130), { scannedAt: robins }) }]);
    const after = await t.database.db.selectFrom('connections').select(['scanned_at', 'scanned_by_name']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(after.scanned_by_name).toBe('Robin Keller');
    expect(after.scanned_at.toISOString()).toBe(robins);
  });

  it("keeps a scan time from before the event's set-up day as the device said, and a backdated re-capture cannot take a colleague's lead", async () => {
    const id = connectionId('acme', normalizeBadgeCode(code(131)));
    const robins = new Date(Date.now() - 3_600_000).toISOString();
    await pushAs('robin', 'robin-device-past', [{ id: 1, ...capture('acme', code(131), { scannedAt: robins }) }]);
    await pushAs('sam', 'sam-device-past', [{ id: 1, ...capture('acme', code(131), { scannedAt: '2000-01-01T00:00:00.000Z' }) }]);
    const row = await t.database.db.selectFrom('connections').select(['scanned_at', 'scanned_by_name']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.scanned_by_name).toBe('Robin Keller');
    expect(row.scanned_at.toISOString()).toBe(robins);
    // Sam's meeting keeps the time his device gave it.
    const scans = await t.database.db.selectFrom('connection_scans').select(['scanned_at', 'scanned_by_name']).where('connection_id', '=', id).orderBy('scanned_at').execute();
    expect(scans.map((x) => [x.scanned_by_name, x.scanned_at.toISOString()])).toEqual([
      ['Sam Visser', '2000-01-01T00:00:00.000Z'],
      ['Robin Keller', robins],
    ]);
  });

  it('keeps the time of a scan made offline days before the sync, before the event set-up, as the device gave it (issue #29)', async () => {
    // A phone offline on a test day before the event: the scan reaches the server days later.
    const id = connectionId('acme', normalizeBadgeCode(code(132)));
    const met = new Date(Date.now() - 5 * 86_400_000).toISOString();
    expect(await pushAs('sam', 'sam-device-offline-days', [{ id: 1, ...capture('acme', code(132), { scannedAt: met, scanId: '00000000-0000-4000-8000-000000000132' }) }])).toMatchObject({ results: [{ outcome: 'completed' }] });
    const row = await t.database.db.selectFrom('connections').select(['scanned_at', 'scanned_by_name']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ scanned_by_name: 'Sam Visser' });
    expect(row.scanned_at.toISOString()).toBe(met);
    // What devices pull is the same time, the connection's and its meeting's.
    const pulled = await pullAs('sam');
    expect(pulled.connections.find((c) => c.id === id)?.scannedAt).toBe(met);
    expect(pulled.scans.find((x) => x.connectionId === id)?.scannedAt).toBe(met);
  });

  it('stops at a gap in mutation ids, applying nothing after it', async () => {
    const res = await pushAs('sam', 'sam-device-2', [
      { id: 1, ...capture('acme', code(101)) },
      { id: 3, ...capture('acme', code(102)) },
    ]);
    expect(res.lastMutationID).toBe(1);
    expect(await t.database.db.selectFrom('connections').select('id').where('id', '=', connectionId('acme', code(102))).executeTakeFirst()).toBeUndefined();
  });

  it('keeps who met the visitor first as the scanner, and every scan as a meeting, in whatever order they sync', async () => {
    const id = connectionId('acme', code(103));
    const first = new Date(Date.now() - 5 * 3_600_000).toISOString();
    const later = new Date(Date.now() - 3 * 3_600_000).toISOString();
    // Robin's later scan reaches the server first; Sam's earlier one (typed) after it.
    await pushAs('robin', 'robin-device-1', [{ id: 1, ...capture('acme', code(103), { scannedAt: later, sourceType: 'barcode', scanId: '00000000-0000-4000-8000-000000000103' }) }]);
    await pushAs('sam', 'sam-device-3', [{ id: 1, ...capture('acme', code(103), { scannedAt: first, scanId: '00000000-0000-4000-8000-000000000203' }) }]);
    const row = await t.database.db.selectFrom('connections').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ scanned_by_user_id: 'acme-sam', scanned_by_name: 'Sam Visser', source_type: 'manual' });
    expect(row.scanned_at.toISOString()).toBe(first);
    const scans = await t.database.db.selectFrom('connection_scans').selectAll().where('connection_id', '=', id).orderBy('scanned_at').execute();
    expect(scans.map((x) => [x.id, x.scanned_by_name, x.scanned_at.toISOString(), x.source_type])).toEqual([
      ['acme.00000000-0000-4000-8000-000000000203', 'Sam Visser', first, 'manual'],
      ['acme.00000000-0000-4000-8000-000000000103', 'Robin Keller', later, 'barcode'],
    ]);
    // Robin (who sees the team's) pulls both meetings.
    const pulled = (await pullAs('robin')).scans.filter((x) => x.connectionId === id);
    expect(pulled.map((x) => x.scannedByName).sort()).toEqual(['Robin Keller', 'Sam Visser']);
  });

  it("says a visitor of another event, typed without the event, does not belong to this event (SPEC: licenseNotFound)", async () => {
    const autumn = demoBadgeCode(DEMO.endedEventId, 7);
    const res = await pushAs('sam', 'sam-device-other-event', [{ id: 1, ...capture('acme', autumn) }, { id: 2, ...capture('acme', 'hzzzz-rzzzz-szzzy') }]);
    expect(res.results.map((r) => [r.outcome, r.reason])).toEqual([
      ['otherEvent', 'licenseNotFound'],
      ['visitorNotFound', null],
    ]);
  });

  it('gives each failure its outcome and goes on with the next mutation', async () => {
    const res = await pushAs('sam', 'sam-device-4', [
      { id: 1, ...capture('acme', 'hzzzz-rzzzz-szzzz') },
      { id: 2, ...capture('acme', code(104), { badgeEventId: 'autumn-fair' }) },
      { id: 3, name: 'addNote', args: { id: 'n-empty', connectionId: connectionId('acme', code(100)), text: '   ', type: 'text', createdAt: now() } },
      { id: 4, name: 'setStage', args: { id: 's-bad', connectionId: connectionId('acme', code(100)), stage: 'nope', comment: '', createdAt: now() } },
      { id: 5, ...capture('acme', code(105)) },
    ]);
    expect(res.results.map((r) => [r.outcome, r.reason])).toEqual([
      ['visitorNotFound', null],
      ['otherEvent', null],
      ['invalid', 'note.empty'],
      ['invalid', 'badArguments'],
      ['completed', null],
    ]);
    // A client that lost this response learns the outcomes from a pull.
    const pulled = await pullAs('sam', { clientID: 'sam-device-4', pendingFrom: 1 });
    expect(pulled.lastMutationID).toBe(5);
    expect(pulled.results.map((r) => r.outcome)).toEqual(['visitorNotFound', 'otherEvent', 'invalid', 'invalid']);
  });

  it('refuses capture to the administrator (partner mode cannot scan) and records it without a licence', async () => {
    const partner = await pushAs('partner', 'partner-device-1', [{ id: 1, ...capture('acme', code(106)) }]);
    expect(partner.results[0]!.outcome).toBe('noPermission');
    const globex = await pushAs('gina', 'gina-device-1', [{ id: 1, ...capture('globex', code(106)) }]);
    expect(globex.results[0]!.outcome).toBe('noLicense');
    const pulled = await pullAs('gina');
    const row = pulled.connections.find((c) => c.id === connectionId('globex', code(106)))!;
    expect(row).toMatchObject({ licensed: false, contact: null });
  });

  it('refuses a capture once the event has ended, storing nothing (SPEC: after the event has ended, scanning is blocked)', async () => {
    const sam = await t.login('staff', 'acme-sam-autumn');
    const badge = demoBadgeCode(DEMO.endedEventId, 5);
    const id = connectionId('acme-autumn', normalizeBadgeCode(badge));
    const res = await t.push(sam, 'sam-autumn-device', [{ id: 1, name: 'captureConnection', args: { id, badgeCode: badge, scannedAt: new Date(Date.now() - 60_000).toISOString(), sourceType: 'barcode' } }]);
    expect(res.results).toEqual([{ id: 1, outcome: 'eventEnded', reason: null }]);
    expect(await t.database.db.selectFrom('connections').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
  });

  it('lets scan users capture as personnel, with their own name', async () => {
    const res = await pushAs('scan', 'scan-device-1', [{ id: 1, ...capture('acme', code(107)) }]);
    expect(res.results[0]!.outcome).toBe('completed');
    const row = await t.database.db.selectFrom('connections').selectAll().where('id', '=', connectionId('acme', code(107))).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ initiator_type: 'personnel', scanned_by_name: 'Kim Booth', scanned_by_user_id: null });
  });

  it('refuses a client id that belongs to another exhibitor', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sync/push',
      headers: { authorization: `Bearer ${tokens.gina}` },
      payload: { protocolVersion: PROTOCOL_VERSION, clientID: 'sam-device-1', mutations: [{ id: 2, ...capture('globex', code(108)), timestamp: 1 }] },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('notes, stages and answers', () => {
  it('applies a note in the same batch as the capture of its connection, and one that the database refuses does not hold back the rest', async () => {
    const id = connectionId('acme', code(106));
    // A note the database refuses (a constraint no rule of the app knows about, as a stand-in for
    // any statement that fails): the batch is then retried one by one.
    await sql`create or replace function refuse_odd_note() returns trigger language plpgsql as $$
      begin if new.text = 'the database refuses this' then raise exception 'refused'; end if; return new; end $$`.execute(t.database.db);
    await sql`create trigger refuse_odd_note before insert on connection_notes for each row execute function refuse_odd_note()`.execute(t.database.db);
    const res = await pushAs('sam', 'sam-device-6', [
      { id: 1, ...capture('acme', code(106)) },
      { id: 2, name: 'addNote', args: { id: 'n-first', connectionId: id, text: 'Before the odd one', type: 'text', createdAt: now() } },
      { id: 3, name: 'addNote', args: { id: 'n-odd', connectionId: id, text: 'the database refuses this', type: 'text', createdAt: now() } },
      { id: 4, name: 'addNote', args: { id: 'n-after', connectionId: id, text: 'After it', type: 'text', createdAt: now() } },
    ]);
    await sql`drop trigger refuse_odd_note on connection_notes`.execute(t.database.db);
    expect(res.lastMutationID).toBe(4);
    expect(res.results.map((r) => [r.outcome, r.reason])).toEqual([
      ['completed', null],
      ['completed', null],
      ['invalid', 'serverError'],
      ['completed', null],
    ]);
    const notes = await t.database.db.selectFrom('connection_notes').select('id').where('connection_id', '=', id).orderBy('id').execute();
    expect(notes.map((n) => n.id)).toEqual(['n-after', 'n-first']);
  });

  it('lets the person who scanned override the rating, and no colleague', async () => {
    // A badge nobody has scanned: Sam meets the visitor first.
    const id = connectionId('acme', code(117));
    const rate = (rating: string | null) => ({ name: 'setRating' as const, args: { connectionId: id, rating, updatedAt: now() } });
    const sam = await pushAs('sam', 'sam-device-7', [{ id: 1, ...capture('acme', code(117)) }, { id: 2, ...rate('hot') }]);
    expect(sam.results.map((r) => r.outcome)).toEqual(['completed', 'completed']);
    // Robin sees it (showAllConnections) and meets the visitor again later: still not the one who rates.
    await pushAs('robin', 'robin-device-7', [{ id: 1, ...capture('acme', code(117)) }]);
    const robin = await pushAs('robin', 'robin-device-7', [{ id: 2, ...rate('cold') }, { id: 3, ...rate('lukewarm') }]);
    expect(robin.results.map((r) => [r.outcome, r.reason])).toEqual([
      ['noPermission', 'rating.notScanner'],
      ['invalid', 'badArguments'],
    ]);
    const row = await t.database.db.selectFrom('connections').select(['rating', 'rating_set_by']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ rating: 'hot', rating_set_by: 'u:acme-sam' });
    const pulled = await pullAs('robin');
    expect(pulled.connections.find((c) => c.id === id)?.rating).toBe('hot');
    // Back to the rating worked out from the answers.
    await pushAs('sam', 'sam-device-7', [{ id: 3, ...rate(null) }]);
    expect((await t.database.db.selectFrom('connections').select('rating').where('id', '=', id).executeTakeFirstOrThrow()).rating).toBeNull();
  });

  it('lists the questions with the points of each answer and the rating thresholds', async () => {
    const res = await t.app.inject({ url: '/api/questions', headers: { authorization: `Bearer ${tokens.sam}` } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.rating).toEqual({ hotFrom: 5, warmFrom: 2 });
    expect(body.questions.map((q: { id: string }) => q.id)).toEqual(['q-interest', 'q-budget', 'q-timeline', 'q-challenge']);
    expect(body.questions[1].options.map((o: { points: number }) => o.points)).toEqual([0, 1, 2, 3]);
    // Another exhibitor's questions are not in its list.
    const gina = await t.app.inject({ url: '/api/questions', headers: { authorization: `Bearer ${tokens.gina}` } });
    expect(gina.json().questions.some((q: { id: string }) => q.id.startsWith('q-'))).toBe(false);
  });

  it('adds notes and stages to visible connections only', async () => {
    const robins = connectionId('acme', code(109));
    await pushAs('robin', 'robin-device-2', [{ id: 1, ...capture('acme', code(109)) }]);
    const sam = await pushAs('sam', 'sam-device-5', [
      { id: 1, name: 'addNote', args: { id: 'n-1', connectionId: robins, text: 'Hello', type: 'text', createdAt: now() } },
    ]);
    expect(sam.results[0]!.outcome).toBe('noAccess');
    const robin = await pushAs('robin', 'robin-device-2', [
      { id: 2, name: 'addNote', args: { id: 'n-2', connectionId: robins, text: 'Wants a demo', type: 'text', createdAt: now() } },
      { id: 3, name: 'setStage', args: { id: 's-1', connectionId: robins, stage: 'contacted', comment: 'Called', createdAt: now() } },
      { id: 4, name: 'setStage', args: { id: 's-2', connectionId: robins, stage: 'quoted', comment: '', createdAt: now() } },
    ]);
    expect(robin.results.map((r) => r.outcome)).toEqual(['completed', 'completed', 'completed']);
    const row = await t.database.db.selectFrom('connections').select('stage').where('id', '=', robins).executeTakeFirstOrThrow();
    expect(row.stage).toBe('quoted');
  });

  it('makes the stage a person saves last the stage, whatever the clocks of the devices said', async () => {
    const id = connectionId('acme', code(131));
    await pushAs('robin', 'robin-device-clock', [
      { id: 1, ...capture('acme', code(131)) },
      // Robin's device is an hour ahead; Sam's (below) a day behind.
      { id: 2, name: 'setStage', args: { id: 's-ahead', connectionId: id, stage: 'contacted', comment: 'Called', createdAt: new Date(Date.now() + 3_600_000).toISOString() } },
    ]);
    await pushAs('robin', 'robin-device-clock-2', [{ id: 1, name: 'setStage', args: { id: 's-behind', connectionId: id, stage: 'quoted', comment: 'Quote sent', createdAt: new Date(Date.now() - 86_400_000).toISOString() } }]);
    const row = await t.database.db.selectFrom('connections').select('stage').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.stage).toBe('quoted');
    // The pull gives the history in the order it was accepted.
    const pulled = (await pullAs('robin')).stages.filter((x) => x.connectionId === id);
    expect(pulled.sort((a, b) => a.seq - b.seq).map((x) => x.id)).toEqual(['s-ahead', 's-behind']);
  });

  it('keeps the last answer per question, and refuses answers that break the question', async () => {
    const id = connectionId('acme', code(110));
    const res = await pushAs('robin', 'robin-device-3', [
      { id: 1, ...capture('acme', code(110)) },
      { id: 2, name: 'setAnswer', args: { connectionId: id, questionId: 'q-budget', choices: ['q-budget-1'], text: null, updatedAt: now() } },
      { id: 3, name: 'setAnswer', args: { connectionId: id, questionId: 'q-budget', choices: ['q-budget-3'], text: null, updatedAt: now() } },
      { id: 4, name: 'setAnswer', args: { connectionId: id, questionId: 'q-budget', choices: ['q-budget-1', 'q-budget-2'], text: null, updatedAt: now() } },
      { id: 5, name: 'setAnswer', args: { connectionId: id, questionId: 'q-budget', choices: [], text: 'other', updatedAt: now() } },
    ]);
    expect(res.results.map((r) => r.reason ?? r.outcome)).toEqual(['completed', 'completed', 'completed', 'answer.tooManyChoices', 'answer.otherNotAllowed']);
    const answer = await t.database.db.selectFrom('connection_answers').selectAll().where('connection_id', '=', id).executeTakeFirstOrThrow();
    expect(answer.choices).toEqual(['q-budget-3']);
  });
});

describe('pull', () => {
  it('gives staff their own connections, and colleagues with showAllConnections all of them', async () => {
    const sam = await pullAs('sam');
    const robin = await pullAs('robin');
    const samIds = sam.connections.map((c) => c.id);
    expect(samIds).toContain(connectionId('acme', code(100)));
    expect(samIds).not.toContain(connectionId('acme', code(109)));
    expect(robin.connections.map((c) => c.id)).toEqual(expect.arrayContaining([connectionId('acme', code(100)), connectionId('acme', code(109))]));
    expect(robin.notes.map((n) => n.text)).toContain('Wants a demo');
    expect(robin.stages.find((s) => s.id === 's-1')).toMatchObject({ stage: 'contacted', comment: 'Called', authorName: 'Robin Keller' });
    const c = robin.connections.find((x) => x.id === connectionId('acme', code(100)))!;
    expect(c.contact?.fullname).toMatch(/\S+ \S+/);
    expect(c.contact?.company).toBeTruthy();
  });

  it("shows a colleague who met the visitor later only their own meeting and what was written since, and how many others met them", async () => {
    // Robin (showAllConnections) meets the visitor first and qualifies them.
    const id = connectionId('acme', normalizeBadgeCode(code(160)));
    const robinsScan = new Date(start).toISOString();
    const before = await pushAs('robin', 'robin-device-160', [
      { id: 1, ...capture('acme', code(160), { scannedAt: robinsScan }) },
      { id: 2, name: 'addNote', args: { id: 'n-160-robin', connectionId: id, text: 'Budget of 2 million, decides in May', type: 'text', createdAt: now() } },
      { id: 3, name: 'setStage', args: { id: 's-160-robin', connectionId: id, stage: 'quoted', comment: 'Sent the offer', createdAt: now() } },
      { id: 4, name: 'setAnswer', args: { connectionId: id, questionId: 'q-budget', choices: ['q-budget-3'], text: null, updatedAt: now() } },
      { id: 5, name: 'setRating', args: { connectionId: id, rating: 'hot', updatedAt: now() } },
    ]);
    expect(before.results.map((r) => r.outcome)).toEqual(['completed', 'completed', 'completed', 'completed', 'completed']);

    // Sam (without showAllConnections) takes the code from the directory and captures it too.
    const samsScan = now();
    await pushAs('sam', 'sam-device-160', [{ id: 1, ...capture('acme', code(160), { scannedAt: samsScan, sourceType: 'barcode' }) }]);
    let sam = await pullAs('sam');
    expect(sam.connections.find((c) => c.id === id)).toMatchObject({ scannedAt: samsScan, scannedByName: 'Sam Visser', sourceType: 'barcode', stage: 'new', rating: null, alsoMetBy: 1 });
    expect(sam.notes.filter((n) => n.connectionId === id)).toEqual([]);
    expect(sam.stages.filter((x) => x.connectionId === id)).toEqual([]);
    expect(sam.answers.filter((a) => a.connectionId === id)).toEqual([]);
    expect(sam.scans.filter((x) => x.connectionId === id).map((x) => x.scannedByName)).toEqual(['Sam Visser']);
    // Robin's earlier writes stay as they were; Robin stays the one who met the visitor first.
    const robin = await pullAs('robin');
    expect(robin.connections.find((c) => c.id === id)).toMatchObject({ scannedAt: robinsScan, scannedByName: 'Robin Keller', stage: 'quoted', rating: 'hot', alsoMetBy: 1 });

    // What anyone writes from now on, Sam sees; what Sam writes, Robin sees.
    await pushAs('sam', 'sam-device-160', [{ id: 2, name: 'addNote', args: { id: 'n-160-sam', connectionId: id, text: 'Asked for the brochure', type: 'text', createdAt: now() } }]);
    await pushAs('robin', 'robin-device-160', [{ id: 6, name: 'setStage', args: { id: 's-160-robin-2', connectionId: id, stage: 'sold', comment: '', createdAt: now() } }]);
    sam = await pullAs('sam');
    expect(sam.notes.filter((n) => n.connectionId === id).map((n) => n.id)).toEqual(['n-160-sam']);
    expect(sam.connections.find((c) => c.id === id)?.stage).toBe('sold');
    expect((await pullAs('robin')).notes.filter((n) => n.connectionId === id).map((n) => n.id).sort()).toEqual(['n-160-robin', 'n-160-sam']);
  });

  it('sends only what changed since the cookie', async () => {
    const first = await pullAs('robin');
    const again = await pullAs('robin', { cookie: first.cookie });
    expect(again.connections).toEqual([]);
    await pushAs('robin', 'robin-device-4', [{ id: 1, ...capture('acme', code(111)) }]);
    const next = await pullAs('robin', { cookie: first.cookie });
    expect(next.connections.map((c) => c.id)).toEqual([connectionId('acme', code(111))]);
  });

  it('starts over when the scope changes (a permission was granted)', async () => {
    const before = await pullAs('sam');
    await t.database.db.updateTable('staff').set({ permissions: ['createConnections', 'showAllConnections'] }).where('user_id', '=', 'acme-sam').execute();
    const after = await pullAs('sam', { cookie: before.cookie });
    expect(after.connections.length).toBeGreaterThan(before.connections.length);
    expect(after.connections.map((c) => c.id)).toContain(connectionId('acme', code(109)));
    await t.database.db.updateTable('staff').set({ permissions: ['createConnections'] }).where('user_id', '=', 'acme-sam').execute();
  });

  it('pages large changes with more: true', async () => {
    const mutations = Array.from({ length: 1005 }, (_, i) => ({ id: i + 1, ...capture('acme', code(200 + i)) }));
    for (let i = 0; i < mutations.length; i += 500) await pushAs('robin', 'robin-bulk', mutations.slice(i, i + 500));
    let cookie: string | undefined;
    let pages = 0;
    let rows = 0;
    for (;;) {
      const page = await pullAs('robin', cookie ? { cookie } : {});
      pages++;
      rows += page.connections.length;
      cookie = page.cookie;
      if (!page.more) break;
    }
    expect(pages).toBeGreaterThanOrEqual(2);
    const total = await t.database.db.selectFrom('connections').select((eb) => eb.fn.countAll<number>().as('n')).where('partner_id', '=', 'acme').executeTakeFirstOrThrow();
    expect(rows).toBe(Number(total.n));
  }, 60_000);
});

describe('batches with refusals', () => {
  it('applies the rest of a batch whose only capture was refused', async () => {
    const known = connectionId('acme', code(150));
    await pushAs('sam', 'sam-device-refused', [{ id: 1, ...capture('acme', code(150)) }]);
    const res = await pushAs('sam', 'sam-device-refused', [
      { id: 2, ...capture('acme', 'hzzzz-rzzzz-szzzz') },
      { id: 3, name: 'addNote', args: { id: 'n-after-refusal', connectionId: known, text: 'Still saved', type: 'text', createdAt: now() } },
    ]);
    expect(res.results.map((r) => r.outcome)).toEqual(['visitorNotFound', 'completed']);
    expect(await t.database.db.selectFrom('connection_notes').select('text').where('id', '=', 'n-after-refusal').executeTakeFirst()).toEqual({ text: 'Still saved' });
  });
});

describe('deleting a connection', () => {
  const del = (id: string) => ({ name: 'deleteConnection' as const, args: { connectionId: id, deletedAt: now() } });

  it('lets the first scanner and an administrator delete, and no colleague; every device is told', async () => {
    const sams = connectionId('acme', code(140));
    const other = connectionId('acme', code(141));
    await pushAs('sam', 'sam-device-del', [
      { id: 1, ...capture('acme', code(140)) },
      { id: 2, name: 'addNote', args: { id: 'n-del', connectionId: sams, text: 'Test scan', type: 'text', createdAt: now() } },
      { id: 3, ...capture('acme', code(141)) },
    ]);
    const before = (await pullAs('robin')).cookie;
    // Robin sees Sam's connections and has met the visitor too, but is not their first scanner nor an admin.
    const robin = await pushAs('robin', 'robin-device-del', [{ id: 1, ...capture('acme', code(141)) }, { id: 2, ...del(other) }]);
    expect(robin.results[1]).toEqual({ id: 2, outcome: 'noPermission', reason: 'connection.deleteNotAllowed' });
    // Sam deletes the one Sam scanned; Alex (partner, admin) deletes the other.
    expect((await pushAs('sam', 'sam-device-del', [{ id: 4, ...del(sams) }])).results[0]!.outcome).toBe('completed');
    expect((await pushAs('partner', 'partner-device-del', [{ id: 1, ...del(other) }])).results[0]!.outcome).toBe('completed');
    for (const id of [sams, other]) {
      expect(await t.database.db.selectFrom('connections').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
    }
    expect(await t.database.db.selectFrom('connection_notes').select('id').where('id', '=', 'n-del').executeTakeFirst()).toBeUndefined();
    // Devices learn of it in their next pull.
    const pulled = await pullAs('robin', { cookie: before });
    expect(pulled.deletions.map((d) => d.connectionId).sort()).toEqual([sams, other].sort());
    // The audit log says who deleted which connection, and holds nothing of the visitor.
    const audit = await t.database.db.selectFrom('audit_log').selectAll().where('subject', 'in', [sams, other]).orderBy('id').execute();
    // Each deletion counts its one row (the log showed "–" without a count: issue #29).
    expect(audit.map((a) => [a.action, a.subject, a.actor, a.row_count])).toEqual([
      ['connection.deleted', sams, 'u:acme-sam', 1],
      ['connection.deleted', other, expect.stringMatching(/^u:/), 1],
    ]);
    expect(JSON.stringify(audit)).not.toMatch(/Test scan|@|Smit/);
  });

  it("lets a scan-licence user delete her own leads once they are synced, as the manual says, and no colleague's (issue #29, finding 9)", async () => {
    const kims = connectionId('acme', normalizeBadgeCode(code(144)));
    const sams = connectionId('acme', normalizeBadgeCode(code(145)));
    await pushAs('sam', 'sam-device-del-scan', [{ id: 1, ...capture('acme', code(145)) }]);
    await pushAs('scan', 'kim-device-del', [{ id: 1, ...capture('acme', code(144)) }]);
    // Her device knows her as the scanner of what it pulls (SessionInfo.scanUserId = scannedByID).
    const info = (await t.app.inject({ url: '/api/session', headers: { authorization: `Bearer ${tokens.scan}` } })).json();
    const pulled = (await pullAs('scan')).connections.find((c) => c.id === kims)!;
    expect(info.scanUserId).toEqual(expect.any(String));
    expect(pulled.scannedByID).toBe(info.scanUserId);
    const res = await pushAs('scan', 'kim-device-del', [{ id: 2, ...del(kims) }, { id: 3, ...del(sams) }]);
    expect(res.results).toEqual([
      { id: 2, outcome: 'completed', reason: null },
      { id: 3, outcome: 'noAccess', reason: null },
    ]);
    expect(await t.database.db.selectFrom('connections').select('id').where('id', '=', kims).executeTakeFirst()).toBeUndefined();
    expect(await t.database.db.selectFrom('connections').select('id').where('id', '=', sams).executeTakeFirst()).toBeDefined();
  });

  it('makes a new connection of one scanned again after its deletion in the same push, and deletes one captured and deleted', async () => {
    const again = connectionId('acme', code(142));
    const gone = connectionId('acme', code(143));
    const res = await pushAs('sam', 'sam-del-2', [{ id: 1, ...capture('acme', code(142)) }, { id: 2, ...capture('acme', code(143)) }, { id: 3, ...del(gone) }]);
    expect(res.results.map((r) => r.outcome)).toEqual(['completed', 'completed', 'completed']);
    // Deleted, then scanned again, in one push: a new connection, without the old one's notes, as
    // the device that did it shows it.
    await pushAs('sam', 'sam-del-2', [{ id: 4, name: 'addNote', args: { id: 'n-again', connectionId: again, text: 'Test scan', type: 'text', createdAt: new Date().toISOString() } }]);
    const before = (await pullAs('robin', {})).cookie;
    const second = await pushAs('sam', 'sam-del-2', [{ id: 5, ...del(again) }, { id: 6, ...capture('acme', code(142)) }]);
    expect(second.results.map((r) => r.outcome)).toEqual(['completed', 'completed']);
    expect(await t.database.db.selectFrom('connections').select('id').where('id', '=', again).executeTakeFirst()).toBeDefined();
    expect(await t.database.db.selectFrom('connection_notes').select('id').where('id', '=', 'n-again').executeTakeFirst()).toBeUndefined();
    expect(await t.database.db.selectFrom('connections').select('id').where('id', '=', gone).executeTakeFirst()).toBeUndefined();
    // Devices learn both: drop the old one (tombstone), keep the new one.
    const pulled = await pullAs('robin', { cookie: before });
    expect(pulled.deletions.map((d) => d.connectionId)).toContain(again);
    expect(pulled.connections.map((c) => c.id)).toContain(again);
    expect(pulled.notes.map((n) => n.id)).not.toContain('n-again');
  });

  it('answers a deletion of a connection the server never had as done, changing nothing', async () => {
    const res = await pushAs('sam', 'sam-del-3', [{ id: 1, ...del(connectionId('acme', 'nevrr-scann-edbyy')) }]);
    expect(res.results[0]!.outcome).toBe('completed');
  });
});

describe('sync clients', () => {
  it("belong to their person: a colleague who learns a client's id can neither push through it nor read its outcomes", async () => {
    const bad = { id: 1, name: 'addNote', args: { id: 'owned-bad', connectionId: connectionId('acme', normalizeBadgeCode(code(100))), text: '   ', type: 'text', createdAt: now() } };
    await pushAs('sam', 'sam-owned-client', [{ id: 1, ...capture('acme', code(140)) }, { ...bad, id: 2 }]);
    await expect(pushAs('robin', 'sam-owned-client', [{ id: 3, ...capture('acme', code(141)) }])).rejects.toThrow(/403.*clientOfAnotherPerson/);
    expect(await t.database.db.selectFrom('connections').select('id').where('id', '=', connectionId('acme', normalizeBadgeCode(code(141)))).executeTakeFirst()).toBeUndefined();
    expect(await pullAs('robin', { clientID: 'sam-owned-client', pendingFrom: 1 })).toMatchObject({ lastMutationID: 0, results: [] });
    expect(await pullAs('sam', { clientID: 'sam-owned-client', pendingFrom: 1 })).toMatchObject({ lastMutationID: 2, results: [{ id: 2, outcome: 'invalid' }] });
    // Scan users taking turns on one device share its licence's outbox.
    const kimToo = await t.login('scan', 'ACME-SCAN-UNLIMITED', { name: 'Kim Two', email: 'kim2@acme.example' });
    await t.push(tokens.scan!, 'booth-tablet-client', [{ id: 1, ...capture('acme', code(142)) }]);
    expect((await t.push(kimToo, 'booth-tablet-client', [{ id: 2, ...capture('acme', code(143)) }])).lastMutationID).toBe(2);
  });
});

describe('bad input that once gave server errors', () => {
  it('answers NUL bytes and out-of-range numbers with 400, never 500, and a push carries on past a bad mutation', async () => {
    const auth = { authorization: `Bearer ${tokens.sam}` };
    const requests = [
      t.app.inject({ method: 'PUT', url: '/api/session', payload: { sessionMode: 'staff', visitorID: 'acme-sam\u0000', verifier: 'x'.repeat(43) } }),
      t.app.inject({ method: 'POST', url: '/api/login/request', payload: { email: 'sam@acme.example\u0000' } }),
      t.app.inject({ method: 'POST', url: '/api/sync/push', headers: auth, payload: { protocolVersion: PROTOCOL_VERSION, clientID: 'nul-client\u0000', mutations: [] } }),
      t.app.inject({ url: '/api/sync/pull?clientID=nul-client%00x', headers: auth }),
      t.app.inject({ url: '/api/sync/pull?clientID=sam-device-1&pendingFrom=100000000000000000000', headers: auth }),
      t.app.inject({ url: '/api/visitors/directory?after=%00', headers: auth }),
      t.app.inject({ url: '/api/media/acme.x%00y', headers: auth }),
    ];
    for (const res of await Promise.all(requests)) expect(res.statusCode, `${res.statusCode} ${res.body}`).toBe(400);

    const note = (id: number, text: string, createdAt = now()) => ({ id, name: 'addNote', args: { id: `nul-note-${id}`, connectionId: connectionId('acme', normalizeBadgeCode(code(100))), text, type: 'text', createdAt } });
    const res = await pushAs('sam', 'sam-device-nul', [note(1, 'Call\u0000back'), note(2, 'Impossible day', '2026-02-30T10:00:00.000Z'), note(3, 'Call back on Monday')]);
    expect(res.results.map((r) => [r.outcome, r.reason])).toEqual([
      ['invalid', 'badArguments'],
      ['invalid', 'badArguments'],
      ['completed', null],
    ]);
    expect(res.lastMutationID).toBe(3);
  });

  it('takes a pushed createdAt on both edges of the date-time rule, refuses one just past them as bad arguments, and the queue goes on', async () => {
    const target = connectionId('acme', normalizeBadgeCode(code(100)));
    const note = (id: number, createdAt: string) => ({ id, name: 'addNote', args: { id: `edge-note-${id}`, connectionId: target, text: `At ${createdAt}`, type: 'text', createdAt } });
    const bad = ['0000-01-01T00:00:00.000Z', '2026-11-21T10:00:00.123456789Z', '2026-11-21T10:00:00+23:59', '2026-11-21T10:00:00+16:00', '0001-01-01T00:00:00+01:00'];
    const good = ['0001-01-01T00:00:00.000Z', '9999-12-31T23:59:59.999999+15:59', '2026-11-21T10:00:00.123456-15:59', new Date().toISOString()];
    const mutations = [...bad, ...good].map((at, i) => note(i + 1, at));
    const res = await pushAs('sam', 'sam-device-dates', mutations);
    expect(res.results.map((r) => [r.outcome, r.reason])).toEqual([...bad.map(() => ['invalid', 'badArguments']), ...good.map(() => ['completed', null])]);
    expect(res.lastMutationID).toBe(mutations.length);
    const stored = await t.database.db.selectFrom('connection_notes').select(['id', 'created_at']).where('id', 'like', 'edge-note-%').orderBy('id').execute();
    expect(stored.map((n) => n.id).sort()).toEqual(good.map((_, i) => `edge-note-${bad.length + i + 1}`).sort());
    for (const [i, at] of good.entries()) expect(stored.find((n) => n.id === `edge-note-${bad.length + i + 1}`)!.created_at.getTime(), at).toBe(Date.parse(at));
  });
});
