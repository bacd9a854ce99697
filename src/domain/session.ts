/**
 * Sessions, modes, permissions and exhibitor settings (SPEC sections 3 and 6).
 */
import * as v from 'valibot';
import { EventInfo } from './event';
import { TWO_FACTOR_METHODS } from './limits';

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

/** The 14 exhibitor-level settings that switch sections of the product on or off (SPEC section 6). */
export const ExhibitorSettings = v.object({
  manual: v.boolean(),
  tasks: v.boolean(),
  invite: v.boolean(),
  visitor: v.boolean(),
  visitorRegistration: v.boolean(),
  surveyCustomization: v.boolean(),
  actionCode: v.boolean(),
  connections: v.boolean(),
  content: v.boolean(),
  badgeShop: v.boolean(),
  conversation: v.boolean(),
  online: v.boolean(),
  viewPublicVisitorList: v.boolean(),
  api: v.boolean(),
});
export type ExhibitorSettings = v.InferOutput<typeof ExhibitorSettings>;
export type ExhibitorSetting = keyof ExhibitorSettings;

function isExhibitorSetting(key: string): key is ExhibitorSetting {
  return Object.hasOwn(ExhibitorSettings.entries, key);
}
export const EXHIBITOR_SETTINGS: readonly ExhibitorSetting[] = Object.keys(ExhibitorSettings.entries).filter(isExhibitorSetting);

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
export const SessionInfo = v.object({
  state: v.literal('linked'),
  sessionMode: v.picklist(SESSION_MODES),
  visitorID: v.nullable(v.string()),
  partnerID: v.nullable(v.string()),
  licenseCode: v.nullable(v.string()),
  embedded: v.boolean(),
  environmentName: v.string(),
  event: EventInfo,
  partner: v.nullable(v.object({ id: v.string(), name: v.string() })),
  user: v.nullable(v.object({ id: v.string(), name: v.string(), email: v.nullable(v.string()), twoFactorMethod: v.nullable(v.picklist(TWO_FACTOR_METHODS)), twoFactorPhone: v.optional(v.nullable(v.string())) })),
  /** The name a scan user gave when activating the licence (sessions saved before it was sent lack it). */
  scanUserName: v.optional(v.nullable(v.string())),
  /** The type of a scan session's licence (an RFID reader's codes are captured as source rfid). */
  licenseType: v.optional(v.nullable(v.string())),
  /** A scan user's licence activation: who they are as a connection's scanner (`scannedByID`). */
  scanUserId: v.optional(v.nullable(v.string())),
  /** The e-mail address a scan user gave, and whether they confirmed it with a mailed code (exports are mailed only then). */
  scanUserEmail: v.optional(v.nullable(v.string())),
  scanUserEmailConfirmed: v.optional(v.nullable(v.boolean())),
  permissions: v.array(v.picklist(PERMISSIONS)),
  settings: ExhibitorSettings,
  /** A partner-mode administrator who is also on the team may switch to staff mode. */
  staffModeAvailable: v.boolean(),
  /** A staff session of an administrator: may switch to administrator (partner) mode. */
  adminModeAvailable: v.optional(v.boolean()),
});
export type SessionInfo = v.InferOutput<typeof SessionInfo>;

/**
 * Whether this session's person met the visitor first (a connection's `scannedByID`): they alone
 * may override its rating and, besides administrators, delete it. A scan user is their licence
 * activation; one of their captures not yet synced has no scanner id yet.
 */
export function isFirstScanner(info: Pick<SessionInfo, 'sessionMode' | 'user' | 'scanUserId'> | null | undefined, scannedByID: string | null): boolean {
  if (!info) return false;
  if (!scannedByID) return info.sessionMode === 'scan';
  return scannedByID === (info.user?.id ?? info.scanUserId ?? null);
}

/** GET /api/session: the session, or that there is none. */
export const SessionAnswer = v.union([SessionInfo, v.object({ state: v.literal('unlinked') })]);

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
