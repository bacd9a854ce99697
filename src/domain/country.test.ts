import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, countryName, countryOptions } from './country';

describe('countryName', () => {
  it('names a country code in the reader\'s language, and leaves anything else as it is', () => {
    expect(countryName('NL', 'en')).toBe('Netherlands');
    expect(countryName('nl', 'de')).toBe('Niederlande');
    expect(countryName('FR', 'tr')).toBe('Fransa');
    expect(countryName('Belgium', 'fr')).toBe('Belgium');
    expect(countryName('', 'en')).toBe('');
  });
});

describe('countryOptions', () => {
  it('offers every ISO 3166-1 country once, by its name in the language, sorted there, with the code as the value', () => {
    const de = countryOptions('de');
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(de.map((c) => c.code)).size).toBe(249);
    expect(de.find((c) => c.code === 'NL')!.name).toBe('Niederlande');
    expect(de.findIndex((c) => c.code === 'BE')).toBeLessThan(de.findIndex((c) => c.code === 'DE'));
    expect(de.findIndex((c) => c.code === 'DE')).toBeLessThan(de.findIndex((c) => c.code === 'AT'));
    expect(COUNTRY_CODES).not.toContain('EU');
  });
});
