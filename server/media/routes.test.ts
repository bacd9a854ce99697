/**
 * Note media over tus: resumable uploads checked by content, attached by the note that names
 * them, readable by those who see the connection, and resumed (not restarted) after cuts.
 */
import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as tus from 'tus-js-client';
import * as XLSX from 'xlsx';
import { zipSync, strToU8 } from 'fflate';
import { testApp, type TestApp } from '../test/app';
import { connectionId } from '../../src/domain/connection';
import { demoBadgeCode, DEMO } from '../demo/seed';
import { PROTOCOL_VERSION } from '../../src/domain/mutations/index';
import type { PullResponse, PushResponse } from '../../src/domain/protocol';
import { UPLOAD_PATH } from '../../src/domain/media';
import { PNG, wav } from '../test/media-files';
import { CORRUPT_ZIPS } from '../test/corrupt-zips';
import { UPLOAD_QUOTA_BYTES_PER_DAY } from '../../src/domain/limits';

let t: TestApp;
let base: string;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await testApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  tokens.sam = await t.login('staff', 'acme-sam');
  tokens.robin = await t.login('staff', 'acme-robin');
  tokens.gina = await t.login('staff', 'globex-gina');
});
afterAll(async () => t.close());

function upload(who: string, data: Buffer, uuid: string, type: string, options: Partial<tus.UploadOptions> = {}): { promise: Promise<string>; upload: tus.Upload } {
  let up!: tus.Upload;
  const promise = new Promise<string>((resolve, reject) => {
    up = new tus.Upload(data, {
      endpoint: `${base}${UPLOAD_PATH}`,
      headers: { authorization: `Bearer ${tokens[who]}` },
      metadata: { id: uuid, filetype: type },
      chunkSize: 5 * 1024 * 1024,
      retryDelays: [],
      onError: reject,
      onSuccess: () => resolve(up.url!),
      ...options,
    });
    up.start();
  });
  return { promise, upload: up };
}

async function push(who: string, clientID: string, mutations: Array<{ id: number; name: string; args: unknown }>): Promise<PushResponse> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/sync/push',
    headers: { authorization: `Bearer ${tokens[who]}` },
    payload: { protocolVersion: PROTOCOL_VERSION, clientID, mutations: mutations.map((m) => ({ ...m, timestamp: 1 })) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** An MP3 file: ten MPEG-1 layer III frames (128 kbit/s, 44.1 kHz) of silence. */
function mp3(): Buffer {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x00]);
  return Buffer.concat(Array.from({ length: 10 }, () => frame));
}

const code = demoBadgeCode(DEMO.eventId, 900);
const conn = connectionId('acme', code);
const capture = { id: 1, name: 'captureConnection', args: { id: conn, badgeCode: code, scannedAt: new Date().toISOString(), sourceType: 'barcode' } };

describe('note media', () => {
  it('attaches an uploaded voice memo and photo to a note; colleagues read back the same bytes', async () => {
    const memo = wav(64 * 1024);
    const [a, b] = [randomUUID(), randomUUID()];
    await upload('sam', memo, a, 'audio/wav').promise;
    await upload('sam', PNG, b, 'image/png').promise;
    const res = await push('sam', 'sam-media-1', [
      capture,
      { id: 2, name: 'addNote', args: { id: randomUUID(), connectionId: conn, text: '', type: 'audio', createdAt: new Date().toISOString(), media: [a, b] } },
    ]);
    expect(res.results.map((r) => r.outcome)).toEqual(['completed', 'completed']);
    // A file belongs to one note: another note naming it is refused, in a later push or the same one.
    const photo = randomUUID();
    await upload('sam', PNG, photo, 'image/png').promise;
    const again = await push('sam', 'sam-media-1', [
      { id: 3, name: 'addNote', args: { id: randomUUID(), connectionId: conn, text: 'the memo again', type: 'audio', createdAt: new Date().toISOString(), media: [a] } },
      { id: 4, name: 'addNote', args: { id: randomUUID(), connectionId: conn, text: '', type: 'image', createdAt: new Date().toISOString(), media: [photo] } },
      { id: 5, name: 'addNote', args: { id: randomUUID(), connectionId: conn, text: '', type: 'image', createdAt: new Date().toISOString(), media: [photo] } },
    ]);
    expect(again.results.map((r) => r.reason ?? r.outcome)).toEqual(['media.attached', 'completed', 'media.attached']);
    const pulled = (await t.app.inject({ url: '/api/sync/pull', headers: { authorization: `Bearer ${tokens.robin}` } })).json() as PullResponse;
    const note = pulled.notes.find((n) => n.media?.some((m) => m.id === `acme.${a}`));
    expect(note?.media?.map((m) => [m.id, m.kind, m.mediaType, m.size])).toEqual([
      [`acme.${a}`, 'audio', 'audio/wav', memo.length],
      [`acme.${b}`, 'image', 'image/png', PNG.length],
    ]);
    const back = await t.app.inject({ url: `/api/media/acme.${a}`, headers: { authorization: `Bearer ${tokens.robin}` } });
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toBe('audio/wav');
    expect(Buffer.compare(back.rawPayload, memo)).toBe(0);
    // Another exhibitor neither reads it nor continues the upload.
    expect((await t.app.inject({ url: `/api/media/acme.${a}`, headers: { authorization: `Bearer ${tokens.gina}` } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'HEAD', url: `${UPLOAD_PATH}/acme.${a}`, headers: { authorization: `Bearer ${tokens.gina}`, 'tus-resumable': '1.0.0' } })).statusCode).toBe(404);
  });

  it('refuses by content what is not a photo or voice memo, an empty file, and a note naming a missing upload', async () => {
    const fake = randomUUID();
    await expect(upload('sam', Buffer.from('just some text, named like a photo'), fake, 'image/png').promise).rejects.toThrow(/415/);
    await expect(upload('sam', Buffer.alloc(0), randomUUID(), 'image/png').promise).rejects.toThrow(/400|upload.empty/);
    await expect(upload('sam', PNG, randomUUID(), 'application/pdf').promise).rejects.toThrow(/415/);
    const res = await push('sam', 'sam-media-2', [
      { id: 1, name: 'addNote', args: { id: randomUUID(), connectionId: conn, text: 'photo', type: 'image', createdAt: new Date().toISOString(), media: [fake] } },
    ]);
    expect(res.results.map((r) => [r.outcome, r.reason])).toEqual([['invalid', 'media.missing']]);
    expect((await t.app.inject({ method: 'POST', url: UPLOAD_PATH, headers: { 'tus-resumable': '1.0.0', 'upload-length': '10' } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'HEAD', url: `${UPLOAD_PATH}/acme.${fake}`, headers: { 'tus-resumable': '1.0.0' } })).statusCode).toBe(401);
  });

  it('refuses a corrupt ZIP sent as a photo with 415, and a note naming it as a missing file (the queue goes on)', async () => {
    for (const [name, data] of Object.entries(CORRUPT_ZIPS)) {
      const uuid = randomUUID();
      await expect(upload('sam', data, uuid, 'image/png').promise, name).rejects.toThrow(/415/);
      const res = await push('sam', `sam-media-zip-${name}`, [
        { id: 1, name: 'addNote', args: { id: randomUUID(), connectionId: conn, text: 'photo', type: 'image', createdAt: new Date().toISOString(), media: [uuid] } },
        { id: 2, name: 'addNote', args: { id: randomUUID(), connectionId: conn, text: 'next note', type: 'text', createdAt: new Date().toISOString() } },
      ]);
      expect(res.results.map((r) => [r.outcome, r.reason]), name).toEqual([
        ['invalid', 'media.missing'],
        ['completed', null],
      ]);
    }
  });

  it('keeps spreadsheets (xls, xlsx), XML and MP3 audio on a note, each by its content (SPEC section 5)', async () => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['Model', 'Qty'], ['X2', 40]]), 'Order');
    const xlsx = Buffer.from(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Uint8Array);
    const xls = Buffer.from(XLSX.write(book, { type: 'buffer', bookType: 'biff8' }) as Uint8Array);
    const xml = Buffer.from('<?xml version="1.0" encoding="UTF-8"?><order><item model="X2" qty="40"/></order>');
    const files = [
      [xlsx, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'document'],
      [xls, 'application/vnd.ms-excel', 'document'],
      [xml, 'text/xml', 'document'],
      [mp3(), 'audio/mpeg', 'audio'],
    ] as const;
    const ids: string[] = [];
    for (const [data, type] of files) {
      const uuid = randomUUID();
      await upload('sam', data, uuid, type).promise;
      ids.push(uuid);
    }
    const noteId = randomUUID();
    const res = await push('sam', 'sam-media-docs', [
      capture,
      { id: 2, name: 'addNote', args: { id: noteId, connectionId: conn, text: 'Order list and the call', type: 'document', createdAt: new Date().toISOString(), media: ids } },
    ]);
    expect(res.results.map((r) => r.reason ?? r.outcome)).toEqual(['completed', 'completed']);
    const pulled = (await t.app.inject({ url: '/api/sync/pull', headers: { authorization: `Bearer ${tokens.robin}` } })).json() as PullResponse;
    const note = pulled.notes.find((n) => n.id === noteId);
    expect(note?.type).toBe('document');
    // The type is the one the content shows (XML is application/xml, whatever the client said).
    expect(note?.media?.map((m) => [m.kind, m.mediaType])).toEqual([
      ['document', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['document', 'application/vnd.ms-excel'],
      ['document', 'application/xml'],
      ['audio', 'audio/mpeg'],
    ]);
    const back = await t.app.inject({ url: `/api/media/acme.${ids[0]}`, headers: { authorization: `Bearer ${tokens.robin}` } });
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-disposition']).toBe('attachment');
    expect(Buffer.compare(back.rawPayload, xlsx)).toBe(0);
  });

  it('refuses a file whose content is not what its name and type say: a ZIP or text as xlsx, a Word file as xls, text as XML or MP3', async () => {
    const zip = Buffer.from(zipSync({ 'prices.txt': strToU8('X2: 40') }));
    const docx = Buffer.from(zipSync({ '[Content_Types].xml': strToU8('<Types/>'), 'word/document.xml': strToU8('<w:document/>') }));
    const cfb = (stream: string) => Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(1016), Buffer.from(`${stream}\0`, 'utf16le'), Buffer.alloc(512)]);
    const wrong = [
      [zip, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      [docx, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      [Buffer.from('Model;Qty\nX2;40\n'), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      [cfb('WordDocument'), 'application/vnd.ms-excel'],
      [Buffer.from('order: X2, 40 pieces'), 'application/xml'],
      [Buffer.from('not a song at all, only text'), 'audio/mpeg'],
    ] as const;
    for (const [data, type] of wrong) {
      const uuid = randomUUID();
      await expect(upload('sam', data, uuid, type).promise, type).rejects.toThrow(/415/);
      // Removed at once, and no note may name it.
      expect((await t.app.inject({ method: 'HEAD', url: `${UPLOAD_PATH}/acme.${uuid}`, headers: { authorization: `Bearer ${tokens.sam}`, 'tus-resumable': '1.0.0' } })).statusCode).toBe(404);
      const res = await push('sam', `sam-media-wrong-${uuid}`, [
        { id: 1, name: 'addNote', args: { id: randomUUID(), connectionId: conn, text: '', type: 'document', createdAt: new Date().toISOString(), media: [uuid] } },
      ]);
      expect(res.results.map((r) => [r.outcome, r.reason]), type).toEqual([['invalid', 'media.missing']]);
    }
    // A type notes never hold is refused before any byte, whatever the content.
    await expect(upload('sam', Buffer.from('%PDF-1.4'), randomUUID(), 'application/pdf').promise).rejects.toThrow(/415/);
  });

  it('never replaces an upload: creating it again, from any session, gives back the same file to continue', async () => {
    const uuid = randomUUID();
    const memo = wav(70_000);
    const url = await upload('sam', memo, uuid, 'audio/wav').promise;
    const id = url.split('/').pop()!;
    const stored = () => readFileSync(t.app.media.filePath(id));
    // A colleague's session (same exhibitor) creates the same name with other bytes of the same length...
    const other = Buffer.from(memo);
    other.fill(0, 44);
    await expect(upload('robin', other, uuid, 'audio/wav').promise).rejects.toThrow();
    expect(createHash('sha256').update(stored()).digest('hex')).toBe(createHash('sha256').update(memo).digest('hex'));
    // ...or of another length: refused at once.
    const longer = await fetch(`${base}${UPLOAD_PATH}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.robin}`, 'tus-resumable': '1.0.0', 'upload-length': '80000', 'upload-metadata': `id ${Buffer.from(uuid).toString('base64')},filetype ${Buffer.from('audio/wav').toString('base64')}` },
    });
    expect(longer.status).toBe(409);
    // The app that lost the address uploads again: it learns the file is complete, and nothing changes.
    const again = await upload('sam', memo, uuid, 'audio/wav', { retryDelays: [0] }).promise;
    expect(again).toBe(url);
    expect(stored().equals(memo)).toBe(true);
  });

  it("never reaches another exhibitor's upload through the query string", async () => {
    const ginas = randomUUID();
    await upload('gina', PNG, ginas, 'image/png').promise;
    const mine = randomUUID();
    const headers = { authorization: `Bearer ${tokens.sam}`, 'tus-resumable': '1.0.0' };
    const peek = await t.app.inject({ method: 'HEAD', url: `${UPLOAD_PATH}/acme.${mine}?/globex.${ginas}`, headers });
    expect(peek.statusCode).toBe(404);
    expect(peek.headers['upload-length']).toBeUndefined();
    const write = await t.app.inject({
      method: 'PATCH',
      url: `${UPLOAD_PATH}/acme.${mine}?/globex.${ginas}`,
      headers: { ...headers, 'upload-offset': String(PNG.length), 'content-type': 'application/offset+octet-stream' },
      payload: Buffer.from('appended'),
    });
    expect(write.statusCode).toBe(404);
    // Gina's file is as she sent it.
    const own = await t.app.inject({ method: 'HEAD', url: `${UPLOAD_PATH}/globex.${ginas}`, headers: { authorization: `Bearer ${tokens.gina}`, 'tus-resumable': '1.0.0' } });
    expect(own.headers['upload-offset']).toBe(String(PNG.length));
  });

  it("a disk that fails while a note is pushed answers 503 and consumes nothing; the same push later attaches the file", async () => {
    const uuid = randomUUID();
    await upload('sam', PNG, uuid, 'image/png').promise;
    const note = { id: 1, name: 'addNote', args: { id: randomUUID(), connectionId: conn, text: 'Card photo', type: 'image', createdAt: new Date().toISOString(), media: [uuid] } };
    const store = t.app.media.datastore;
    const getUpload = store.getUpload.bind(store);
    store.getUpload = async () => {
      throw Object.assign(new Error('EIO: i/o error'), { code: 'EIO' });
    };
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/sync/push',
        headers: { authorization: `Bearer ${tokens.sam}` },
        payload: { protocolVersion: PROTOCOL_VERSION, clientID: 'sam-media-disk', mutations: [{ ...capture, timestamp: 1 }, { ...note, id: 2, timestamp: 1 }] },
      });
    try {
      const failed = await send();
      expect(failed.statusCode).toBe(503);
      expect(failed.json()).toEqual({ error: 'serverBusy' });
    } finally {
      store.getUpload = getUpload;
    }
    const res = await send();
    expect(res.statusCode).toBe(200);
    expect((res.json() as PushResponse).results.map((r) => r.outcome)).toEqual(['completed', 'completed']);
    expect((await t.app.inject({ url: `/api/media/acme.${uuid}`, headers: { authorization: `Bearer ${tokens.sam}` } })).statusCode).toBe(200);
  });

  it('resumes a 50 MB upload cut several times from where it stopped, never from the start', async () => {
    const big = wav(50 * 1024 * 1024);
    const uuid = randomUUID();
    let url: string | null = null;
    const starts: number[] = [];
    for (const cutAt of [12, 27, 41]) {
      await new Promise<void>((resolve, reject) => {
        let first = true;
        const { upload: up } = upload('sam', big, uuid, 'audio/wav', {
          ...(url ? { uploadUrl: url } : {}),
          onProgress: (sent) => {
            if (first) {
              starts.push(sent);
              first = false;
            }
            // The connection drops.
            if (sent >= cutAt * 1024 * 1024) void up.abort().then(resolve, reject);
          },
          onSuccess: () => reject(new Error('finished before the cut')),
          onUploadUrlAvailable: () => {
            url = up.url;
          },
        });
      });
    }
    const last = upload('sam', big, uuid, 'audio/wav', { uploadUrl: url!, onProgress: (sent) => starts.length < 4 && starts.push(sent) });
    await last.promise;
    // Each resumption began past what was already on the server.
    expect(starts[1]).toBeGreaterThanOrEqual(10 * 1024 * 1024);
    expect(starts[2]).toBeGreaterThanOrEqual(25 * 1024 * 1024);
    expect(starts[3]).toBeGreaterThanOrEqual(40 * 1024 * 1024);
    const res = await push('sam', 'sam-media-3', [
      { id: 1, name: 'addNote', args: { id: randomUUID(), connectionId: conn, text: 'Long memo', type: 'audio', createdAt: new Date().toISOString(), media: [uuid] } },
    ]);
    expect(res.results[0]!.outcome).toBe('completed');
    const back = await t.app.inject({ url: `/api/media/acme.${uuid}`, headers: { authorization: `Bearer ${tokens.sam}` } });
    expect(createHash('sha256').update(back.rawPayload).digest('hex')).toBe(createHash('sha256').update(big).digest('hex'));
  }, 120_000);
});

describe('the upload quota', () => {
  it("refuses a person's uploads beyond their daily quota as 'try later' (the file stays on the device); colleagues keep theirs", async () => {
    // Sam has uploaded nearly the whole day's quota already.
    await t.database.db.insertInto('uploads').values({ id: 'acme.quota-filler', partner_id: 'acme', uploader: 'u:acme-sam', size: UPLOAD_QUOTA_BYTES_PER_DAY - 100 }).execute();
    const refused = await upload('sam', PNG, randomUUID(), 'image/png').promise.catch((err: tus.DetailedError) => err);
    expect(refused).toBeInstanceOf(Error);
    const response = (refused as tus.DetailedError).originalResponse!;
    expect(response.getStatus()).toBe(429);
    // Not a refusal of the file (those are 'upload.*'): the app keeps it and tries again later.
    expect(JSON.parse(response.getBody())).toEqual({ error: 'uploadQuotaReached' });
    // Robin is not held back by Sam's quota.
    expect(await upload('robin', PNG, randomUUID(), 'image/png').promise).toContain(UPLOAD_PATH);
    // A day later Sam's quota is free again.
    await t.database.db.updateTable('uploads').set({ created_at: new Date(Date.now() - 25 * 3_600_000) }).where('id', '=', 'acme.quota-filler').execute();
    const later = randomUUID();
    expect(await upload('sam', PNG, later, 'image/png').promise).toContain(UPLOAD_PATH);
    const row = await t.database.db.selectFrom('uploads').select(['uploader', 'size']).where('id', '=', `acme.${later}`).executeTakeFirst();
    expect(row && { ...row, size: Number(row.size) }).toEqual({ uploader: 'u:acme-sam', size: PNG.length });
  });
});
