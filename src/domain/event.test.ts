import { describe, it, expect } from 'vitest';
import { TIMEZONE_TYPES, environmentKind, isEventEnded, isEventRunning } from './event';

const event = { startsAt: '2025-03-10T08:00:00Z', endsAt: '2025-03-12T17:00:00Z' };
const at = (iso: string) => new Date(iso);

describe('TIMEZONE_TYPES', () => {
  it('are browser and event', () => {
    expect([...TIMEZONE_TYPES]).toEqual(['browser', 'event']);
  });
});

describe('isEventEnded', () => {
  it('is false before and during the event', () => {
    expect(isEventEnded(event, at('2025-03-01T00:00:00Z'))).toBe(false);
    expect(isEventEnded(event, at('2025-03-11T12:00:00Z'))).toBe(false);
    expect(isEventEnded(event, at('2025-03-12T16:59:59.999Z'))).toBe(false);
  });

  it('is true from the end time on', () => {
    expect(isEventEnded(event, at('2025-03-12T17:00:00Z'))).toBe(true);
    expect(isEventEnded(event, at('2026-01-01T00:00:00Z'))).toBe(true);
  });

  it('respects time zone offsets in the end time', () => {
    const e = { endsAt: '2025-03-12T18:00:00+01:00' };
    expect(isEventEnded(e, at('2025-03-12T16:59:59Z'))).toBe(false);
    expect(isEventEnded(e, at('2025-03-12T17:00:00Z'))).toBe(true);
  });

  it('uses the current time by default', () => {
    expect(isEventEnded({ endsAt: '2000-01-01T00:00:00Z' })).toBe(true);
    expect(isEventEnded({ endsAt: '2999-01-01T00:00:00Z' })).toBe(false);
  });
});

describe('isEventRunning', () => {
  it('is true from the start until just before the end', () => {
    expect(isEventRunning(event, at('2025-03-10T08:00:00Z'))).toBe(true);
    expect(isEventRunning(event, at('2025-03-11T12:00:00Z'))).toBe(true);
    expect(isEventRunning(event, at('2025-03-12T16:59:59.999Z'))).toBe(true);
  });

  it('is false before the start and from the end on', () => {
    expect(isEventRunning(event, at('2025-03-10T07:59:59.999Z'))).toBe(false);
    expect(isEventRunning(event, at('2025-03-12T17:00:00Z'))).toBe(false);
    expect(isEventRunning(event, at('2025-04-01T00:00:00Z'))).toBe(false);
  });

  it('uses the current time by default', () => {
    expect(isEventRunning({ startsAt: '2000-01-01T00:00:00Z', endsAt: '2999-01-01T00:00:00Z' })).toBe(true);
    expect(isEventRunning({ startsAt: '2000-01-01T00:00:00Z', endsAt: '2000-01-02T00:00:00Z' })).toBe(false);
  });
});

describe('environmentKind', () => {
  it.each([
    ['Test', 'test'],
    ['test', 'test'],
    ['Testing', 'test'],
    ['Acceptance test', 'test'],
    ['Test-2025', 'test'],
    ['Staging', 'staging'],
    ['stage', 'staging'],
    ['EU Staging', 'staging'],
    ['beta', 'beta'],
    ['Public Beta', 'beta'],
    ['Demo', 'production'],
    ['Production', 'production'],
    ['Contest Expo', 'production'],
    ['Alphabetatron', 'production'],
    ['Backstage', 'production'],
    ['', 'production'],
    [null, 'production'],
    [undefined, 'production'],
  ] as const)('%j is %s', (name, kind) => {
    expect(environmentKind(name)).toBe(kind);
  });
});
