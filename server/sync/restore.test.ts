/**
 * POST /api/sync/restore: a diagnostic backup's outbox pushed under its original client id by
 * another session of the same exhibitor: its own person (a new phone), or an administrator, in the
 * owner's name. Exactly once (however often it is restored, and when the original device comes
 * back), never for another exhibitor's client.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../test/app';
import { connectionId } from '../../src/domain/connection';
import { normalizeBadgeCode } from '../../src/domain/badge';
import { demoBadgeCode, DEMO } from '../demo/seed';
import { PROTOCOL_VERSION, type WireMutation } from '../../src/domain/mutations';
import type { RestoreResponse } from '../../src/domain/backup';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await testApp();
  tokens.sam = await t.login('staff', 'acme-sam');
  tokens.samNewPhone = await t.login('staff', 'acme-sam');
  tokens.robin = await t.login('staff', 'acme-robin');
  tokens.alex = await t.login('partner', 'acme');
  tokens.gina = await t.login('staff', 'globex-gina');
});
afterAll(async () => t.close());

const code = (i: number) => demoBadgeCode(DEMO.eventId, i);
const start = Date.now() - 86_400_000;
let seq = 0;
const now = () => new Date(start + ++seq * 1000).toISOString();

type Mutation = Pick<WireMutation, 'id' | 'name' | 'args'>;
const capture = (id: number, badge: string): Mutation => ({ id, name: 'captureConnection', args: { id: connectionId('acme', normalizeBadgeCode(badge)), badgeCode: badge, scannedAt: now(), sourceType: 'manual' } });
const note = (id: number, badge: string, text: string): Mutation => ({ id, name: 'addNote', args: { id: `note-${badge}-${id}`, connectionId: connectionId('acme', normalizeBadgeCode(badge)), text, type: 'text', createdAt: now() } });

async function restore(who: string, clientID: string, mutations: Mutation[], userId: string | null = 'acme-sam'): Promise<{ status: number; body: RestoreResponse & { error?: string } }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/sync/restore',
    headers: { authorization: `Bearer ${tokens[who]}` },
    payload: { protocolVersion: PROTOCOL_VERSION, clientID, userId, mutations: mutations.map((m) => ({ ...m, timestamp: Date.now() })) },
  });
  return { status: res.statusCode, body: res.json() };
}

const connectionsOf = (badge: string) => t.database.db.selectFrom('connections').select(['id', 'scanned_by_name']).where('id', '=', connectionId('acme', normalizeBadgeCode(badge))).execute();
const notesOf = (badge: string) => t.database.db.selectFrom('connection_notes').select(['id', 'author_name']).where('connection_id', '=', connectionId('acme', normalizeBadgeCode(badge))).execute();

describe('restoring a backup', () => {
  it("applies the person's own never-sent writes once; restored again, and from the original device, they are already there", async () => {
    const [a, b] = [code(300), code(301)];
    const outbox = [capture(1, a), note(2, a, 'Wants the catalogue'), capture(3, b)];
    // How far the server got with this client: nowhere, and asking creates nothing.
    expect((await restore('samNewPhone', 'sams-broken-phone', [])).body).toEqual({ lastMutationID: 0, results: [], already: [] });
    expect(await t.database.db.selectFrom('sync_clients').select('client_id').where('client_id', '=', 'sams-broken-phone').execute()).toEqual([]);

    const first = await restore('samNewPhone', 'sams-broken-phone', outbox);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ lastMutationID: 3, already: [], results: [1, 2, 3].map((id) => ({ id, outcome: 'completed', reason: null })) });
    expect(await connectionsOf(a)).toEqual([expect.objectContaining({ scanned_by_name: 'Sam Visser' })]);

    // Restored twice: nothing is applied again.
    expect((await restore('samNewPhone', 'sams-broken-phone', outbox)).body).toEqual({ lastMutationID: 3, results: [], already: [1, 2, 3] });

    // The original device comes back online with the same writes and one more: the three are
    // answered as applied, the new one applies.
    const back = await t.push(tokens.sam!, 'sams-broken-phone', [...outbox, note(4, b, 'Call back on Monday')]);
    expect(back).toEqual({ lastMutationID: 4, results: [1, 2, 3, 4].map((id) => ({ id, outcome: 'completed', reason: null })) });
    expect(await connectionsOf(a)).toHaveLength(1);
    expect(await connectionsOf(b)).toHaveLength(1);
    expect(await notesOf(a)).toHaveLength(1);
    expect(await notesOf(b)).toHaveLength(1);
  });

  it("lets an administrator restore a colleague's backup in the colleague's name, who keeps the leads; a colleague without admin rights may not", async () => {
    const [a, b] = [code(310), code(311)];
    const outbox = [capture(1, a), note(2, a, 'Needs a quote'), capture(3, b)];
    const refused = await restore('robin', 'sams-lost-phone', outbox);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('clientOfAnotherPerson');
    expect(await connectionsOf(a)).toEqual([]);

    expect((await restore('alex', 'sams-lost-phone', outbox)).body).toMatchObject({ lastMutationID: 3, already: [] });
    // Sam wrote them: the scan and the note are Sam's, and Sam (who sees only their own leads) sees them.
    expect(await connectionsOf(a)).toEqual([expect.objectContaining({ scanned_by_name: 'Sam Visser' })]);
    expect(await notesOf(a)).toEqual([expect.objectContaining({ author_name: 'Sam Visser' })]);
    const pull = await t.app.inject({ url: '/api/sync/pull?clientID=sams-lost-phone', headers: { authorization: `Bearer ${tokens.sam}` } });
    expect(pull.json<{ connections: Array<{ id: string }>; lastMutationID: number }>()).toMatchObject({ lastMutationID: 3 });
    expect(pull.json<{ connections: Array<{ id: string }> }>().connections.map((c) => c.id)).toEqual(expect.arrayContaining([connectionId('acme', normalizeBadgeCode(a)), connectionId('acme', normalizeBadgeCode(b))]));
    // Sam's phone comes back: nothing doubles, and what it wrote since goes on.
    expect(await t.push(tokens.sam!, 'sams-lost-phone', [...outbox, note(4, b, 'Sent the brochure')])).toMatchObject({ lastMutationID: 4, results: [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4, outcome: 'completed' }] });
    expect(await connectionsOf(b)).toHaveLength(1);
    expect(await notesOf(b)).toEqual([expect.objectContaining({ author_name: 'Sam Visser' })]);
    // The client stays Sam's: a plain push by someone else is still refused.
    await expect(t.push(tokens.robin!, 'sams-lost-phone', [note(5, b, 'not mine to send')])).rejects.toThrow(/403.*clientOfAnotherPerson/);
  });

  it('restores a client the server has part of, and reports a refused write with its reason', async () => {
    const c = code(302);
    await t.push(tokens.sam!, 'sams-half-synced', [capture(1, c)]);
    const res = await restore('samNewPhone', 'sams-half-synced', [capture(1, c), note(2, c, '   '), note(3, c, 'Budget approved')]);
    expect(res.body).toEqual({
      lastMutationID: 3,
      already: [1],
      results: [
        { id: 2, outcome: 'invalid', reason: 'note.empty' },
        { id: 3, outcome: 'completed', reason: null },
      ],
    });
    expect(await notesOf(c)).toHaveLength(1);
    // Its device still reads its outcomes.
    const pull = await t.app.inject({ url: '/api/sync/pull?clientID=sams-half-synced&pendingFrom=1', headers: { authorization: `Bearer ${tokens.sam}` } });
    expect(pull.json()).toMatchObject({ lastMutationID: 3, results: [{ id: 2, outcome: 'invalid', reason: 'note.empty' }] });
  });

  it("refuses another exhibitor's client, even to its administrator, and changes nothing", async () => {
    const g = code(303);
    await t.push(tokens.sam!, 'acme-phone-for-gina', [capture(1, g)]);
    const res = await restore('gina', 'acme-phone-for-gina', [capture(1, g), capture(2, code(304))], null);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('clientOfAnotherExhibitor');
    expect(await t.database.db.selectFrom('connections').select('id').where('id', '=', connectionId('globex', normalizeBadgeCode(code(304)))).execute()).toEqual([]);
    expect(await connectionsOf(code(304))).toEqual([]);
  });

  it('answers bad input with 400 and an old protocol with 426, applying nothing', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/api/sync/restore', headers: { authorization: `Bearer ${tokens.sam}` }, payload: { protocolVersion: PROTOCOL_VERSION, clientID: 'x', mutations: [] } });
    expect(bad.statusCode).toBe(400);
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/sync/restore',
      headers: { authorization: `Bearer ${tokens.sam}` },
      payload: { protocolVersion: PROTOCOL_VERSION + 1, clientID: 'restored-old-app', mutations: [{ ...capture(1, code(305)), timestamp: Date.now() }] },
    });
    expect(old.statusCode).toBe(426);
    expect(await connectionsOf(code(305))).toEqual([]);
  });

  it("audits every restore (who, as whom, how many writes) and tells the colleague whose backup an administrator restored, in their language", async () => {
    const since = Number((await t.database.db.selectFrom('audit_log').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0);
    await t.database.db.updateTable('users').set({ language: 'de' }).where('id', '=', 'acme-sam').execute();
    const [a, b] = [code(320), code(321)];
    const res = await restore('alex', 'sams-dropped-phone', [capture(1, a), note(2, a, 'Call after the show'), capture(3, b), note(4, b, '   ')]);
    expect(res.body).toMatchObject({ lastMutationID: 4, already: [] });
    // Restored again: nothing new is written, and the entry says so.
    await restore('alex', 'sams-dropped-phone', [capture(1, a), note(2, a, 'Call after the show'), capture(3, b), note(4, b, '   ')]);
    // Sam's own backup on Sam's new phone is audited too.
    await restore('samNewPhone', 'sams-old-phone', [capture(1, code(322))]);
    const entries = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor', 'actor_name', 'subject', 'row_count'])
      .where('partner_id', '=', 'acme')
      .where('id', '>', String(since))
      .orderBy('id')
      .execute();
    expect(entries).toEqual([
      { action: 'sync.restored', actor: 'u:acme-alex', actor_name: 'Alex Morgan', subject: 'u:acme-sam', row_count: 3 },
      { action: 'sync.restored', actor: 'u:acme-alex', actor_name: 'Alex Morgan', subject: 'u:acme-sam', row_count: 0 },
      { action: 'sync.restored', actor: 'u:acme-sam', actor_name: 'Sam Visser', subject: 'u:acme-sam', row_count: 1 },
    ]);
    // The administrators read it in the audit log, with the colleague's name.
    const page = (await t.app.inject({ url: '/api/audit', headers: { authorization: `Bearer ${tokens.alex}` } })).json<{ entries: Array<{ action: string; actorName: string; asName?: string | null; rowCount: number | null }> }>();
    expect(page.entries.find((e) => e.action === 'sync.restored' && e.rowCount === 3)).toMatchObject({ actorName: 'Alex Morgan', asName: 'Sam Visser' });
    expect(page.entries.find((e) => e.action === 'sync.restored' && e.rowCount === 1)).not.toHaveProperty('asName');
    // Sam is told by mail, in German: who restored, how many writes.
    const mail = await t.smtp.waitFor('sam@acme.example', (m) => /Sicherung/.test(m.subject));
    expect(mail.subject).toBe('Alex Morgan hat eine Sicherung Ihres Geräts wiederhergestellt');
    expect(mail.text).toContain('3 noch nicht gesendete Änderungen');
    // Only for the restore that wrote something, and not for Sam's own.
    expect(t.smtp.mails.filter((m) => m.to.includes('sam@acme.example') && /Sicherung/.test(m.subject))).toHaveLength(1);
    await t.database.db.updateTable('users').set({ language: 'en' }).where('id', '=', 'acme-sam').execute();
  });
});
