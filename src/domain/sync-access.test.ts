import { describe, expect, it } from 'vitest';
import { SESSION_MODES, type SessionMode } from './session';
import { SYNC_ACCESS, syncs } from './sync-access';

const session = (sessionMode: SessionMode, connections = true, partner: unknown = { id: 'acme' }) => ({ sessionMode, partner, settings: { connections } });

describe('who syncs', () => {
  it('is an exhibitor in a mode that captures, with leads switched on: the app, its service worker and the server agree', () => {
    expect(SESSION_MODES.filter((m) => syncs(session(m)))).toEqual(['partner', 'scan', 'staff']);
    expect([...SYNC_ACCESS.modes].sort()).toEqual(['partner', 'scan', 'staff']);
  });

  it('is nobody while the event has leads switched off (the service worker used to drain them anyway, and be refused), nor a session without an exhibitor', () => {
    expect(SESSION_MODES.filter((m) => syncs(session(m, false)))).toEqual([]);
    expect(syncs(session('staff', true, null))).toBe(false);
  });
});
