/**
 * The content editor and the public pages it feeds: items with every field, files uploaded over
 * tus and claimed by the save (checked by their content), bad input on each field refused with
 * nothing changed, the product limit under requests at the same moment, and the pages visitors
 * open without logging in.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as tus from 'tus-js-client';
import { testApp, type TestApp } from '../test/app';
import { PNG } from '../test/media-files';
import { allSettings } from '../../src/domain/session';
import { CONTENT_UPLOAD_PATH, type ContentsResponse, type ManagedContents } from '../../src/domain/content';

/** A small real PDF (what file-type recognises by content). */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

let t: TestApp;
let base: string;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await testApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  tokens.alex = await t.login('partner', 'acme');
  tokens.sam = await t.login('staff', 'acme-sam');
  tokens.gina = await t.login('staff', 'globex-gina');
});
afterAll(async () => t.close());

const auth = (who: string) => ({ authorization: `Bearer ${tokens[who]}` });

function upload(who: string, data: Buffer, type: string, filename = 'file'): Promise<string> {
  const uuid = randomUUID();
  return new Promise<string>((resolve, reject) => {
    const up = new tus.Upload(data, {
      endpoint: `${base}${CONTENT_UPLOAD_PATH}`,
      headers: { authorization: `Bearer ${tokens[who]}` },
      metadata: { id: uuid, filetype: type, filename },
      retryDelays: [],
      onError: reject,
      onSuccess: () => resolve(decodeURIComponent(up.url!.split('/').pop()!)),
    });
    up.start();
  });
}

const list = async (who = 'alex') => {
  const res = await t.app.inject({ url: '/api/contents/manage', headers: auth(who) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ManagedContents>();
};
const create = (type: string, body: Record<string, unknown>, who = 'alex') => t.app.inject({ method: 'POST', url: `/api/contents/items?type=${type}`, headers: auth(who), payload: body });
const update = (id: string, body: Record<string, unknown>, who = 'alex') => t.app.inject({ method: 'PUT', url: `/api/contents/items/${id}`, headers: auth(who), payload: body });
const product = (name: string, extra: Record<string, unknown> = {}) => ({ name, summary: '', public: true, ...extra });
const keyOf = (pageUrl: string) => pageUrl.split('/p/')[1]!;

describe('the content editor', () => {
  it("lists the exhibitor's items with every field, its page address and the product limit; another exhibitor sees only its own", async () => {
    const mine = await list();
    expect(mine.productLimit).toBe(50);
    const profile = mine.contents.find((c) => c.id === 'acme-profile')!;
    expect(profile).toMatchObject({ type: 'profile', public: true, elements: [], files: [], contact: { name: '', email: '', phone: '' } });
    expect(profile.pageUrl).toMatch(/^http:\/\/[^/]+\/p\/[0-9a-f]{32}$/);
    expect((await list('gina')).contents.some((c) => c.id.startsWith('acme'))).toBe(false);
  });

  it('publishes a product with a banner, a logo, an image and a PDF; the page shows them to anyone, and staff devices get the page address', async () => {
    const [banner, logo, photo, sheet] = await Promise.all([upload('alex', PNG, 'image/png', 'banner.png'), upload('alex', PNG, 'image/png'), upload('alex', PNG, 'image/png', 'photo.png'), upload('alex', PDF, 'application/pdf', 'datasheet.pdf')]);
    const res = await create('product', {
      name: 'Scanner X2',
      summary: 'The fastest badge scanner',
      description: 'Reads any badge.\n\nWorks offline.',
      labels: ['hardware', 'new'],
      links: [{ type: 'linkedin', name: 'Acme on LinkedIn', url: 'https://linkedin.example/acme' }],
      elements: [
        { name: 'Scanner in use', type: 'image', fileId: photo, newwindow: false },
        { name: 'Data sheet', type: 'document', fileId: sheet, newwindow: true },
        { name: 'Launch video', type: 'stream', url: 'https://www.youtube.com/watch?v=abc', streamtype: 'youtube', newwindow: true },
        { name: 'Price', type: 'text', value: 'From 499 EUR' },
      ],
      address: 'Hall 4, booth C12',
      contact: { name: 'Alex Admin', email: 'alex@acme.example', phone: '+31 20 123 4567' },
      startsOn: '2026-11-21',
      endsOn: '2026-11-23',
      opensAt: '09:00',
      closesAt: '18:00',
      bannerFileId: banner,
      logoFileId: logo,
      public: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ id: string }>().id;
    const item = (await list()).contents.find((c) => c.id === id)!;
    expect(item.files.map((f) => [f.name, f.mediaType]).sort()).toEqual([
      ['banner.png', 'image/png'],
      ['datasheet.pdf', 'application/pdf'],
      ['file', 'image/png'],
      ['photo.png', 'image/png'],
    ]);
    expect(item.elements.map((e) => e.type)).toEqual(['image', 'document', 'stream', 'text']);

    // The page, logged out, in the browser's language and by ?lang=.
    const key = keyOf(item.pageUrl);
    const page = await t.app.inject({ url: `/p/${key}`, headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('<html lang="de">');
    expect(page.body).toContain('Scanner X2');
    expect(page.body).toContain('Produkt');
    expect(page.body).toContain('Data sheet');
    expect(page.body).toContain('Video auf YouTube');
    expect(page.body).toContain('From 499 EUR');
    expect(page.body).toContain('mailto:alex@acme.example');
    expect(page.body).not.toContain('noindex');
    const french = await t.app.inject({ url: `/p/${key}?lang=fr` });
    expect(french.body).toContain('<html lang="fr">');
    expect(french.body).toContain('Produit');

    // The PDF, byte for byte, to anyone with the page's address; not under another item's key.
    const pdf = item.files.find((f) => f.mediaType === 'application/pdf')!;
    const file = await t.app.inject({ url: pdf.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    const profileKey = keyOf((await list()).contents.find((c) => c.id === 'acme-profile')!.pageUrl);
    expect((await t.app.inject({ url: `/p/${profileKey}/files/${encodeURIComponent(pdf.id)}` })).statusCode).toBe(404);
    // The company profile lists the public product; the QR code is an SVG of the page's address.
    expect((await t.app.inject({ url: `/p/${profileKey}` })).body).toContain('Scanner X2');
    const qr = await t.app.inject({ url: `/p/${key}/qr.svg` });
    expect(qr.headers['content-type']).toContain('image/svg+xml');
    expect(qr.body).toContain('<svg');

    // Staff devices: the page address, the logo and the attachments with their addresses.
    const device = (await t.app.inject({ url: '/api/contents', headers: auth('sam') })).json<ContentsResponse>();
    const copy = device.contents.find((c) => c.id === id)!;
    expect(copy.pageUrl).toBe(item.pageUrl);
    expect(copy.attachments?.find((a) => a.name === 'Data sheet')?.url).toBe(pdf.url);
  });

  it('refuses bad input on each field with its own message, and changes nothing', async () => {
    const before = await list();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [product(''), 'name', 'content.nameRequired'],
      [product('x'.repeat(101)), 'name', 'content.textTooLong'],
      [product('A', { summary: 'y'.repeat(101) }), 'summary', 'content.textTooLong'],
      [product('A', { description: 'z'.repeat(5001) }), 'description', 'content.descriptionTooLong'],
      [product('A', { labels: ['a', 'A'] }), 'labels', 'content.labelTwice'],
      [product('A', { links: [{ type: 'url', name: '', url: 'javascript:alert(1)' }] }), 'links.0.url', 'content.urlInvalid'],
      [product('A', { links: [{ type: 'fax', name: '', url: 'https://x.example' }] }), 'links.0.type', 'content.linkTypeInvalid'],
      [product('A', { elements: [{ name: 'Manual', type: 'document' }] }), 'elements.0.fileId', 'content.attachment.fileRequired'],
      [product('A', { elements: [{ name: 'Site', type: 'url' }] }), 'elements.0.url', 'content.attachment.urlRequired'],
      [product('A', { elements: [{ name: 'Talk', type: 'stream', url: 'https://vimeo.example/1', streamtype: 'youtube' }] }), 'elements.0.url', 'content.youtubeInvalid'],
      [product('A', { elements: [{ name: 'Note', type: 'text' }] }), 'elements.0.value', 'content.attachment.textRequired'],
      [product('A', { elements: [{ name: '', type: 'text', value: 'x' }] }), 'elements.0.name', 'content.elementNameRequired'],
      [product('A', { contact: { name: '', email: 'not-an-address', phone: '' } }), 'contact.email', 'content.emailInvalid'],
      [product('A', { startsOn: '2026-02-30' }), 'startsOn', 'content.dateInvalid'],
      [product('A', { startsOn: '2026-11-23', endsOn: '2026-11-21' }), 'endsOn', 'content.datesOrder'],
      [product('A', { opensAt: '25:00' }), 'opensAt', 'content.timeInvalid'],
      [product('A', { opensAt: '18:00', closesAt: '09:00' }), 'closesAt', 'content.timesOrder'],
      [product('A', { logoFileId: `acme.${randomUUID()}` }), 'logoFileId', 'content.fileMissing'],
      [product('A', { labels: [' '] }), 'labels.0', 'content.labelEmpty'],
      [product('A', { labels: ['l'.repeat(41)] }), 'labels.0', 'content.labelTooLong'],
      [product('A', { labels: Array.from({ length: 21 }, (_, i) => `label ${i}`) }), 'labels', 'content.tooManyLabels'],
      [product('A', { links: Array.from({ length: 21 }, (_, i) => ({ type: 'url', name: '', url: `https://x.example/${i}` })) }), 'links', 'content.tooManyLinks'],
      [product('A', { links: [{ type: 'url', name: 'n'.repeat(101), url: 'https://x.example' }] }), 'links.0.name', 'content.textTooLong'],
      [product('A', { links: [{ type: 'mastodon', name: '', url: '' }] }), 'links.0.url', 'content.linkUrlRequired'],
      [product('A', { elements: [{ name: 'Clip', type: 'hologram' }] }), 'elements.0.type', 'content.attachmentTypeInvalid'],
      [product('A', { elements: [{ name: 'Talk', type: 'stream', url: 'https://www.youtube.com/watch?v=a', streamtype: 'vimeo' }] }), 'elements.0.streamtype', 'content.streamTypeInvalid'],
      [product('A', { elements: [{ name: 'Price', type: 'text', value: 'v'.repeat(101) }] }), 'elements.0.value', 'content.textTooLong'],
      [product('A', { elements: Array.from({ length: 31 }, (_, i) => ({ name: `Note ${i}`, type: 'text', value: 'x' })) }), 'elements', 'content.tooManyElements'],
      [product('A', { address: 'a'.repeat(301) }), 'address', 'content.addressTooLong'],
      [product('A', { contact: { name: '', email: '', phone: 'call me' } }), 'contact.phone', 'content.phoneInvalid'],
      [product('A', { contact: { name: 'c'.repeat(101), email: '', phone: '' } }), 'contact.name', 'content.textTooLong'],
    ];
    for (const [body, field, message] of cases) {
      const res = await create('product', body);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.json<{ fields: Record<string, string> }>().fields[field], `${field}: ${res.body}`).toBe(message);
    }
    expect((await create('brochure', product('A'))).statusCode).toBe(400);
    expect((await list()).contents).toEqual(before.contents);
  });

  it("refuses a file of the wrong kind for its place, another exhibitor's file, and a file that is not content by its bytes", async () => {
    const pdf = await upload('alex', PDF, 'application/pdf');
    const wrong = await create('product', product('Wrong', { logoFileId: pdf }));
    expect(wrong.json<{ fields: Record<string, string> }>().fields.logoFileId).toBe('content.fileWrongType');
    const theirs = await upload('gina', PNG, 'image/png');
    const foreign = await create('product', product('Foreign', { logoFileId: theirs }));
    expect(foreign.json<{ fields: Record<string, string> }>().fields.logoFileId).toBe('content.fileMissing');
    // Text named a PDF is deleted when its last byte arrives; a type content never holds is refused before any byte.
    await expect(upload('alex', Buffer.from('plain text, not a PDF at all'), 'application/pdf')).rejects.toThrow(/415/);
    await expect(upload('alex', PNG, 'text/html')).rejects.toThrow(/415/);
    // Spreadsheets and XML (SPEC section 5): an Excel 97-2003 workbook is told from other compound files by its Workbook stream.
    const cfb = (stream: string) => Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(1016), Buffer.from(`${stream}\0`, 'utf16le'), Buffer.alloc(512)]);
    const xls = await upload('alex', cfb('Workbook'), 'application/vnd.ms-excel', 'prices.xls');
    const xml = await upload('alex', Buffer.from('<?xml version="1.0"?><prices><item>X2</item></prices>'), 'text/xml', 'prices.xml');
    const sheets = await create('profile', product('Price lists', { elements: [
      { type: 'document', name: 'Prices (xls)', fileId: xls, newwindow: false },
      { type: 'file', name: 'Prices (xml)', fileId: xml, newwindow: false },
    ] }));
    expect(sheets.statusCode, sheets.body).toBe(201);
    const saved = (await list()).contents.find((c) => c.name === 'Price lists')!;
    expect(saved.files.map((f) => f.mediaType).sort()).toEqual(['application/vnd.ms-excel', 'application/xml']);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/contents/items/${saved.id}`, headers: auth('alex') })).statusCode).toBe(204);
    await expect(upload('alex', cfb('WordDocument'), 'application/vnd.ms-excel', 'letter.doc')).rejects.toThrow(/415/);
    // A plain staff member may not upload content at all.
    await expect(upload('sam', PNG, 'image/png')).rejects.toThrow(/403/);
  });

  it('replacing or removing a file deletes the old one, and deleting an item deletes its files and its page', async () => {
    const [first, second] = await Promise.all([upload('alex', PNG, 'image/png'), upload('alex', PNG, 'image/png')]);
    const id = (await create('profile', { name: 'Sustainability', public: false, logoFileId: first })).json<{ id: string }>().id;
    const firstPath = t.app.media.filePath(first);
    expect(fs.existsSync(firstPath)).toBe(true);
    // Not public: the page is there for those with its link, but not for search engines.
    const item = (await list()).contents.find((c) => c.id === id)!;
    expect((await t.app.inject({ url: `/p/${keyOf(item.pageUrl)}` })).body).toContain('noindex');

    const res = await update(id, { name: 'Sustainability', public: false, logoFileId: second });
    expect(res.statusCode, res.body).toBe(200);
    expect(fs.existsSync(firstPath)).toBe(false);
    expect((await list()).contents.find((c) => c.id === id)!.files.map((f) => f.id)).toEqual([second]);

    // A refused edit keeps what was saved: the second logo stays.
    expect((await update(id, { name: '', public: false, logoFileId: null })).statusCode).toBe(400);
    expect((await list()).contents.find((c) => c.id === id)!.logoFileId).toBe(second);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/contents/items/${id}`, headers: auth('alex') })).statusCode).toBe(204);
    expect(fs.existsSync(t.app.media.filePath(second))).toBe(false);
    const gone = await t.app.inject({ url: `/p/${keyOf(item.pageUrl)}`, headers: { 'accept-language': 'nl' } });
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('Pagina niet gevonden');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/contents/items/${id}`, headers: auth('alex') })).statusCode).toBe(404);
    // Another exhibitor cannot change or delete this exhibitor's items.
    expect((await update('acme-profile', product('Mine now'), 'gina')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/contents/items/acme-profile', headers: auth('gina') })).statusCode).toBe(404);
  });

  it('keeps to one booth page, and reorders only with the whole list', async () => {
    const booth = await create('partner', { name: 'Acme at Demo Expo', public: true });
    expect(booth.statusCode).toBe(201);
    // Its page's line above the title does not repeat the exhibitor's name that the title already has.
    const boothPage = (await list()).contents.find((c) => c.type === 'partner')!;
    const html = (await t.app.inject({ url: `/p/${keyOf(boothPage.pageUrl!)}` })).body;
    expect(html).toContain('<p class="kind">Exhibitor at Demo Expo</p><h1>Acme at Demo Expo</h1>');
    expect(html).not.toContain('<p class="kind">Acme</p>');
    const again = await create('partner', { name: 'A second booth page', public: true });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'boothPageExists' });
    const ids = (await list()).contents.map((c) => c.id);
    const reversed = [...ids].reverse();
    expect((await t.app.inject({ method: 'PUT', url: '/api/contents/order', headers: auth('alex'), payload: { ids: reversed } })).statusCode).toBe(200);
    expect((await list()).contents.map((c) => c.id)).toEqual(reversed);
    const stale = await t.app.inject({ method: 'PUT', url: '/api/contents/order', headers: auth('alex'), payload: { ids: ids.slice(1) } });
    expect(stale.statusCode).toBe(409);
  });

  it('never passes the product limit, even with requests at the same moment', async () => {
    const count = (await list()).contents.filter((c) => c.type === 'product').length;
    await t.database.db.updateTable('events').set({ product_limit: count + 2 }).where('id', '=', 'demo-expo').execute();
    try {
      const results = await Promise.all(Array.from({ length: 6 }, (_, i) => create('product', product(`Rush ${i}`))));
      expect(results.filter((r) => r.statusCode === 201)).toHaveLength(2);
      const refused = results.filter((r) => r.statusCode === 409);
      expect(refused).toHaveLength(4);
      expect(refused[0]!.json()).toMatchObject({ error: 'productLimitReached', limit: count + 2 });
      expect((await list()).contents.filter((c) => c.type === 'product')).toHaveLength(count + 2);
      // The company profile is not a product: it is not counted.
      expect((await create('profile', { name: 'Our history', public: true })).statusCode).toBe(201);
    } finally {
      await t.database.db.updateTable('events').set({ product_limit: 50 }).where('id', '=', 'demo-expo').execute();
    }
  });

  it('serves no page while the exhibitor\'s content setting is off', async () => {
    const key = keyOf((await list()).contents.find((c) => c.id === 'acme-profile')!.pageUrl);
    await t.database.db.updateTable('partners').set({ settings: JSON.stringify({ ...allSettings(true), content: false }) }).where('id', '=', 'acme').execute();
    try {
      expect((await t.app.inject({ url: `/p/${key}` })).statusCode).toBe(404);
      expect((await t.app.inject({ url: '/api/contents/manage', headers: auth('alex') })).statusCode).toBe(403);
    } finally {
      await t.database.db.updateTable('partners').set({ settings: JSON.stringify(allSettings(true)) }).where('id', '=', 'acme').execute();
    }
  });
});

describe('the terms page', () => {
  it("shows the event's terms and their version to anyone, in the visitor's language", async () => {
    await t.database.db.updateTable('events').set({ terms_text: 'We keep your data for the show.\n\nAsk us anything.', terms_version: '3' }).where('id', '=', 'demo-expo').execute();
    const res = await t.app.inject({ url: '/terms/demo-expo?lang=es' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Condiciones de uso y privacidad');
    expect(res.body).toContain('Versión 3');
    expect(res.body).toContain('We keep your data for the show.');
    expect((await t.app.inject({ url: '/terms/no-such-event' })).statusCode).toBe(404);
  });
});
