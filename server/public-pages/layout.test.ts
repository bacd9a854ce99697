/**
 * What the public pages tell search engines and link previews (#28): a description (the company's
 * or event's own text, a translated default otherwise), OpenGraph and Twitter card tags, and, on
 * the pages that may be listed, the canonical address and one alternate per language (`?lang=`)
 * plus x-default, all absolute from PUBLIC_URL and escaped. Pages reached by an unguessable link
 * (noindex) name no address. The head holds the only <style>.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../test/app';
import { LANGUAGES } from '../../src/domain/language';

let t: TestApp;
let profileKey: string;
const SUMMARY = 'Scanners & "smart" badges <for> trade shows';
beforeAll(async () => {
  t = await testApp();
  // Acme's company page: a summary that needs escaping, and a banner.
  const profile = await t.database.db.selectFrom('contents').select(['id', 'share_key', 'partner_id']).where('id', '=', 'acme-profile').executeTakeFirstOrThrow();
  profileKey = profile.share_key;
  await t.database.db.insertInto('content_files').values({ id: 'acme-banner', partner_id: profile.partner_id, content_id: profile.id, name: 'banner.png', media_type: 'image/png', size: 1000 }).execute();
  await t.database.db.updateTable('contents').set({ summary: SUMMARY, banner_file_id: 'acme-banner', public: true }).where('id', '=', profile.id).execute();
});
afterAll(async () => t.close());

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

interface Head {
  html: string;
  /** meta name/property → content */
  meta: Map<string, string>;
  /** link rel (and hreflang) → href */
  links: Map<string, string>;
  body: string;
}

/** The head's meta and link tags, each attribute read and unescaped; a tag that does not parse as attributes fails. */
function parse(html: string): Head {
  const [head, body] = html.split('</head>') as [string, string];
  const meta = new Map<string, string>();
  const links = new Map<string, string>();
  for (const [, name, attrs] of head.matchAll(/<(meta|link)\s([^>]*)>/g)) {
    const pairs = [...attrs!.matchAll(/([\w:-]+)="([^"<>]*)"\s*/g)];
    // Every character of the tag is an attribute: an unescaped quote or bracket would leave some over.
    expect(pairs.map((p) => p[0]).join('').trim(), `<${name} ${attrs}>`).toBe(attrs!.trim());
    const a = Object.fromEntries(pairs.map(([, k, v]) => [k, v!.replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]!)]));
    if (name === 'meta' && (a.name || a.property) && a.content !== undefined) meta.set(a.name ?? a.property, a.content);
    if (name === 'link') links.set(a.hreflang ? `${a.rel} ${a.hreflang}` : a.rel, a.href);
  }
  return { html, meta, links, body };
}

const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ url, headers });
  expect(res.statusCode, url).toBeLessThan(500);
  return parse(res.body);
};

describe('public pages', () => {
  it("a company page describes itself with its own text and banner, and names its canonical address and six languages", async () => {
    const page = await get(`/p/${profileKey}?lang=fr`);
    const self = `http://leadstand.test/p/${profileKey}`;
    expect(page.meta.get('description')).toBe(SUMMARY);
    expect(page.html).toContain('content="Scanners &amp; &quot;smart&quot; badges &lt;for&gt; trade shows"');
    expect(page.meta.get('og:description')).toBe(SUMMARY);
    expect(page.meta.get('og:title')).toMatch(/ · Acme/);
    expect(page.meta.get('og:type')).toBe('website');
    expect(page.meta.get('og:locale')).toBe('fr_FR');
    expect(page.meta.get('og:url')).toBe(`${self}?lang=fr`);
    expect(page.meta.get('og:image')).toBe(`${self}/files/acme-banner`);
    expect(page.meta.get('twitter:card')).toBe('summary_large_image');
    expect(page.links.get('canonical')).toBe(`${self}?lang=fr`);
    for (const l of LANGUAGES) expect(page.links.get(`alternate ${l}`)).toBe(`${self}?lang=${l}`);
    expect(page.links.get('alternate x-default')).toBe(self);
    expect(page.meta.has('robots')).toBe(false);
    expect(page.body).not.toMatch(/<style/);
  });

  it('the terms describe themselves in the chosen language (the browser’s when none is asked)', async () => {
    const german = await get('/terms/demo-expo', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(german.meta.get('description')).toMatch(/^Die Nutzungsbedingungen und die Datenschutzerklärung von /);
    expect(german.meta.get('og:locale')).toBe('de_DE');
    expect(german.links.get('canonical')).toBe('http://leadstand.test/terms/demo-expo?lang=de');
    expect(german.links.get('alternate x-default')).toBe('http://leadstand.test/terms/demo-expo');
    expect(german.meta.get('twitter:card')).toBe('summary');
    expect(german.meta.has('og:image')).toBe(false);
    const turkish = await get('/terms/demo-expo?lang=tr');
    expect(turkish.meta.get('description')).toMatch(/kullanım koşulları ve gizlilik bildirimi\.$/);
  });

  it("the booking page carries its lead as description; a page without a text of its own gets the translated default", async () => {
    const booking = await get('/book/acme?lang=en');
    expect(booking.meta.get('description')).toMatch(/Acme/);
    expect(booking.links.get('canonical')).toBe('http://leadstand.test/book/acme?lang=en');
    expect([...booking.links.keys()].filter((k) => k === 'canonical' || k.startsWith('alternate '))).toHaveLength(1 + LANGUAGES.length + 1);

    const missing = await get('/p/no-such-page?lang=nl');
    expect(missing.meta.get('description')).toMatch(/aangeboden met Leadstand/);
  });

  it('a page reached by its unguessable link keeps out of search engines and names no address, and is still described', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/orders', headers: { authorization: `Bearer ${await t.login('partner', 'acme')}` }, payload: { items: [{ badgeTypeId: 'demo-badge-extra', quantity: 1 }], billing: { company: 'Acme', street: 'Main 1', postalCode: '1000', city: 'Amsterdam', country: 'NL' } } });
    const token = await t.login('partner', 'acme');
    const checkout = await t.app.inject({ method: 'POST', url: `/api/orders/${res.json<{ id: string }>().id}/checkout`, headers: { authorization: `Bearer ${token}` } });
    const pay = await get(checkout.json<{ checkoutUrl: string }>().checkoutUrl);
    expect(pay.meta.get('robots')).toBe('noindex');
    expect(pay.meta.get('description')).toBeTruthy();
    expect(pay.meta.get('og:title')).toMatch(/^Payment · /);
    expect(pay.meta.has('og:url')).toBe(false);
    expect(pay.links.has('canonical')).toBe(false);
    expect([...pay.links.keys()].some((k) => k.startsWith('alternate'))).toBe(false);
    expect(pay.html).not.toContain('leadstand.test/pay');
    expect(pay.html.split('</head>')[0]!.match(/<style>/g)).toHaveLength(1);
    expect(pay.body).not.toMatch(/<style/);
  });

  it('a long description is cut at a word, on one line', async () => {
    const long = `${'Word '.repeat(80)}\n\nsecond paragraph`;
    await t.database.db.updateTable('contents').set({ summary: '', description: long }).where('id', '=', 'acme-profile').execute();
    const page = await get(`/p/${profileKey}?lang=en`);
    const description = page.meta.get('description')!;
    expect(description.length).toBeLessThanOrEqual(200);
    expect(description).toMatch(/^Word( Word)+…$/);
  });
});
