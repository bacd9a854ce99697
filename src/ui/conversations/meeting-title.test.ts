import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import de from '../../../locales/de/agenda.json';
import { meetingTitle, otherNames } from './meeting-title';

// German texts, as i18next would give them ('agenda:' keys, {{name}} filled in).
const t = ((key: string, values?: { name?: string }) => {
  const path = key.replace(/^agenda:/, '').split('.');
  let text: unknown = de;
  for (const p of path) text = (text as Record<string, unknown>)[p];
  return String(text).replace('{{name}}', values?.name ?? '');
}) as unknown as TFunction;

const member = (memberId: string, name: string, role: 'organizer' | 'participant', staff: boolean) => ({ memberId, userId: memberId.startsWith('g:') ? null : memberId, name, role, staff, response: 'invited' as const });

describe('meetingTitle', () => {
  it('keeps a subject someone gave the meeting', () => {
    const c = { kind: 'meeting' as const, subject: 'Roadmap', members: [member('sam', 'Sam Visser', 'organizer', true), member('robin', 'Robin Keller', 'participant', true)] };
    expect(meetingTitle(c, 'sam', t)).toBe('Roadmap');
  });

  it('names a booking after the others in the reader’s language, whatever subject the booking page stored', () => {
    const c = { kind: 'meeting' as const, subject: 'Meeting with Vera Visitor', members: [member('g:1', 'Vera Visitor', 'organizer', false), member('sam', 'Sam Visser', 'participant', true)] };
    expect(meetingTitle(c, 'sam', t)).toBe('Termin mit Vera Visitor');
  });

  it('names a meeting without a subject after the others, not after the reader', () => {
    const c = { kind: 'meeting' as const, subject: ' ', members: [member('sam', 'Sam Visser', 'organizer', true), member('robin', 'Robin Keller', 'participant', true), member('alex', '', 'participant', true)] };
    expect(meetingTitle(c, 'sam', t)).toBe('Termin mit Robin Keller, Jemand');
    expect(otherNames(c.members, 'robin', t)).toBe('Sam Visser, Jemand');
  });
});
