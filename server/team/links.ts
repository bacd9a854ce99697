/**
 * A team member's mail: the invitation (they complete registration) or, registered at once, their
 * login link. Each is a new single-use staff link that replaces the ones never opened. Sent inside
 * the transaction that makes it necessary, before it commits: a mail that cannot be sent leaves
 * nothing behind. The import sends them from a job ('team.mail') so a thousand rows never wait
 * for a thousand SMTP conversations.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Caller } from '../auth/caller';
import type { JobHandler } from '../jobs/runner';
import { mintLoginLink } from '../login/login-links';
import { teamMail } from '../mail/templates';

/** How long an invitation or a mailed login link works. */
export const TEAM_LINK_DAYS = 14;
export const TEAM_MAIL_JOB = 'team.mail';

export interface LinkContext {
  eventName: string;
  company: string;
  /** Who added them: the administrator's name, else the company's. */
  by: string;
}

export function linkContext(caller: Caller): LinkContext {
  return {
    eventName: caller.event.name,
    company: caller.partner!.name,
    by: caller.user ? `${caller.user.first_name} ${caller.user.last_name}`.trim() : caller.partner!.name,
  };
}

export async function sendTeamLink(
  app: FastifyInstance,
  tx: Kysely<DB>,
  user: { id: string; email: string; firstName: string; language: string },
  context: LinkContext & { kind: 'invite' | 'welcome' },
): Promise<void> {
  await tx.deleteFrom('login_verifiers').where('mode', '=', 'staff').where('subject', '=', user.id).where('single_use', '=', true).where('used_at', 'is', null).execute();
  const url = await mintLoginLink(tx, app.settings.publicUrl, {
    mode: 'staff',
    subject: user.id,
    userId: user.id,
    singleUse: true,
    expiresAt: new Date(Date.now() + TEAM_LINK_DAYS * 86_400_000),
  });
  await app.messenger.sendMail(teamMail({ kind: context.kind, to: user.email, language: user.language, eventName: context.eventName, company: context.company, name: user.firstName, by: context.by, url, days: TEAM_LINK_DAYS }));
}

/** The job that mails an imported member their invitation or login link (once they are still on the team and have not logged in). */
export function teamMailJob(app: FastifyInstance): JobHandler {
  return {
    async run(payload) {
      const { userId, partnerId, kind, by } = payload as { userId: string; partnerId: string; kind: 'invite' | 'welcome'; by: string };
      await app.db.transaction().execute(async (tx) => {
        const row = await tx
          .selectFrom('staff')
          .innerJoin('users', 'users.id', 'staff.user_id')
          .innerJoin('partners', 'partners.id', 'staff.partner_id')
          .innerJoin('events', 'events.id', 'partners.event_id')
          .select(['users.id', 'users.email', 'users.first_name', 'users.language', 'users.last_login_at', 'partners.name as company', 'events.name as eventName'])
          .where('staff.partner_id', '=', partnerId)
          .where('staff.user_id', '=', userId)
          .forUpdate()
          .executeTakeFirst();
        if (!row || !row.email || row.last_login_at) return;
        await sendTeamLink(app, tx, { id: row.id, email: row.email, firstName: row.first_name, language: row.language }, { eventName: row.eventName, company: row.company, by, kind });
      });
    },
  };
}
