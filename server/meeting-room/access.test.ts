/**
 * Who may be in a meeting's online room (meetingRoomAccess), and the room's route: its subject,
 * times, members and the installation's STUN/TURN servers, for those who may join, and nobody else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { testDatabase } from '../test/db';
import { seedDemo } from '../demo/seed';
import { createMessenger } from '../mail/mailer';
import { resolveCaller, type Caller } from '../auth/caller';
import { meetingRoomAccess } from './access';
import { insertMeeting, sessionOf } from './testing';
import type { MeetingRoomInfo } from '../../src/domain/meeting-room';

let database: Database;
let app: FastifyInstance;
const tokens: Record<string, string> = {};
const callers: Record<string, Caller> = {};

beforeAll(async () => {
  database = await testDatabase();
  await seedDemo(database.db);
  app = await buildApp({
    database,
    publicUrl: 'http://x',
    logLevel: 'silent',
    messenger: createMessenger({ log: () => {} }),
    iceServers: [{ urls: 'stun:stun.example.org:3478' }, { urls: ['turn:turn.example.org:3478'], username: 'u', credential: 'p' }],
  });
  await app.ready();
  for (const user of ['acme-sam', 'acme-robin', 'acme-taylor']) tokens[user] = await sessionOf(database.db, user);
  tokens.alex = await sessionOf(database.db, 'acme-alex', 'partner');
  tokens.scan = await sessionOf(database.db, null, 'scan');
  for (const [who, token] of Object.entries(tokens)) callers[who] = (await resolveCaller(database.db, token))!;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const access = (who: string, id: string) => meetingRoomAccess(database.db, callers[who]!, id);

describe('meetingRoomAccess', () => {
  it('lets in the members of an accepted online or hybrid meeting, the administrator in partner mode too', async () => {
    const online = await insertMeeting(database.db, { members: ['acme-sam', 'acme-robin'] });
    expect(await access('acme-sam', online)).toBe('ok');
    expect(await access('acme-robin', online)).toBe('ok');
    const hybrid = await insertMeeting(database.db, { type: 'hybrid', members: ['acme-alex', 'acme-sam'] });
    expect(await access('alex', hybrid)).toBe('ok');
    expect(await access('acme-sam', hybrid)).toBe('ok');
  });

  it('refuses someone who is not a member, a member who declined, and a scan user', async () => {
    const id = await insertMeeting(database.db, { members: ['acme-sam', 'acme-robin', { id: 'acme-taylor', response: 'declined' }] });
    expect(await access('acme-taylor', id)).toBe('notFound');
    expect(await access('alex', id)).toBe('notFound');
    expect(await access('scan', id)).toBe('notFound');
    expect(await access('acme-sam', 'no-such-meeting')).toBe('notFound');
  });

  it('has no room for an onsite meeting or one still waiting for an answer', async () => {
    expect(await access('acme-sam', await insertMeeting(database.db, { type: 'onsite', members: ['acme-sam', 'acme-robin'] }))).toBe('notFound');
    expect(await access('acme-sam', await insertMeeting(database.db, { state: 'invited', members: ['acme-sam', 'acme-robin'] }))).toBe('notFound');
  });

  it('says a cancelled, declined or finished meeting ended; the room stays open for 15 minutes after the end', async () => {
    expect(await access('acme-sam', await insertMeeting(database.db, { state: 'cancelled', members: ['acme-sam', 'acme-robin'] }))).toBe('ended');
    expect(await access('acme-sam', await insertMeeting(database.db, { state: 'declined', members: ['acme-sam', 'acme-robin'] }))).toBe('ended');
    expect(await access('acme-sam', await insertMeeting(database.db, { startsIn: -90, endsIn: -16, members: ['acme-sam', 'acme-robin'] }))).toBe('ended');
    expect(await access('acme-sam', await insertMeeting(database.db, { startsIn: -90, endsIn: -14, members: ['acme-sam', 'acme-robin'] }))).toBe('ok');
    // Not yet started: the room is already open.
    expect(await access('acme-sam', await insertMeeting(database.db, { startsIn: 60, endsIn: 90, members: ['acme-sam', 'acme-robin'] }))).toBe('ok');
  });

  it('is closed when the exhibitor has online meetings switched off', async () => {
    const id = await insertMeeting(database.db, { members: ['acme-sam', 'acme-robin'] });
    const off = { ...callers['acme-sam']!, settings: { ...callers['acme-sam']!.settings, online: false } };
    expect(await meetingRoomAccess(database.db, off, id)).toBe('notFound');
  });
});

describe('GET /api/meetings/:conversationId/room', () => {
  const get = (who: string, id: string) => app.inject({ url: `/api/meetings/${encodeURIComponent(id)}/room`, headers: { authorization: `Bearer ${tokens[who]}` } });

  it("gives a member the meeting's subject, times, members and the STUN/TURN servers", async () => {
    const id = await insertMeeting(database.db, { subject: 'Pricing call', members: ['acme-robin', 'acme-sam', { id: 'visitor-1', staff: false }] });
    const res = await get('acme-sam', id);
    expect(res.statusCode, res.body).toBe(200);
    const room = res.json<MeetingRoomInfo>();
    expect(room).toMatchObject({ conversationId: id, subject: 'Pricing call', type: 'online', me: 'acme-sam' });
    expect(Date.parse(room.closesAt) - Date.parse(room.endsAt)).toBe(15 * 60_000);
    expect(room.members).toEqual([
      { userId: 'acme-robin', name: 'Robin Keller', staff: true, role: 'organizer' },
      { userId: 'acme-sam', name: 'Sam Visser', staff: true, role: 'participant' },
      { userId: null, name: 'visitor-1', staff: false, role: 'participant' },
    ]);
    expect(room.iceServers).toEqual([{ urls: 'stun:stun.example.org:3478' }, { urls: ['turn:turn.example.org:3478'], username: 'u', credential: 'p' }]);
  });

  it('counts joining the online room as attending online; someone refused is not counted (SPEC: attendance type online)', async () => {
    const id = await insertMeeting(database.db, { subject: 'Online demo', members: ['acme-robin', 'acme-taylor'] });
    const state = (user: string) => database.db.selectFrom('users').select(['attendance_state', 'attendance_type']).where('id', '=', user).executeTakeFirstOrThrow();
    await database.db.updateTable('users').set({ attendance_state: null, attendance_type: null, checked_in_at: null }).where('id', 'in', ['acme-taylor', 'acme-sam']).execute();
    expect((await get('acme-sam', id)).statusCode).toBe(404);
    expect(await state('acme-sam')).toEqual({ attendance_state: null, attendance_type: null });
    expect((await get('acme-taylor', id)).statusCode).toBe(200);
    expect(await state('acme-taylor')).toEqual({ attendance_state: 'show', attendance_type: 'online' });
  });

  it('answers 404 to anyone else and 410 once the meeting ended', async () => {
    const id = await insertMeeting(database.db, { members: ['acme-robin', 'acme-sam'] });
    expect((await get('acme-taylor', id)).statusCode).toBe(404);
    const cancelled = await insertMeeting(database.db, { state: 'cancelled', members: ['acme-robin', 'acme-sam'] });
    const res = await get('acme-sam', cancelled);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({ error: 'meeting.ended' });
    // A scan user is refused by the route's declaration already.
    expect((await get('scan', id)).statusCode).toBe(403);
  });
});
