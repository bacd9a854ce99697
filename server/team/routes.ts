/**
 * The exhibitor's team (#14), for its administrators: list every member with their state, add one
 * (invited: they complete registration from the mailed link; or registered at once: a login link
 * is mailed), change one, send the invitation or login link again, and remove one. A removed
 * member's connections stay with the company; their sessions at this exhibitor end at once.
 * System users are listed but never changed or removed ('team.systemUser'), and an administrator
 * cannot remove themselves or their own admin right ('team.self'), so a team always keeps one.
 * A change to permissions tells the team's devices (realtime 'team'), which ask for their session
 * again: a screen someone may no longer open goes away at once.
 */
import { sql, type Kysely } from 'kysely';
import type { FastifyPluginAsync } from 'fastify';
import type { DB } from '../db/schema';
import { callerOf } from '../auth/access';
import { typed } from '../schemas';
import { newId } from '../security';
import { freeBadgeCode } from '../organiser/exhibitors';
import { linkContext, sendTeamLink } from './links';
import { badgeRights, setMemberBadge } from './badges';
import { isSessionMode, type RegistrationState, type TeamMember, type TeamMemberInput, type AttendanceState } from '../../src/domain/team';
import type { Permission } from '../../src/domain/session';
import { Refused } from '../refusal';
import { serve } from '../endpoints';
import * as endpoints from '../../src/domain/endpoints/team';


/** The members of an exhibitor's team, or one of them. */
async function members(db: Kysely<DB>, partnerId: string, userId?: string): Promise<TeamMember[]> {
  const rows = await sql<{
    id: string;
    first_name: string;
    last_name: string;
    email: string | null;
    phone1: string | null;
    company: string | null;
    registration_type: string | null;
    public: boolean;
    contactable: boolean;
    permissions: Permission[];
    attendance_state: string | null;
    registration_state: string;
    last_login_at: Date | null;
    language: string;
    is_system: boolean;
    connections: number;
    mode: string | null;
    invited_at: Date | null;
    complimentary_badges: number;
    badge_type_id: string | null;
    complimentary_used: number;
  }>`
    select u.id, u.first_name, u.last_name, u.email, u.phone1, u.company, u.registration_type, u.public, u.contactable,
      s.permissions, u.attendance_state, u.registration_state, u.last_login_at, u.language, u.is_system, s.complimentary_badges,
      (select g.badge_type_id from badge_grants g where g.partner_id = s.partner_id and g.holder_user_id = u.id) as badge_type_id,
      (select count(*)::int from badge_grants g where g.partner_id = s.partner_id and g.given_by_user_id = u.id and (g.holder_user_id is null or g.holder_user_id not in (select st.user_id from staff st where st.partner_id = s.partner_id))) as complimentary_used,
      (select count(*)::int from connections c where c.partner_id = s.partner_id and c.scanned_by_user_id = u.id) as connections,
      (select se.mode from sessions se where se.user_id = u.id and se.partner_id = s.partner_id order by se.created_at desc limit 1) as mode,
      case when u.last_login_at is null then
        (select max(lv.created_at) from login_verifiers lv where lv.mode = 'staff' and lv.subject = u.id and lv.used_at is null)
      end as invited_at
    from staff s join users u on u.id = s.user_id
    where s.partner_id = ${partnerId} ${userId ? sql`and u.id = ${userId}` : sql``}
    order by u.last_name, u.first_name, u.id`.execute(db);
  return rows.rows.map((r) => ({
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    phone: r.phone1 ?? '',
    company: r.company ?? '',
    registrationType: r.registration_type ?? '',
    public: r.public,
    contactable: r.contactable,
    permissions: [...r.permissions].sort(),
    attendance: r.attendance_state === 'show' || r.attendance_state === 'noShow' ? (r.attendance_state as AttendanceState) : null,
    registrationState: r.registration_state as RegistrationState,
    connections: r.connections,
    lastLoginAt: r.last_login_at ? new Date(r.last_login_at).toISOString() : null,
    mode: r.mode && isSessionMode(r.mode) ? r.mode : null,
    language: r.language,
    invitedAt: r.invited_at ? new Date(r.invited_at).toISOString() : null,
    system: r.is_system,
    badgeTypeId: r.badge_type_id,
    complimentaryLimit: r.complimentary_badges,
    complimentaryUsed: r.complimentary_used,
  }));
}

/**
 * A member of the team locked for a change (in `tx`): refused as not found, or as a system user,
 * which is never changed or removed.
 */
async function changeableMember(tx: Kysely<DB>, partnerId: string, userId: string) {
  const row = await tx
    .selectFrom('staff')
    .innerJoin('users', 'users.id', 'staff.user_id')
    .select(['users.id', 'users.is_system', 'users.email', 'users.first_name', 'users.language', 'users.registration_state', 'users.last_login_at', 'staff.permissions'])
    .where('staff.partner_id', '=', partnerId)
    .where('staff.user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new Refused(404, 'team.notFound');
  if (row.is_system) throw new Refused(403, 'team.systemUser');
  return row;
}

/** A member's own fields as the users table keeps them (the e-mail address is set apart: it identifies them). */
function userColumns(input: TeamMemberInput) {
  return {
    first_name: input.firstName,
    last_name: input.lastName,
    phone1: input.phone || null,
    company: input.company || null,
    registration_type: input.registrationType || null,
    public: input.public,
    contactable: input.contactable,
    attendance_state: input.attendance,
    language: input.language,
  };
}

export const teamRoutes: FastifyPluginAsync = async (fastify) => {
  const app = typed(fastify);
  const teamChanged = (partnerId: string) => app.changes.emit('team', partnerId);

  serve(app, endpoints.listTeam, async (_input, req) => {
    const caller = callerOf(req);
    const [list, badges] = await Promise.all([members(app.db, caller.partner!.id), badgeRights(app.db, caller.event.id, caller.partner!.id)]);
    return { members: list, badges, you: caller.user?.id ?? null };
  });

  serve(app, endpoints.addMember, async ({ body: input }, req) => {
    const caller = callerOf(req);
    const partnerId = caller.partner!.id;
    const eventId = caller.event.id;
    const result = await app.db.transaction().execute(async (tx) => {
      // The exhibitor's row is locked: two admins adding the same address at once make one member.
      await tx.selectFrom('partners').select('id').where('id', '=', partnerId).forUpdate().execute();
      let user = await tx
        .selectFrom('users')
        .select(['id', 'is_system', 'registration_state', 'last_login_at'])
        .where('event_id', '=', eventId)
        .where(({ eb }) => eb(eb.fn('lower', ['email']), '=', input.email))
        .executeTakeFirst();
      if (user?.is_system) throw new Refused(403, 'team.systemUser');
      if (user) {
        const member = await tx.selectFrom('staff').select('user_id').where('partner_id', '=', partnerId).where('user_id', '=', user.id).executeTakeFirst();
        if (member) throw new Refused(409, 'team.alreadyMember');
      }
      const fields = userColumns(input);
      if (user) {
        // Someone the event already knows (a visitor, another exhibitor's staff): their account joins the team.
        await tx.updateTable('users').set(fields).where('id', '=', user.id).execute();
      } else {
        user = { id: newId(), is_system: false, registration_state: input.join === 'invite' ? 'invited' : 'registered', last_login_at: null };
        await tx
          .insertInto('users')
          .values({ id: user.id, event_id: eventId, badge_code: await freeBadgeCode(tx, eventId), email: input.email, registration_state: user.registration_state, ...fields })
          .execute();
      }
      await tx.insertInto('staff').values({ partner_id: partnerId, user_id: user.id, permissions: input.permissions }).execute();
      await sendTeamLink(app, tx, { id: user.id, email: input.email, firstName: input.firstName, language: input.language }, { ...linkContext(caller), kind: input.join === 'invite' ? 'invite' : 'welcome' });
      return { id: user.id };
    });
    teamChanged(partnerId);
    const [member] = await members(app.db, partnerId, result.id);
    return member!;
  });

  serve(app, endpoints.changeMember, async ({ params, body: input }, req) => {
    const caller = callerOf(req);
    const partnerId = caller.partner!.id;
    const { userId } = params;
    await app.db.transaction().execute(async (tx) => {
      const row = await changeableMember(tx, partnerId, userId);
      if (userId === caller.user?.id && row.permissions.includes('admin') && !input.permissions.includes('admin')) throw new Refused(409, 'team.self');
      if (input.email !== (row.email ?? '').toLowerCase()) {
        const taken = await tx
          .selectFrom('users')
          .select('id')
          .where('event_id', '=', caller.event.id)
          .where('id', '<>', userId)
          .where(({ eb }) => eb(eb.fn('lower', ['email']), '=', input.email))
          .executeTakeFirst();
        if (taken) throw new Refused(409, 'team.emailTaken');
      }
      await tx
        .updateTable('users')
        .set({ ...userColumns(input), email: input.email })
        .where('id', '=', userId)
        .execute();
      await tx.updateTable('staff').set({ permissions: input.permissions }).where('partner_id', '=', partnerId).where('user_id', '=', userId).execute();
    });
    teamChanged(partnerId);
    const [member] = await members(app.db, partnerId, userId);
    return member!;
  });

  // A member's badge (one of the exhibitor's free or bought badges) and the complimentary badges they may hand out.
  serve(app, endpoints.setMemberBadges, async ({ params, body }, req) => {
    const caller = callerOf(req);
    const partnerId = caller.partner!.id;
    const { userId } = params;
    await app.db.transaction().execute(async (tx) => {
      const row = await tx.selectFrom('staff').innerJoin('users', 'users.id', 'staff.user_id').select(['users.is_system']).where('staff.partner_id', '=', partnerId).where('staff.user_id', '=', userId).executeTakeFirst();
      if (!row) throw new Refused(404, 'team.notFound');
      if (row.is_system) throw new Refused(403, 'team.systemUser');
      const refused = await setMemberBadge(tx, { eventId: caller.event.id, partnerId, holderUserId: userId, badgeTypeId: body.badgeTypeId, givenBy: caller.user?.id ?? null });
      if (refused) throw new Refused(409, refused);
      await tx.updateTable('staff').set({ complimentary_badges: body.complimentaryLimit }).where('partner_id', '=', partnerId).where('user_id', '=', userId).execute();
    });
    const [member] = await members(app.db, partnerId, userId);
    return member!;
  });

  serve(app, endpoints.resendLink, async ({ params }, req) => {
    const caller = callerOf(req);
    const partnerId = caller.partner!.id;
    const { userId } = params;
    await app.db.transaction().execute(async (tx) => {
      const row = await changeableMember(tx, partnerId, userId);
      if (row.last_login_at) throw new Refused(409, 'team.alreadyLoggedIn');
      if (!row.email) throw new Refused(409, 'team.emailInvalid');
      await sendTeamLink(app, tx, { id: row.id, email: row.email, firstName: row.first_name, language: row.language }, { ...linkContext(caller), kind: row.registration_state === 'invited' ? 'invite' : 'welcome' });
    });
    const [member] = await members(app.db, partnerId, userId);
    return member!;
  });

  serve(app, endpoints.removeMember, async ({ params }, req) => {
    const caller = callerOf(req);
    const partnerId = caller.partner!.id;
    const { userId } = params;
    const result = await app.db.transaction().execute(async (tx) => {
      await changeableMember(tx, partnerId, userId);
      if (userId === caller.user?.id) throw new Refused(409, 'team.self');
      await tx.deleteFrom('staff').where('partner_id', '=', partnerId).where('user_id', '=', userId).execute();
      // The badge they held goes back to the exhibitor's badges.
      await tx.deleteFrom('badge_grants').where('partner_id', '=', partnerId).where('holder_user_id', '=', userId).execute();
      // Links never opened stop working; their sessions at this exhibitor end now.
      await tx.deleteFrom('login_verifiers').where('mode', '=', 'staff').where('subject', '=', userId).where('used_at', 'is', null).where('single_use', '=', true).execute();
      const ended = await tx.deleteFrom('sessions').where('partner_id', '=', partnerId).where('user_id', '=', userId).returning('id').execute();
      return { ended: ended.map((s) => s.id) };
    });
    if (result.ended.length) app.changes.emit('sessionsEnded', result.ended);
    teamChanged(partnerId);
  });
};
