import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { LeadstandDB } from './db';
import { drainTaskUploads, loadTaskList, queueTaskUpload, storeTaskList, type TaskAttacher, type TaskUploader } from './task-uploads';

const owner = 'acme|user:acme-alex';
const pdf = (name = 'stand.pdf') => Object.assign(new Blob(['%PDF-1.4 …'], { type: 'application/pdf' }), { name });

function fresh() {
  return new LeadstandDB(`task-uploads-${Math.random()}`);
}

describe('documents waiting for a task', () => {
  it('refuses on the device what the server would refuse, storing nothing', async () => {
    const db = fresh();
    expect(await queueTaskUpload({ eventId: 'demo-expo', owner, taskId: 't-1', file: Object.assign(new Blob(['hi'], { type: 'text/plain' }), { name: 'notes.txt' }) }, db)).toEqual({ error: 'upload.type' });
    const huge = { size: 100 * 1024 * 1024, type: 'application/pdf', name: 'huge.pdf' } as unknown as Blob;
    expect(await queueTaskUpload({ eventId: 'demo-expo', owner, taskId: 't-1', file: huge }, db)).toEqual({ error: 'upload.tooLarge' });
    expect(await db.taskUploads.count()).toBe(0);
  });

  it('waits while offline, then uploads (resuming where it stopped) and attaches, and is gone once attached', async () => {
    const db = fresh();
    const queued = await queueTaskUpload({ eventId: 'demo-expo', owner, taskId: 't-1', file: pdf() }, db);
    expect('id' in queued).toBe(true);
    const id = (queued as { id: string }).id;

    // Offline: the upload stops after a part arrived; the row keeps where.
    const offline: TaskUploader = async (_row, _headers, progress) => {
      progress(4, `/api/tasks/uploads/acme.${id}`);
      throw new Error('offline');
    };
    const attached: Array<[string, string, string]> = [];
    const attach: TaskAttacher = async (taskId, uploadId, clientKey) => {
      attached.push([taskId, uploadId, clientKey]);
      return 'done';
    };
    await drainTaskUploads({ eventId: 'demo-expo', owner, headers: {}, attach, upload: offline }, db);
    await new Promise((r) => setTimeout(r, 10));
    expect(await db.taskUploads.get(id)).toMatchObject({ state: 'waiting', sent: 4, uploadUrl: `/api/tasks/uploads/acme.${id}` });
    expect(attached).toEqual([]);

    // Back online: it resumes at the stored address.
    const resumedFrom: Array<string | null> = [];
    const online: TaskUploader = async (row) => {
      resumedFrom.push(row.uploadUrl);
      return { uploadId: `acme.${row.id}` };
    };
    const heard: string[] = [];
    await drainTaskUploads({ eventId: 'demo-expo', owner, headers: {}, attach, upload: online, onAttached: (t) => heard.push(t) }, db);
    expect(resumedFrom).toEqual([`/api/tasks/uploads/acme.${id}`]);
    // Under the row's uuid as its key (a restored backup attaches nothing twice).
    expect(attached).toEqual([['t-1', `acme.${id}`, id]]);
    expect(heard).toEqual(['t-1']);
    expect(await db.taskUploads.count()).toBe(0);
  });

  it('keeps a refused document with its reason and does not try it again', async () => {
    const db = fresh();
    await queueTaskUpload({ eventId: 'demo-expo', owner, taskId: 't-1', file: pdf('fake.pdf') }, db);
    await queueTaskUpload({ eventId: 'demo-expo', owner, taskId: 't-2', file: pdf('late.pdf') }, db);
    let uploads = 0;
    const upload: TaskUploader = async (row) => {
      uploads++;
      return row.name === 'fake.pdf' ? { refused: 'upload.type' } : { uploadId: `acme.${row.id}` };
    };
    const attach: TaskAttacher = async () => ({ refused: 'task.locked' });
    await drainTaskUploads({ eventId: 'demo-expo', owner, headers: {}, attach, upload }, db);
    const rows = await db.taskUploads.toArray();
    expect(rows.map((r) => [r.name, r.state, r.error]).sort()).toEqual([
      ['fake.pdf', 'failed', 'upload.type'],
      ['late.pdf', 'failed', 'task.locked'],
    ]);
    await drainTaskUploads({ eventId: 'demo-expo', owner, headers: {}, attach, upload }, db);
    expect(uploads).toBe(2);
  });

  it('sends the bytes again when the server no longer has the finished upload', async () => {
    const db = fresh();
    const { id } = (await queueTaskUpload({ eventId: 'demo-expo', owner, taskId: 't-1', file: pdf() }, db)) as { id: string };
    await db.taskUploads.update(id, { state: 'uploaded', uploadUrl: `/api/tasks/uploads/acme.${id}`, sent: 10 });
    const attach: TaskAttacher = async () => ({ refused: 'task.documentMissing' });
    await drainTaskUploads({ eventId: 'demo-expo', owner, headers: {}, attach, upload: async () => ({ uploadId: 'never' }) }, db);
    expect(await db.taskUploads.get(id)).toMatchObject({ state: 'waiting', sent: 0, uploadUrl: null });
  });

  it("keeps each person's documents and last task list apart", async () => {
    const db = fresh();
    await queueTaskUpload({ eventId: 'demo-expo', owner: 'acme|user:acme-robin', taskId: 't-1', file: pdf() }, db);
    let uploads = 0;
    await drainTaskUploads({ eventId: 'demo-expo', owner, headers: {}, attach: async () => 'done', upload: async () => (uploads++, { uploadId: 'x' }) }, db);
    expect(uploads).toBe(0);
    const list = { tasks: [], counts: { overdue: 0, todo: 0, inProgress: 0, inReview: 0, completed: 0 } };
    await storeTaskList('demo-expo', owner, list, db);
    expect((await loadTaskList('demo-expo', owner, db))?.list).toEqual(list);
    expect(await loadTaskList('demo-expo', 'acme|user:acme-robin', db)).toBeNull();
  });
});
