import { describe, expect, it } from 'vitest';
import { cityOf, utcOffset, zoneMatches, zoneOptions } from './time-zones';

const WINTER = new Date('2027-01-15T12:00:00Z');
const SUMMER = new Date('2027-07-15T12:00:00Z');
const label = (o: { region: string; city: string; offset: string }) => `${o.region} — ${o.city} (${o.offset})`;

describe('time zones for the event form', () => {
  const options = zoneOptions(Intl.supportedValuesOf('timeZone'), WINTER);
  const ids = options.map((o) => o.id);

  it('lists no legacy name, only the current one, and every zone once', () => {
    for (const legacy of ['Asia/Calcutta', 'Europe/Kiev', 'Asia/Saigon', 'America/Buenos_Aires', 'Atlantic/Faeroe', 'America/Godthab']) expect(ids).not.toContain(legacy);
    for (const current of ['Asia/Kolkata', 'Europe/Kyiv', 'Asia/Ho_Chi_Minh', 'America/Argentina/Buenos_Aires', 'Atlantic/Faroe', 'America/Nuuk', 'UTC']) expect(ids).toContain(current);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.some((id) => id.startsWith('Etc/'))).toBe(false);
  });

  it('groups by region (UTC first, then Europe) and names each zone readably with its offset', () => {
    expect(options[0]!.id).toBe('UTC');
    expect(options[1]!.region).toBe('Europe');
    const regions = options.map((o) => o.region);
    // Each region's zones are together.
    expect(regions.filter((r, i) => r !== regions[i - 1]).length).toBe(new Set(regions).size);
    const berlin = options.find((o) => o.id === 'Europe/Berlin')!;
    expect(label(berlin)).toBe('Europe — Berlin (UTC+1)');
    expect(utcOffset('Europe/Berlin', SUMMER)).toBe('UTC+2');
    expect(utcOffset('Asia/Kolkata', WINTER)).toBe('UTC+5:30');
    expect(utcOffset('America/Argentina/Buenos_Aires', WINTER)).toBe('UTC-3');
    expect(cityOf('America/Argentina/Buenos_Aires')).toBe('Buenos Aires (Argentina)');
    expect(cityOf('America/North_Dakota/New_Salem')).toBe('New Salem (North Dakota)');
  });

  it('finds a zone by place, accents ignored, by its IANA name, its offset, or a legacy name', () => {
    const find = (q: string) => options.filter((o) => zoneMatches(o, label(o), q)).map((o) => o.id);
    expect(find('berlin')).toEqual(['Europe/Berlin']);
    expect(find('Calcutta')).toEqual(['Asia/Kolkata']);
    expect(find('sao paulo')).toEqual(['America/Sao_Paulo']);
    expect(find('europe/amsterdam')).toEqual(['Europe/Amsterdam']);
    expect(find('UTC+5:30')).toContain('Asia/Kolkata');
    expect(find('')).toHaveLength(options.length);
  });
});
