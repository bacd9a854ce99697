/**
 * What the app is told about its session (GET /api/session): enough to run offline: mode,
 * event (theme, dates), exhibitor and its settings, the person, permissions.
 */
import type { Caller } from './caller';
import { eventInfo } from '../events/events';
import type { SessionInfo } from '../../src/domain/session';

export type { SessionInfo };

export function sessionInfo(caller: Caller): SessionInfo {
  const u = caller.user;
  return {
    state: 'linked',
    sessionMode: caller.mode,
    visitorID: u?.id ?? null,
    partnerID: caller.partner?.id ?? null,
    licenseCode: caller.licence?.code ?? null,
    licenseType: caller.licence?.type ?? null,
    embedded: caller.embedded,
    environmentName: caller.event.environment_name,
    event: eventInfo(caller.event),
    partner: caller.partner ? { id: caller.partner.id, name: caller.partner.name } : null,
    user: u ? { id: u.id, name: `${u.first_name} ${u.last_name}`.trim(), email: u.email, twoFactorMethod: u.two_factor_method, twoFactorPhone: u.two_factor_method === 'sms' ? u.two_factor_phone : null } : null,
    scanUserName: caller.mode === 'scan' ? caller.activationName : null,
    scanUserId: caller.mode === 'scan' ? caller.activationId : null,
    scanUserEmail: caller.mode === 'scan' ? caller.activationEmail : null,
    scanUserEmailConfirmed: caller.mode === 'scan' ? caller.activationEmailConfirmed : null,
    permissions: [...caller.permissions].sort(),
    settings: caller.settings,
    staffModeAvailable: caller.mode === 'partner' && caller.staffPermissions !== null,
    adminModeAvailable: caller.mode === 'staff' && caller.permissions.has('admin') && !caller.isSystem,
  };
}
