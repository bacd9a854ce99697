/**
 * The visitor's side of meetings, without the app: the public booking page with its mailed
 * confirmation, the mails of every change with their .ics (checked with ical.js, not the library
 * that wrote them), the member's page where a guest takes a proposed time, the .ics download and
 * the personal calendar feed, and the reminder job.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { testApp, type TestApp } from '../test/app';
import type { PullResponse } from '../../src/domain/protocol';
import type { WireMutation } from '../../src/domain/mutations';
import { meetingMailJob, meetingRemindJob } from './meetings';
import dePublic from '../../locales/de/public.json' with { type: 'json' };

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await testApp();
  tokens.sam = await t.login('staff', 'acme-sam');
  tokens.robin = await t.login('staff', 'acme-robin');
  tokens.gina = await t.login('staff', 'globex-gina');
});
afterAll(async () => t.close());

async function push(who: string, ...mutations: Array<Pick<WireMutation, 'name' | 'args'>>) {
  const res = await t.push(tokens[who]!, `${who}-device`, mutations.map((m) => ({ ...m, id: (ids[who] = (ids[who] ?? 0) + 1) })));
  return res.results.map((r) => [r.outcome, r.reason]);
}
async function pull(who: string): Promise<PullResponse> {
  return (await t.app.inject({ url: '/api/sync/pull', headers: { authorization: `Bearer ${tokens[who]}` } })).json();
}
const form = (url: string, fields: Record<string, string>, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url, remoteAddress, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });

/** Runs the jobs of a kind waiting in the database, as the runner would, and removes them. */
async function runJobs(kind: 'meeting.mail' | 'meeting.remind') {
  const jobs = await t.database.db.selectFrom('jobs').select(['id', 'payload']).where('kind', '=', kind).execute();
  const handler = kind === 'meeting.mail' ? meetingMailJob(t.app) : meetingRemindJob(t.app);
  for (const j of jobs) {
    await handler.run(j.payload as Record<string, unknown>, { db: t.database.db } as never);
    await t.database.db.deleteFrom('jobs').where('id', '=', j.id).execute();
  }
  return jobs.map((j) => j.payload as Record<string, unknown>);
}

function parseIcs(text: string) {
  const cal = new ICAL.Component(ICAL.parse(text));
  const event = cal.getFirstSubcomponent('vevent')!;
  return { method: cal.getFirstPropertyValue('method'), status: event.getFirstPropertyValue('status'), sequence: Number(event.getFirstPropertyValue('sequence')), start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(), uid: event.getFirstPropertyValue('uid') };
}

const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
const at = (hhmm: string) => new Date(`${day}T${hhmm}:00+01:00`).toISOString();
const icsOf = (mail: { attachments: Array<{ filename: string; content: Uint8Array }> }) => Buffer.from(mail.attachments.find((a) => a.filename.endsWith('.ics'))!.content).toString('utf8');

describe('the public booking page', () => {
  let memberPage = '';
  let conversationId = '';

  it('offers the team’s free times, refuses bad input without storing anything, and mails a confirmation link', async () => {
    expect(await push('sam', { name: 'setTimeslot', args: { id: 'book-slot', kind: 'onsite', startsAt: at('10:00'), endsAt: at('11:00') } })).toEqual([['completed', null]]);
    const page = await t.app.inject({ url: '/book/acme?lang=en' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Meet Acme');
    const slot = `${at('10:00')}|onsite`;
    expect(page.body).toContain(slot.replace('|', '|'));
    // Another exhibitor with conversations off has no booking page.
    expect((await t.app.inject({ url: '/book/globex' })).statusCode).toBe(404);

    const bad = await form('/book/acme?lang=en', { slot, name: '', email: 'not-an-address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Enter your name.');
    expect(bad.body).toContain('Enter a valid e-mail address.');
    const gone = await form('/book/acme?lang=en', { slot: `${at('03:00')}|onsite`, name: 'Mia Gast', email: 'mia@example.org' });
    expect(gone.body).toContain('This time was just taken.');
    expect(await t.database.db.selectFrom('booking_requests').select('id').execute()).toHaveLength(0);

    const ok = await form('/book/acme?lang=de', { slot, name: 'Mia Gast', email: 'mia@example.org', message: 'Über die Scanner sprechen' });
    expect(ok.statusCode).toBe(200);
    const mail = await t.smtp.waitFor('mia@example.org');
    expect(mail.subject).toContain('Acme');
    const link = /\/book\/confirm\/[A-Za-z0-9_-]+\?lang=de/.exec(mail.text)![0];
    // Opening the link shows a button; a mail scanner that only opens it confirms nothing.
    const confirm = await t.app.inject({ url: link });
    expect(confirm.statusCode).toBe(200);
    expect(await t.database.db.selectFrom('conversations').select('id').where('company', '=', true).execute()).toHaveLength(0);
    const done = await form(link, {});
    expect(done.statusCode).toBe(303);
    memberPage = done.headers.location as string;
    expect(memberPage).toMatch(/^\/m\/[A-Za-z0-9_-]+\?lang=de&booked=1$/);
    // The booker gets the meeting's own link by mail at once, in the page's language, with the .ics.
    const sent = await t.smtp.waitFor('mia@example.org', (m) => m.subject === 'Ihre Terminanfrage an Acme wurde gesendet');
    expect(sent.text).toContain('Mia Gast');
    const own = /\/m\/[A-Za-z0-9_-]+\?lang=de/.exec(sent.text)![0];
    expect(parseIcs(icsOf(sent))).toMatchObject({ method: 'REQUEST', status: 'TENTATIVE', start: at('10:00') });
    const ownPage = await t.app.inject({ url: own });
    expect(ownPage.statusCode).toBe(200);
    expect(ownPage.body).toContain('Wartet auf Antwort');
    // Twice is once: confirming again opens the meeting; so does the button of the link opened again.
    const again = await form(link, {});
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toMatch(/^\/m\/[A-Za-z0-9_-]+\?lang=de$/);
    expect(await t.database.db.selectFrom('conversations').select('id').where('company', '=', true).execute()).toHaveLength(1);
    const reopened = await t.app.inject({ url: link });
    expect(reopened.body).toContain('Diese Anfrage ist bereits bestätigt.');
    expect(reopened.body).toContain('Meinen Termin öffnen');
    expect((await t.app.inject({ url: again.headers.location as string })).body).toContain('Wartet auf Antwort');

    // The time is no longer offered.
    expect((await t.app.inject({ url: '/book/acme?lang=en' })).body).not.toContain(slot);
  });

  it('answers a body that is no form (JSON with lists, numbers, objects) as bad input on the booking and meeting pages, never a 500, and stores nothing', async () => {
    const requests = (await t.database.db.selectFrom('booking_requests').select('id').execute()).length;
    const messages = (await t.database.db.selectFrom('messages').select('id').execute()).length;
    const bodies = [{ slot: ['x'], name: { a: 1 }, email: 5, message: [1] }, { name: 1, email: 1 }, { email: ['a@b.example'], name: ['Mia'] }, { action: 'reply', body: { text: 'x' } }, { action: ['accept'] }, { action: 'propose', day: ['2026-01-01'], time: 1, duration: {} }, [1], 'text'];
    let i = 0;
    for (const url of ['/book/acme?lang=en', memberPage.replace(/\?.*$/, '')]) {
      for (const body of bodies) {
        const res = await t.app.inject({ method: 'POST', url, remoteAddress: `192.0.2.${10 + i++}`, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
        expect(res.statusCode, `${url} ${JSON.stringify(body)}: ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${url} ${JSON.stringify(body)}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
      }
    }
    expect(await t.database.db.selectFrom('booking_requests').select('id').execute()).toHaveLength(requests);
    expect(await t.database.db.selectFrom('messages').select('id').execute()).toHaveLength(messages);
  });

  it('brings the request to the staff member as a notification, and mails them the invitation with its .ics', async () => {
    const sam = await pull('sam');
    const request = sam.conversations.find((c) => c.company && c.kind === 'meeting')!;
    conversationId = request.id;
    expect(request.meeting).toMatchObject({ state: 'invited', startsAt: at('10:00'), endsAt: at('10:30') });
    expect(request.members.map((m) => [m.name, m.role, m.staff])).toEqual([
      ['Mia Gast', 'organizer', false],
      ['Sam Visser', 'participant', true],
    ]);
    expect(sam.notifications.filter((n) => n.conversationId === conversationId).map((n) => n.type)).toEqual(['invited']);
    await runJobs('meeting.mail');
    const invite = await t.smtp.waitFor('sam@acme.example', (m) => m.subject.includes('Mia Gast'));
    const ics = parseIcs(icsOf(invite));
    expect(ics).toMatchObject({ method: 'REQUEST', status: 'TENTATIVE', sequence: 0, start: at('10:00'), uid: `${conversationId}@leadstand` });
  });

  it('lets the guest take the new time the staff member proposed, by the link in the mail', async () => {
    expect(await push('sam', { name: 'answerMeeting', args: { conversationId, action: 'propose', messageId: 'prop-1', startsAt: at('14:00'), endsAt: at('14:30'), at: new Date().toISOString() } })).toEqual([['completed', null]]);
    await runJobs('meeting.mail');
    // In the language she booked in.
    const mail = await t.smtp.waitFor('mia@example.org', (m) => m.subject.startsWith('Neue Zeit vorgeschlagen'));
    const link = /\/m\/[A-Za-z0-9_-]+/.exec(mail.text)![0];
    const page = await t.app.inject({ url: `${link}?lang=en` });
    expect(page.body).toContain('Accept the new time');
    const taken = await form(`${link}?lang=en`, { action: 'acceptTime' });
    expect(taken.statusCode).toBe(200);
    expect(taken.body).toContain('You accepted the new time.');
    const meeting = (await pull('sam')).conversations.find((c) => c.id === conversationId)!.meeting;
    expect(meeting).toMatchObject({ state: 'accepted', startsAt: at('14:00'), endsAt: at('14:30'), sequence: 1, proposed: null });
    // Bad input changes nothing.
    expect((await form(`${link}?lang=en`, { action: 'explode' })).statusCode).toBe(400);
    expect((await form(`${link}?lang=en`, { action: 'propose', day: 'x', time: '25:00', duration: '7' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/m/not-a-real-token-at-all-xx' })).statusCode).toBe(404);
    // The staff member's calendar gets the update (SEQUENCE 1).
    await runJobs('meeting.mail');
    const update = await t.smtp.waitFor('sam@acme.example', (m) => parseIcs(icsOf(m)).sequence === 1);
    expect(parseIcs(icsOf(update))).toMatchObject({ method: 'REQUEST', status: 'CONFIRMED', start: at('14:00') });
    // In the staff member's language (English), though Mia booked in German.
    expect(update.subject).toBe('New time accepted: Meeting with Mia Gast');
    expect(update.text).toContain('Mia Gast accepted the new time.');
    // The page she landed on after confirming no longer says her request waits for an answer: it is agreed.
    const landed = await t.app.inject({ url: memberPage });
    expect(landed.statusCode).toBe(200);
    expect(landed.body).not.toContain(dePublic.booking.sent.slice(0, 30));
    expect(landed.body).toContain(dePublic.booking.agreed.split('{{company}}')[0]!);
  });

  it('serves the meeting as .ics to those who may read it, and in each person’s calendar feed', async () => {
    const file = await t.app.inject({ url: `/api/meetings/${conversationId}/ics`, headers: { authorization: `Bearer ${tokens.sam}` } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/calendar');
    expect(parseIcs(file.body)).toMatchObject({ status: 'CONFIRMED', start: at('14:00') });
    // Robin neither takes part nor reads the company inbox; Gina is another exhibitor's.
    expect((await t.app.inject({ url: `/api/meetings/${conversationId}/ics`, headers: { authorization: `Bearer ${tokens.robin}` } })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/meetings/${conversationId}/ics`, headers: { authorization: `Bearer ${tokens.gina}` } })).statusCode).toBe(403);

    const feed = await t.app.inject({ method: 'POST', url: '/api/calendar/feed', headers: { authorization: `Bearer ${tokens.sam}` } });
    const url = feed.json<{ url: string }>().url;
    const path = url.replace('http://leadstand.test', '');
    const cal = await t.app.inject({ url: path });
    expect(cal.statusCode).toBe(200);
    const events = new ICAL.Component(ICAL.parse(cal.body)).getAllSubcomponents('vevent');
    expect(events.map((e) => e.getFirstPropertyValue('uid'))).toContain(`${conversationId}@leadstand`);
    // A new address replaces the old one.
    await t.app.inject({ method: 'POST', url: '/api/calendar/feed', headers: { authorization: `Bearer ${tokens.sam}` } });
    expect((await t.app.inject({ url: path })).statusCode).toBe(404);
  });

  it('reminds before the meeting starts, unless it changed since', async () => {
    await t.database.db.deleteFrom('jobs').execute();
    await runJobs('meeting.remind');
    const job = { conversationId, sequence: 1, type: 'reminder' };
    await meetingRemindJob(t.app).run({ ...job, sequence: 0 }, { db: t.database.db } as never);
    expect((await pull('sam')).notifications.filter((n) => n.conversationId === conversationId && n.type === 'reminder')).toHaveLength(0);
    await meetingRemindJob(t.app).run(job, { db: t.database.db } as never);
    expect((await pull('sam')).notifications.filter((n) => n.conversationId === conversationId && n.type === 'reminder')).toHaveLength(1);
    const mail = await t.smtp.waitFor('mia@example.org', (m) => m.subject.startsWith('Beginnt gleich'));
    expect(mail.text).toContain('/m/');
  });

  it('cancels for everyone when the guest who asked cancels: the calendars get METHOD:CANCEL', async () => {
    const mail = t.smtp.mails.filter((m) => m.to.includes('mia@example.org')).at(-1)!;
    const link = /\/m\/[A-Za-z0-9_-]+/.exec(mail.text)![0];
    const res = await form(`${link}?lang=en`, { action: 'cancel' });
    expect(res.body).toContain('The meeting is cancelled.');
    await runJobs('meeting.mail');
    const cancel = await t.smtp.waitFor('sam@acme.example', (m) => parseIcs(icsOf(m)).method === 'CANCEL');
    expect(parseIcs(icsOf(cancel))).toMatchObject({ status: 'CANCELLED', sequence: 2 });
    expect(cancel.subject).toBe('Meeting cancelled: Meeting with Mia Gast');
    expect(cancel.text).toContain('Mia Gast cancelled the meeting.');
    expect(await t.database.db.selectFrom('meeting_bookings').select('member_id').where('conversation_id', '=', conversationId).execute()).toHaveLength(0);
  });
});

describe('a visitor’s meeting page follows the meeting', () => {
  const shown = (html: string) => ({
    buttons: [...html.matchAll(/name="action" value="(\w+)"/g)].map((m) => m[1]).filter((a) => a !== 'reply' && a !== 'propose'),
    calendar: html.includes('/meeting.ics'),
    proposeLink: html.includes('propose=1'),
    thread: html.includes('id="thread-h"'),
  });
  let visitor: { id: string; email: string | null };
  let link = '';
  const stored = async (id: string) => t.database.db.selectFrom('conversations').select(['state', 'proposed_starts_at', 'proposed_by']).where('id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    visitor = await t.database.db.selectFrom('users').select(['id', 'email']).where('event_id', '=', 'demo-expo').where('contactable', '=', true).where('email', 'is not', null).where('language', '=', 'en').where('id', 'not in', t.database.db.selectFrom('staff').select('user_id')).executeTakeFirstOrThrow();
    await t.database.db.deleteFrom('jobs').execute();
    const ask = (id: string, from: string) => ({ name: 'requestMeeting', args: { id, messageId: `${id}-line`, type: 'onsite', subject: `Demo ${id}`, startsAt: at(from), endsAt: at(from.replace(':00', ':30')), location: 'Booth 4', message: '', participants: [visitor.id], createdAt: new Date().toISOString() } });
    expect(await push('sam', ask('walk-1', '16:00'), ask('walk-2', '17:00'))).toEqual([
      ['completed', null],
      ['completed', null],
    ]);
    await runJobs('meeting.mail');
    const invite = await t.smtp.waitFor(visitor.email!, (m) => m.subject === 'Meeting request: Demo walk-1');
    link = `${/\/m\/[A-Za-z0-9_-]+/.exec(invite.text)![0]}?lang=en`;
  });

  it('refuses a proposed time in the past or outside the show, storing nothing', async () => {
    const zone = 'Europe/Amsterdam';
    const wall = (ms: number) => new Intl.DateTimeFormat('sv-SE', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(ms)).split(' ');
    const [pastDay, pastTime] = wall(Date.now() - 3_600_000);
    const past = await form(link, { action: 'propose', day: pastDay!, time: pastTime!, duration: '30' });
    expect(past.statusCode).toBe(400);
    expect(past.body).toContain('This time has already passed.');
    expect(shown(past.body).thread).toBe(true);
    const outside = await form(link, { action: 'propose', day: '2020-01-01', time: '10:00', duration: '30' });
    expect(outside.statusCode).toBe(400);
    expect(outside.body).toContain('Choose a day of the show.');
    expect(await stored('walk-1')).toMatchObject({ state: 'invited', proposed_starts_at: null, proposed_by: null });
    expect(await t.database.db.selectFrom('messages').select('id').where('conversation_id', '=', 'walk-1').where('type', '=', 'timeProposed').execute()).toHaveLength(0);
  });

  it('refuses, through the app\u2019s sync too, a proposed time already past, storing nothing', async () => {
    const past = new Date(Date.now() - 3_600_000);
    const answer = { name: 'answerMeeting', args: { conversationId: 'walk-1', action: 'propose', messageId: 'walk-1-past', startsAt: past.toISOString(), endsAt: new Date(past.getTime() + 1_800_000).toISOString(), at: new Date().toISOString() } };
    expect(await push('sam', answer)).toEqual([['invalid', 'meeting.past']]);
    expect(await stored('walk-1')).toMatchObject({ proposed_starts_at: null, proposed_by: null });
  });

  it('shows her own proposal instead of accepting the old time, and after declining offers nothing but the messages', async () => {
    expect(shown((await t.app.inject({ url: link })).body)).toEqual({ buttons: ['accept', 'decline'], calendar: true, proposeLink: true, thread: true });
    const proposed = await form(link, { action: 'propose', day, time: '15:00', duration: '30' });
    expect(proposed.statusCode).toBe(200);
    expect(proposed.body).toContain('You proposed another time:');
    // No 'Accept' of the old time beside her own proposal; the messages stay on the page.
    expect(shown(proposed.body)).toEqual({ buttons: ['decline'], calendar: true, proposeLink: true, thread: true });
    await runJobs('meeting.mail');
    expect((await t.smtp.waitFor('sam@acme.example', (m) => m.subject === 'New time proposed: Demo walk-1')).text).toContain('proposes another time');

    const declined = await form(link, { action: 'decline' });
    expect(declined.statusCode).toBe(200);
    expect(declined.body).toContain('You declined the meeting.');
    expect(declined.body).not.toContain('You proposed another time:');
    expect(shown(declined.body)).toEqual({ buttons: [], calendar: false, proposeLink: false, thread: true });
    // The proposal went with the meeting.
    expect(await stored('walk-1')).toMatchObject({ state: 'declined', proposed_starts_at: null, proposed_by: null });
    await runJobs('meeting.mail');
    const mail = await t.smtp.waitFor('sam@acme.example', (m) => m.subject === 'Meeting declined: Demo walk-1');
    expect(mail.text).toContain('declined the meeting');
  });

  it('offers the new time the other side proposed, and says in the mail that she accepted', async () => {
    const second = `${/\/m\/[A-Za-z0-9_-]+/.exec((await t.smtp.waitFor(visitor.email!, (m) => m.subject === 'Meeting request: Demo walk-2')).text)![0]}?lang=en`;
    expect(await push('sam', { name: 'answerMeeting', args: { conversationId: 'walk-2', action: 'propose', messageId: 'walk-2-prop', startsAt: at('17:30'), endsAt: at('18:00'), at: new Date().toISOString() } })).toEqual([['completed', null]]);
    const page = await t.app.inject({ url: second });
    expect(page.body).toContain('Sam Visser proposed another time:');
    expect(shown(page.body)).toEqual({ buttons: ['acceptTime', 'declineTime', 'decline'], calendar: true, proposeLink: true, thread: true });
    const kept = await form(second, { action: 'declineTime' });
    expect(shown(kept.body).buttons).toEqual(['accept', 'decline']);
    const accepted = await form(second, { action: 'accept' });
    expect(accepted.body).toContain('You accepted the meeting.');
    expect(shown(accepted.body)).toEqual({ buttons: ['decline'], calendar: true, proposeLink: true, thread: true });
    await runJobs('meeting.mail');
    const mail = await t.smtp.waitFor('sam@acme.example', (m) => m.subject === 'Meeting accepted: Demo walk-2');
    expect(mail.text).toMatch(/accepted the meeting\. It is agreed/);
  });

  it('offers only days still to come for another time, refuses a past one in her language, and sends the message with the proposal', async () => {
    const zone = 'Europe/Amsterdam';
    const wall = (ms: number) => new Intl.DateTimeFormat('sv-SE', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(ms)).split(' ');
    const second = `${/\/m\/[A-Za-z0-9_-]+/.exec((await t.smtp.waitFor(visitor.email!, (m) => m.subject === 'Meeting request: Demo walk-2')).text)![0]}`;
    const today = wall(Date.now())[0]!;
    const open = (await t.app.inject({ url: `${second}?lang=en&propose=1` })).body;
    const offered = [.../<select id="day" name="day">(.*?)<\/select>/s.exec(open)![1]!.matchAll(/value="(\d{4}-\d{2}-\d{2})"/g)].map((m) => m[1]!);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((d) => d >= today)).toBe(true);
    expect(open).toContain('<textarea id="proposal-message" name="message"');

    // An hour ago, asked in German: refused in German, what she wrote kept, nothing stored.
    const [pastDay, pastTime] = wall(Date.now() - 3_600_000);
    const before = await stored('walk-2');
    const past = await form(`${second}?lang=de`, { action: 'propose', day: pastDay!, time: pastTime!, duration: '30', message: 'Geht es früher?' });
    expect(past.statusCode).toBe(400);
    expect(past.body).toContain(dePublic.meeting.pastTime);
    expect(past.body).toContain('>Geht es früher?</textarea>');
    const tooLong = await form(`${second}?lang=de`, { action: 'propose', day, time: '16:30', duration: '30', message: 'x'.repeat(4001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain(dePublic.meeting.messageTooLong);
    expect(await stored('walk-2')).toEqual(before);
    const texts = () => t.database.db.selectFrom('messages').select(['type', 'body', 'author_id']).where('conversation_id', '=', 'walk-2').orderBy('created_at').execute();
    expect((await texts()).filter((x) => x.type === 'text')).toEqual([]);

    // A time to come, with a message: the message follows the proposal's line, on her page and in Sam's app.
    const note = 'Half past four suits me better, after the keynote.';
    const proposed = await form(`${second}?lang=en`, { action: 'propose', day, time: '16:30', duration: '30', message: note });
    expect(proposed.statusCode).toBe(200);
    expect(proposed.body).toContain('You proposed another time:');
    expect(proposed.body).toContain(note);
    const lines = await texts();
    expect(lines.slice(-2)).toEqual([expect.objectContaining({ type: 'timeProposed' }), { type: 'text', body: note, author_id: visitor.id }]);
    expect((await pull('sam')).messages.filter((x) => x.conversationId === 'walk-2' && x.type === 'text').map((x) => x.body)).toEqual([note]);
  });

  it('tells a booker in her language that the exhibitor accepted', async () => {
    expect(await push('sam', { name: 'setTimeslot', args: { id: 'book-slot-2', kind: 'onsite', startsAt: at('12:00'), endsAt: at('13:00') } })).toEqual([['completed', null]]);
    expect((await form('/book/acme?lang=fr', { slot: `${at('12:00')}|onsite`, name: 'Léa Invitée', email: 'lea@example.org' })).statusCode).toBe(200);
    const confirm = /\/book\/confirm\/[A-Za-z0-9_-]+\?lang=fr/.exec((await t.smtp.waitFor('lea@example.org')).text)![0];
    expect((await form(confirm, {})).statusCode).toBe(303);
    const request = (await pull('sam')).conversations.find((c) => c.kind === 'meeting' && c.members.some((m) => m.name === 'Léa Invitée'))!;
    await t.database.db.deleteFrom('jobs').execute();
    expect(await push('sam', { name: 'answerMeeting', args: { conversationId: request.id, action: 'accept', messageId: 'lea-accept', at: new Date().toISOString() } })).toEqual([['completed', null]]);
    await runJobs('meeting.mail');
    const mail = await t.smtp.waitFor('lea@example.org', (m) => m.subject.startsWith('Rendez-vous accepté'));
    expect(mail.text).toContain('Sam Visser a accepté le rendez-vous.');
    expect(parseIcs(icsOf(mail))).toMatchObject({ status: 'CONFIRMED', start: at('12:00') });
  });
});

describe('holds of bookings waiting for their confirmation', () => {
  const requests = () => t.database.db.selectFrom('booking_requests').selectAll();
  const offered = async () => (await t.app.inject({ url: '/book/acme?lang=en' })).body;

  it('holds a time for minutes, and lets one client address hold one time of a page at once: two anonymous posts no longer empty it', async () => {
    expect(await push('robin', { name: 'setTimeslot', args: { id: 'hold-slot', kind: 'onsite', startsAt: at('15:00'), endsAt: at('16:00') } })).toEqual([['completed', null]]);
    const first = `${at('15:00')}|onsite`;
    const second = `${at('15:30')}|onsite`;
    const page = await offered();
    expect(page).toContain(first);
    expect(page).toContain(second);
    expect(page).toContain('We hold the time you choose for 15 minutes while you confirm it by e-mail.');

    const held = await form('/book/acme?lang=en', { slot: first, name: 'Anon One', email: 'anon1@example.org' }, '203.0.113.5');
    expect(held.statusCode).toBe(200);
    expect(held.body).toContain('We hold this time for you for 15 minutes: confirm it by then.');
    const mail = await t.smtp.waitFor('anon1@example.org');
    expect(mail.text).toContain('We hold this time for you for 15 minutes.');
    const row = await requests().where('email', '=', 'anon1@example.org').executeTakeFirstOrThrow();
    expect(row.held_until.getTime() - row.created_at.getTime()).toBeLessThanOrEqual(15 * 60_000 + 5_000);
    expect(row.held_until.getTime() - Date.now()).toBeGreaterThan(14 * 60_000);

    // The same client address again, with another name and address: refused, in its language; the other time stays offered.
    const again = await form('/book/acme?lang=de', { slot: second, name: 'Anon Two', email: 'anon2@example.org' }, '203.0.113.5');
    expect(again.statusCode).toBe(429);
    expect(again.body).toContain('Eine Buchung von Ihrer Verbindung wartet noch auf ihre Bestätigung per E-Mail.');
    expect(await requests().where('email', '=', 'anon2@example.org').execute()).toHaveLength(0);
    const still = await offered();
    expect(still).not.toContain(first);
    expect(still).toContain(second);
  });

  it('frees the time at once when a hold is over; a late confirmation takes it only if it is still free', async () => {
    const first = `${at('15:00')}|onsite`;
    const second = `${at('15:30')}|onsite`;
    const anon1 = /\/book\/confirm\/[A-Za-z0-9_-]+\?lang=en/.exec((await t.smtp.waitFor('anon1@example.org')).text)![0];
    // The hold is over (its 15 minutes passed): the time is offered again, and the client address may book again.
    await t.database.db.updateTable('booking_requests').set({ held_until: new Date(Date.now() - 1000) }).where('email', '=', 'anon1@example.org').execute();
    expect(await offered()).toContain(first);
    const opened = await t.app.inject({ url: anon1 });
    expect(opened.body).toContain('We no longer hold this time for you (15 minutes have passed).');
    expect((await form('/book/acme?lang=en', { slot: first, name: 'Someone Else', email: 'else@example.org' }, '203.0.113.6')).statusCode).toBe(200);
    // Confirmed late, the time someone else holds now is refused, and nothing is booked.
    const late = await form(anon1, {});
    expect(late.statusCode).toBe(409);
    expect(late.body).toContain('Sorry, someone else booked this time after we stopped holding it for you.');
    expect(late.body).toContain('Choose another time');
    expect((await requests().where('email', '=', 'anon1@example.org').executeTakeFirstOrThrow()).conversation_id).toBeNull();
    // A late confirmation of a time still free sends the request.
    expect((await form('/book/acme?lang=en', { slot: second, name: 'Anon Two', email: 'anon2@example.org' }, '203.0.113.5')).statusCode).toBe(200);
    await t.database.db.updateTable('booking_requests').set({ held_until: new Date(Date.now() - 1000) }).where('email', '=', 'anon2@example.org').execute();
    const anon2 = /\/book\/confirm\/[A-Za-z0-9_-]+\?lang=en/.exec((await t.smtp.waitFor('anon2@example.org')).text)![0];
    expect((await form(anon2, {})).statusCode).toBe(303);
    expect((await requests().where('email', '=', 'anon2@example.org').executeTakeFirstOrThrow()).conversation_id).not.toBeNull();
    expect(await offered()).not.toContain(second);
  });

  it('lets one e-mail address hold three times of the event at once', async () => {
    expect(await push('robin', { name: 'setTimeslot', args: { id: 'hold-slot-2', kind: 'onsite', startsAt: at('16:00'), endsAt: at('18:00') } })).toEqual([['completed', null]]);
    const statuses: number[] = [];
    let last = '';
    for (const [i, time] of ['16:00', '16:30', '17:00', '17:30'].entries()) {
      const res = await form('/book/acme?lang=en', { slot: `${at(time)}|onsite`, name: 'Busy Booker', email: i % 2 ? 'Busy@Example.org' : 'busy@example.org' }, `203.0.113.${20 + i}`);
      statuses.push(res.statusCode);
      last = res.body;
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(last).toContain('Busy@Example.org already has bookings waiting for their confirmation.');
    expect(await offered()).toContain(`${at('17:30')}|onsite`);
  });
});

describe('connection requests', () => {
  it('asks a contactable visitor by mail; the visitor accepts once, and the requester sees it', async () => {
    const visitor = await t.database.db.selectFrom('users').select(['id', 'email', 'first_name', 'badge_code']).where('event_id', '=', 'demo-expo').where('contactable', '=', true).where('public', '=', true).where('email', 'is not', null).where('id', 'not in', t.database.db.selectFrom('staff').select('user_id')).where('id', 'not in', t.database.db.selectFrom('connections').select('visitor_id').where('visitor_id', 'is not', null)).executeTakeFirstOrThrow();
    const notContactable = await t.database.db.selectFrom('users').select('id').where('event_id', '=', 'demo-expo').where('contactable', '=', false).where('id', 'not in', t.database.db.selectFrom('staff').select('user_id')).where('id', 'not in', t.database.db.selectFrom('connections').select('visitor_id')).executeTakeFirstOrThrow();
    const ask = (id: string, visitorId: string) => ({ name: 'requestConnection', args: { id, messageId: `${id}-line`, visitorId, message: 'Great talk at the booth', createdAt: new Date().toISOString() } });
    expect(await push('robin', ask('contact-1', visitor.id), ask('contact-2', notContactable.id))).toEqual([
      ['completed', null],
      ['invalid', 'meeting.participantUnknown'],
    ]);
    const robin = await pull('robin');
    expect(robin.conversations.find((c) => c.id === 'contact-1')).toMatchObject({ kind: 'contact' });
    expect(robin.messages.filter((m) => m.conversationId === 'contact-1').map((m) => [m.type, m.body])).toEqual([['connectionRequest', 'Great talk at the booth']]);

    const jobs = await t.database.db.selectFrom('jobs').select(['id', 'payload']).where('kind', '=', 'contact.mail').execute();
    const { contactMailJob } = await import('./contacts');
    for (const j of jobs) await contactMailJob(t.app).run(j.payload as Record<string, unknown>, { db: t.database.db } as never);
    const mail = await t.smtp.waitFor(visitor.email!, (m) => m.subject.includes('Robin Keller'));
    const link = /\/m\/[A-Za-z0-9_-]+/.exec(mail.text)![0];
    expect((await t.app.inject({ url: `${link}?lang=en` })).body).toContain('would like to connect');
    const yes = await form(`${link}?lang=en`, { action: 'acceptConnection' });
    expect(yes.body).toContain('You accepted.');
    expect((await form(`${link}?lang=en`, { action: 'declineConnection' })).statusCode).toBe(409);
    const after = await pull('robin');
    expect(after.messages.filter((m) => m.conversationId === 'contact-1').map((m) => m.type)).toEqual(['connectionRequest', 'connectionAccepted']);
    expect(after.notifications.filter((n) => n.conversationId === 'contact-1').map((n) => n.type)).toEqual(['accepted']);
    expect(after.conversations.find((c) => c.id === 'contact-1')!.members.find((m) => m.role === 'participant')!.response).toBe('accepted');
    // Accepting made the connection, initiated by the visitor, Robin's lead (SPEC: initiator type visitor).
    const made = await t.database.db.selectFrom('connections').selectAll().where('visitor_id', '=', visitor.id).where('partner_id', '=', 'acme').executeTakeFirstOrThrow();
    expect(made).toMatchObject({ initiator_type: 'visitor', scanned_by_user_id: 'acme-robin', badge_code: visitor.badge_code, licensed: true });
    expect(after.connections.map((c) => c.id)).toContain(made.id);

    // A message to the visitor goes by mail; the visitor answers on the page, and it arrives in the app.
    expect(await push('robin', { name: 'sendMessage', args: { id: 'to-visitor', conversationId: 'contact-1', body: 'Shall we meet at 3?', createdAt: new Date().toISOString() } })).toEqual([['completed', null]]);
    const { conversationMailJob } = await import('./visitor-messages');
    for (const j of await t.database.db.selectFrom('jobs').select(['payload']).where('kind', '=', 'conversation.mail').execute()) await conversationMailJob(t.app).run(j.payload as Record<string, unknown>, { db: t.database.db } as never);
    const note = await t.smtp.waitFor(visitor.email!, (m) => m.text.includes('Shall we meet at 3?'));
    const page = /\/m\/[A-Za-z0-9_-]+/.exec(note.text)![0];
    expect((await t.app.inject({ url: `${page}?lang=en` })).body).toContain('Shall we meet at 3?');
    expect((await form(`${page}?lang=en`, { action: 'reply', body: '   ' })).statusCode).toBe(400);
    const answered = await form(`${page}?lang=en`, { action: 'reply', body: 'Yes, see you then' });
    expect(answered.body).toContain('Your message was sent.');
    const robinNow = await pull('robin');
    expect(robinNow.messages.filter((m) => m.conversationId === 'contact-1' && m.type === 'text').map((m) => [m.authorName, m.body])).toEqual([
      ['Robin Keller', 'Shall we meet at 3?'],
      [visitor.first_name ? expect.stringContaining(visitor.first_name) : expect.any(String), 'Yes, see you then'],
    ]);
    expect(robinNow.notifications.filter((n) => n.conversationId === 'contact-1' && n.type === 'message')).toHaveLength(1);
  });
});

describe('a colleague\u2019s free times for the meeting request', () => {
  const later = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const on = (hhmm: string) => new Date(`${later}T${hhmm}:00Z`).toISOString();
  const freeTimes = (who: string, userId: string) => t.app.inject({ url: `/api/conversations/people/${userId}/free-times`, headers: { authorization: `Bearer ${tokens[who]}` } });

  it('gives the colleague\u2019s times to meet less their meetings, and only for a colleague of the caller\u2019s exhibitor', async () => {
    expect(await push('sam', { name: 'setTimeslot', args: { id: 'free-slot', kind: 'onsite', startsAt: on('09:00'), endsAt: on('12:00') } })).toEqual([['completed', null]]);
    const before = await freeTimes('robin', 'acme-sam');
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().free.filter((f: { startsAt: string }) => f.startsAt.startsWith(later))).toEqual([{ kind: 'onsite', startsAt: on('09:00'), endsAt: on('12:00') }]);
    // Robin asks Sam for 10:00–10:30: that half hour is no longer free.
    const ask = { name: 'requestMeeting', args: { id: 'free-meeting', messageId: 'free-meeting-line', type: 'onsite', subject: 'Free times', startsAt: on('10:00'), endsAt: on('10:30'), location: '', message: '', participants: ['acme-sam'], createdAt: new Date().toISOString() } };
    expect(await push('robin', ask)).toEqual([['completed', null]]);
    const after = (await freeTimes('robin', 'acme-sam')).json().free.filter((f: { startsAt: string }) => f.startsAt.startsWith(later));
    expect(after).toEqual([
      { kind: 'onsite', startsAt: on('09:00'), endsAt: on('10:00') },
      { kind: 'onsite', startsAt: on('10:30'), endsAt: on('12:00') },
    ]);
    // Not a colleague (a visitor, or no one): not found; another exhibitor without conversations: refused.
    const visitor = await t.database.db.selectFrom('users').select('id').where('event_id', '=', 'demo-expo').where('id', 'not in', t.database.db.selectFrom('staff').select('user_id')).executeTakeFirstOrThrow();
    expect((await freeTimes('robin', visitor.id)).statusCode).toBe(404);
    expect((await freeTimes('robin', 'nobody')).statusCode).toBe(404);
    expect((await freeTimes('gina', 'acme-sam')).statusCode).toBe(403);
  });
});

describe('the programme in the agenda', () => {
  it('gives the exhibitor’s people the organiser’s programme of their event, in time order', async () => {
    const res = await t.app.inject({ url: '/api/agenda/activities', headers: { authorization: `Bearer ${tokens.sam}` } });
    expect(res.statusCode).toBe(200);
    const { activities } = res.json<{ activities: Array<{ title: string; startsAt: string; eventId: string }> }>();
    expect(activities.length).toBeGreaterThanOrEqual(4);
    expect(activities.every((a) => a.eventId === 'demo-expo')).toBe(true);
    expect(activities.map((a) => a.startsAt)).toEqual([...activities.map((a) => a.startsAt)].sort());
    // Globex has conversations switched off: no agenda, no programme.
    expect((await t.app.inject({ url: '/api/agenda/activities', headers: { authorization: `Bearer ${tokens.gina}` } })).statusCode).toBe(403);
  });
});
