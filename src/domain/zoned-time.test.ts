import { describe, expect, it } from 'vitest';
import { isoToZonedWall, zonedWallToIso } from './zoned-time';

describe('wall times in an event zone', () => {
  it('reads and writes the same wall time, in winter, in summer and across the Atlantic', () => {
    expect(zonedWallToIso('2027-03-01T09:00', 'Europe/Berlin')).toBe('2027-03-01T08:00:00.000Z');
    expect(zonedWallToIso('2027-07-01T09:00', 'Europe/Berlin')).toBe('2027-07-01T07:00:00.000Z');
    expect(zonedWallToIso('2027-07-01T09:00', 'America/New_York')).toBe('2027-07-01T13:00:00.000Z');
    expect(isoToZonedWall('2027-07-01T07:00:00.000Z', 'Europe/Berlin')).toBe('2027-07-01T09:00');
    expect(isoToZonedWall(zonedWallToIso('2027-10-31T12:30', 'Europe/Istanbul')!, 'Europe/Istanbul')).toBe('2027-10-31T12:30');
  });

  it('refuses what is not a time', () => {
    expect(zonedWallToIso('', 'Europe/Berlin')).toBeNull();
    expect(zonedWallToIso('tomorrow', 'Europe/Berlin')).toBeNull();
  });
});
