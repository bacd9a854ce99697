import { describe, expect, it } from 'vitest';
import { erasureKey, isErasureKey, sha256Hex } from './erasure';

describe('erasure keys', () => {
  it('are the SHA-256 of the connection id, as Web Crypto computes it, for short, long and non-ASCII ids', async () => {
    for (const text of ['', 'abc', 'acme.hbcdfjklmnstuvw', 'x'.repeat(55), 'y'.repeat(56), 'z'.repeat(64), 'ü€😀'.repeat(40)]) {
      const digest = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
      expect(sha256Hex(text)).toBe(Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join(''));
    }
    const key = erasureKey('acme.hbcdfjklmnstuvw');
    expect(isErasureKey(key)).toBe(true);
    expect(key).not.toContain('hbcdf');
    expect(isErasureKey('acme.hbcdfjklmnstuvw')).toBe(false);
  });
});
