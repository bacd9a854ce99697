/** Shapes the server sends that the local database keeps. */
import type { EventInfo } from '../domain/event';
import type { TwoFactorMethod } from '../domain/limits';
import type { ExhibitorSettings, Permission, SessionMode } from '../domain/session';

/** GET /api/session when linked (server/auth/session-info.ts). */
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
  permissions: Permission[];
  settings: ExhibitorSettings;
  staffModeAvailable: boolean;
}
