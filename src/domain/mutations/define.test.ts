import { describe, expect, it } from 'vitest';
import { MUTATIONS } from './index';
import { hasNul } from './define';

describe('mutation arguments', () => {
  it('refuse dates outside the one date-time rule (src/domain/date-time.ts), and take what the app sends', () => {
    const addNote = MUTATIONS.addNote;
    const args = { id: 'n1', connectionId: 'acme.x', text: 'Call back', type: 'text', createdAt: new Date().toISOString() };
    expect('invalid' in addNote.check({ id: 1, timestamp: 1, args })).toBe(false);
    for (const ok of ['2028-02-29T10:00:00+01:00', '1492-10-12T00:00:00Z', '2026-11-21T10:00:00.123456Z', '2026-11-21T10:00:00+15:59'])
      expect('invalid' in addNote.check({ id: 1, timestamp: 1, args: { ...args, createdAt: ok } }), ok).toBe(false);
    for (const bad of ['2026-02-30T10:00:00.000Z', '2026-04-31T00:00:00Z', '0000-01-01T00:00:00.000Z', '2026-11-21T10:00:00.123456789Z', '2026-11-21T10:00:00+23:59', 'soon'])
      expect(addNote.check({ id: 1, timestamp: 1, args: { ...args, createdAt: bad } }), bad).toEqual({ invalid: 'badArguments' });
  });

  it('refuse text with a NUL character, anywhere in the arguments', () => {
    expect(hasNul({ a: ['ok', { b: 'x\u0000y' }] })).toBe(true);
    expect(hasNul({ 'k\u0000': 1 })).toBe(true);
    expect(hasNul({ a: 'fine', n: 1 })).toBe(false);
    const addNote = MUTATIONS.addNote;
    const args = { id: 'n1', connectionId: 'acme.x', text: 'Call back', type: 'text', createdAt: '2026-11-21T10:00:00.000Z' };
    expect('invalid' in addNote.check({ id: 1, timestamp: 1, args })).toBe(false);
    expect(addNote.check({ id: 1, timestamp: 1, args: { ...args, text: 'Call\u0000back' } })).toEqual({ invalid: 'badArguments' });
    expect(addNote.check({ id: 1, timestamp: 1, args: { ...args, createdAt: '2026-02-30T10:00:00.000Z' } })).toEqual({ invalid: 'badArguments' });
  });
});
