import { describe, expect, it } from 'vitest';
import { writeContextOf } from './write-context';
import type { SessionInfo } from './types';
import { sessionInfo } from './session-info.test-helper';

const base = sessionInfo();

describe('writeContextOf', () => {
  it('names the person writing, never the company', () => {
    const staff: SessionInfo = { ...base, sessionMode: 'staff', licenseCode: null, user: { id: 'acme-sam', name: 'Sam Visser', email: null, twoFactorMethod: null }, permissions: ['createConnections'] };
    expect(writeContextOf(staff)).toEqual({ eventId: 'demo-expo', partnerId: 'acme', authorName: 'Sam Visser', authorId: 'acme-sam' });
    const scan: SessionInfo = { ...base, sessionMode: 'scan', licenseCode: 'LIC-1', user: null, scanUserName: 'Noor Jansen', permissions: ['createConnections'] };
    expect(writeContextOf(scan)).toEqual({ eventId: 'demo-expo', partnerId: 'acme', authorName: 'Noor Jansen', authorId: null });
    expect(writeContextOf({ ...scan, scanUserName: undefined })!.authorName).toBe('');
  });

  it('gives none to a session without an exhibitor', () => {
    expect(writeContextOf({ ...base, sessionMode: 'native', licenseCode: null, user: null, partner: null, permissions: [] })).toBeNull();
  });
});
