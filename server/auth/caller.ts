/**
 * Who is calling: one computation of the caller's session, mode, permissions and the exhibitor's
 * settings, used by every route's access check (access.ts) and by the routes themselves.
 */
import { sql, type Kysely } from 'kysely';
import type { DB, EventRow, PartnerRow, UserRow } from '../db/schema';
import { effectivePermissions, type ExhibitorSettings, type Permission, type SessionMode, allSettings } from '../../src/domain/session';
import { hashSecret } from '../security';

export interface Caller {
  sessionId: string;
  mode: SessionMode;
  embedded: boolean;
  event: EventRow;
  partner: PartnerRow | null;
  /** The person: staff member, the administrator behind a partner link; null for scan users. */
  user: UserRow | null;
  licence: { id: string; code: string; type: string } | null;
  activationId: string | null;
  /** The name a scan user gave when activating the licence. */
  activationName: string | null;
  /** The e-mail address a scan user gave when activating the licence. */
  activationEmail: string | null;
  /** The scan user proved the address with a mailed code (server/account/email-confirmation.ts). */
  activationEmailConfirmed: boolean;
  /** The administrator released this device's licence seat: it may only send what it still holds. */
  seatReleased: boolean;
  permissions: Set<Permission>;
  settings: ExhibitorSettings;
  /** System users (integrations, support accounts) may not do what the spec reserves for people. */
  isSystem: boolean;
  /** The staff row's own permissions, also for partner sessions of an admin who is staff. */
  staffPermissions: Permission[] | null;
  /**
   * Set when an administrator's session restores this person's diagnostic backup and the writes
   * are applied in this person's name (server/sync/push.ts): the restoring session's scanner key.
   */
  restorer?: string;
}

export const SESSION_TTL_MS = 30 * 86_400_000;
/** A session's expiry moves forward when used, at most this often (saves a write per request). */
const SLIDE_EVERY_MS = 3_600_000;

export function bearerToken(header: string | undefined): string | null {
  const m = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header ?? '');
  return m ? m[1]! : null;
}

/** jsonb turns timestamps into strings: back to Dates for the row types. */
function dates<T extends Record<string, unknown>>(row: T | null, fields: readonly string[]): T | null {
  if (!row) return null;
  const out: Record<string, unknown> = { ...row };
  for (const f of fields) if (typeof out[f] === 'string') out[f] = new Date(out[f] as string);
  return out as T;
}

const EVENT_DATES = ['starts_at', 'ends_at', 'created_at'] as const;
const USER_DATES = ['last_login_at', 'terms_accepted_at', 'created_at'] as const;

/**
 * Resolves a bearer token to its caller, in one query (it runs on every API request).
 */
export async function resolveCaller(db: Kysely<DB>, token: string, now = new Date()): Promise<Caller | null> {
  const result = await sql<{
    id: string;
    mode: SessionMode;
    embedded: boolean;
    last_seen_at: Date;
    expires_at: Date;
    licence_activation_id: string | null;
    parent_session_id: string | null;
    parent_expires_at: Date | null;
    event: Record<string, unknown>;
    partner: Record<string, unknown> | null;
    user: Record<string, unknown> | null;
    permissions: Permission[] | null;
    licence_id: string | null;
    licence_code: string | null;
    licence_type: string | null;
    activation_name: string | null;
    activation_email: string | null;
    activation_email_confirmed: boolean | null;
    seat_released: boolean | null;
  }>`
    select s.id, s.mode, s.embedded, s.last_seen_at, s.expires_at, s.licence_activation_id, s.parent_session_id, ps.expires_at as parent_expires_at,
      to_jsonb(e.*) as event, to_jsonb(p.*) as partner, to_jsonb(u.*) as "user",
      st.permissions, l.id as licence_id, l.code as licence_code, l.type as licence_type, la.name as activation_name, la.email as activation_email,
      la.email_confirmed_at is not null as activation_email_confirmed, la.released_at is not null as seat_released
    from sessions s
    left join sessions ps on ps.id = s.parent_session_id
    join events e on e.id = s.event_id
    left join partners p on p.id = s.partner_id
    left join users u on u.id = s.user_id
    left join staff st on st.partner_id = s.partner_id and st.user_id = s.user_id
    left join licence_activations la on la.id = s.licence_activation_id
    left join licences l on l.id = la.licence_id
    where s.token_hash = ${hashSecret(token)}`.execute(db);
  const row = result.rows[0];
  if (!row || new Date(row.expires_at).getTime() <= now.getTime()) return null;
  // A switched session does not outlive the one it came from.
  if (row.parent_session_id && (!row.parent_expires_at || new Date(row.parent_expires_at).getTime() <= now.getTime())) return null;
  const staffPermissions = row.permissions ?? null;
  // A staff session of someone no longer on the team ends; so does a scan session whose licence is gone.
  if (row.mode === 'staff' && staffPermissions === null) return null;
  if (row.licence_activation_id && !row.licence_id) return null;

  if (now.getTime() - new Date(row.last_seen_at).getTime() > SLIDE_EVERY_MS) {
    await db
      .updateTable('sessions')
      .set({ last_seen_at: now, expires_at: new Date(now.getTime() + SESSION_TTL_MS) })
      // Using the switched session keeps the one it came from (the way back) alive as well.
      .where('id', 'in', [row.id, ...(row.parent_session_id ? [row.parent_session_id] : [])])
      .execute();
  }

  const event = dates(row.event, EVENT_DATES) as unknown as EventRow;
  const partner = dates(row.partner, ['created_at']) as unknown as PartnerRow | null;
  const user = dates(row.user, USER_DATES) as unknown as UserRow | null;
  return {
    sessionId: row.id,
    mode: row.mode,
    embedded: row.embedded,
    event,
    partner,
    user,
    licence: row.licence_id ? { id: row.licence_id, code: row.licence_code!, type: row.licence_type! } : null,
    activationId: row.licence_activation_id,
    activationName: row.activation_name,
    activationEmail: row.activation_email,
    activationEmailConfirmed: !!row.activation_email_confirmed,
    seatReleased: !!row.seat_released,
    permissions: effectivePermissions(row.mode, staffPermissions ?? []),
    settings: partner ? { ...allSettings(false), ...partner.settings } : allSettings(false),
    isSystem: user?.is_system ?? false,
    staffPermissions,
  };
}
