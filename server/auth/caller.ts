/**
 * Who is calling: one computation of the caller's session, mode, permissions and the exhibitor's
 * settings, used by every route's access check (access.ts) and by the routes themselves.
 */
import type { Kysely } from 'kysely';
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
  licence: { id: string; code: string } | null;
  activationId: string | null;
  /** The name a scan user gave when activating the licence. */
  activationName: string | null;
  permissions: Set<Permission>;
  settings: ExhibitorSettings;
  /** System users (integrations, support accounts) may not do what the spec reserves for people. */
  isSystem: boolean;
  /** The staff row's own permissions, also for partner sessions of an admin who is staff. */
  staffPermissions: Permission[] | null;
}

export const SESSION_TTL_MS = 30 * 86_400_000;
/** A session's expiry moves forward when used, at most this often (saves a write per request). */
const SLIDE_EVERY_MS = 3_600_000;

export function bearerToken(header: string | undefined): string | null {
  const m = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header ?? '');
  return m ? m[1]! : null;
}

export async function resolveCaller(db: Kysely<DB>, token: string, now = new Date()): Promise<Caller | null> {
  const session = await db.selectFrom('sessions').selectAll().where('token_hash', '=', hashSecret(token)).executeTakeFirst();
  if (!session || session.expires_at.getTime() <= now.getTime()) return null;

  const event = await db.selectFrom('events').selectAll().where('id', '=', session.event_id).executeTakeFirst();
  if (!event) return null;
  const partner = session.partner_id ? ((await db.selectFrom('partners').selectAll().where('id', '=', session.partner_id).executeTakeFirst()) ?? null) : null;
  const user = session.user_id ? ((await db.selectFrom('users').selectAll().where('id', '=', session.user_id).executeTakeFirst()) ?? null) : null;
  let staffPermissions: Permission[] | null = null;
  if (user && partner) {
    const staff = await db.selectFrom('staff').select('permissions').where('partner_id', '=', partner.id).where('user_id', '=', user.id).executeTakeFirst();
    staffPermissions = staff?.permissions ?? null;
  }
  // A staff session of someone no longer on the team ends.
  if (session.mode === 'staff' && staffPermissions === null) return null;
  let licence: Caller['licence'] = null;
  let activationName: string | null = null;
  if (session.licence_activation_id) {
    const row = await db
      .selectFrom('licence_activations')
      .innerJoin('licences', 'licences.id', 'licence_activations.licence_id')
      .select(['licences.id', 'licences.code', 'licence_activations.name'])
      .where('licence_activations.id', '=', session.licence_activation_id)
      .executeTakeFirst();
    if (!row) return null;
    licence = { id: row.id, code: row.code };
    activationName = row.name;
  }

  if (now.getTime() - session.last_seen_at.getTime() > SLIDE_EVERY_MS) {
    await db
      .updateTable('sessions')
      .set({ last_seen_at: now, expires_at: new Date(now.getTime() + SESSION_TTL_MS) })
      .where('id', '=', session.id)
      .execute();
  }

  return {
    sessionId: session.id,
    mode: session.mode,
    embedded: session.embedded,
    event,
    partner,
    user,
    licence,
    activationId: session.licence_activation_id,
    activationName,
    permissions: effectivePermissions(session.mode, staffPermissions ?? []),
    settings: partner ? { ...allSettings(false), ...partner.settings } : allSettings(false),
    isSystem: user?.is_system ?? false,
    staffPermissions,
  };
}
