/**
 * Sessions, modes, permissions and exhibitor settings (SPEC sections 3 and 6).
 */
import type { EventInfo } from './event';
import type { TwoFactorMethod } from './limits';

export const SESSION_MODES = ['native', 'partner', 'scan', 'staff'] as const;
export type SessionMode = (typeof SESSION_MODES)[number];

export const SESSION_STATES = ['linked', 'unlinked'] as const;
export type SessionState = (typeof SESSION_STATES)[number];

export const PERMISSIONS = [
  'admin',
  'companyConversations',
  'createConnections',
  'exportConnections',
  'showAllConnections',
  'tasks',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** The 14 exhibitor-level settings that switch sections of the product on or off. */
export const EXHIBITOR_SETTINGS = [
  'manual',
  'tasks',
  'invite',
  'visitor',
  'visitorRegistration',
  'surveyCustomization',
  'actionCode',
  'connections',
  'content',
  'badgeShop',
  'conversation',
  'online',
  'viewPublicVisitorList',
  'api',
] as const;
export type ExhibitorSetting = (typeof EXHIBITOR_SETTINGS)[number];
export type ExhibitorSettings = Record<ExhibitorSetting, boolean>;

/** A route's or API route's setting requirement: one setting, or several that must all be on. */
export type SettingRequirement = ExhibitorSetting | readonly ExhibitorSetting[];

export function settingsMet(required: SettingRequirement | undefined, settings: ExhibitorSettings): boolean {
  if (!required) return true;
  return (typeof required === 'string' ? [required] : required).every((s) => settings[s]);
}

export function allSettings(on: boolean): ExhibitorSettings {
  return Object.fromEntries(EXHIBITOR_SETTINGS.map((s) => [s, on])) as ExhibitorSettings;
}

/** What the app is told about its session (GET /api/session when linked). */
export interface SessionInfo {
  state: 'linked';
  sessionMode: SessionMode;
  visitorID: string | null;
  partnerID: string | null;
  licenseCode: string | null;
  embedded: boolean;
  environmentName: string;
  event: EventInfo;
  partner: { id: string; name: string } | null;
  user: { id: string; name: string; email: string | null; twoFactorMethod: TwoFactorMethod | null } | null;
  /** The name a scan user gave when activating the licence (sessions saved before it was sent lack it). */
  scanUserName?: string | null;
  permissions: Permission[];
  settings: ExhibitorSettings;
  /** A partner-mode administrator who is also on the team may switch to staff mode. */
  staffModeAvailable: boolean;
}

export interface Session {
  state: SessionState;
  sessionMode: SessionMode | null;
  verifier: string | null;
  visitorID: string | null;
  partnerID: string | null;
  licenseCode: string | null;
  embedded: boolean;
  environmentName: string | null;
}

/**
 * What a caller may do: one computation, used by the server to authorize and by the app's guards.
 * Partner mode is the exhibitor's administrator (all permissions, but it cannot scan: SPEC 6);
 * scan-licence users may only capture connections; staff have the permissions they were given,
 * where admin implies all others.
 */
export function effectivePermissions(mode: SessionMode, granted: readonly Permission[]): Set<Permission> {
  switch (mode) {
    case 'partner':
      return new Set(PERMISSIONS.filter((p) => p !== 'createConnections'));
    case 'scan':
      return new Set<Permission>(['createConnections']);
    case 'native':
      return new Set<Permission>();
    case 'staff':
      return granted.includes('admin') ? new Set(PERMISSIONS) : new Set(granted);
  }
}
