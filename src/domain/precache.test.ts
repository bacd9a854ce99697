import { describe, expect, it } from 'vitest';
import { installLanguages } from './precache';

describe('installLanguages', () => {
  it('the device languages the app has, then English', () => {
    expect(installLanguages(['de-DE', 'de', 'en-GB'])).toEqual(['de', 'en']);
    expect(installLanguages(['pt-BR', 'NL', 'tr-TR'])).toEqual(['nl', 'tr', 'en']);
    expect(installLanguages([])).toEqual(['en']);
  });
});
