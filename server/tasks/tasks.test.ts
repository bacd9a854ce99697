/**
 * Tasks (#17): the organiser defines tasks, the exhibitor uploads documents (resumable, checked by
 * content), submits, and the organiser approves or rejects with a comment. Another exhibitor can
 * neither see nor touch them; bad input is refused with field errors and stores nothing.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as tus from 'tus-js-client';
import { sql } from 'kysely';
import { testApp, type TestApp } from '../test/app';
import { organiserLink } from '../organiser/session';
import { PNG } from '../test/media-files';
import { CORRUPT_ZIPS } from '../test/corrupt-zips';
import { TASK_REJECTED_JOB, taskRejectedJob } from './rejection';
import type { PullResponse } from '../../src/domain/protocol';
import { TASK_UPLOAD_PATH, type ExhibitorTask, type ExhibitorTasks, type OrganiserTask, type TaskSubmission } from '../../src/domain/tasks';

let t: TestApp;
let base: string;
let organiser: Record<string, string>;
const tokens: Record<string, string> = {};

/** A small but real PDF (file-type knows it by its '%PDF-' start). */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

beforeAll(async () => {
  t = await testApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  const [, id, verifier] = /\/organiser\/login\/([^/]+)\/([^/]+)$/.exec(await organiserLink(t.database.db, 'http://x'))!;
  organiser = { authorization: `Bearer ${(await t.app.inject({ method: 'PUT', url: '/api/organiser/session', payload: { organiserID: id, verifier } })).json().token}` };
  // Globex has the tasks section off in the demo: on here, to be the other exhibitor.
  await sql`update partners set settings = jsonb_set(settings, '{tasks}', 'true') where id = 'globex'`.execute(t.database.db);
  // Taylor (the tasks permission only) logs in without the second factor here.
  await t.database.db.updateTable('users').set({ two_factor_method: null }).where('id', '=', 'acme-taylor').execute();
  tokens.taylor = await t.login('staff', 'acme-taylor');
  tokens.alex = await t.login('staff', 'acme-alex'); // admin
  tokens.sam = await t.login('staff', 'acme-sam'); // no tasks permission
  tokens.gina = await t.login('staff', 'globex-gina'); // Globex's admin
});
afterAll(async () => t.close());

const as = (token: string | Record<string, string>) => (typeof token === 'string' ? { authorization: `Bearer ${token}` } : token);
const call = (who: string | Record<string, string>, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: as(who), ...(payload === undefined ? {} : { payload: payload as object }) });

function upload(who: string, data: Buffer, type: string, filename: string, uuid = randomUUID()): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const up = new tus.Upload(data, {
      endpoint: `${base}${TASK_UPLOAD_PATH}`,
      headers: { authorization: `Bearer ${tokens[who]}` },
      metadata: { id: uuid, filetype: type, filename },
      chunkSize: 64,
      retryDelays: [],
      onError: reject,
      onSuccess: () => resolve(decodeURIComponent(up.url!.split('/').pop()!)),
    });
    up.start();
  });
}

async function defineTask(body: Record<string, unknown>): Promise<OrganiserTask> {
  const res = await call(organiser, 'POST', '/api/organiser/events/demo-expo/tasks', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const myTasks = async (who: string) => {
  const res = await call(tokens[who]!, 'GET', '/api/tasks');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ExhibitorTasks>();
};
const mine = async (who: string, id: string) => (await myTasks(who)).tasks.find((x) => x.id === id);
const inReview = async () => (await call(organiser, 'GET', '/api/organiser/events/demo-expo/task-submissions')).json<TaskSubmission[]>();

describe('tasks', () => {
  it('runs the whole flow: a required task, a PDF, submitted, rejected with a comment, uploaded again, approved', async () => {
    const task = await defineTask({ title: 'Insurance certificate', description: 'Your liability insurance, valid during the show.', mandate: 'required', dueAt: '2099-05-01T12:00:00Z' });
    expect(task).toMatchObject({ title: 'Insurance certificate', mandate: 'required', audience: 'all', partnerIds: [], dueAt: '2099-05-01T12:00:00.000Z' });
    expect(task.progress.todo).toBeGreaterThanOrEqual(1);

    const listed = await mine('taylor', task.id);
    expect(listed).toMatchObject({ state: 'todo', category: 'todo', reviewState: null, documents: [], description: 'Your liability insurance, valid during the show.' });
    expect((await myTasks('taylor')).counts.todo).toBeGreaterThanOrEqual(1);

    // A required task cannot be submitted without a document.
    const early = await call(tokens.taylor!, 'POST', `/api/tasks/${task.id}/submit`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ error: 'task.documentRequired' });

    const first = await upload('taylor', PDF, 'application/pdf', 'insurance.pdf');
    const attached = await call(tokens.taylor!, 'POST', `/api/tasks/${task.id}/documents`, { uploadId: first });
    expect(attached.statusCode, attached.body).toBe(201);
    expect(attached.json<ExhibitorTask>()).toMatchObject({ state: 'inProgress', documents: [{ id: first, name: 'insurance.pdf', mediaType: 'application/pdf', size: PDF.length, uploadedBy: 'Taylor Dubois' }] });
    // Sent again (an offline device retrying): still one document.
    expect((await call(tokens.taylor!, 'POST', `/api/tasks/${task.id}/documents`, { uploadId: first })).json<ExhibitorTask>().documents).toHaveLength(1);

    const submitted = await call(tokens.taylor!, 'POST', `/api/tasks/${task.id}/submit`);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json<ExhibitorTask>()).toMatchObject({ state: 'inReview', category: 'inReview', reviewState: 'inReview' });
    // In review: documents can no longer be changed.
    expect((await call(tokens.taylor!, 'DELETE', `/api/tasks/${task.id}/documents/${encodeURIComponent(first)}`)).json()).toEqual({ error: 'task.locked' });

    const queue = await inReview();
    const submission = queue.find((s) => s.taskId === task.id && s.partnerId === 'acme')!;
    expect(submission).toMatchObject({ taskTitle: 'Insurance certificate', partnerName: 'Acme', state: 'inReview', submittedBy: 'Taylor Dubois', documents: [{ id: first }] });
    const file = await call(organiser, 'GET', `/api/organiser/task-documents/${encodeURIComponent(first)}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);

    const review = `/api/organiser/tasks/${task.id}/exhibitors/acme/review`;
    // A rejection needs a comment.
    const bare = await call(organiser, 'PUT', review, { decision: 'rejected', comment: '  ' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toEqual({ error: 'invalid', fields: { comment: 'task.commentRequired' } });
    expect((await mine('taylor', task.id))?.state).toBe('inReview');

    const rejected = await call(organiser, 'PUT', review, { decision: 'rejected', comment: 'The certificate has expired.' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json<TaskSubmission>()).toMatchObject({ state: 'inProgress', reviewState: 'rejected', reviewComment: 'The certificate has expired.', reviewedBy: 'Organiser' });
    expect(await mine('taylor', task.id)).toMatchObject({ state: 'inProgress', category: 'inProgress', reviewState: 'rejected', reviewComment: 'The certificate has expired.' });
    expect((await inReview()).some((s) => s.taskId === task.id)).toBe(false);
    // Only what is in review is reviewed.
    expect((await call(organiser, 'PUT', review, { decision: 'approved' })).json()).toEqual({ error: 'task.notInReview' });

    // The old file goes, a new one comes (an admin of the exhibitor this time).
    const removed = await call(tokens.alex!, 'DELETE', `/api/tasks/${task.id}/documents/${encodeURIComponent(first)}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<ExhibitorTask>()).toMatchObject({ state: 'inProgress', documents: [] });
    expect((await call(organiser, 'GET', `/api/organiser/task-documents/${encodeURIComponent(first)}`)).statusCode).toBe(404);
    const second = await upload('alex', PDF, 'application/pdf', 'insurance-2026.pdf');
    expect((await call(tokens.alex!, 'POST', `/api/tasks/${task.id}/documents`, { uploadId: second })).statusCode).toBe(201);
    expect((await call(tokens.alex!, 'POST', `/api/tasks/${task.id}/submit`)).json<ExhibitorTask>().state).toBe('inReview');

    const approved = await call(organiser, 'PUT', review, { decision: 'approved' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<TaskSubmission>()).toMatchObject({ state: 'completed', reviewState: 'approved', documents: [{ id: second, name: 'insurance-2026.pdf' }] });
    expect(await mine('taylor', task.id)).toMatchObject({ state: 'completed', category: 'completed', reviewState: 'approved' });
    const own = await call(tokens.taylor!, 'GET', `/api/tasks/${task.id}/documents/${encodeURIComponent(second)}`);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(PDF)).toBe(true);
    // Completed: nothing more to change.
    expect((await call(tokens.taylor!, 'POST', `/api/tasks/${task.id}/submit`)).json()).toEqual({ error: 'task.locked' });
    const counted = (await call(organiser, 'GET', '/api/organiser/events/demo-expo/tasks')).json<OrganiserTask[]>().find((x) => x.id === task.id)!;
    expect(counted.progress.completed).toBe(1);
  });

  it('submits an optional task without documents, and lists a task past its due date as overdue', async () => {
    const optional = await defineTask({ title: 'Stand design (optional)', mandate: 'optional' });
    expect((await call(tokens.taylor!, 'POST', `/api/tasks/${optional.id}/submit`)).json<ExhibitorTask>().state).toBe('inReview');
    const late = await defineTask({ title: 'Catalogue entry', mandate: 'required', dueAt: '2020-01-01T00:00:00Z' });
    const listed = await myTasks('taylor');
    expect(listed.tasks.find((x) => x.id === late.id)).toMatchObject({ state: 'todo', category: 'overdue' });
    expect(listed.counts.overdue).toBeGreaterThanOrEqual(1);
  });

  it('announces a rejection to the exhibitor\u2019s people who handle tasks: a notification each, and a mail in each one\u2019s language', async () => {
    // Alex (admin) reads German; Taylor (tasks) English; Sam has no tasks permission.
    const alexLanguage = (await t.database.db.selectFrom('users').select('language').where('id', '=', 'acme-alex').executeTakeFirstOrThrow()).language;
    await t.database.db.updateTable('users').set({ language: 'de' }).where('id', '=', 'acme-alex').execute();
    const task = await defineTask({ title: `Stand drawing ${randomUUID().slice(0, 6)}`, description: '', mandate: 'optional', dueAt: null, audience: 'chosen', partnerIds: ['acme'] });
    const notificationsOf = async (who: string) =>
      (await call(tokens[who]!, 'GET', '/api/sync/pull')).json<PullResponse>().notifications.filter((n) => n.taskId === task.id);
    const review = `/api/organiser/tasks/${task.id}/exhibitors/acme/review`;
    expect((await call(tokens.taylor!, 'POST', `/api/tasks/${task.id}/submit`)).statusCode).toBe(200);
    // An approval is not announced this way; nor is anything before the review.
    expect(await notificationsOf('taylor')).toEqual([]);

    expect((await call(organiser, 'PUT', review, { decision: 'rejected', comment: 'The drawing lacks the fire exits.' })).statusCode).toBe(200);
    for (const who of ['taylor', 'alex']) {
      expect(await notificationsOf(who)).toEqual([expect.objectContaining({ type: 'taskRejected', taskId: task.id, taskTitle: task.title, conversationId: '', read: false })]);
    }
    expect(await notificationsOf('sam')).toEqual([]);
    expect((await call(tokens.gina!, 'GET', '/api/sync/pull')).json<PullResponse>().notifications.filter((n) => n.taskId === task.id)).toEqual([]);

    // The mails, from the job, over SMTP: each in the reader's language, with the comment and the link.
    const jobs = await t.database.db.selectFrom('jobs').select(['id', 'payload']).where('kind', '=', TASK_REJECTED_JOB).execute();
    expect(jobs.map((j) => j.payload)).toContainEqual({ taskId: task.id, partnerId: 'acme' });
    for (const j of jobs) await taskRejectedJob(t.app).run(j.payload as Record<string, unknown>, { db: t.database.db } as never);
    const emailOf = async (id: string) => (await t.database.db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirstOrThrow()).email!;
    const english = await t.smtp.waitFor(await emailOf('acme-taylor'), (m) => m.subject === `Task sent back: ${task.title}`);
    expect(english.text).toContain('The drawing lacks the fire exits.');
    expect(english.text).toMatch(/\/tasks\b/);
    const german = await t.smtp.waitFor(await emailOf('acme-alex'), (m) => m.subject === `Aufgabe zurückgegeben: ${task.title}`);
    expect(german.text).toContain('The drawing lacks the fire exits.');
    const sam = (await emailOf('acme-sam')).toLowerCase();
    expect(t.smtp.mails.filter((m) => m.subject.endsWith(task.title) && m.to.includes(sam))).toEqual([]);
    await t.database.db.updateTable('users').set({ language: alexLanguage }).where('id', '=', 'acme-alex').execute();
  });

  it('announces a rejection in the app also with the conversations off, and the notification can be read there', async () => {
    const setConversation = (on: boolean) => sql`update partners set settings = jsonb_set(settings, '{conversation}', ${on ? sql.lit('true') : sql.lit('false')}::jsonb) where id = 'acme'`.execute(t.database.db);
    await setConversation(false);
    try {
      const task = await defineTask({ title: `Booth power ${randomUUID().slice(0, 6)}`, description: '', mandate: 'optional', dueAt: null, audience: 'chosen', partnerIds: ['acme'] });
      const notificationsOf = async (who: string) => (await call(tokens[who]!, 'GET', '/api/sync/pull')).json<PullResponse>().notifications.filter((n) => n.taskId === task.id);
      expect((await call(tokens.taylor!, 'POST', `/api/tasks/${task.id}/submit`)).statusCode).toBe(200);
      expect((await call(organiser, 'PUT', `/api/organiser/tasks/${task.id}/exhibitors/acme/review`, { decision: 'rejected', comment: 'Say how many sockets.' })).statusCode).toBe(200);
      const [notification] = await notificationsOf('taylor');
      expect(notification).toEqual(expect.objectContaining({ type: 'taskRejected', taskId: task.id, read: false }));
      // Marking it read is taken too (the tasks are on), and stays.
      const pushed = await t.push(tokens.taylor!, 'taylor-device', [{ id: 1, name: 'readNotifications', args: { ids: [notification!.id], all: false } }]);
      expect(pushed.results.map((r) => r.outcome)).toEqual(['completed']);
      expect(await notificationsOf('taylor')).toEqual([expect.objectContaining({ id: notification!.id, read: true })]);
    } finally {
      await setConversation(true);
    }
  });

  it('refuses, by content, a file that claims to be a PDF but is text, and keeps nothing of it', async () => {
    const task = await defineTask({ title: 'Electrical plan', mandate: 'required' });
    const uuid = randomUUID();
    const failure = await upload('taylor', Buffer.from('This is not a PDF, only text that says it is one.\n'), 'application/pdf', 'plan.pdf', uuid).catch((err: tus.DetailedError) => err);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as tus.DetailedError).originalResponse?.getStatus()).toBe(415);
    // Declared as something else than the four types: refused before any byte.
    const declared = await upload('taylor', PNG, 'application/zip', 'x.zip').catch((err: tus.DetailedError) => err);
    expect((declared as tus.DetailedError).originalResponse?.getStatus()).toBe(415);

    // The refused upload's name cannot be claimed: it is gone.
    expect(existsSync(t.app.media.filePath(`acme.${uuid}`))).toBe(false);
    const claim = await call(tokens.taylor!, 'POST', `/api/tasks/${task.id}/documents`, { uploadId: `acme.${uuid}` });
    expect(claim.statusCode).toBe(400);
    expect(claim.json()).toEqual({ error: 'invalid', fields: { uploadId: 'task.documentMissing' } });
    expect(await t.database.db.selectFrom('task_documents').select('id').where('task_id', '=', task.id).execute()).toEqual([]);

    // A PNG is fine.
    const image = await upload('taylor', PNG, 'image/png', 'plan.png');
    expect((await call(tokens.taylor!, 'POST', `/api/tasks/${task.id}/documents`, { uploadId: image })).json<ExhibitorTask>().documents[0]).toMatchObject({ mediaType: 'image/png' });
  });

  it('refuses a corrupt ZIP declared as a PDF with 415, like any content of no allowed type, and keeps nothing of it', async () => {
    const task = await defineTask({ title: 'Insurance certificate', mandate: 'required' });
    for (const [name, data] of Object.entries(CORRUPT_ZIPS)) {
      const uuid = randomUUID();
      const failure = await upload('taylor', data, 'application/pdf', `${name}.pdf`, uuid).catch((err: tus.DetailedError) => err);
      expect(failure, name).toBeInstanceOf(Error);
      expect((failure as tus.DetailedError).originalResponse?.getStatus(), name).toBe(415);
      expect(JSON.parse((failure as tus.DetailedError).originalResponse?.getBody() ?? '{}'), name).toEqual({ error: 'upload.type' });
      expect(existsSync(t.app.media.filePath(`acme.${uuid}`)), name).toBe(false);
      const claim = await call(tokens.taylor!, 'POST', `/api/tasks/${task.id}/documents`, { uploadId: `acme.${uuid}` });
      expect(claim.statusCode, name).toBe(400);
    }
    // A file stored before this check (its bytes a corrupt ZIP by now): attaching it is refused, not a server error.
    const stored = await upload('taylor', PDF, 'application/pdf', 'old.pdf');
    writeFileSync(t.app.media.filePath(stored), CORRUPT_ZIPS.deflate!);
    const claim = await call(tokens.taylor!, 'POST', `/api/tasks/${task.id}/documents`, { uploadId: stored });
    expect(claim.statusCode, claim.body).toBe(400);
    expect(claim.json()).toEqual({ error: 'invalid', fields: { uploadId: 'task.documentMissing' } });
    expect(await t.database.db.selectFrom('task_documents').select('id').where('task_id', '=', task.id).execute()).toEqual([]);
  });

  it('keeps exhibitors apart: another exhibitor neither sees nor touches, and tasks for chosen exhibitors go only to them', async () => {
    const task = await defineTask({ title: 'Booth photo', mandate: 'required' });
    const acmeFile = await upload('taylor', PNG, 'image/png', 'booth.png');
    expect((await call(tokens.taylor!, 'POST', `/api/tasks/${task.id}/documents`, { uploadId: acmeFile })).statusCode).toBe(201);

    // Globex sees the task (for all), in its own state, without Acme's document.
    expect(await mine('gina', task.id)).toMatchObject({ state: 'todo', documents: [] });
    const enc = encodeURIComponent(acmeFile);
    expect((await call(tokens.gina!, 'GET', `/api/tasks/${task.id}/documents/${enc}`)).statusCode).toBe(404);
    expect((await call(tokens.gina!, 'DELETE', `/api/tasks/${task.id}/documents/${enc}`)).statusCode).toBe(404);
    // Nor can Globex claim Acme's upload for itself.
    expect((await call(tokens.gina!, 'POST', `/api/tasks/${task.id}/documents`, { uploadId: acmeFile })).json()).toEqual({ error: 'invalid', fields: { uploadId: 'task.documentMissing' } });
    expect((await t.app.inject({ method: 'HEAD', url: `${TASK_UPLOAD_PATH}/${enc}`, headers: { ...as(tokens.gina!), 'tus-resumable': '1.0.0' } })).statusCode).toBe(404);
    expect((await mine('taylor', task.id))?.documents).toHaveLength(1);

    // A task for Acme only: Globex does not see it and cannot act on it.
    const chosen = await defineTask({ title: 'Acme only', mandate: 'optional', audience: 'chosen', partnerIds: ['acme'] });
    expect(chosen.partnerIds).toEqual(['acme']);
    expect(await mine('gina', chosen.id)).toBeUndefined();
    expect((await call(tokens.gina!, 'POST', `/api/tasks/${chosen.id}/submit`)).statusCode).toBe(404);
    expect(await mine('taylor', chosen.id)).toBeDefined();

    // People without the tasks permission are refused.
    expect((await call(tokens.sam!, 'GET', '/api/tasks')).statusCode).toBe(403);
  });

  it('attaches a document once per device key: the phone and the device that restored its backup make one document', async () => {
    const task = await defineTask({ title: 'Fire safety certificate', mandate: 'required' });
    const key = randomUUID();
    const docs = async (who: string) => (await mine(who, task.id))?.documents ?? [];
    // The phone that chose the file uploads it under its key and attaches it.
    const fromPhone = await upload('taylor', PDF, 'application/pdf', 'fire.pdf', key);
    const first = await call(tokens.taylor!, 'POST', `/api/tasks/${task.id}/documents`, { uploadId: fromPhone, clientKey: key });
    expect(first.statusCode, first.body).toBe(201);
    // An administrator's device restored the phone's backup: same key, and the same uuid, so the
    // same upload (creating it again answers the existing one): the existing document.
    const again = await call(tokens.alex!, 'POST', `/api/tasks/${task.id}/documents`, { uploadId: fromPhone, clientKey: key });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<ExhibitorTask>().documents).toEqual([expect.objectContaining({ id: fromPhone, name: 'fire.pdf', uploadedBy: 'Taylor Dubois' })]);
    // The key decides, whatever the upload: still one document, also once the task is in review.
    const other = await upload('alex', PDF, 'application/pdf', 'fire-copy.pdf');
    expect((await call(tokens.alex!, 'POST', `/api/tasks/${task.id}/documents`, { uploadId: other, clientKey: key })).statusCode).toBe(200);
    expect((await call(tokens.taylor!, 'POST', `/api/tasks/${task.id}/submit`)).json<ExhibitorTask>().state).toBe('inReview');
    const late = await call(tokens.taylor!, 'POST', `/api/tasks/${task.id}/documents`, { uploadId: fromPhone, clientKey: key });
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json<ExhibitorTask>()).toMatchObject({ state: 'inReview', documents: [{ id: fromPhone }] });
    expect(await docs('taylor')).toHaveLength(1);

    // Another exhibitor's document with the same key is its own.
    const globex = await upload('gina', PNG, 'image/png', 'fire.png', key);
    expect(globex).toBe(`globex.${key}`);
    const theirs = await call(tokens.gina!, 'POST', `/api/tasks/${task.id}/documents`, { uploadId: globex, clientKey: key });
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(await docs('gina')).toEqual([expect.objectContaining({ id: globex })]);
    expect(await docs('taylor')).toEqual([expect.objectContaining({ id: fromPhone })]);
    const keyed = await t.database.db.selectFrom('task_documents').select(['partner_id', 'id']).where('client_key', '=', key).orderBy('partner_id').execute();
    expect(keyed).toEqual([
      { partner_id: 'acme', id: fromPhone },
      { partner_id: 'globex', id: globex },
    ]);

    // A bad key, or one Acme holds for another task: refused, nothing attached.
    const open = await defineTask({ title: 'Floor plan', mandate: 'optional' });
    const file = await upload('taylor', PNG, 'image/png', 'floor.png');
    for (const clientKey of ['not-a-key', 42, `${key}x`, key.toUpperCase()]) {
      const bad = await call(tokens.taylor!, 'POST', `/api/tasks/${open.id}/documents`, { uploadId: file, clientKey });
      expect(bad.statusCode, String(clientKey)).toBe(400);
      expect(bad.json()).toEqual({ error: 'invalid', fields: { clientKey: 'task.invalid' } });
    }
    const elsewhere = await call(tokens.taylor!, 'POST', `/api/tasks/${open.id}/documents`, { uploadId: file, clientKey: key });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toEqual({ error: 'invalid', fields: { clientKey: 'task.invalid' } });
    expect(await mine('taylor', open.id)).toMatchObject({ state: 'todo', documents: [] });
  });

  it('refuses bad input with field errors and stores nothing', async () => {
    const count = async () => Number((await sql<{ n: number }>`select count(*)::int as n from tasks`.execute(t.database.db)).rows[0]!.n);
    const before = await count();
    const bad = await call(organiser, 'POST', '/api/organiser/events/demo-expo/tasks', { title: ' ', mandate: 'sometimes', dueAt: 'tomorrow', description: 'x'.repeat(4001) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'invalid', fields: { title: 'task.titleRequired', mandate: 'task.mandateInvalid', dueAt: 'task.dueInvalid', description: 'task.descriptionTooLong' } });
    const noneChosen = await call(organiser, 'POST', '/api/organiser/events/demo-expo/tasks', { title: 'X', mandate: 'optional', audience: 'chosen', partnerIds: [] });
    expect(noneChosen.json()).toEqual({ error: 'invalid', fields: { partnerIds: 'task.exhibitorsRequired' } });
    const unknown = await call(organiser, 'POST', '/api/organiser/events/demo-expo/tasks', { title: 'X', mandate: 'optional', audience: 'chosen', partnerIds: ['acme', 'nobody'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: 'invalid', fields: { partnerIds: 'task.exhibitorUnknown' } });
    const extra = await call(organiser, 'POST', '/api/organiser/events/demo-expo/tasks', { title: 'X', mandate: 'optional', colour: 'red' });
    expect(extra.statusCode).toBe(400);
    expect(await count()).toBe(before);
    expect(await t.database.db.selectFrom('task_exhibitors').select('task_id').where('partner_id', '=', 'nobody').execute()).toEqual([]);

    // A change with bad input leaves the task as it was.
    const task = await defineTask({ title: 'Hotel booking', mandate: 'optional' });
    const change = await call(organiser, 'PUT', `/api/organiser/tasks/${task.id}`, { title: 'x'.repeat(201), mandate: 'required' });
    expect(change.json()).toEqual({ error: 'invalid', fields: { title: 'task.titleTooLong' } });
    const kept = (await call(organiser, 'GET', '/api/organiser/events/demo-expo/tasks')).json<OrganiserTask[]>().find((x) => x.id === task.id)!;
    expect(kept).toMatchObject({ title: 'Hotel booking', mandate: 'optional' });

    // An exhibitor's bad claim: field error, no document.
    const claim = await call(tokens.taylor!, 'POST', `/api/tasks/${task.id}/documents`, { uploadId: '../etc/passwd' });
    expect(claim.statusCode).toBe(400);
    expect(claim.json()).toEqual({ error: 'invalid', fields: { uploadId: 'task.documentMissing' } });
    expect((await mine('taylor', task.id))?.state).toBe('todo');
    expect((await call(organiser, 'PUT', `/api/organiser/tasks/${task.id}/exhibitors/acme/review`, { decision: 'maybe' })).json()).toEqual({ error: 'invalid', fields: { decision: 'task.decisionInvalid' } });
  });

  it('changes and deletes a task; deleting removes the exhibitors\u2019 documents', async () => {
    const task = await defineTask({ title: 'Parking permit', mandate: 'optional' });
    const changed = await call(organiser, 'PUT', `/api/organiser/tasks/${task.id}`, { title: 'Parking permits', mandate: 'required', dueAt: '2099-01-01T08:00:00Z', audience: 'chosen', partnerIds: ['acme'] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<OrganiserTask>()).toMatchObject({ title: 'Parking permits', mandate: 'required', audience: 'chosen', partnerIds: ['acme'], progress: { todo: 1, inProgress: 0, inReview: 0, completed: 0 } });
    const file = await upload('taylor', PNG, 'image/png', 'permit.png');
    await call(tokens.taylor!, 'POST', `/api/tasks/${task.id}/documents`, { uploadId: file });
    expect((await call(organiser, 'DELETE', `/api/organiser/tasks/${task.id}`)).statusCode).toBe(204);
    expect(await mine('taylor', task.id)).toBeUndefined();
    expect(await t.app.media.sniff(file)).toBeNull();
    expect((await call(organiser, 'DELETE', `/api/organiser/tasks/${task.id}`)).statusCode).toBe(404);
    expect((await call(organiser, 'PUT', `/api/organiser/tasks/${task.id}`, { title: 'x', mandate: 'optional' })).statusCode).toBe(404);
    expect((await call(organiser, 'GET', '/api/organiser/events/nope/tasks')).statusCode).toBe(404);
  });
});
