/**
 * A meeting a visitor booked on Acme's public booking page, made for a test through the pages'
 * own forms (no browser): a new member of Acme's team offers half an hour at a time of its own,
 * the visitor books it and confirms by the mailed link. A booking is a conversation of the company
 * (the company inbox shows it to those who read it); the visitor follows it on the meeting's page.
 */
import { randomUUID } from 'node:crypto';
import type { ServerRef } from '../page-models/app';
import { acceptTerms, newTeamMember, type NewMember } from './people';
import { push } from './meetings';
import { waitForMail } from './mail';

export interface Booking {
  /** The team member the visitor booked (the meeting's other member). */
  staff: NewMember;
  /** The meeting's page of the visitor: an absolute address, in English. */
  visitorPage: string;
  /** The meeting's conversation id and subject ('Meeting with <name>'). */
  conversationId: string;
  subject: string;
  startsAt: string;
}

const form = (url: string, fields: Record<string, string>) =>
  fetch(url, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });

/**
 * `daysAhead`: the show's day of the booking (the show runs six days from today). The time lies
 * between 10:00 and 13:00 UTC (within the show's hours) at a minute no one else's free time starts
 * at, so the booking is with the new member.
 */
export async function bookedMeeting(server: ServerRef, visitor: { name: string; email: string }, daysAhead = 4): Promise<Booking> {
  const staff = await newTeamMember(server, { firstName: 'Bo' });
  const token = await acceptTerms(server, staff.link);
  const day = new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
  const minute = [5, 10, 20, 25, 35, 40, 50, 55][Math.floor(Math.random() * 8)]!;
  const start = new Date(`${day}T${String(10 + Math.floor(Math.random() * 3)).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00.000Z`);
  const startsAt = start.toISOString();
  await push(server, token, 'setTimeslot', { id: randomUUID(), kind: 'onsite', startsAt, endsAt: new Date(start.getTime() + 30 * 60_000).toISOString() });

  const started = Date.now();
  const booked = await form(`${server.url}/book/acme?lang=en`, { slot: `${startsAt}|onsite`, name: visitor.name, email: visitor.email, message: '' });
  if (booked.status !== 200) throw new Error(`booking: ${booked.status}`);
  const confirm = /https?:\/\/\S+\/book\/confirm\/[A-Za-z0-9_-]+/.exec((await waitForMail(visitor.email, started)).text)![0];
  const confirmed = await form(`${confirm}?lang=en`, {});
  const location = confirmed.headers.get('location') ?? '';
  if (confirmed.status !== 303 || !location.startsWith('/m/')) throw new Error(`confirming: ${confirmed.status} ${location}`);
  // The meeting, as the staff member's devices get it.
  const subject = `Meeting with ${visitor.name}`;
  let conversation: { id: string; subject: string } | undefined;
  for (let cookie = '', more = true; more && !conversation; ) {
    const pulled = (await (await fetch(`${server.url}/api/sync/pull?cookie=${encodeURIComponent(cookie)}`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      cookie: string;
      more: boolean;
      conversations: Array<{ id: string; subject: string }>;
    };
    conversation = pulled.conversations.find((c) => c.subject === subject);
    ({ cookie, more } = pulled);
  }
  if (!conversation) throw new Error(`the booked meeting is not in ${staff.firstName}'s pull`);
  return { staff, visitorPage: `${server.url}${location.split('?')[0]}?lang=en`, conversationId: conversation.id, subject, startsAt };
}
