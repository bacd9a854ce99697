/**
 * The team import (#14): up to 1000 rows in one request, every row checked before anything is
 * written (the server checks again what the screen checked). Each valid row becomes a member:
 * someone the team already has (same e-mail) is left as they are, so importing the same file
 * twice adds nobody twice; someone the event knows joins the team with their account; anyone else
 * gets an account. New members are invited or registered at once, as the administrator chose; their
 * mails go out from a job each, so the request answers at once.
 */
import { sql } from 'kysely';
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../auth/access';
import { serve } from '../endpoints';
import { refused } from '../refusal';
import * as endpoints from '../../src/domain/endpoints/team';
import { typed } from '../schemas';
import { newId } from '../security';
import { enqueue } from '../jobs/runner';
import { checkStaffRows, STAFF_IMPORT_MAX_ROWS, type CheckedStaff, type StaffImportRow } from '../../src/domain/staff-import';
import type { RowProblem } from '../../src/domain/table-import';
import { linkContext, TEAM_MAIL_JOB } from './links';
import { freeBadgeCodes } from '../organiser/exhibitors';


export interface TeamImportResult {
  created: number;
  updated: number;
  problems: RowProblem[];
}

export const teamImportRoutes: FastifyPluginAsync = async (fastify) => {
  const app = typed(fastify);

  serve(app, endpoints.importTeam, async ({ body }, req): Promise<TeamImportResult> => {
    const { rows, join } = body;
    if (rows.length === 0) refused(400, 'import.fileEmpty');
    if (rows.length > STAFF_IMPORT_MAX_ROWS) refused(400, 'import.tooManyRows');
    const caller = callerOf(req);
    const partnerId = caller.partner!.id;
    const eventId = caller.event.id;
    const checked = checkStaffRows(
      rows.map(({ row: _row, ...fields }) => fields as StaffImportRow),
      2,
      rows.map((r) => r.row),
    );
    const problems: RowProblem[] = [...checked.problems];
    const context = linkContext(caller);

    const result = await app.db.transaction().execute(async (tx) => {
      await tx.selectFrom('partners').select('id').where('id', '=', partnerId).forUpdate().execute();
      const emails = checked.staff.map((s) => s.staff.email);
      const known = emails.length
        ? (
            await sql<{ id: string; email: string; is_system: boolean; member: boolean }>`
              select u.id, lower(u.email) as email, u.is_system,
                exists (select 1 from staff s where s.partner_id = ${partnerId} and s.user_id = u.id) as member
              from users u where u.event_id = ${eventId} and lower(u.email) = any(${emails}::text[])`.execute(tx)
          ).rows
        : [];
      const byEmail = new Map(known.map((k) => [k.email, k]));
      let created = 0;
      let updated = 0;
      const joined: string[] = [];
      const newUsers: Array<{ id: string; staff: CheckedStaff }> = [];
      for (const { row, staff } of checked.staff) {
        const existing = byEmail.get(staff.email);
        if (existing?.is_system) {
          problems.push({ row, field: 'email', error: 'import.systemUser' });
          continue;
        }
        if (existing?.member) {
          updated++;
          continue;
        }
        if (existing) {
          joined.push(existing.id);
          await tx.insertInto('staff').values({ partner_id: partnerId, user_id: existing.id, permissions: staff.permissions }).execute();
        } else {
          const id = newId();
          joined.push(id);
          newUsers.push({ id, staff });
        }
        created++;
      }
      if (newUsers.length) {
        // Badge codes for the new accounts, and the accounts and staff rows, a statement each.
        const codes = await freeBadgeCodes(tx, eventId, newUsers.length);
        await tx
          .insertInto('users')
          .values(
            newUsers.map(({ id, staff: s }, i) => {
              return {
                id,
                event_id: eventId,
                badge_code: codes[i]!,
                email: s.email,
                first_name: s.firstName,
                last_name: s.lastName,
                phone1: s.phone || null,
                company: s.company || null,
                language: s.language,
                registration_state: join === 'invite' ? 'invited' : 'registered',
              };
            }),
          )
          .execute();
        await tx
          .insertInto('staff')
          .values(newUsers.map((u) => ({ partner_id: partnerId, user_id: u.id, permissions: u.staff.permissions })))
          .execute();
      }
      for (const userId of joined) {
        await enqueue(tx, { kind: TEAM_MAIL_JOB, payload: { userId, partnerId, kind: join === 'invite' ? 'invite' : 'welcome', by: context.by }, maxAttempts: 3 });
      }
      return { created, updated };
    });
    if (result.created) app.changes.emit('team', partnerId);
    return { ...result, problems: problems.sort((a, b) => a.row - b.row) };
  });
};
