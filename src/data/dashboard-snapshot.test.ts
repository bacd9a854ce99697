import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetDashboardSnapshots, readDashboardSnapshot, saveDashboardSnapshot } from './dashboard-snapshot';
import { LeadstandDB } from './db';
import { claimEventData, eventTables } from './owner';
import type { SessionInfo } from './types';
import { MemoryStorage } from './memory-storage.test-helper';

const person = (id: string): SessionInfo =>
  ({
    state: 'linked',
    sessionMode: 'staff',
    partnerID: 'acme',
    licenseCode: null,
    event: { id: 'demo-expo', name: 'Demo Expo', startsAt: '2026-11-20T08:00:00Z', endsAt: '2026-11-23T18:00:00Z', timezone: 'Europe/Amsterdam' },
    partner: { id: 'acme', name: 'Acme' },
    user: { id, name: id, email: null, twoFactorMethod: null },
    permissions: [],
    settings: {},
  }) as unknown as SessionInfo;

describe("the dashboard's kept figures", () => {
  beforeEach(() => {
    (globalThis as { localStorage?: unknown }).localStorage = new MemoryStorage();
  });

  it('are read back per event and person, and forgotten with the event', () => {
    saveDashboardSnapshot('demo-expo', 'acme|user:sam', { day: '2026-11-21', figures: { total: 12 } });
    saveDashboardSnapshot('other-expo', 'acme|user:sam', { day: '2026-11-21', figures: { total: 3 } });
    expect(readDashboardSnapshot('demo-expo', 'acme|user:sam')).toEqual({ day: '2026-11-21', figures: { total: 12 } });
    // Someone else on the same device sees nothing of Sam's.
    expect(readDashboardSnapshot('demo-expo', 'acme|user:robin')).toBeNull();
    forgetDashboardSnapshots('demo-expo');
    expect(readDashboardSnapshot('demo-expo', 'acme|user:sam')).toBeNull();
    expect(readDashboardSnapshot('other-expo', 'acme|user:sam')).toEqual({ day: '2026-11-21', figures: { total: 3 } });
  });

  it("are cleared when the event's data is cleared for the next person on the device", async () => {
    const db = new LeadstandDB(`snapshot-${crypto.randomUUID()}`);
    const login = (i: SessionInfo) => db.transaction('rw', eventTables().map((t) => db.table(t)), () => claimEventData(db, i));
    await login(person('acme-sam'));
    saveDashboardSnapshot('demo-expo', 'acme|user:acme-sam', { day: '2026-11-21', figures: { total: 12 } });
    await login(person('acme-robin'));
    expect(readDashboardSnapshot('demo-expo', 'acme|user:acme-sam')).toBeNull();
    db.close();
  });

  it('without storage, nothing is kept and nothing fails', () => {
    delete (globalThis as { localStorage?: unknown }).localStorage;
    saveDashboardSnapshot('demo-expo', 'x', { day: '2026-11-21', figures: {} });
    expect(readDashboardSnapshot('demo-expo', 'x')).toBeNull();
    forgetDashboardSnapshots('demo-expo');
  });
});
