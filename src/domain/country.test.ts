import { describe, expect, it } from 'vitest';
import { countryName } from './country';

describe('countryName', () => {
  it('names a country code in the reader\'s language, and leaves anything else as it is', () => {
    expect(countryName('NL', 'en')).toBe('Netherlands');
    expect(countryName('nl', 'de')).toBe('Niederlande');
    expect(countryName('FR', 'tr')).toBe('Fransa');
    expect(countryName('Belgium', 'fr')).toBe('Belgium');
    expect(countryName('', 'en')).toBe('');
  });
});
