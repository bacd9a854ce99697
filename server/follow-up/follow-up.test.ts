/**
 * The follow-up e-mail: asked for on a connection (a mutation, so it can wait offline), sent once
 * by its job with the items shared with the visitor and an unsubscribe link, now or at the
 * exhibitor's end-of-day batch; the visitor who unsubscribes gets no more; templates per language
 * with a preview; bad input refused with nothing changed.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../test/app';
import { connectionId } from '../../src/domain/connection';
import { normalizeBadgeCode } from '../../src/domain/badge';
import { demoBadgeCode, DEMO } from '../demo/seed';
import type { Mutation } from '../../src/domain/mutations/index';
import type { FollowUpTemplates } from '../../src/domain/follow-up';
import type { PullResponse } from '../../src/domain/protocol';
import { followUpJob } from './send';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await testApp();
  tokens.alex = await t.login('partner', 'acme');
  tokens.sam = await t.login('staff', 'acme-sam');
  tokens.robin = await t.login('staff', 'acme-robin');
  tokens.gina = await t.login('staff', 'globex-gina');
});
afterAll(async () => t.close());

const auth = (who: string) => ({ authorization: `Bearer ${tokens[who]}` });
let seq = 0;
const at = () => new Date(Date.now() - 60_000 + ++seq * 10).toISOString();
const code = (i: number) => demoBadgeCode(DEMO.eventId, i);
const idOf = (i: number) => connectionId('acme', normalizeBadgeCode(code(i)));
/** Each client's mutations are numbered from 1 without gaps. */
const lastId: Record<string, number> = {};
const push = (who: string, mutations: Array<Pick<Mutation, 'name' | 'args'>>) =>
  t.push(
    tokens[who]!,
    `client-${who}`,
    mutations.map((m) => ({ ...m, id: (lastId[who] = (lastId[who] ?? 0) + 1) })),
  );
const capture = (i: number) => ({ name: 'captureConnection' as const, args: { id: idOf(i), badgeCode: code(i), scannedAt: at(), sourceType: 'barcode' } as never });
const share = (i: number, contentId: string) => ({ name: 'shareContent' as const, args: { connectionId: idOf(i), contentId, shared: true, updatedAt: at() } as never });
const followUp = (i: number, id = randomUUID(), mode: 'now' | 'endOfDay' = 'now', language = 'en') => ({ name: 'sendFollowUp' as const, args: { id, connectionId: idOf(i), mode, language, requestedAt: at() } as never });

async function visitorEmail(i: number): Promise<string> {
  const row = await t.database.db.selectFrom('users').select('email').where('event_id', '=', DEMO.eventId).where('badge_code', '=', normalizeBadgeCode(code(i))).executeTakeFirstOrThrow();
  return row.email!;
}
const rowOf = (id: string) => t.database.db.selectFrom('connection_followups').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const runJob = (id: string) => followUpJob(t.app).run({ id }, { db: t.database.db } as never);

describe('a follow-up', () => {
  it('is sent once with the shared items and an unsubscribe link, and the devices learn it was sent', async () => {
    const id = randomUUID();
    const res = await push('sam', [capture(701), share(701, 'acme-scanpro'), followUp(701, id)]);
    expect(res.results.map((r) => r.outcome)).toEqual(['completed', 'completed', 'completed']);
    expect((await rowOf(id)).state).toBe('scheduled');
    // A job at its time, once.
    const job = await t.database.db.selectFrom('jobs').selectAll().where('singleton_key', '=', `followup:${id}`).execute();
    expect(job).toHaveLength(1);

    const to = await visitorEmail(701);
    await Promise.all([runJob(id), runJob(id)]);
    const mail = await t.smtp.waitFor(to);
    expect(t.smtp.mails.filter((m) => m.to.includes(to))).toHaveLength(1);
    expect(mail.subject).toBe('Your visit to Acme at Demo Expo');
    expect(mail.text).toContain('ScanPro 4 handheld scanner: http://leadstand.test/p/');
    expect(mail.text).toContain('Sam Visser');
    expect(mail.headers['list-unsubscribe']).toMatch(/^<http:\/\/leadstand\.test\/u\/[\w-]+>$/);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const sent = await rowOf(id);
    expect(sent.state).toBe('sent');
    expect(sent.items.map((i) => i.name)).toEqual(['ScanPro 4 handheld scanner']);

    // Sam's device pulls it: sent, when, what.
    const pull = await t.app.inject({ url: '/api/sync/pull?cookie=', headers: auth('sam') });
    const row = pull.json<PullResponse>().followUps.find((f) => f.id === id)!;
    expect(row).toMatchObject({ state: 'sent', requestedByName: 'Sam Visser', items: [{ name: 'ScanPro 4 handheld scanner' }] });
    expect(row.sentAt).not.toBeNull();

    // The same request pushed again by another session: still one follow-up, one mail.
    const again = await t.app.inject({ method: 'POST', url: '/api/sync/push', headers: auth('sam'), payload: { protocolVersion: 1, clientID: 'client-sam-2', mutations: [{ ...followUp(701, id), id: 1, timestamp: 1 }] } });
    expect(again.statusCode).toBe(200);
    expect(await t.database.db.selectFrom('connection_followups').select('id').where('id', '=', id).execute()).toHaveLength(1);
    await runJob(id);
    expect(t.smtp.mails.filter((m) => m.to.includes(to))).toHaveLength(1);

    // The visitor unsubscribes (the page, then its button): the next follow-up is not sent.
    const link = mail.headers['list-unsubscribe']!.slice(1, -1).replace('http://leadstand.test', '');
    const page = await t.app.inject({ url: `${link}?lang=de` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Keine weiteren Follow-up-E-Mails von Acme erhalten?');
    const done = await t.app.inject({ method: 'POST', url: link, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Done: Acme will send you no more follow-up e-mails.');
    const next = randomUUID();
    await push('sam', [followUp(701, next)]);
    await runJob(next);
    expect((await rowOf(next)).state).toBe('unsubscribed');
    expect(t.smtp.mails.filter((m) => m.to.includes(to))).toHaveLength(1);
  });

  it("waits for the exhibitor's end-of-day batch, in the event's time zone", async () => {
    await t.app.inject({ method: 'PUT', url: '/api/follow-up/settings', headers: auth('alex'), payload: { batchAt: '23:59' } });
    const id = randomUUID();
    await push('sam', [capture(702), followUp(702, id, 'endOfDay')]);
    const row = await rowOf(id);
    const event = await t.database.db.selectFrom('events').select('timezone').where('id', '=', DEMO.eventId).executeTakeFirstOrThrow();
    const local = new Intl.DateTimeFormat('en-GB', { timeZone: event.timezone, hour: '2-digit', minute: '2-digit' }).format(row.send_at);
    // 23:59 local, unless that had passed already (then at once).
    expect(local === '23:59' || row.send_at.getTime() <= Date.now()).toBe(true);
    const job = await t.database.db.selectFrom('jobs').select('run_at').where('singleton_key', '=', `followup:${id}`).executeTakeFirstOrThrow();
    expect(job.run_at.getTime()).toBe(row.send_at.getTime());
  });

  it("written offline yesterday for the day's batch and synced this morning, goes at once rather than a day late", async () => {
    await t.app.inject({ method: 'PUT', url: '/api/follow-up/settings', headers: auth('alex'), payload: { batchAt: '18:00' } });
    const id = randomUUID();
    const yesterday = new Date(Date.now() - 30 * 3600_000).toISOString();
    const before = Date.now();
    await push('sam', [capture(709), { name: 'sendFollowUp' as const, args: { id, connectionId: idOf(709), mode: 'endOfDay', language: 'en', requestedAt: yesterday } as never }]);
    const row = await rowOf(id);
    expect(row.send_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row.send_at.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('is refused for a connection the sender may not see, or with the content setting off; a visitor without a known address gets nothing', async () => {
    await push('robin', [capture(703)]);
    // Sam sees only his own connections.
    const refused = await push('sam', [followUp(703)]);
    expect(refused.results[0]!.outcome).toBe('noAccess');
    const gina = await push('gina', [followUp(703)]);
    expect(gina.results[0]!.outcome).toBe('noAccess');

    // The event gives exhibitors no e-mail addresses: the follow-up cannot go.
    const id = randomUUID();
    await push('robin', [followUp(703, id)]);
    await t.database.db.updateTable('events').set({ visitor_fields: JSON.stringify(['firstname', 'lastname', 'company']) }).where('id', '=', DEMO.eventId).execute();
    try {
      await runJob(id);
      expect((await rowOf(id)).state).toBe('noAddress');
    } finally {
      await t.database.db.updateTable('events').set({ visitor_fields: null }).where('id', '=', DEMO.eventId).execute();
    }
  });

  it('ends failed, never sent twice, when the mail server refuses it', async () => {
    const id = randomUUID();
    await push('sam', [capture(704), followUp(704, id)]);
    const to = await visitorEmail(704);
    t.smtp.refuse.add(to);
    try {
      await runJob(id);
      expect((await rowOf(id)).state).toBe('failed');
      await runJob(id);
      expect((await rowOf(id)).state).toBe('failed');
    } finally {
      t.smtp.refuse.delete(to);
    }
  });
});

describe('follow-up templates', () => {
  it('lists every language with the default text, saves one of its own, previews it, and goes back to the default', async () => {
    const list = (await t.app.inject({ url: '/api/follow-up/templates', headers: auth('alex') })).json<FollowUpTemplates>();
    expect(Object.keys(list.templates).sort()).toEqual(['de', 'en', 'es', 'fr', 'nl', 'tr']);
    expect(list.templates.nl).toMatchObject({ subject: 'Uw bezoek aan {{company}} op {{event}}', custom: false });

    const saved = await t.app.inject({ method: 'PUT', url: '/api/follow-up/templates/nl', headers: auth('alex'), payload: { subject: 'Bedankt, {{name}}!', body: 'Fijn dat u langskwam bij {{company}}.' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await t.app.inject({ url: '/api/follow-up/templates', headers: auth('alex') })).json<FollowUpTemplates>().templates.nl).toMatchObject({ subject: 'Bedankt, {{name}}!', custom: true });

    const preview = await t.app.inject({ method: 'POST', url: '/api/follow-up/preview', headers: auth('alex'), payload: { language: 'nl', subject: 'Bedankt, {{name}}!', body: 'Fijn dat u langskwam bij {{company}}.' } });
    expect(preview.json()).toMatchObject({ subject: 'Bedankt, Alex Voorbeeld!' });
    expect(preview.json<{ html: string }>().html).toContain('Fijn dat u langskwam bij Acme.');

    // A follow-up in Dutch uses it.
    const id = randomUUID();
    await push('sam', [capture(705), followUp(705, id, 'now', 'nl')]);
    await runJob(id);
    const mail = await t.smtp.waitFor(await visitorEmail(705));
    expect(mail.subject).toMatch(/^Bedankt, .+!$/);

    expect((await t.app.inject({ method: 'DELETE', url: '/api/follow-up/templates/nl', headers: auth('alex') })).statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/follow-up/templates', headers: auth('alex') })).json<FollowUpTemplates>().templates.nl!.custom).toBe(false);
  });

  it('refuses bad input with its reason and changes nothing', async () => {
    const cases: Array<[string, unknown, string, string]> = [
      ['/api/follow-up/templates/en', { subject: '', body: 'x' }, 'subject', 'followUp.subjectRequired'],
      ['/api/follow-up/templates/en', { subject: 'x'.repeat(201), body: 'x' }, 'subject', 'followUp.subjectTooLong'],
      ['/api/follow-up/templates/en', { subject: 'x', body: '' }, 'body', 'followUp.bodyRequired'],
      ['/api/follow-up/settings', { batchAt: '25:00' }, 'batchAt', 'followUp.timeInvalid'],
    ];
    for (const [url, payload, field, message] of cases) {
      const res = await t.app.inject({ method: 'PUT', url, headers: auth('alex'), payload: payload as object });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ fields: Record<string, string> }>().fields[field]).toBe(message);
    }
    expect((await t.app.inject({ method: 'PUT', url: '/api/follow-up/templates/xx', headers: auth('alex'), payload: { subject: 'a', body: 'b' } })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/follow-up/templates', headers: auth('alex') })).json<FollowUpTemplates>().templates.en!.custom).toBe(false);
  });
});
