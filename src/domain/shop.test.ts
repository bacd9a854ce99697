import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { BadgeTypeInput, formatPrice, parsePrice, parseRate } from './shop';

describe('shop', () => {
  it('reads prices as people type them', () => {
    expect(parsePrice('49')).toBe(4900);
    expect(parsePrice('49.9')).toBe(4990);
    expect(parsePrice('49,90')).toBe(4990);
    expect(parsePrice('1.234,50')).toBe(123450);
    expect(parsePrice('1,234.50')).toBe(123450);
    expect(parsePrice('0')).toBe(0);
    // A point or comma before three digits groups thousands ('4.999' in German is 4,999).
    expect(parsePrice('4.999')).toBe(499900);
    for (const bad of ['', 'abc', '-5', '4.9999', '12,3,4']) expect(parsePrice(bad), bad).toBeNull();
  });

  it('reads VAT rates with a comma or a point, and refuses more than two decimals', () => {
    expect(parseRate('19')).toBe(19);
    expect(parseRate('7,7 %')).toBe(7.7);
    expect(parseRate('x')).toBeNull();
    const base = { name: 'Day pass', priceCents: 4900, currency: 'EUR', complimentary: 2, stock: null };
    expect(v.safeParse(BadgeTypeInput, { ...base, vatRate: 19 }).success).toBe(true);
    expect(v.safeParse(BadgeTypeInput, { ...base, vatRate: 7.125 }).success).toBe(false);
    expect(v.safeParse(BadgeTypeInput, { ...base, vatRate: 101 }).success).toBe(false);
  });

  it('formats prices in the reader language', () => {
    expect(formatPrice(4990, 'EUR', 'de')).toBe('49,90\u00a0€');
    expect(formatPrice(4990, 'EUR', 'en')).toBe('€49.90');
  });
});
