import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { toJsonSchema } from '@valibot/to-json-schema';
import { DATE_TIME_PATTERN, dateTime, isDateTime } from './date-time';

/** The rule written out the long way, to check the regular expression against. */
function reference(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?(Z|([+-])(\d{2}):(\d{2}))$/.exec(text);
  if (!m) return false;
  const [y, mo, d, h, mi, s] = [1, 2, 3, 4, 5, 6].map((i) => Number(m[i]));
  if (y! < 1 || mo! < 1 || mo! > 12 || d! < 1 || h! > 23 || mi! > 59 || s! > 59) return false;
  const day = new Date(0);
  day.setUTCFullYear(y!, mo! - 1, d!);
  if (day.getUTCFullYear() !== y || day.getUTCMonth() !== mo! - 1 || day.getUTCDate() !== d) return false;
  if (m[8] !== 'Z' && (Number(m[10]) > 15 || Number(m[11]) > 59)) return false;
  // The first and last day: only offsets that keep the moment inside 0001–9999 in UTC.
  if (text.startsWith('0001-01-01') && m[9] === '+' && m[8] !== '+00:00') return false;
  if (text.startsWith('9999-12-31') && m[9] === '-' && m[8] !== '-00:00') return false;
  return true;
}

describe('the date-time rule', () => {
  it('takes what the app sends (toISOString) and what integrators write', () => {
    for (const ok of [
      new Date().toISOString(),
      '2026-11-21T10:00:00.000Z',
      '2026-11-21T10:00:00Z',
      '2026-11-21T10:00:00.123456Z',
      '2026-11-21T10:00:00+01:00',
      '2026-11-21T10:00:00-15:59',
      '2026-11-21T10:00:00+15:59',
      '2028-02-29T10:00:00+01:00',
      '2000-02-29T00:00:00Z',
      '1492-10-12T00:00:00Z',
      '0001-01-01T00:00:00Z',
      '0001-01-01T00:00:00-05:00',
      '0001-01-01T00:00:00+00:00',
      '9999-12-31T23:59:59.999999Z',
      '9999-12-31T23:59:59+01:00',
    ])
      expect(isDateTime(ok), ok).toBe(true);
  });

  it('refuses what PostgreSQL would refuse, round or read back wrongly', () => {
    for (const bad of [
      '0000-01-01T00:00:00.000Z',
      '2026-11-21T10:00:00.123456789Z',
      '2026-11-21T10:00:00.1234567Z',
      '2026-11-21T10:00:00+23:59',
      '2026-11-21T10:00:00+16:00',
      '2026-11-21T10:00:00-16:00',
      '2026-02-30T10:00:00.000Z',
      '2026-04-31T00:00:00Z',
      '2026-02-29T00:00:00Z',
      '1900-02-29T00:00:00Z',
      '2026-13-01T00:00:00Z',
      '2026-11-21T24:00:00Z',
      '2026-11-21T23:59:60Z',
      '2026-11-21T10:00:00',
      '2026-11-21 10:00:00Z',
      '2026-11-21t10:00:00z',
      '2026-11-21T10:00:00+0100',
      '2026-11-21T10:00:00+01',
      '2026-11-21',
      '0001-01-01T00:30:00+01:00',
      '9999-12-31T23:30:00-01:00',
      '10000-01-01T00:00:00Z',
      '+002026-11-21T10:00:00Z',
      'soon',
      '',
      '2026-11-21T10:00:00Z\n',
    ])
      expect(isDateTime(bad), bad).toBe(false);
    expect(isDateTime(20261121)).toBe(false);
  });

  it('is the same as the rule written out, on many generated date-times', () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const two = (n: number) => String(n).padStart(2, '0');
    const years = [0, 1, 2, 4, 100, 400, 1900, 2000, 2024, 2026, 2100, 9996, 9999];
    for (let i = 0; i < 20_000; i++) {
      const year = String(random(3) ? years[random(years.length)]! : random(10_000)).padStart(4, '0');
      const day = `${year}-${two(random(14))}-${two(random(33))}`;
      const time = `T${two(random(25))}:${two(random(61))}:${two(random(61))}${['', '.5', '.123', '.123456', '.1234567'][random(5)]}`;
      const offset = ['Z', `+${two(random(18))}:${two(random(61))}`, `-${two(random(18))}:${two(random(61))}`, '+00:00', '-00:00'][random(5)];
      const text = `${day}${time}${offset}`;
      expect(isDateTime(text), text).toBe(reference(text));
    }
  });

  it('reads back as the same moment, inside 0001–9999 in UTC', () => {
    for (const text of ['0001-01-01T00:00:00Z', '0001-01-01T00:00:00-15:59', '9999-12-31T23:59:59.999Z', '9999-12-31T00:00:00+15:59', '2026-11-21T10:00:00.123+01:00']) {
      const iso = new Date(text).toISOString();
      expect(iso).toMatch(/^\d{4}-/);
      expect(isDateTime(iso), iso).toBe(true);
    }
  });

  it('is a valibot schema with a form\'s error key, and a JSON Schema with the same pattern', () => {
    expect(v.safeParse(dateTime('task.dueInvalid'), '2026-02-30T10:00:00Z').issues?.[0]?.message).toBe('task.dueInvalid');
    expect(v.is(dateTime(), '2026-11-21T10:00:00Z')).toBe(true);
    const json = toJsonSchema(dateTime()) as { format?: string; pattern?: string };
    expect(json.format).toBe('date-time');
    expect(new RegExp(json.pattern!, 'u').source).toBe(new RegExp(DATE_TIME_PATTERN.source, 'u').source);
    expect(new RegExp(json.pattern!, 'u').test('0000-01-01T00:00:00Z')).toBe(false);
  });
});
