/** The event's programme: activities created, listed, changed and deleted by the organiser, within the event's days; bad input changes nothing. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../test/app';
import { organiserLink } from './session';
import { zonedDay } from '../../src/domain/meeting';
import { zonedWallToIso } from '../../src/domain/zoned-time';
import type { Activity } from '../../src/domain/activity';

let t: TestApp;
let auth: Record<string, string>;
let event: { startsAt: string; endsAt: string; timezone: string };

beforeAll(async () => {
  t = await testApp();
  const [, id, verifier] = /\/organiser\/login\/([^/]+)\/([^/]+)$/.exec(await organiserLink(t.database.db, 'http://x'))!;
  auth = { authorization: `Bearer ${(await t.app.inject({ method: 'PUT', url: '/api/organiser/session', payload: { organiserID: id, verifier } })).json().token}` };
  event = (await call('GET', '/api/organiser/events/demo-expo')).json();
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = auth) => t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

/** An instant at a wall-clock time on the event's first day plus `days`, in the event's time zone. */
function at(days: number, time: string): string {
  const first = zonedDay(event.startsAt, event.timezone);
  const day = new Date(Date.parse(`${first}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  return zonedWallToIso(`${day}T${time}`, event.timezone)!;
}
const lastDay = () => Math.round((Date.parse(`${zonedDay(event.endsAt, event.timezone)}T00:00:00Z`) - Date.parse(`${zonedDay(event.startsAt, event.timezone)}T00:00:00Z`)) / 86_400_000);
const talk = () => ({ title: 'Scanning leads that sell', startsAt: at(1, '14:00'), endsAt: at(1, '14:45'), location: 'Room B', description: 'How booth teams qualify leads.' });
const list = async () => (await call('GET', '/api/organiser/events/demo-expo/activities')).json() as Activity[];

describe('activities', () => {
  it('adds, lists (in time order), changes and deletes activities of an event', async () => {
    const before = await list();
    const created = await call('POST', '/api/organiser/events/demo-expo/activities', talk());
    expect(created.statusCode, created.body).toBe(201);
    const activity = created.json() as Activity;
    expect(activity).toEqual({ ...talk(), id: expect.any(String), eventId: 'demo-expo' });
    const early = await call('POST', '/api/organiser/events/demo-expo/activities', { title: '  Breakfast briefing ', startsAt: at(1, '08:00'), endsAt: at(1, '08:30') });
    expect(early.json()).toMatchObject({ title: 'Breakfast briefing', location: '', description: '' });

    const after = await list();
    expect(after).toHaveLength(before.length + 2);
    expect(after.map((a) => a.startsAt)).toEqual([...after.map((a) => a.startsAt)].sort());
    expect(after.find((a) => a.id === activity.id)).toEqual(activity);

    const changed = await call('PUT', `/api/organiser/activities/${activity.id}`, { ...talk(), title: 'Scanning leads that close', startsAt: at(lastDay(), '10:00'), endsAt: at(lastDay(), '11:00'), location: '' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ ...activity, title: 'Scanning leads that close', startsAt: at(lastDay(), '10:00'), endsAt: at(lastDay(), '11:00'), location: '' });
    expect((await list()).find((a) => a.id === activity.id)?.title).toBe('Scanning leads that close');
    const row = await t.database.db.selectFrom('event_activities').select(['created_at', 'updated_at']).where('id', '=', activity.id).executeTakeFirstOrThrow();
    expect(row.updated_at.getTime()).toBeGreaterThanOrEqual(row.created_at.getTime());

    expect((await call('DELETE', `/api/organiser/activities/${activity.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/organiser/activities/${early.json().id}`)).statusCode).toBe(204);
    expect(await list()).toEqual(before);
    expect((await call('DELETE', `/api/organiser/activities/${activity.id}`)).statusCode).toBe(404);
    expect((await call('PUT', `/api/organiser/activities/${activity.id}`, talk())).statusCode).toBe(404);
  });

  it('takes any time of the first and the last day in the event zone, until midnight', async () => {
    const first = await call('POST', '/api/organiser/events/demo-expo/activities', { ...talk(), startsAt: at(0, '00:00'), endsAt: at(0, '00:30') });
    const last = await call('POST', '/api/organiser/events/demo-expo/activities', { ...talk(), startsAt: at(lastDay(), '23:00'), endsAt: at(lastDay() + 1, '00:00') });
    expect([first.statusCode, last.statusCode], `${first.body} ${last.body}`).toEqual([201, 201]);
    for (const a of [first, last]) await call('DELETE', `/api/organiser/activities/${a.json().id}`);
  });

  it('refuses bad input field by field, and days outside the event; nothing changes', async () => {
    const before = await list();
    const bad = [
      [{ ...talk(), title: ' ' }, 'title', 'activity.titleRequired'],
      [{ ...talk(), title: 'x'.repeat(201) }, 'title', 'activity.titleTooLong'],
      [{ ...talk(), startsAt: 'soon' }, 'startsAt', 'activity.dateInvalid'],
      [{ ...talk(), endsAt: talk().startsAt }, 'endsAt', 'activity.endBeforeStart'],
      [{ ...talk(), location: 'x'.repeat(201) }, 'location', 'activity.locationTooLong'],
      [{ ...talk(), description: 'x'.repeat(2001) }, 'description', 'activity.descriptionTooLong'],
      [{ ...talk(), startsAt: at(-1, '23:30'), endsAt: at(0, '00:30') }, 'startsAt', 'activity.outsideEvent'],
      [{ ...talk(), startsAt: at(lastDay(), '23:30'), endsAt: at(lastDay() + 1, '00:30') }, 'endsAt', 'activity.outsideEvent'],
      [{ ...talk(), startsAt: at(lastDay() + 3, '10:00'), endsAt: at(lastDay() + 3, '11:00') }, 'endsAt', 'activity.outsideEvent'],
    ] as const;
    const existing = before[0]!;
    for (const [payload, field, key] of bad) {
      const res = await call('POST', '/api/organiser/events/demo-expo/activities', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json(), JSON.stringify(payload)).toEqual({ error: 'invalid', fields: { [field]: key } });
      const put = await call('PUT', `/api/organiser/activities/${existing.id}`, payload);
      expect(put.statusCode, JSON.stringify(payload)).toBe(400);
      expect(put.json().fields[field], JSON.stringify(payload)).toBe(key);
    }
    expect((await call('POST', '/api/organiser/events/demo-expo/activities', { ...talk(), room: 'B' })).statusCode).toBe(400);
    expect((await call('POST', '/api/organiser/events/nope/activities', talk())).statusCode).toBe(404);
    expect((await call('GET', '/api/organiser/events/nope/activities')).statusCode).toBe(404);
    expect((await call('PUT', '/api/organiser/activities/nope', talk())).statusCode).toBe(404);
    expect(await list()).toEqual(before);
  });

  it("checks against the activity's own event: the ended Autumn Fair's days are not Demo Expo's", async () => {
    const res = await call('POST', '/api/organiser/events/autumn-fair/activities', talk());
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ endsAt: 'activity.outsideEvent' });
    expect((await call('GET', '/api/organiser/events/autumn-fair/activities')).json()).toEqual([]);
  });

  it("refuses an exhibitor's session and no session; nothing changes", async () => {
    const before = await list();
    const exhibitor = { authorization: `Bearer ${await t.login('partner', 'acme')}` };
    const existing = before[0]!;
    expect((await call('GET', '/api/organiser/events/demo-expo/activities', undefined, exhibitor)).statusCode).toBe(403);
    expect((await call('POST', '/api/organiser/events/demo-expo/activities', talk(), exhibitor)).statusCode).toBe(403);
    expect((await call('PUT', `/api/organiser/activities/${existing.id}`, talk(), exhibitor)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/organiser/activities/${existing.id}`, undefined, exhibitor)).statusCode).toBe(403);
    expect((await call('POST', '/api/organiser/events/demo-expo/activities', talk(), {})).statusCode).toBe(401);
    expect((await call('DELETE', `/api/organiser/activities/${existing.id}`, undefined, {})).statusCode).toBe(401);
    expect(await list()).toEqual(before);
  });

  it('has the demo programme: an opening keynote on the first day, talks and a workshop later', async () => {
    const programme = await list();
    expect(programme.length).toBeGreaterThanOrEqual(4);
    expect(zonedDay(programme[0]!.startsAt, event.timezone)).toBe(zonedDay(event.startsAt, event.timezone));
    expect(programme[0]!.title).toMatch(/keynote/i);
    expect(programme.some((a) => /workshop/i.test(a.title))).toBe(true);
  });
});
