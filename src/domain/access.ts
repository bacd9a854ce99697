/**
 * Who may use a server route or endpoint: declared with the route (server/auth/access.ts enforces
 * it before the handler runs) and with an endpoint's declaration (src/domain/endpoints), which the
 * authorization matrix reads.
 */
import type { Permission, SessionMode, SettingRequirement } from './session';

export type Access =
  /** Anyone; a valid session, when sent, is still resolved. */
  | { public: true }
  /** The operator CLI, with its own token (operator.ts). */
  | { operator: true }
  /** The organiser's console: an organiser session (organiser/session.ts); no exhibitor session reaches it. */
  | { organiser: true }
  /** The organiser's API for their own systems: an organiser API key (organiser/api-keys.ts), nothing else. */
  | { organiserKey: true }
  /** The public API for an exhibitor's CRM: an access token of one of its API accounts (server/api-access/clients.ts), nothing else. */
  | { apiClient: true }
  | {
      modes?: readonly SessionMode[];
      anyPermission?: readonly Permission[];
      /** Exhibitor settings that must be on (several: all of them). */
      setting?: SettingRequirement;
      /** Refuse system users (SPEC section 6). */
      people?: true;
      /** A device whose licence seat was released may still use it, to send what it captured. */
      releasedSeat?: true;
    };

/** Who manages the exhibitor's content and its follow-up mail: its administrators, with the content setting on (SPEC section 2). */
export const CONTENT_ADMIN = { modes: ['partner', 'staff'], anyPermission: ['admin'], setting: 'content' } as const satisfies Access;
