/**
 * The event's shop, as the organiser sets it up: the badge types exhibitors may order, each with a
 * price (in cents, with its currency), a VAT rate, how many each exhibitor gets free
 * (complimentary) and the stock (null: unlimited). Shared by the console's form and the server.
 */
import * as v from 'valibot';

export const CURRENCIES = ['EUR', 'GBP', 'CHF', 'USD', 'TRY'] as const;

export const BadgeTypeInput = v.strictObject({
  name: v.pipe(v.string(), v.trim(), v.minLength(1, 'badgeType.nameRequired'), v.maxLength(80, 'badgeType.nameTooLong')),
  priceCents: v.pipe(v.number('badgeType.priceInvalid'), v.integer('badgeType.priceInvalid'), v.minValue(0, 'badgeType.priceInvalid'), v.maxValue(10_000_000, 'badgeType.priceTooLarge')),
  currency: v.picklist(CURRENCIES, 'badgeType.currencyInvalid'),
  /** Percent, at most two decimals (19, 7.7). */
  vatRate: v.pipe(
    v.number('badgeType.vatInvalid'),
    v.minValue(0, 'badgeType.vatInvalid'),
    v.maxValue(100, 'badgeType.vatInvalid'),
    v.check((n) => Number.isInteger(Math.round(n * 100)) && Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'badgeType.vatInvalid'),
  ),
  complimentary: v.pipe(v.number('badgeType.countInvalid'), v.integer('badgeType.countInvalid'), v.minValue(0, 'badgeType.countInvalid'), v.maxValue(1000, 'badgeType.countTooLarge')),
  stock: v.nullable(v.pipe(v.number('badgeType.countInvalid'), v.integer('badgeType.countInvalid'), v.minValue(0, 'badgeType.countInvalid'), v.maxValue(1_000_000, 'badgeType.countTooLarge'))),
});
export type BadgeTypeInput = v.InferOutput<typeof BadgeTypeInput>;

/** A badge type as the console and the shop list it. */
export const BadgeType = v.object({
  id: v.string(),
  eventId: v.string(),
  name: v.string(),
  priceCents: v.number(),
  currency: v.picklist(CURRENCIES),
  vatRate: v.number(),
  complimentary: v.number(),
  stock: v.nullable(v.number()),
});
export type BadgeType = v.InferOutput<typeof BadgeType>;

/**
 * A price typed by a person ('49', '49.90', '49,90', '1.234,50', '1,234.50') in cents; null when
 * it is not one. The last separator followed by one or two digits is the decimal one.
 */
export function parsePrice(text: string): number | null {
  const s = text.trim().replace(/\s/g, '');
  if (!/^\d{1,3}([.,]?\d{3})*([.,]\d{1,2})?$|^\d+([.,]\d{1,2})?$/.test(s)) return null;
  const decimal = /[.,](\d{1,2})$/.exec(s);
  const whole = (decimal ? s.slice(0, decimal.index) : s).replace(/[.,]/g, '');
  const cents = Number(whole) * 100 + (decimal ? Number(decimal[1]!.padEnd(2, '0')) : 0);
  return Number.isSafeInteger(cents) ? cents : null;
}

/** A VAT rate typed by a person ('19', '7,7') as a number; null when it is not one. */
export function parseRate(text: string): number | null {
  const s = text.trim().replace(',', '.').replace(/%$/, '').trim();
  return /^\d{1,3}(\.\d{1,2})?$/.test(s) ? Number(s) : null;
}

/** A price for people: '€49.90' in the reader's language. */
export function formatPrice(cents: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100);
}
