/**
 * The server's jobs: each kind with its handler, and the periodic ones. A new kind of background
 * work (retention, reminders, webhook deliveries) is one entry here and a handler in its area.
 */
import { meetingMailJob, meetingRemindJob } from '../agenda/meetings';
import { contactMailJob } from '../agenda/contacts';
import { conversationMailJob } from '../agenda/visitor-messages';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import { cleanupJobs, JobRunner, type JobHandler, type Schedule } from './runner';
import { expireUploadsJob } from '../media/expire';
import { retentionJob } from '../connections/retention';
import { followUpJob } from '../followups/send';
import { teamMailJob } from '../team/links';
import { taskRejectedJob } from '../tasks/rejection';
import { orderExpireJob } from '../orders/routes';
import { deliverJob, dispatchJob, sweepJob } from '../api-access/webhooks';

const HOUR = 3_600_000;

/** The kinds of job there are (the operator may run any of them now). */
export const JOB_KINDS: readonly string[] = ['jobs.cleanup', 'media.expireUnclaimed', 'privacy.retention', 'followup.send', 'team.mail', 'orders.expire', 'meeting.mail', 'meeting.remind', 'contact.mail', 'conversation.mail', 'webhook.dispatch', 'webhook.deliver', 'webhook.sweep', 'task.rejected'] satisfies ReadonlyArray<keyof ReturnType<typeof serverJobs>['handlers']>;

export function serverJobs(app: FastifyInstance): { handlers: Record<'jobs.cleanup' | 'media.expireUnclaimed' | 'privacy.retention' | 'followup.send' | 'team.mail' | 'orders.expire' | 'meeting.mail' | 'meeting.remind' | 'contact.mail' | 'conversation.mail' | 'webhook.dispatch' | 'webhook.deliver' | 'webhook.sweep' | 'task.rejected', JobHandler>; schedules: Schedule[] } {
  return {
    handlers: {
      'jobs.cleanup': cleanupJobs,
      'media.expireUnclaimed': expireUploadsJob(app.media),
      'privacy.retention': retentionJob(app.media, (partnerId) => app.changes.emit('partner', partnerId)),
      'followup.send': followUpJob(app),
      'team.mail': teamMailJob(app),
      'orders.expire': orderExpireJob(app),
      'meeting.mail': meetingMailJob(app),
      'meeting.remind': meetingRemindJob(app),
      'contact.mail': contactMailJob(app),
      'conversation.mail': conversationMailJob(app),
      'webhook.dispatch': dispatchJob,
      'webhook.deliver': deliverJob(),
      'webhook.sweep': sweepJob,
      'task.rejected': taskRejectedJob(app),
    },
    schedules: [
      { kind: 'jobs.cleanup', everyMs: 24 * HOUR },
      { kind: 'media.expireUnclaimed', everyMs: HOUR },
      { kind: 'privacy.retention', everyMs: HOUR },
      { kind: 'webhook.sweep', everyMs: 5 * 60_000 },
    ],
  };
}

/** This instance's runner (start() it; stop() it before the database closes: jobs in hand finish first). */
export function jobRunner(app: FastifyInstance, pollMs = 5000): JobRunner {
  const { handlers, schedules } = serverJobs(app);
  const runner = new JobRunner(app.db, handlers, {
    instance: `${os.hostname()}:${process.pid}`,
    pollMs,
    schedules,
    log: { info: (o, m) => app.log.info(o, m), error: (o, m) => app.log.error(o, m) },
  });
  return runner;
}
