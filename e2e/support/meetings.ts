/**
 * Meetings made for a test straight through the API, as the devices would send them: a demo
 * person logs in with a fresh link (a session of the test's own), asks colleagues for an online
 * meeting through the sync push, and each of them accepts it.
 */
import { randomUUID } from 'node:crypto';
import { DEMO_USERS, type DemoUser, type ServerRef } from '../page-models/app';
import { mintLink, pathOf } from './links';
import { PROTOCOL_VERSION } from '../../src/domain/mutations';

/** A session token of a demo staff member on `server` (not the browser's: the test's own). */
export async function apiSession(server: ServerRef, user: DemoUser): Promise<string> {
  const u = DEMO_USERS[user];
  if (u.mode !== 'staff') throw new Error(`${user} is not staff`);
  const link = await mintLink('staff', u.subject, {}, server.dataDir);
  const verifier = pathOf(link).split('/').pop()!;
  const res = await fetch(`${server.url}/api/session`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sessionMode: 'staff', visitorID: u.subject, verifier, acceptTerms: true }),
  });
  const body = (await res.json()) as { state?: string; token?: string };
  if (body.state !== 'linked' || !body.token) throw new Error(`login as ${user}: ${res.status} ${JSON.stringify(body)}`);
  return body.token;
}

export async function push(server: ServerRef, token: string, name: string, args: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${server.url}/api/sync/push`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ protocolVersion: PROTOCOL_VERSION, clientID: `e2e-${randomUUID()}`, mutations: [{ id: 1, name, args, timestamp: Date.now() }] }),
  });
  const body = (await res.json()) as { results?: Array<{ outcome: string; reason: string | null }> };
  const result = body.results?.[0];
  if (result?.outcome !== 'completed') throw new Error(`${name}: ${res.status} ${JSON.stringify(body)}`);
}

/**
 * An accepted online meeting of `organizer` with `participants`; returns its conversation id. Its
 * room is open until the meeting is over, so by default it lies at a random time of its own long
 * after the show: no other test's meeting takes those people's time there (no double booking).
 * `startsIn` and `endsIn`: minutes from now instead.
 */
export async function acceptedOnlineMeeting(
  server: ServerRef,
  organizer: DemoUser,
  participants: DemoUser[],
  options: { subject?: string; startsIn?: number; endsIn?: number; type?: 'online' | 'hybrid' } = {},
): Promise<string> {
  const id = randomUUID();
  const at = (minutes: number) => new Date(Math.floor(Date.now() / 60_000) * 60_000 + minutes * 60_000).toISOString();
  const slot = 400 * 24 * 60 + Math.floor(Math.random() * 50_000) * 15;
  await push(server, await apiSession(server, organizer), 'requestMeeting', {
    id,
    messageId: randomUUID(),
    type: options.type ?? 'online',
    subject: options.subject ?? 'Scanner demo call',
    startsAt: at(options.startsIn ?? slot),
    endsAt: at(options.endsIn ?? slot + 15),
    location: '',
    message: '',
    participants: participants.map((p) => ('userId' in DEMO_USERS[p] ? (DEMO_USERS[p] as { userId: string }).userId : DEMO_USERS[p].subject)),
    createdAt: new Date().toISOString(),
  });
  for (const p of participants) {
    await push(server, await apiSession(server, p), 'answerMeeting', { conversationId: id, action: 'accept', messageId: randomUUID(), at: new Date().toISOString() });
  }
  return id;
}
