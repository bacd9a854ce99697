/**
 * A logged-in session's info for tests: Sam Visser of Acme on a staff login at the demo event, as
 * the server would describe it; a test changes what it is about (`{ sessionMode: 'scan', … }`),
 * and `eventId` moves the session to another event.
 */
import type { SessionInfo } from './types';

export function sessionInfo(changes: Partial<SessionInfo> = {}, eventId = 'demo-expo'): SessionInfo {
  return {
    state: 'linked',
    sessionMode: 'staff',
    visitorID: null,
    partnerID: 'acme',
    licenseCode: null,
    embedded: false,
    environmentName: '',
    event: { id: eventId, name: 'Demo Expo', startsAt: '2026-11-20T08:00:00Z', endsAt: '2026-11-23T18:00:00Z', timezone: 'Europe/Amsterdam', environmentName: '', applicationColor: '#143d59', actionColor: '#f4b41a' },
    partner: { id: 'acme', name: 'Acme' },
    user: { id: 'acme-sam', name: 'Sam Visser', email: null, twoFactorMethod: null },
    permissions: ['createConnections'],
    settings: {} as SessionInfo['settings'],
    staffModeAvailable: false,
    ...changes,
  };
}
