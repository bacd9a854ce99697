/**
 * The server's jobs: each kind with its handler, and the periodic ones. A new kind of background
 * work (retention, reminders, webhook deliveries) is one entry in JOB_HANDLERS and a handler in its
 * area; its kind, the operator's list and the schedules' type follow from that entry.
 */
import { meetingMailJob, meetingRemindJob } from '../agenda/meetings';
import { contactMailJob } from '../agenda/contacts';
import { conversationMailJob } from '../agenda/visitor-messages';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import { cleanupJobs, JobRunner, type JobHandler, type Schedule } from './runner';
import { expireUploadsJob } from '../media/expire';
import { retentionJob } from '../connections/retention';
import { followUpJob } from '../follow-up/send';
import { teamMailJob } from '../team/links';
import { taskRejectedJob } from '../tasks/rejection';
import { orderExpireJob } from '../orders/routes';
import { deliverJob, dispatchJob, sweepJob } from '../api-access/webhooks';

const HOUR = 3_600_000;

/** Each kind of job and its handler on this instance. */
const JOB_HANDLERS = {
  'jobs.cleanup': () => cleanupJobs,
  'media.expireUnclaimed': (app) => expireUploadsJob(app.media),
  'privacy.retention': (app) => retentionJob(app.media, (partnerId) => app.changes.emit('partner', partnerId)),
  'followup.send': followUpJob,
  'team.mail': teamMailJob,
  'orders.expire': orderExpireJob,
  'meeting.mail': meetingMailJob,
  'meeting.remind': meetingRemindJob,
  'contact.mail': contactMailJob,
  'conversation.mail': conversationMailJob,
  'webhook.dispatch': () => dispatchJob,
  'webhook.deliver': () => deliverJob(),
  'webhook.sweep': () => sweepJob,
  'task.rejected': taskRejectedJob,
} satisfies Record<string, (app: FastifyInstance) => JobHandler>;

export type JobKind = keyof typeof JOB_HANDLERS;

/** The kinds of job there are (the operator may run any of them now). */
export const JOB_KINDS: readonly string[] = Object.keys(JOB_HANDLERS);

/** The jobs that run by themselves, and how often. */
const SCHEDULES: ReadonlyArray<Schedule & { kind: JobKind }> = [
  { kind: 'jobs.cleanup', everyMs: 24 * HOUR },
  { kind: 'media.expireUnclaimed', everyMs: HOUR },
  { kind: 'privacy.retention', everyMs: HOUR },
  { kind: 'webhook.sweep', everyMs: 5 * 60_000 },
];

export function serverJobs(app: FastifyInstance): { handlers: Record<JobKind, JobHandler>; schedules: Schedule[] } {
  const handlers = Object.fromEntries(Object.entries(JOB_HANDLERS).map(([kind, make]) => [kind, make(app)])) as Record<JobKind, JobHandler>;
  return { handlers, schedules: [...SCHEDULES] };
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
