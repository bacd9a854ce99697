import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { erasureKey, isErasureKey, sha256Hex } from './erasure';

describe('erasure keys', () => {
  it('are the SHA-256 of the connection id, as node computes it, for short, long and non-ASCII ids', () => {
    for (const text of ['', 'abc', 'acme.hbcdfjklmnstuvw', 'x'.repeat(55), 'y'.repeat(56), 'z'.repeat(64), 'ü€😀'.repeat(40)]) {
      expect(sha256Hex(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
    }
    const key = erasureKey('acme.hbcdfjklmnstuvw');
    expect(isErasureKey(key)).toBe(true);
    expect(key).not.toContain('hbcdf');
    expect(isErasureKey('acme.hbcdfjklmnstuvw')).toBe(false);
  });
});
