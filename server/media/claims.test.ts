/**
 * One upload, one owner (#28): a resumable upload is held by one note, one content item or one
 * task document, claimed once in the database; a second claim is refused (a sync mutation as bad
 * arguments, never blocking the queue; an online endpoint with 409 'upload.claimed'); only who
 * uploaded a file may claim it; and deleting an owner removes only files no one else holds.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as tus from 'tus-js-client';
import { sql } from 'kysely';
import { testApp, type TestApp } from '../test/app';
import { PNG } from '../test/media-files';
import { connectionId } from '../../src/domain/connection';
import { demoBadgeCode, DEMO } from '../demo/seed';
import { UPLOAD_PATH } from '../../src/domain/media';
import { CONTENT_UPLOAD_PATH, type ManagedContents } from '../../src/domain/content';
import { TASK_UPLOAD_PATH } from '../../src/domain/tasks';
import { UPLOAD_CLAIMERS } from './claims';

let t: TestApp;
let base: string;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await testApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  await t.database.db.updateTable('users').set({ two_factor_method: null }).where('id', '=', 'acme-taylor').execute();
  tokens.alex = await t.login('staff', 'acme-alex'); // admin: content and tasks
  tokens.taylor = await t.login('staff', 'acme-taylor'); // the tasks permission only
  tokens.sam = await t.login('staff', 'acme-sam');
  tokens.robin = await t.login('staff', 'acme-robin');
  tokens.scan = await t.login('scan', DEMO.unlimitedLicenceCode, { name: 'Booth Phone', email: 'booth@example.com' });
});
afterAll(async () => t.close());

const auth = (who: string) => ({ authorization: `Bearer ${tokens[who]}` });
const call = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => t.app.inject({ method, url, headers: auth(who), ...(payload ? { payload } : {}) });

/** A finished upload at `path`; returns its id (`<partner>.<uuid>`). */
function upload(who: string, path: string, data: Buffer = PNG, type = 'image/png', uuid = randomUUID()): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const up = new tus.Upload(data, {
      endpoint: `${base}${path}`,
      headers: auth(who),
      metadata: { id: uuid, filetype: type, filename: 'picture.png' },
      retryDelays: [],
      onError: reject,
      onSuccess: () => resolve(decodeURIComponent(up.url!.split('/').pop()!)),
    });
    up.start();
  });
}
const uuidOf = (id: string) => id.slice(id.indexOf('.') + 1);

const push = async (who: string, clientID: string, mutations: Array<{ id: number; name: string; args: Record<string, unknown> }>) => t.push(tokens[who]!, clientID, mutations);
let badge = 950;
async function capture(who: string, clientID: string, first = 1): Promise<string> {
  const code = demoBadgeCode(DEMO.eventId, badge++);
  const id = connectionId(DEMO.partnerId, code);
  const res = await push(who, clientID, [{ id: first, name: 'captureConnection', args: { id, badgeCode: code, scannedAt: new Date().toISOString(), sourceType: 'barcode' } }]);
  expect(res.results[0]!.outcome).toBe('completed');
  return id;
}
const photoNote = (id: number, connection: string, file: string) => ({ id, name: 'addNote', args: { id: randomUUID(), connectionId: connection, text: '', type: 'image', createdAt: new Date().toISOString(), media: [uuidOf(file)] } });

/** A public product page with a banner and a logo, as the administrator makes it; its public file addresses. */
async function publicPage(): Promise<{ id: string; banner: string; logo: string; bannerUrl: string; logoUrl: string }> {
  const [banner, logo] = [await upload('alex', CONTENT_UPLOAD_PATH), await upload('alex', CONTENT_UPLOAD_PATH)];
  const res = await call('alex', 'POST', '/api/contents/items?type=product', { name: `Page ${randomUUID().slice(0, 6)}`, public: true, bannerFileId: banner, logoFileId: logo });
  expect(res.statusCode, res.body).toBe(201);
  const item = (await call('alex', 'GET', '/api/contents/manage')).json<ManagedContents>().contents.find((c) => c.id === res.json().id)!;
  const url = (file: string) => item.files.find((f) => f.id === file)!.url;
  return { id: item.id, banner, logo, bannerUrl: url(banner), logoUrl: url(logo) };
}
const served = async (url: string) => (await t.app.inject({ url })).statusCode;

describe('one upload, one owner', () => {
  it("refuses a task document that is the company page's public banner (409 upload.claimed); the banner stays", async () => {
    const page = await publicPage();
    const attach = await call('taylor', 'POST', '/api/tasks/demo-task-catalogue/documents', { uploadId: page.banner });
    expect(attach.statusCode, attach.body).toBe(409);
    expect(attach.json()).toMatchObject({ error: 'upload.claimed' });
    // Nothing was attached: the task has no document to delete, and the banner is still served.
    expect((await call('taylor', 'DELETE', `/api/tasks/demo-task-catalogue/documents/${encodeURIComponent(page.banner)}`)).statusCode).toBe(404);
    expect(await served(page.bannerUrl)).toBe(200);
    expect(existsSync(t.app.media.filePath(page.banner))).toBe(true);
  });

  it("refuses a task document that is a colleague's lead photo; the photo stays readable", async () => {
    const lead = await capture('sam', 'claims-sam-1');
    const photo = await upload('sam', UPLOAD_PATH);
    expect((await push('sam', 'claims-sam-1', [photoNote(2, lead, photo)])).results[0]!.outcome).toBe('completed');
    const attach = await call('taylor', 'POST', '/api/tasks/demo-task-catalogue/documents', { uploadId: photo });
    expect(attach.statusCode, attach.body).toBe(409);
    expect(attach.json()).toMatchObject({ error: 'upload.claimed' });
    expect((await call('sam', 'GET', `/api/media/${encodeURIComponent(photo)}`)).statusCode).toBe(200);
  });

  it('refuses a note naming the public logo as bad arguments, without blocking what follows; erasing the lead leaves the logo', async () => {
    const page = await publicPage();
    const lead = await capture('scan', 'claims-scan-1');
    const res = await push('scan', 'claims-scan-1', [
      photoNote(2, lead, page.logo),
      { id: 3, name: 'addNote', args: { id: randomUUID(), connectionId: lead, text: 'Wants the brochure', type: 'text', createdAt: new Date().toISOString() } },
    ]);
    expect(res.lastMutationID).toBe(3);
    expect(res.results).toEqual([
      { id: 2, outcome: 'invalid', reason: 'upload.claimed' },
      { id: 3, outcome: 'completed', reason: null },
    ]);
    const erased = await call('alex', 'POST', `/api/connections/${encodeURIComponent(lead)}/erase`);
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await served(page.logoUrl)).toBe(200);
  });

  it("refuses a content file that is a lead's photo (409), and the save changes nothing", async () => {
    const lead = await capture('sam', 'claims-sam-2');
    const photo = await upload('sam', UPLOAD_PATH);
    expect((await push('sam', 'claims-sam-2', [photoNote(2, lead, photo)])).results[0]!.outcome).toBe('completed');
    const page = await publicPage();
    const res = await call('alex', 'PUT', `/api/contents/items/${page.id}`, { name: 'Renamed', public: true, bannerFileId: photo, logoFileId: page.logo });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ error: 'upload.claimed', fields: { bannerFileId: 'upload.claimed' } });
    const item = (await call('alex', 'GET', '/api/contents/manage')).json<ManagedContents>().contents.find((c) => c.id === page.id)!;
    expect(item.bannerFileId).toBe(page.banner);
    expect(await served(page.bannerUrl)).toBe(200);
    expect((await call('sam', 'GET', `/api/media/${encodeURIComponent(photo)}`)).statusCode).toBe(200);
  });

  it('claims once in the database: a second owner row for an upload is refused whoever writes it', async () => {
    const page = await publicPage();
    await expect(
      t.database.db.insertInto('task_documents').values({ id: page.banner, task_id: 'demo-task-catalogue', partner_id: DEMO.partnerId, media_type: 'image/png', size: PNG.length }).execute(),
    ).rejects.toMatchObject({ code: '23505' });
  });

  it('lets only who uploaded a file claim it: a colleague naming it in a note or a task is refused, and it stays unclaimed', async () => {
    const lead = await capture('robin', 'claims-robin-1');
    const samsPhoto = await upload('sam', UPLOAD_PATH);
    const res = await push('robin', 'claims-robin-1', [photoNote(2, lead, samsPhoto)]);
    expect(res.results).toEqual([{ id: 2, outcome: 'invalid', reason: 'media.missing' }]);
    const alexsDocument = await upload('alex', TASK_UPLOAD_PATH);
    const attach = await call('taylor', 'POST', '/api/tasks/demo-task-catalogue/documents', { uploadId: alexsDocument });
    expect(attach.statusCode, attach.body).toBe(409);
    expect(attach.json()).toMatchObject({ error: 'upload.notYours' });
    const alexsBanner = await upload('robin', CONTENT_UPLOAD_PATH).catch((e: Error) => e);
    expect(alexsBanner).toBeInstanceOf(Error); // robin is no content administrator: the upload itself is refused
    expect(await t.database.db.selectFrom('upload_claims').select('upload_id').where('upload_id', 'in', [samsPhoto, alexsDocument]).execute()).toEqual([]);
    // Their own uploader claims them.
    const own = await capture('sam', 'claims-sam-3');
    expect((await push('sam', 'claims-sam-3', [photoNote(2, own, samsPhoto)])).results[0]!.outcome).toBe('completed');
    expect((await call('alex', 'POST', '/api/tasks/demo-task-catalogue/documents', { uploadId: alexsDocument })).statusCode).toBe(201);
  });

  it('removes a file with its owner only when no one else holds it (an upload two owners held before claims existed)', async () => {
    const page = await publicPage();
    // As before this fix: the banner also attached to a task.
    await sql`alter table task_documents disable trigger task_documents_claim_upload`.execute(t.database.db);
    await t.database.db.insertInto('task_documents').values({ id: page.banner, task_id: 'demo-task-insurance', partner_id: DEMO.partnerId, media_type: 'image/png', size: PNG.length }).execute();
    await sql`alter table task_documents enable trigger task_documents_claim_upload`.execute(t.database.db);
    const removed = await call('alex', 'DELETE', `/api/tasks/demo-task-insurance/documents/${encodeURIComponent(page.banner)}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await served(page.bannerUrl)).toBe(200);
    // The page deleted: now no one holds it, and it goes.
    expect((await call('alex', 'DELETE', `/api/contents/items/${page.id}`)).statusCode).toBe(204);
    expect(existsSync(t.app.media.filePath(page.banner))).toBe(false);
    expect(existsSync(t.app.media.filePath(page.logo))).toBe(false);
  });

  it('holds every kind of upload an endpoint takes: its owner table claims on insert and releases on delete, and the database knows the kind', async () => {
    const triggers = await sql<{ table: string; event: string }>`
      select event_object_table as table, event_manipulation as event from information_schema.triggers where action_statement like '%upload_%'`.execute(t.database.db);
    for (const { table } of Object.values(UPLOAD_CLAIMERS)) {
      expect([...new Set(triggers.rows.filter((r) => r.table === table).map((r) => r.event))].sort(), table).toEqual(['DELETE', 'INSERT']);
    }
    const check = await sql<{ def: string }>`
      select pg_get_constraintdef(oid) as def from pg_constraint where conrelid = 'upload_claims'::regclass and contype = 'c'`.execute(t.database.db);
    const kinds = [...check.rows.map((r) => r.def).join(' ').matchAll(/'(\w+)'/g)].map((m) => m[1]).sort();
    expect(kinds).toEqual(Object.keys(UPLOAD_CLAIMERS).sort());
  });
});
