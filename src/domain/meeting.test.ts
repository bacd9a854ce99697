import { describe, it, expect } from 'vitest';
import { MEETING_DURATIONS_MINUTES, MEETING_TYPES, checkMeetingStart, checkTimeslot, validateMeetingTimes, validateTimeslot, withinShowHours, type Timeslot } from './meeting';

const slot = (start: string, end: string): Timeslot => ({ start, end });

describe('meeting vocabularies', () => {
  it('offers the durations of the spec', () => {
    expect([...MEETING_DURATIONS_MINUTES]).toEqual([5, 10, 15, 20, 30, 45, 60, 90, 120]);
    expect([...MEETING_TYPES]).toEqual(['hybrid', 'online', 'onsite']);
  });
});

describe('validateMeetingTimes', () => {
  it('accepts a start before the end', () => {
    expect(validateMeetingTimes('2025-03-10T09:00:00Z', '2025-03-10T09:30:00Z')).toBeNull();
    expect(validateMeetingTimes('2025-03-10T09:00:00Z', '2025-03-10T09:00:00.001Z')).toBeNull();
  });

  it('refuses a start at or after the end', () => {
    expect(validateMeetingTimes('2025-03-10T09:30:00Z', '2025-03-10T09:00:00Z')).toBe('timeslot.startAfterEnd');
    expect(validateMeetingTimes('2025-03-10T09:00:00Z', '2025-03-10T09:00:00Z')).toBe('timeslot.startAfterEnd');
  });

  it('compares instants, not text, across time zone offsets', () => {
    expect(validateMeetingTimes('2025-03-10T10:00:00+02:00', '2025-03-10T09:00:00Z')).toBeNull();
    expect(validateMeetingTimes('2025-03-10T09:00:00Z', '2025-03-10T10:00:00+02:00')).toBe('timeslot.startAfterEnd');
  });

  it('refuses invalid dates', () => {
    expect(validateMeetingTimes('', '2025-03-10T09:00:00Z')).toBe('timeslot.invalidDate');
    expect(validateMeetingTimes('2025-03-10T09:00:00Z', 'later')).toBe('timeslot.invalidDate');
    expect(validateMeetingTimes('2025-13-40T09:00:00Z', '2025-03-10T09:00:00Z')).toBe('timeslot.invalidDate');
  });
});

describe('validateTimeslot', () => {
  const existing = [slot('2025-03-10T09:00:00Z', '2025-03-10T10:00:00Z'), slot('2025-03-10T13:00:00Z', '2025-03-10T14:00:00Z')];

  it('accepts a free slot within one day', () => {
    expect(validateTimeslot(slot('2025-03-10T10:30:00Z', '2025-03-10T11:00:00Z'), existing)).toBeNull();
    expect(validateTimeslot(slot('2025-03-11T09:00:00Z', '2025-03-11T10:00:00Z'), existing)).toBeNull();
    expect(validateTimeslot(slot('2025-03-10T09:00:00Z', '2025-03-10T10:00:00Z'), [])).toBeNull();
  });

  it('allows slots that touch', () => {
    expect(validateTimeslot(slot('2025-03-10T10:00:00Z', '2025-03-10T13:00:00Z'), existing)).toBeNull();
    expect(validateTimeslot(slot('2025-03-10T08:00:00Z', '2025-03-10T09:00:00Z'), existing)).toBeNull();
    expect(validateTimeslot(slot('2025-03-10T14:00:00Z', '2025-03-10T15:00:00Z'), existing)).toBeNull();
  });

  it.each([
    ['starts inside another', '2025-03-10T09:30:00Z', '2025-03-10T10:30:00Z'],
    ['ends inside another', '2025-03-10T08:30:00Z', '2025-03-10T09:30:00Z'],
    ['lies inside another', '2025-03-10T09:15:00Z', '2025-03-10T09:45:00Z'],
    ['surrounds another', '2025-03-10T08:00:00Z', '2025-03-10T11:00:00Z'],
    ['equals another', '2025-03-10T09:00:00Z', '2025-03-10T10:00:00Z'],
    ['covers two others', '2025-03-10T09:59:00Z', '2025-03-10T13:01:00Z'],
  ])('refuses a slot that %s', (_label, start, end) => {
    expect(validateTimeslot(slot(start, end), existing)).toBe('timeslot.overlap');
  });

  it('refuses a slot that spans several days', () => {
    expect(validateTimeslot(slot('2025-03-10T23:00:00Z', '2025-03-11T01:00:00Z'), [])).toBe('timeslot.multipleDays');
    expect(validateTimeslot(slot('2025-03-10T09:00:00Z', '2025-03-12T09:00:00Z'), [])).toBe('timeslot.multipleDays');
    expect(validateTimeslot(slot('2025-03-10T23:59:00Z', '2025-03-11T00:00:01Z'), [])).toBe('timeslot.multipleDays');
  });

  it('lets a slot end exactly at midnight', () => {
    expect(validateTimeslot(slot('2025-03-10T23:00:00Z', '2025-03-11T00:00:00Z'), [])).toBeNull();
    expect(validateTimeslot(slot('2025-03-10T00:00:00Z', '2025-03-11T00:00:00Z'), [])).toBeNull();
  });

  it('judges the day in the given time zone offset', () => {
    // 22:00-23:30 UTC is 23:00-00:30 in UTC+1: two days there.
    const s = slot('2025-03-10T22:00:00Z', '2025-03-10T23:30:00Z');
    expect(validateTimeslot(s, [])).toBeNull();
    expect(validateTimeslot(s, [], 60)).toBe('timeslot.multipleDays');
    // 23:00 UTC to 01:00 UTC is 18:00-20:00 in UTC-5: one day there.
    const t = slot('2025-03-10T23:00:00Z', '2025-03-11T01:00:00Z');
    expect(validateTimeslot(t, [], -300)).toBeNull();
    expect(validateTimeslot(t, [])).toBe('timeslot.multipleDays');
    // Midnight in UTC+2 is 22:00 UTC.
    expect(validateTimeslot(slot('2025-03-10T21:00:00Z', '2025-03-10T22:00:00Z'), [], 120)).toBeNull();
  });

  it('checks the dates first, then their order, then the day, then overlaps', () => {
    expect(validateTimeslot(slot('nonsense', '2025-03-10T10:00:00Z'), existing)).toBe('timeslot.invalidDate');
    expect(validateTimeslot(slot('2025-03-10T10:00:00Z', ''), existing)).toBe('timeslot.invalidDate');
    expect(validateTimeslot(slot('2025-03-10T10:00:00Z', '2025-03-10T09:00:00Z'), existing)).toBe('timeslot.startAfterEnd');
    expect(validateTimeslot(slot('2025-03-10T10:00:00Z', '2025-03-10T10:00:00Z'), [])).toBe('timeslot.startAfterEnd');
    expect(validateTimeslot(slot('2025-03-10T09:30:00Z', '2025-03-11T09:30:00Z'), existing)).toBe('timeslot.multipleDays');
  });
});

describe('checkTimeslot', () => {
  // A show open 08:00-18:00 in Amsterdam (UTC+1 in November), from 24 to 26 November.
  const zone = 'Europe/Amsterdam';
  const show = { startsAt: '2026-11-24T07:00:00.000Z', endsAt: '2026-11-26T17:00:00.000Z' };
  const now = Date.parse('2026-11-25T12:00:00.000Z');

  it('takes a time on a show day within the hours, at the booth and online', () => {
    expect(checkTimeslot(slot('2026-11-25T13:00:00.000Z', '2026-11-25T15:00:00.000Z'), [], zone, show, { now, kind: 'onsite' })).toBeNull();
    expect(checkTimeslot(slot('2026-11-26T07:00:00.000Z', '2026-11-26T17:00:00.000Z'), [], zone, show, { now, kind: 'onsite' })).toBeNull();
  });

  it('refuses a time that is over, but not one still running', () => {
    expect(checkTimeslot(slot('2026-11-24T08:00:00.000Z', '2026-11-24T10:00:00.000Z'), [], zone, show, { now, kind: 'onsite' })).toBe('timeslot.past');
    expect(checkTimeslot(slot('2026-11-25T08:00:00.000Z', '2026-11-25T11:00:00.000Z'), [], zone, show, { now, kind: 'onsite' })).toBe('timeslot.past');
    expect(checkTimeslot(slot('2026-11-25T11:00:00.000Z', '2026-11-25T13:00:00.000Z'), [], zone, show, { now, kind: 'onsite' })).toBeNull();
  });

  it('keeps a time to meet at the booth within the show hours; online times may lie outside them', () => {
    // 02:00-03:00 local.
    const night = slot('2026-11-26T01:00:00.000Z', '2026-11-26T02:00:00.000Z');
    expect(checkTimeslot(night, [], zone, show, { now, kind: 'onsite' })).toBe('timeslot.outsideHours');
    expect(checkTimeslot(night, [], zone, show, { now, kind: 'online' })).toBeNull();
    // 17:30-18:30 local: past closing.
    expect(checkTimeslot(slot('2026-11-26T16:30:00.000Z', '2026-11-26T17:30:00.000Z'), [], zone, show, { now, kind: 'onsite' })).toBe('timeslot.outsideHours');
  });

  it('has no hours for a show open through the night', () => {
    expect(withinShowHours('2026-11-25T01:00:00.000Z', '2026-11-25T02:00:00.000Z', zone, { startsAt: '2026-11-24T19:00:00.000Z', endsAt: '2026-11-26T05:00:00.000Z' })).toBe(true);
  });
});

describe('checkMeetingStart', () => {
  const now = Date.parse('2026-11-25T12:00:00.000Z');
  it('refuses a start in the past, allowing for clocks a few minutes apart', () => {
    expect(checkMeetingStart('2026-11-24T12:00:00.000Z', now)).toBe('meeting.past');
    expect(checkMeetingStart('2026-11-25T11:50:00.000Z', now)).toBe('meeting.past');
    expect(checkMeetingStart('2026-11-25T11:57:00.000Z', now)).toBeNull();
    expect(checkMeetingStart('2026-11-25T14:00:00.000Z', now)).toBeNull();
  });
});
