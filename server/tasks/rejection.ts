/**
 * A task the organiser rejected is announced to the exhibitor (issue #29): each of the exhibitor's
 * people who handle its tasks (the tasks permission, or admin) gets an in-app notification
 * ('taskRejected', synced like the others) and a mail in their own language with the organiser's
 * comment and a link to the tasks. The notifications are written in the review's transaction; the
 * mails go from a job ('task.rejected') so the review does not wait for the mail server.
 */
import type { FastifyInstance } from 'fastify';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import type { JobHandler } from '../jobs/runner';
import { enqueue } from '../jobs/runner';
import { nextVersion } from '../sync/apply';
import { layout, mailTexts, type MailBody } from '../mail/templates';
import type { OutgoingMail } from '../mail/mailer';

export const TASK_REJECTED_JOB = 'task.rejected';

/** The exhibitor's people who handle its tasks: the tasks permission or admin, people only. */
function handlers(db: Transaction<DB> | FastifyInstance['db'], partnerId: string) {
  return db
    .selectFrom('staff as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['u.id', 'u.email', 'u.language', 'u.first_name'])
    .where('s.partner_id', '=', partnerId)
    .where('u.is_system', '=', false)
    .where(sql<boolean>`s.permissions && array['tasks', 'admin']::text[]`)
    .orderBy('u.id');
}

/** In the review's transaction: a notification for each of them, and the job that mails them. */
export async function announceRejection(tx: Transaction<DB>, taskId: string, partnerId: string): Promise<void> {
  const people = await handlers(tx, partnerId).execute();
  if (!people.length) return;
  const version = await nextVersion(tx, partnerId);
  await tx
    .insertInto('notifications')
    .values(people.map((p) => ({ id: crypto.randomUUID(), partner_id: partnerId, user_id: p.id, conversation_id: null, task_id: taskId, type: 'taskRejected' as const, version })))
    .execute();
  await enqueue(tx, { kind: TASK_REJECTED_JOB, payload: { taskId, partnerId }, maxAttempts: 3 });
}

export function taskRejectedMail(options: { to: string; language: string; name: string; task: string; company: string; event: string; comment: string; url: string }): OutgoingMail {
  const tr = mailTexts(options.language);
  const values = { name: options.name, task: options.task, company: options.company, event: options.event };
  const title = tr('taskRejected.subject', values);
  const intro = tr('taskRejected.intro', values);
  const comment = `${tr('taskRejected.comment')}: ${options.comment}`;
  const button = tr('taskRejected.open');
  const body: MailBody = { title, intro, action: { label: button, url: options.url }, notes: [comment, tr('taskRejected.why', values)] };
  return {
    to: options.to,
    subject: title,
    text: [intro, '', comment, '', `${button}: ${options.url}`, '', tr('taskRejected.why', values)].join('\n'),
    html: layout(body),
  };
}

export function taskRejectedJob(app: FastifyInstance): JobHandler {
  return {
    async run(payload) {
      const { taskId, partnerId } = payload as { taskId: string; partnerId: string };
      const row = await app.db
        .selectFrom('task_progress as tp')
        .innerJoin('tasks as tk', 'tk.id', 'tp.task_id')
        .innerJoin('partners as p', 'p.id', 'tp.partner_id')
        .innerJoin('events as e', 'e.id', 'tk.event_id')
        .select(['tk.title', 'tp.review_state', 'tp.review_comment', 'p.name as company', 'e.name as event'])
        .where('tp.task_id', '=', taskId)
        .where('tp.partner_id', '=', partnerId)
        .executeTakeFirst();
      // Approved or reopened since: nothing to announce any more.
      if (!row || row.review_state !== 'rejected') return;
      for (const p of await handlers(app.db, partnerId).execute()) {
        if (!p.email) continue;
        await app.messenger.sendMail(
          taskRejectedMail({ to: p.email, language: p.language, name: p.first_name, task: row.title, company: row.company, event: row.event, comment: row.review_comment, url: `${app.settings.publicUrl}/tasks` }),
        );
      }
    },
  };
}
