import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { LeadstandDB } from './db';
import { addNote, captureConnection, type WriteContext } from './mutators';
import { backupText, deviceStatus, restorableEvent, restoreBackup, summarize } from './backup';
import { recordError } from './diagnostics';
import { SyncClient } from './sync';
import type { SessionInfo } from './types';
import { sessionInfo } from './session-info.test-helper';
import { dedupingServer } from './test-server';
import { drainTaskUploads, queueTaskUpload, storeTaskList, type TaskAttacher } from './task-uploads';
import { ownerOf } from './owner';
import { backupFileName, parseBackup, type BackupFile } from '../domain/backup';
import type { ExhibitorTasks } from '../domain/tasks';

const ctx: WriteContext = { eventId: 'demo-expo', partnerId: 'acme', authorName: 'Sam Visser', authorId: 'acme-sam' };
const TOKEN = 'sessiontoken_abcdefghijklmnopqrstuvwxyz0123456789';
const ADMIN_TOKEN = 'admintoken_ZYXWVUTSRQPONMLKJIHGFEDCBA9876543210';

function info(partner = 'acme', eventId = 'demo-expo'): SessionInfo {
  return sessionInfo(
    { visitorID: 'acme-sam', partnerID: null, partner: { id: partner, name: partner === 'acme' ? 'Acme' : 'Globex' }, user: { id: 'acme-sam', name: 'Sam Visser', email: 'sam@acme.example', twoFactorMethod: null } },
    eventId,
  );
}

const photoBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 7, 8, 9]);
const photo = () => ({ id: crypto.randomUUID(), blob: new Blob([photoBytes], { type: 'image/png' }), type: 'image/png', kind: 'image' as const });

/** A phone that captured two leads and a note with a photo without ever reaching the server. */
async function offlinePhone() {
  const db = new LeadstandDB(`backup-${Math.random()}`);
  await db.sessions.put({ eventId: 'demo-expo', token: TOKEN, info: info(), savedAt: Date.now(), returnTo: { token: ADMIN_TOKEN, info: info() } });
  const first = await captureConnection(ctx, { badgeCode: 'BCDEF-JKLMN-STUVW', sourceType: 'barcode' }, db);
  const picture = photo();
  await addNote(ctx, { connectionId: first.args.id, text: 'Wants a demo', media: [picture] }, db);
  await captureConnection(ctx, { badgeCode: 'CDEFG-KLMNP-TUVWX', sourceType: 'barcode' }, db);
  await recordError(db, { eventId: 'demo-expo', source: 'sync', error: new Error(`request failed: Bearer ${TOKEN}`) });
  return { db, picture };
}

const context = { appVersion: '1.2.3', userAgent: 'test-agent', now: new Date('2026-11-21T10:00:00Z') };

async function backupOf(db: LeadstandDB): Promise<{ text: string; backup: BackupFile }> {
  const text = await backupText(db, context);
  const parsed = parseBackup(text);
  if (!('backup' in parsed)) throw new Error(`not a backup: ${parsed.problem}`);
  return { text, backup: parsed.backup };
}

describe('the diagnostic backup', () => {
  it('holds the outbox as stored, the waiting photo with its bytes, the sync state and recent errors, and no session token', async () => {
    const { db, picture } = await offlinePhone();
    const { text, backup } = await backupOf(db);
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain(ADMIN_TOKEN);
    expect(text).not.toMatch(/"token"/);
    expect(backup.app).toEqual({ version: '1.2.3', schemaVersion: db.verno, userAgent: 'test-agent' });
    const [event] = backup.events;
    const meta = (await db.syncMeta.get('demo-expo'))!;
    expect(event).toMatchObject({ eventId: 'demo-expo', eventName: 'Demo Expo', partnerId: 'acme', userId: 'acme-sam', personName: 'Sam Visser', clientID: meta.clientID, nextMutationId: 4 });
    const stored = await db.outbox.toArray();
    expect(event!.outbox).toEqual(stored.map((e) => ({ mutationId: e.mutationId, name: e.name, args: e.args, timestamp: e.timestamp, table: e.table, rowId: e.rowId })));
    expect(event!.media).toEqual([expect.objectContaining({ id: picture.id, uploaded: false, size: photoBytes.length, data: Buffer.from(photoBytes).toString('base64') })]);
    expect(backup.errors).toEqual([expect.objectContaining({ eventId: 'demo-expo', source: 'sync', message: 'Error: request failed: Bearer [removed]' })]);
    expect(summarize(event!)).toEqual({ writes: [{ name: 'captureConnection', count: 2 }, { name: 'addNote', count: 1 }], files: 1, taskDocuments: 0, total: 3 });
    expect(event!.taskDocuments).toEqual([]);
    expect(backupFileName('demo-expo', context.now)).toBe('leadstand-backup-demo-expo-2026-11-21-10-00-00.json');
    db.close();
  });

  it('refuses a damaged or foreign file whole, and says why', async () => {
    const { db } = await offlinePhone();
    const { text, backup } = await backupOf(db);
    expect(parseBackup(text.slice(0, text.length / 2))).toEqual({ problem: 'unreadable' });
    expect(parseBackup(JSON.stringify({ hello: 'world' }))).toEqual({ problem: 'notBackup' });
    expect(parseBackup(JSON.stringify({ ...backup, version: 99 }))).toEqual({ problem: 'newerVersion' });
    const cut = structuredClone(backup);
    cut.events[0]!.media[0]!.data = cut.events[0]!.media[0]!.data!.slice(4);
    expect(parseBackup(JSON.stringify(cut))).toEqual({ problem: 'damaged' });
    const shuffled = structuredClone(backup);
    shuffled.events[0]!.outbox.reverse();
    expect(parseBackup(JSON.stringify(shuffled))).toEqual({ problem: 'damaged' });
    // Restored only where the same event and exhibitor are logged in.
    expect(restorableEvent(backup, info('acme', 'autumn-fair'))).toEqual({ problem: 'otherEvent' });
    expect(restorableEvent(backup, info('globex'))).toEqual({ problem: 'otherExhibitor' });
    expect(restorableEvent(backup, info())).toEqual({ event: backup.events[0] });
    // A colleague's backup: only an administrator may restore it.
    const robin = { ...info(), user: { id: 'acme-robin', name: 'Robin Keller', email: null, twoFactorMethod: null } };
    expect(restorableEvent(backup, robin)).toEqual({ problem: 'otherPerson', name: 'Sam Visser' });
    expect(restorableEvent(backup, { ...robin, permissions: ['admin'] })).toEqual({ event: backup.events[0] });
    expect(restorableEvent(backup, { ...robin, sessionMode: 'partner', permissions: [] })).toEqual({ event: backup.events[0] });
    db.close();
  });
});

describe('restoring a backup', () => {
  it('sends every unsent write once, the second restore nothing, and the original phone coming back doubles nothing', async () => {
    const { db, picture } = await offlinePhone();
    const { backup } = await backupOf(db);
    const server = dedupingServer();
    const event = backup.events[0]!;

    const phases: string[] = [];
    expect(await restoreBackup(event, server.restore, (p) => phases.push(`${p.phase} ${p.done}/${p.total}`))).toEqual({ sent: 3, already: 0, refused: [], notAccepted: 0, filesUploaded: 1, filesRefused: 0, taskDocuments: 0 });
    expect(phases).toEqual(['files 0/1', 'files 1/1', 'writes 0/3', 'writes 3/3']);
    expect(server.applied.map((m) => [m.clientID, m.id, m.name])).toEqual([
      [event.clientID, 1, 'captureConnection'],
      [event.clientID, 2, 'addNote'],
      [event.clientID, 3, 'captureConnection'],
    ]);
    expect(server.applied[1]!.args).toMatchObject({ text: 'Wants a demo', media: [picture.id] });
    expect([...server.files.keys()]).toEqual([picture.id]);

    // Restored again (a second phone, a double tap): nothing is sent, no file uploaded again.
    expect(await restoreBackup(event, server.restore)).toEqual({ sent: 0, already: 3, refused: [], notAccepted: 0, filesUploaded: 0, filesRefused: 0, taskDocuments: 0 });
    expect(server.applied).toHaveLength(3);
    expect(server.files.get(picture.id)).toBe(1);

    // The broken phone comes back with one more lead: the three are answered as applied, the new one goes.
    await captureConnection(ctx, { badgeCode: 'DEFGH-LMNPQ-VWXYZ', sourceType: 'barcode' }, db);
    await new SyncClient(db, ctx, server.transport).sync();
    expect(server.applied.map((m) => m.id)).toEqual([1, 2, 3, 4]);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.connections.toArray()).map((c) => c.syncState)).toEqual(['completed', 'completed', 'completed']);
    db.close();
  });

  it('after the phone sent part of it, sends only the rest, and leaves out a photo the server refuses', async () => {
    const { db } = await offlinePhone();
    const { backup } = await backupOf(db);
    const server = dedupingServer();
    const event = backup.events[0]!;
    // The phone got its first scan through before it broke.
    await server.transport.push({ protocolVersion: 1, clientID: event.clientID, mutations: [{ id: 1, name: event.outbox[0]!.name, args: event.outbox[0]!.args, timestamp: 0 }] });
    const refusing = { ...server.restore, upload: async () => ({ refused: 'upload.type' }) };
    expect(await restoreBackup(event, refusing)).toEqual({ sent: 2, already: 1, refused: [], notAccepted: 0, filesUploaded: 0, filesRefused: 1, taskDocuments: 0 });
    // The note still arrives, as text, without the photo.
    expect(server.applied[1]!.args).toMatchObject({ text: 'Wants a demo', type: 'text' });
    expect(server.applied[1]!.args).not.toHaveProperty('media');
    db.close();
  });
});

const PDF = '%PDF-1.4 insurance certificate';
const pdf = (name: string) => Object.assign(new Blob([PDF], { type: 'application/pdf' }), { name });
const samOwner = ownerOf(info()).key;

/** The offline phone, with a document chosen for a task (and one the server refused) waiting as well. */
async function phoneWithTaskDocuments() {
  const phone = await offlinePhone();
  await storeTaskList('demo-expo', samOwner, { tasks: [{ id: 't-insurance', title: 'Insurance certificate' }], counts: {} } as unknown as ExhibitorTasks, phone.db);
  const queued = await queueTaskUpload({ eventId: 'demo-expo', owner: samOwner, taskId: 't-insurance', file: pdf('insurance.pdf') }, phone.db);
  const refused = await queueTaskUpload({ eventId: 'demo-expo', owner: samOwner, taskId: 't-insurance', file: pdf('old.pdf') }, phone.db);
  // Chosen a moment later (both can fall in one millisecond, and the backup lists them by time).
  const first = await phone.db.taskUploads.get((queued as { id: string }).id);
  await phone.db.taskUploads.update((refused as { id: string }).id, { state: 'failed', error: 'task.locked', createdAt: first!.createdAt + 1 });
  return { ...phone, key: (queued as { id: string }).id };
}

/** The server's side of attaching (server/tasks/routes.ts): a key it holds is answered with its document. */
function attachingServer() {
  const documents = new Map<string, { taskId: string; uploadId: string }>();
  const attach: TaskAttacher = async (taskId, uploadId, clientKey) => {
    if (!documents.has(clientKey)) documents.set(clientKey, { taskId, uploadId });
    return 'done';
  };
  return { documents, attach };
}

describe('task documents in the backup', () => {
  it('are in the backup with their bytes, key, task and who chose them, and counted on the support screen', async () => {
    const { db, key } = await phoneWithTaskDocuments();
    const { backup } = await backupOf(db);
    const event = backup.events[0]!;
    expect(event.taskDocuments).toEqual([
      {
        clientKey: key,
        taskId: 't-insurance',
        taskTitle: 'Insurance certificate',
        name: 'insurance.pdf',
        type: 'application/pdf',
        size: PDF.length,
        owner: samOwner,
        chosenBy: 'Sam Visser',
        chosenAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        state: 'waiting',
        error: null,
        data: Buffer.from(PDF).toString('base64'),
      },
      expect.objectContaining({ name: 'old.pdf', state: 'failed', error: 'task.locked', data: null }),
    ]);
    // The refused one is shown to support, not restored.
    expect(summarize(event).taskDocuments).toBe(1);
    expect(await deviceStatus(db, 'demo-expo')).toMatchObject({ unsent: 3, filesWaiting: 1, taskDocumentsWaiting: 1 });
    // A document whose bytes were changed makes the file damaged.
    const cut = structuredClone(backup);
    cut.events[0]!.taskDocuments[0]!.data = cut.events[0]!.taskDocuments[0]!.data!.slice(4);
    expect(parseBackup(JSON.stringify(cut))).toEqual({ problem: 'damaged' });
    // A file made before task documents were kept still opens.
    const older = structuredClone(backup) as unknown as { events: Array<Record<string, unknown>> };
    delete older.events[0]!.taskDocuments;
    expect(parseBackup(JSON.stringify(older))).toMatchObject({ backup: { events: [{ taskDocuments: [] }] } });
    db.close();
  });

  it('are restored into the device’s waiting documents once, and attached once even when the original phone comes back', async () => {
    const { db: phone, key } = await phoneWithTaskDocuments();
    const { backup } = await backupOf(phone);
    const event = backup.events[0]!;
    const server = dedupingServer();
    const second = new LeadstandDB(`backup-second-${Math.random()}`);
    const alex = 'acme|user:acme-alex';

    const report = await restoreBackup(event, server.restore, () => {}, { db: second, owner: alex });
    expect(report).toMatchObject({ sent: 3, taskDocuments: 1 });
    const [row] = await second.taskUploads.toArray();
    expect(row).toMatchObject({ id: key, eventId: 'demo-expo', owner: alex, taskId: 't-insurance', name: 'insurance.pdf', type: 'application/pdf', size: PDF.length, state: 'waiting', uploadUrl: null, error: null });
    expect(await row!.blob.text()).toBe(PDF);

    // Restored again: nothing added.
    expect(await restoreBackup(event, server.restore, () => {}, { db: second, owner: alex })).toMatchObject({ sent: 0, already: 3, taskDocuments: 0 });
    expect(await second.taskUploads.count()).toBe(1);

    // The second device uploads and attaches it under its key; then the original phone comes back.
    const tasks = attachingServer();
    const upload = async (r: { id: string }) => ({ uploadId: `acme.${r.id}` });
    await drainTaskUploads({ eventId: 'demo-expo', owner: alex, headers: {}, attach: tasks.attach, upload }, second);
    expect(await second.taskUploads.count()).toBe(0);
    const attached: string[] = [];
    const recording: TaskAttacher = async (taskId, uploadId, clientKey) => (attached.push(clientKey), tasks.attach(taskId, uploadId, clientKey));
    await drainTaskUploads({ eventId: 'demo-expo', owner: samOwner, headers: {}, attach: recording, upload }, phone);
    expect(attached).toEqual([key]);
    expect([...tasks.documents]).toEqual([[key, { taskId: 't-insurance', uploadId: `acme.${key}` }]]);
    phone.close();
    second.close();
  });

  it('a backup holding only task documents is restored on the device, also while the server cannot be reached', async () => {
    const { db, key } = await phoneWithTaskDocuments();
    const { backup } = await backupOf(db);
    const only = { ...backup, events: [{ ...backup.events[0]!, outbox: [], media: [] }] };
    expect(restorableEvent(only, info())).toEqual({ event: only.events[0] });
    const offline = { restore: async () => Promise.reject(new Error('offline')), upload: async () => Promise.reject(new Error('offline')) };
    const second = new LeadstandDB(`backup-second-${Math.random()}`);
    expect(await restoreBackup(only.events[0]!, offline, () => {}, { db: second, owner: samOwner })).toEqual({ sent: 0, already: 0, refused: [], notAccepted: 0, filesUploaded: 0, filesRefused: 0, taskDocuments: 1 });
    expect((await second.taskUploads.toArray()).map((r) => r.id)).toEqual([key]);
    // Nothing at all to restore.
    expect(restorableEvent({ ...only, events: [{ ...only.events[0]!, taskDocuments: [] }] }, info())).toEqual({ problem: 'nothing' });
    db.close();
    second.close();
  });
});
