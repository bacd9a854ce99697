/**
 * Meet and talk through the sync protocol: timeslot rules, meeting requests and answers, no double
 * booking (also when two instances accept at once), messages with the pending limit and recall,
 * who may read which conversation, notifications.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createMessenger } from '../mail/mailer';
import { testApp, type TestApp } from '../test/app';
import type { PullResponse } from '../../src/domain/protocol';
import type { WireMutation } from '../../src/domain/mutations';
import { DEMO } from '../demo/seed';
import { sql } from 'kysely';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await testApp();
  tokens.sam = await t.login('staff', 'acme-sam');
  tokens.robin = await t.login('staff', 'acme-robin');
  // Taylor (the company inbox) logs in without a second factor here.
  await t.database.db.updateTable('users').set({ two_factor_method: null }).where('id', '=', 'acme-taylor').execute();
  tokens.taylor = await t.login('staff', 'acme-taylor');
  tokens.gina = await t.login('staff', 'globex-gina');
  tokens.scan = await t.login('scan', 'ACME-SCAN-UNLIMITED', { name: 'Kim Booth', email: 'kim@acme.example' });
});
afterAll(async () => t.close());

/** Pushes mutations as `who` from their one device and returns the outcomes as [outcome, reason]. */
async function push(who: string, ...mutations: Array<Pick<WireMutation, 'name' | 'args'>>) {
  const res = await t.push(
    tokens[who]!,
    `${who}-device`,
    mutations.map((m) => ({ ...m, id: (ids[who] = (ids[who] ?? 0) + 1) })),
  );
  return res.results.map((r) => [r.outcome, r.reason]);
}

async function pull(who: string): Promise<PullResponse> {
  const res = await t.app.inject({ url: '/api/sync/pull', headers: { authorization: `Bearer ${tokens[who]}` } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

// A show day of the demo event (it runs from yesterday to six days on), in Amsterdam time.
const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
const at = (hhmm: string) => new Date(`${day}T${hhmm}:00+01:00`).toISOString();
let n = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;

const meeting = (id: string, participants: string[], from: string, to: string, extra: Record<string, unknown> = {}) => ({
  name: 'requestMeeting',
  args: { id, messageId: uuid(), type: 'onsite', subject: 'Scanner demo', startsAt: at(from), endsAt: at(to), location: 'Booth 4', message: '', participants, createdAt: new Date().toISOString(), ...extra },
});
const answer = (conversationId: string, action: string, extra: Record<string, unknown> = {}) => ({ name: 'answerMeeting', args: { conversationId, action, messageId: uuid(), at: new Date().toISOString(), ...extra } });

describe('availability', () => {
  it('keeps timeslots on one show day, not overlapping, each refusal with its reason', async () => {
    const slot = (id: string, from: string, to: string, extra: Record<string, unknown> = {}) => ({ name: 'setTimeslot', args: { id, kind: 'onsite', startsAt: from, endsAt: to, ...extra } });
    expect(await push('sam', slot('slot-1', at('09:00'), at('12:00')))).toEqual([['completed', null]]);
    expect(await push('sam', slot('slot-2', at('11:00'), at('13:00')))).toEqual([['invalid', 'timeslot.overlap']]);
    expect(await push('sam', slot('slot-3', at('22:00'), new Date(Date.parse(at('22:00')) + 4 * 3_600_000).toISOString()))).toEqual([['invalid', 'timeslot.multipleDays']]);
    expect(await push('sam', slot('slot-4', '2020-01-01T09:00:00.000Z', '2020-01-01T10:00:00.000Z'))).toEqual([['invalid', 'timeslot.invalidDate']]);
    expect(await push('sam', slot('slot-5', at('12:00'), at('11:00')))).toEqual([['invalid', 'timeslot.startAfterEnd']]);
    // Moved to where another was just taken back, in one push.
    expect(await push('sam', { name: 'deleteTimeslot', args: { id: 'slot-1' } }, slot('slot-6', at('10:00'), at('11:00')))).toEqual([
      ['completed', null],
      ['completed', null],
    ]);
    const rows = (await pull('robin')).timeslots.filter((s) => s.userId === 'acme-sam');
    expect(rows.map((s) => [s.id, s.deleted])).toEqual(expect.arrayContaining([['slot-1', true], ['slot-6', false]]));
    // A colleague cannot move someone else's slot; a scan user has no person to meet.
    expect(await push('robin', slot('slot-6', at('15:00'), at('16:00')))).toEqual([['noAccess', null]]);
    expect(await push('scan', slot('slot-7', at('15:00'), at('16:00')))).toEqual([['noPermission', 'conversation.noPerson']]);
  });
});

describe('meetings', () => {
  it('invites, notifies, accepts and books the time; another meeting over it is refused', async () => {
    expect(await push('sam', meeting('m-1', ['acme-robin'], '10:00', '10:30'))).toEqual([['completed', null]]);
    const robin = await pull('robin');
    const m1 = robin.conversations.find((c) => c.id === 'm-1')!;
    expect(m1.meeting).toMatchObject({ state: 'invited', type: 'onsite', location: 'Booth 4', sequence: 0 });
    expect(m1.members.map((m) => [m.name, m.role, m.response])).toEqual([
      ['Sam Visser', 'organizer', 'accepted'],
      ['Robin Keller', 'participant', 'invited'],
    ]);
    expect(robin.messages.filter((m) => m.conversationId === 'm-1').map((m) => m.type)).toEqual(['invited']);
    expect(robin.notifications.filter((x) => x.conversationId === 'm-1').map((x) => x.type)).toEqual(['invited']);
    expect(robin.conversationStates.find((s) => s.conversationId === 'm-1')).toMatchObject({ folder: 'inbox', unread: true });
    // Not a colleague's business, nor another exhibitor's.
    expect((await pull('taylor')).conversations.some((c) => c.id === 'm-1')).toBe(false);
    expect((await pull('gina')).conversations.some((c) => c.id === 'm-1')).toBe(false);

    expect(await push('sam', answer('m-1', 'accept'))).toEqual([['invalid', 'meeting.notAllowed']]);
    expect(await push('robin', answer('m-1', 'accept'))).toEqual([['completed', null]]);
    const sam = await pull('sam');
    expect(sam.conversations.find((c) => c.id === 'm-1')!.meeting).toMatchObject({ state: 'accepted', sequence: 1 });
    expect(sam.notifications.filter((x) => x.conversationId === 'm-1').map((x) => x.type)).toEqual(['accepted']);

    expect(await push('sam', meeting('m-2', ['acme-taylor'], '10:15', '10:45'))).toEqual([['completed', null]]);
    expect(await push('taylor', answer('m-2', 'accept'))).toEqual([['invalid', 'meeting.timeTaken']]);
    // Another time is proposed and accepted: the meeting moves there, and calendars follow.
    expect(await push('taylor', answer('m-2', 'propose', { startsAt: at('11:00'), endsAt: at('11:30') }))).toEqual([['completed', null]]);
    expect(await push('taylor', answer('m-2', 'acceptTime'))).toEqual([['invalid', 'meeting.ownProposal']]);
    expect(await push('sam', answer('m-2', 'acceptTime'))).toEqual([['completed', null]]);
    const m2 = (await pull('taylor')).conversations.find((c) => c.id === 'm-2')!;
    expect(m2.meeting).toMatchObject({ state: 'accepted', startsAt: at('11:00'), endsAt: at('11:30'), proposed: null, sequence: 1 });
    expect((await pull('taylor')).messages.filter((m) => m.conversationId === 'm-2').map((m) => m.type)).toEqual(['invited', 'timeProposed', 'timeAccepted']);
    const bookings = await t.database.db.selectFrom('meeting_bookings').select(['conversation_id', 'member_id']).where('member_id', '=', 'acme-sam').orderBy('conversation_id').execute();
    expect(bookings.map((b) => b.conversation_id)).toEqual(['m-1', 'm-2']);
  });

  it('notifies the other members of each change of a meeting, saying what happened', async () => {
    const notified = async (who: string, conversationId: string) =>
      (await pull(who)).notifications
        .filter((x) => x.conversationId === conversationId)
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
        .map((x) => x.type);
    // Accepted, then declined after all: the organizer hears of both, the one who declined of neither.
    expect(await push('sam', meeting('m-6', ['acme-robin'], '17:00', '17:30'))).toEqual([['completed', null]]);
    expect(await push('robin', answer('m-6', 'accept'))).toEqual([['completed', null]]);
    expect(await push('robin', answer('m-6', 'decline'))).toEqual([['completed', null]]);
    expect((await pull('sam')).conversations.find((c) => c.id === 'm-6')!.meeting).toMatchObject({ state: 'declined' });
    expect(await notified('sam', 'm-6')).toEqual(['accepted', 'declined']);
    expect(await notified('robin', 'm-6')).toEqual(['invited']);

    // Another time proposed, the new time accepted, then cancelled by the organizer.
    expect(await push('sam', meeting('m-7', ['acme-taylor'], '18:00', '18:30'))).toEqual([['completed', null]]);
    expect(await push('taylor', answer('m-7', 'propose', { startsAt: at('18:30'), endsAt: at('19:00') }))).toEqual([['completed', null]]);
    expect(await notified('sam', 'm-7')).toEqual(['timeProposed']);
    expect(await push('sam', answer('m-7', 'acceptTime'))).toEqual([['completed', null]]);
    expect(await push('sam', answer('m-7', 'cancel'))).toEqual([['completed', null]]);
    expect(await notified('taylor', 'm-7')).toEqual(['invited', 'timeAccepted', 'cancelled']);
    expect(await notified('sam', 'm-7')).toEqual(['timeProposed']);
  });

  it('refuses participants out of reach: another exhibitor’s people, unknown ids', async () => {
    expect(await push('sam', meeting('m-3', ['globex-gina'], '14:00', '14:30'))).toEqual([['invalid', 'meeting.participantUnknown']]);
    expect(await push('sam', meeting('m-4', ['nobody'], '14:00', '14:30'))).toEqual([['invalid', 'meeting.participantUnknown']]);
    expect(await push('sam', meeting('m-5', ['acme-robin'], '14:30', '14:00'))).toEqual([['invalid', 'timeslot.startAfterEnd']]);
  });

  it('books one meeting when two acceptances of the same time arrive at once on two instances', async () => {
    await push('sam', meeting('race-1', ['acme-robin'], '15:00', '16:00'), meeting('race-2', ['acme-taylor'], '15:30', '16:30'));
    const second = await buildApp({ database: t.database, publicUrl: 'http://leadstand.test', logLevel: 'silent', messenger: createMessenger({ log: () => {} }) });
    try {
      const viaSecond = (token: string, args: ReturnType<typeof answer>) =>
        second.inject({ method: 'POST', url: '/api/sync/push', headers: { authorization: `Bearer ${token}` }, payload: { protocolVersion: 1, clientID: 'taylor-device', mutations: [{ id: (ids.taylor = (ids.taylor ?? 0) + 1), ...args, timestamp: Date.now() }] } });
      const [a, b] = await Promise.all([push('robin', answer('race-1', 'accept')), viaSecond(tokens.taylor!, answer('race-2', 'accept')).then((r) => r.json<{ results: Array<{ outcome: string; reason: string | null }> }>().results.map((x) => [x.outcome, x.reason]))]);
      const outcomes = [...a, ...b].map(([o]) => o).sort();
      expect(outcomes).toEqual(['completed', 'invalid']);
      expect([...a, ...b].find(([o]) => o === 'invalid')![1]).toBe('meeting.timeTaken');
      const booked = await t.database.db.selectFrom('meeting_bookings').select('conversation_id').where('member_id', '=', 'acme-sam').where('conversation_id', 'like', 'race-%').execute();
      expect(booked).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});

describe('messages', () => {
  it('opens a chat, delivers it to the colleague, recalls it for everyone', async () => {
    const send = (id: string, body: string, extra: Record<string, unknown> = {}) => ({ name: 'sendMessage', args: { id, conversationId: 'chat-1', body, createdAt: new Date().toISOString(), ...extra } });
    expect(await push('sam', send('msg-1', 'Can you cover the booth at 3?', { start: { with: ['acme-robin'], subject: '' } }))).toEqual([['completed', null]]);
    let robin = await pull('robin');
    expect(robin.messages.find((m) => m.id === 'msg-1')).toMatchObject({ body: 'Can you cover the booth at 3?', authorName: 'Sam Visser', type: 'text' });
    expect(robin.notifications.some((x) => x.conversationId === 'chat-1' && x.type === 'message')).toBe(true);
    expect(await push('robin', { name: 'recallMessage', args: { id: 'msg-1' } })).toEqual([['noPermission', 'message.notAuthor']]);
    expect(await push('sam', { name: 'recallMessage', args: { id: 'msg-1' } })).toEqual([['completed', null]]);
    robin = await pull('robin');
    expect(robin.messages.find((m) => m.id === 'msg-1')).toMatchObject({ body: '', recalled: true });
    // Others cannot write into it or read it.
    expect(await push('taylor', send('msg-2', 'hello'))).toEqual([['noAccess', null]]);
    expect(await push('sam', { name: 'sendMessage', args: { id: 'msg-3', conversationId: 'chat-1', body: '   ', createdAt: new Date().toISOString() } })).toEqual([['invalid', 'message.empty']]);
  });

  it('recalls a message sent in the same push (written and taken back offline)', async () => {
    const sent = { name: 'sendMessage', args: { id: 'msg-offline', conversationId: 'chat-1', body: 'Wrong chat, sorry', createdAt: new Date().toISOString() } };
    expect(await push('sam', sent, { name: 'recallMessage', args: { id: 'msg-offline' } })).toEqual([
      ['completed', null],
      ['completed', null],
    ]);
    expect((await pull('robin')).messages.find((m) => m.id === 'msg-offline')).toMatchObject({ body: '', recalled: true });
  });

  it('stops at the event’s limit of messages without an answer', async () => {
    await t.database.db.updateTable('events').set({ max_pending_chats: 2 }).where('id', '=', DEMO.eventId).execute();
    try {
      const send = (id: string, extra: Record<string, unknown> = {}) => ({ name: 'sendMessage', args: { id, conversationId: 'chat-2', body: `text ${id}`, createdAt: new Date(Date.now() + n++).toISOString(), ...extra } });
      expect(await push('sam', send('p-1', { start: { with: ['acme-taylor'], subject: 'Stand' } }), send('p-2'), send('p-3'))).toEqual([
        ['completed', null],
        ['completed', null],
        ['invalid', 'message.maxPending'],
      ]);
      expect(await push('taylor', send('p-4'))).toEqual([['completed', null]]);
      expect(await push('sam', send('p-5'))).toEqual([['completed', null]]);
    } finally {
      await t.database.db.updateTable('events').set({ max_pending_chats: 20 }).where('id', '=', DEMO.eventId).execute();
    }
  });

  it('keeps each person’s folder and unread mark their own; reads notifications', async () => {
    expect(await push('robin', { name: 'setConversationState', args: { conversationId: 'chat-1', folder: 'archived', unread: false } })).toEqual([['completed', null]]);
    expect((await pull('robin')).conversationStates.find((s) => s.conversationId === 'chat-1')).toMatchObject({ folder: 'archived', unread: false });
    expect((await pull('sam')).conversationStates.find((s) => s.conversationId === 'chat-1')).toMatchObject({ folder: 'inbox' });
    expect(await push('taylor', { name: 'setConversationState', args: { conversationId: 'chat-1', folder: 'archived' } })).toEqual([['noAccess', null]]);
    expect(await push('robin', { name: 'readNotifications', args: { ids: [], all: true } })).toEqual([['completed', null]]);
    expect((await pull('robin')).notifications.every((x) => x.read)).toBe(true);
  });

  it('keeps a conversation in the inbox when a message the person had not seen reached the server before their delete', async () => {
    const state = async () => (await pull('robin')).conversationStates.find((s) => s.conversationId === 'chat-1');
    const seen = (await pull('robin')).conversations.find((c) => c.id === 'chat-1')!.lastMessageAt;
    // Sam writes while Robin's delete (made before it arrived) is still on its way.
    const later = new Date(Date.parse(seen) + 60_000).toISOString();
    expect(await push('sam', { name: 'sendMessage', args: { id: 'late-1', conversationId: 'chat-1', body: 'One more thing', createdAt: later } })).toEqual([['completed', null]]);
    expect(await push('robin', { name: 'setConversationState', args: { conversationId: 'chat-1', folder: 'deleted', seenUpTo: seen } })).toEqual([['completed', null]]);
    expect(await state()).toMatchObject({ folder: 'inbox', unread: true });
    // Deleted having seen that message: deleted.
    expect(await push('robin', { name: 'setConversationState', args: { conversationId: 'chat-1', folder: 'deleted', seenUpTo: later } })).toEqual([['completed', null]]);
    expect(await state()).toMatchObject({ folder: 'deleted' });
  });
});

describe("another person's message", () => {
  const send = (id: string, conversationId: string, body: string, extra: Record<string, unknown> = {}) => ({ name: 'sendMessage', args: { id, conversationId, body, createdAt: new Date().toISOString(), ...extra } });
  const recall = (id: string) => ({ name: 'recallMessage', args: { id } });
  const message = (id: string) => t.database.db.selectFrom('messages').select(['author_id', 'body', 'recalled', 'partner_id']).where('id', '=', id).executeTakeFirstOrThrow();

  it('cannot be recalled by a colleague who re-sends its id first: the re-send is refused, the recall too', async () => {
    expect(await push('sam', send('own-1', 'chat-own', 'The demo unit is in the van', { start: { with: ['acme-robin'], subject: '' } }))).toEqual([['completed', null]]);
    expect(await push('robin', send('own-1', 'chat-own', 'mine now'), recall('own-1'))).toEqual([
      ['invalid', 'message.idTaken'],
      ['noPermission', 'message.notAuthor'],
    ]);
    expect(await message('own-1')).toEqual({ author_id: 'acme-sam', body: 'The demo unit is in the van', recalled: false, partner_id: DEMO.partnerId });
    expect((await pull('robin')).messages.find((m) => m.id === 'own-1')).toMatchObject({ body: 'The demo unit is in the van', recalled: false });
  });

  it('cannot be taken over by another author re-sending its id into another conversation', async () => {
    expect(await push('sam', send('own-2', 'chat-own', 'Lunch at 1?'))).toEqual([['completed', null]]);
    expect(await push('robin', send('own-2', 'chat-robin', 'hijack', { start: { with: ['acme-sam'], subject: '' } }))).toEqual([['invalid', 'message.idTaken']]);
    expect(await message('own-2')).toMatchObject({ author_id: 'acme-sam', body: 'Lunch at 1?', recalled: false });
    // Sent again by its own author (a retry under another client id): already there, nothing changes.
    const again = await t.push(tokens.sam!, 'sams-other-device', [{ id: 1, ...send('own-2', 'chat-own', 'Lunch at 1?') }]);
    expect(again.results).toEqual([{ id: 1, outcome: 'completed', reason: null }]);
    expect(await t.database.db.selectFrom('messages').select('id').where('id', '=', 'own-2').execute()).toHaveLength(1);
  });

  it('cannot be recalled from another exhibitor that knows its id', async () => {
    expect(await push('sam', send('own-3', 'chat-own', 'Price list attached'))).toEqual([['completed', null]]);
    // Globex with the conversation section on and a second person to chat with.
    await sql`update partners set settings = jsonb_set(settings, '{conversation}', 'true') where id = 'globex'`.execute(t.database.db);
    await sql`insert into users select (jsonb_populate_record(null::users, to_jsonb(u) || '{"id": "globex-gus", "email": "gus@globex.example", "badge_code": "testgus00globex"}')).* from users u where u.id = 'globex-gina'`.execute(t.database.db);
    await t.database.db.insertInto('staff').values({ partner_id: 'globex', user_id: 'globex-gus', permissions: [] }).execute();
    expect(await push('gina', send('own-3', 'globex-chat', 'x', { start: { with: ['globex-gus'], subject: '' } }), recall('own-3'))).toEqual([
      ['invalid', 'message.idTaken'],
      ['noAccess', null],
    ]);
    expect(await message('own-3')).toEqual({ author_id: 'acme-sam', body: 'Price list attached', recalled: false, partner_id: DEMO.partnerId });
  });
});
