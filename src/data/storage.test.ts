import { describe, expect, it } from 'vitest';
import { isStorageLow } from './storage';

describe('isStorageLow', () => {
  it('warns under 50 MB or 10% free', () => {
    expect(isStorageLow({ usage: 0, quota: 10e9 })).toBe(false);
    expect(isStorageLow({ usage: 10e9 - 40e6, quota: 10e9 })).toBe(true);
    expect(isStorageLow({ usage: 950e6, quota: 1e9 })).toBe(true);
    expect(isStorageLow({ usage: 100e6, quota: 1e9 })).toBe(false);
    expect(isStorageLow({})).toBe(false);
  });
});
