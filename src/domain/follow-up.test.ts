import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { FollowUpSettingsInput, FollowUpTemplateInput, endOfDaySendAt, fillTemplate } from './follow-up';

describe('the follow-up template', () => {
  it('fills the placeholders and leaves unknown ones', () => {
    expect(fillTemplate('Dear {{name}}, thanks for visiting {{ company }} at {{event}}. {{other}}', { name: 'Yara', company: 'Acme', event: 'Demo Expo' })).toBe('Dear Yara, thanks for visiting Acme at Demo Expo. {{other}}');
  });

  it('needs a subject and a body within their limits, and a valid batch time', () => {
    expect(v.safeParse(FollowUpTemplateInput, { subject: ' ', body: 'x' }).issues?.[0]?.message).toBe('followUp.subjectRequired');
    expect(v.safeParse(FollowUpTemplateInput, { subject: 'x', body: 'y'.repeat(5001) }).issues?.[0]?.message).toBe('followUp.bodyTooLong');
    expect(v.safeParse(FollowUpSettingsInput, { batchAt: '24:00' }).issues?.[0]?.message).toBe('followUp.timeInvalid');
    expect(v.safeParse(FollowUpSettingsInput, { batchAt: '18:30' }).success).toBe(true);
  });
});

describe('endOfDaySendAt', () => {
  it("is today's batch time in the event's time zone", () => {
    // 10:00 in Amsterdam (UTC+1 in November): the 18:00 batch is 17:00 UTC.
    expect(endOfDaySendAt(new Date('2026-11-24T09:00:00Z'), 'Europe/Amsterdam', '18:00').toISOString()).toBe('2026-11-24T17:00:00.000Z');
    // Summer time (UTC+2).
    expect(endOfDaySendAt(new Date('2026-06-10T08:00:00Z'), 'Europe/Amsterdam', '18:00').toISOString()).toBe('2026-06-10T16:00:00.000Z');
    expect(endOfDaySendAt(new Date('2026-11-24T15:00:00Z'), 'America/New_York', '17:30').toISOString()).toBe('2026-11-24T22:30:00.000Z');
  });

  it('is at once when the batch has passed today', () => {
    const now = new Date('2026-11-24T20:00:00Z');
    expect(endOfDaySendAt(now, 'Europe/Amsterdam', '18:00')).toEqual(now);
  });

  it('takes the local day, not the UTC one', () => {
    // 00:30 on the 25th in Tokyo is 15:30 UTC on the 24th: the batch is the 25th, 18:00 Tokyo.
    expect(endOfDaySendAt(new Date('2026-11-24T15:30:00Z'), 'Asia/Tokyo', '18:00').toISOString()).toBe('2026-11-25T09:00:00.000Z');
  });
});
