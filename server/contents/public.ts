/**
 * The pages of an exhibitor's content that visitors open on their phones without logging in
 * (#13): `/p/<share key>` for each item (its QR code URL, and the links of the follow-up mail),
 * its files at `/p/<key>/files/<id>`, and the QR code itself at `/p/<key>/qr.svg`. The share key
 * is random and unguessable: an item that is not public is reached only by those given its link
 * (and kept out of search engines); public items are also listed on the exhibitor's booth page.
 * With the exhibitor's content setting off, no page is served. `/terms/<event>` shows the event's
 * terms of use and privacy statement, which the app's terms dialog links to.
 */
import fs from 'node:fs';
import * as v from 'valibot';
import QRCode from 'qrcode';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { jsonSchema, typed } from '../schemas';
import { escapeHtml, page, pageLanguage, sendPage, translator } from '../public-pages/layout';
import { contentFilePath, contentPagePath, safeLinkUrl, type ContentElement } from '../../src/domain/content';
import type { ExhibitorSettings } from '../../src/domain/session';
import type { Language } from '../../src/domain/language';

const PUBLIC = { public: true } as const;
const KeyParams = v.strictObject({ key: v.pipe(v.string(), v.maxLength(100)) });
const FileParams = v.strictObject({ key: v.pipe(v.string(), v.maxLength(100)), fileId: v.pipe(v.string(), v.maxLength(200)) });
const EventParams = v.strictObject({ eventId: v.pipe(v.string(), v.maxLength(200)) });
const LangQuery = v.object({ lang: v.optional(v.pipe(v.string(), v.maxLength(10))) });

const formatSize = (bytes: number, language: Language) =>
  bytes < 1_000_000
    ? `${new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(Math.max(1, bytes / 1000))} kB`
    : `${new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(bytes / 1_000_000)} MB`;

const formatDate = (day: string, language: Language) => new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

export const contentPublicRoutes: FastifyPluginAsync = async (fastify) => {
  const app = typed(fastify);

  /** The item of a share key, with its exhibitor and event; null when unknown or the setting is off. */
  async function itemOf(key: string) {
    const row = await app.db
      .selectFrom('contents')
      .innerJoin('partners', 'partners.id', 'contents.partner_id')
      .innerJoin('events', 'events.id', 'partners.event_id')
      .selectAll('contents')
      .select(['partners.name as partner_name', 'partners.settings', 'events.name as event_name', 'events.application_color', 'events.action_color'])
      .where('contents.share_key', '=', key)
      .executeTakeFirst();
    if (!row || !(row.settings as ExhibitorSettings).content) return null;
    return row;
  }

  function notFound(req: FastifyRequest, reply: FastifyReply) {
    const language = pageLanguage(req);
    const t = translator(language);
    const body = `<main class="in" id="main"><div class="card"><div class="body"><h1>${escapeHtml(t('notFound.title'))}</h1><p class="lead">${escapeHtml(t('notFound.text'))}</p></div></div></main>`;
    return sendPage(reply, page({ language, title: t('notFound.title'), path: req.url.split('?')[0]!, body, noindex: true }), 404);
  }

  app.get('/p/:key', { config: { access: PUBLIC }, schema: { params: jsonSchema(KeyParams), querystring: jsonSchema(LangQuery) } }, async (req, reply) => {
    const item = await itemOf(req.params.key);
    if (!item) return notFound(req, reply);
    const language = pageLanguage(req);
    const t = translator(language);
    const [files, siblings] = await Promise.all([
      app.db.selectFrom('content_files').selectAll().where('content_id', '=', item.id).execute(),
      app.db.selectFrom('contents').select(['id', 'type', 'name', 'summary', 'share_key', 'logo_file_id']).where('partner_id', '=', item.partner_id).where('public', '=', true).where('id', '<>', item.id).orderBy('position').orderBy('id').execute(),
    ]);
    const fileUrl = (id: string | null) => (id && files.some((f) => f.id === id) ? contentFilePath(item.share_key, id) : null);
    const fileOf = (id: string | null) => files.find((f) => f.id === id);
    const booth = siblings.find((s) => s.type === 'partner');

    // The line above the title says what the page is, without repeating the title: a product, or
    // the exhibitor's name, or (where the title already names the exhibitor) at which event.
    const eyebrow =
      item.type === 'product' ? t('kind.product') : item.name.toLocaleLowerCase().includes(item.partner_name.toLocaleLowerCase()) ? t('kind.exhibitorAt', { event: item.event_name }) : item.partner_name;
    const parts: string[] = [];
    const banner = fileUrl(item.banner_file_id);
    const logo = fileUrl(item.logo_file_id);
    parts.push(banner ? `<img class="banner" src="${banner}" alt="" width="760" height="260">` : '');
    parts.push('<div class="body">');
    parts.push(
      `<div class="head">${logo ? `<img class="logo" src="${logo}" alt="${escapeHtml(t('logoOf', { name: item.partner_name }))}" width="64" height="64">` : ''}<div><p class="kind">${escapeHtml(eyebrow)}</p><h1>${escapeHtml(item.name)}</h1></div></div>`,
    );
    if (item.summary) parts.push(`<p class="lead">${escapeHtml(item.summary)}</p>`);
    // The company page offers the exhibitor's booking page where meetings are on.
    if (item.type === 'partner' && (item.settings as ExhibitorSettings).conversation) {
      parts.push(`<p class="actions"><a class="btn" href="/book/${encodeURIComponent(item.partner_id)}?lang=${language}">${escapeHtml(t('booking.cta', { company: item.partner_name }))}</a></p>`);
    }
    if (item.labels.length) parts.push(`<ul class="labels" aria-label="${escapeHtml(t('labels'))}">${item.labels.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`);
    if (item.description) parts.push(`<h2>${escapeHtml(t('about'))}</h2><div class="text">${item.description.split(/\n{2,}/).map((p) => `<p>${escapeHtml(p)}</p>`).join('')}</div>`);

    const facts: string[] = [];
    if (item.starts_on || item.ends_on) {
      const from = item.starts_on ? formatDate(item.starts_on, language) : '';
      const to = item.ends_on && item.ends_on !== item.starts_on ? formatDate(item.ends_on, language) : '';
      facts.push(`<dt>${escapeHtml(t('dates'))}</dt><dd>${escapeHtml([from, to].filter(Boolean).join(' – '))}</dd>`);
    }
    if (item.opens_at || item.closes_at) facts.push(`<dt>${escapeHtml(t('times'))}</dt><dd>${escapeHtml([item.opens_at, item.closes_at].filter(Boolean).join(' – '))}</dd>`);
    if (item.address) facts.push(`<dt>${escapeHtml(t('address'))}</dt><dd>${escapeHtml(item.address)}</dd>`);
    const contact = item.contact ?? { name: '', email: '', phone: '' };
    if (contact.name || contact.email || contact.phone) {
      const lines = [
        contact.name ? escapeHtml(contact.name) : '',
        contact.email ? `<a href="mailto:${escapeHtml(contact.email)}">${escapeHtml(contact.email)}</a>` : '',
        contact.phone ? `<a href="tel:${escapeHtml(contact.phone.replace(/[^+0-9]/g, ''))}">${escapeHtml(contact.phone)}</a>` : '',
      ].filter(Boolean);
      facts.push(`<dt>${escapeHtml(t('contact'))}</dt><dd>${lines.join('<br>')}</dd>`);
    }
    if (facts.length) parts.push(`<h2>${escapeHtml(t('details'))}</h2><dl class="facts">${facts.join('')}</dl>`);

    const elements = (item.elements ?? []) as ContentElement[];
    if (elements.length) {
      const rows = elements.map((e) => {
        const name = escapeHtml(e.name);
        const target = e.newwindow ? ' target="_blank" rel="noopener noreferrer"' : '';
        const file = fileOf(e.fileId);
        const src = fileUrl(e.fileId);
        if (e.type === 'text') return `<li><span class="meta">${name}</span>${escapeHtml(e.value)}</li>`;
        if (e.type === 'url' || e.type === 'stream') {
          const href = safeLinkUrl(e.url);
          const meta = e.type === 'stream' ? t(e.streamtype === 'youtube' ? 'attachment.youtube' : 'attachment.stream') : t('attachment.url');
          return `<li>${href ? `<a href="${escapeHtml(href)}"${target}>${name}</a>` : name}<span class="meta">${escapeHtml(meta)}</span></li>`;
        }
        if (!src || !file) return '';
        const meta = `<span class="meta">${escapeHtml(t(`attachment.${e.type}`))} · ${formatSize(file.size, language)}</span>`;
        if (e.type === 'image') return `<li class="media"><img src="${src}" alt="${name}" loading="lazy"><a href="${src}"${target}>${name}</a>${meta}</li>`;
        if (e.type === 'audio') return `<li class="media"><span>${name}</span><audio controls preload="none" src="${src}" aria-label="${name}"></audio>${meta}</li>`;
        if (e.type === 'video') return `<li class="media"><span>${name}</span><video controls preload="none" src="${src}" aria-label="${name}"></video>${meta}</li>`;
        return `<li><a href="${src}"${target} download="${escapeHtml(file.name || e.name)}">${name}</a>${meta}</li>`;
      });
      parts.push(`<h2>${escapeHtml(t('attachments'))}</h2><ul class="list">${rows.join('')}</ul>`);
    }

    const links = item.links ?? [];
    if (links.length) {
      parts.push(
        `<h2>${escapeHtml(t('links'))}</h2><ul class="list">${links
          .map((l) => {
            const href = safeLinkUrl(l.url);
            const label = escapeHtml(l.name || l.url);
            return `<li>${href ? `<a href="${escapeHtml(href)}" rel="noopener noreferrer">${label}</a>` : label}<span class="meta">${escapeHtml(t(`link.${l.type}`))}</span></li>`;
          })
          .join('')}</ul>`,
      );
    }

    // The booth page and the company profile list the exhibitor's public products; a product links to the rest.
    const products = siblings.filter((s) => s.type === 'product');
    const more = item.type === 'product' ? siblings.filter((s) => s.type !== 'partner') : products;
    if (more.length) {
      const heading = item.type === 'product' ? t('more', { name: item.partner_name }) : t('products');
      parts.push(
        `<h2>${escapeHtml(heading)}</h2><ul class="list">${more
          .map((s) => `<li><a href="${contentPagePath(s.share_key)}?lang=${language}">${escapeHtml(s.name)}</a>${s.summary ? `<span class="meta">${escapeHtml(s.summary)}</span>` : ''}</li>`)
          .join('')}</ul>`,
      );
    }
    parts.push('</div>');

    const home = booth ? `<a href="${contentPagePath(booth.share_key)}?lang=${language}">${escapeHtml(item.partner_name)}</a>` : `<span>${escapeHtml(item.partner_name)}</span>`;
    const body = `<header class="top"><div class="in">${home}<span class="event">${escapeHtml(item.event_name)}</span></div></header>
<main class="in" id="main"><article class="card">${parts.join('\n')}</article></main>`;
    return sendPage(
      reply,
      page({
        language,
        title: `${item.name} · ${item.partner_name}`,
        description: item.summary || item.description,
        image: banner ? { path: banner, wide: true } : logo ? { path: logo, wide: false } : null,
        path: contentPagePath(item.share_key),
        body,
        theme: { application: item.application_color, action: item.action_color },
        noindex: !item.public,
      }),
    );
  });

  app.get('/p/:key/files/:fileId', { config: { access: PUBLIC }, schema: { params: jsonSchema(FileParams) } }, async (req, reply) => {
    const file = await app.db
      .selectFrom('content_files')
      .innerJoin('contents', 'contents.id', 'content_files.content_id')
      .innerJoin('partners', 'partners.id', 'contents.partner_id')
      .select(['content_files.id', 'content_files.media_type', 'content_files.size', 'content_files.name', 'partners.settings'])
      .where('contents.share_key', '=', req.params.key)
      .where('content_files.id', '=', req.params.fileId)
      .executeTakeFirst();
    if (!file || !(file.settings as ExhibitorSettings).content) return reply.status(404).send({ error: 'notFound' });
    // Files never change under their id: cached for good. Shown inline (never as a page of this
    // origin: the type is the one its content showed, and sniffing is off).
    const ascii = file.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'file';
    return reply
      .header('content-type', file.media_type)
      .header('content-length', String(file.size))
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-disposition', `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name || 'file')}`)
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(fs.createReadStream(app.media.filePath(file.id)));
  });

  app.get('/p/:key/qr.svg', { config: { access: PUBLIC }, schema: { params: jsonSchema(KeyParams) } }, async (req, reply) => {
    const item = await itemOf(req.params.key);
    if (!item) return reply.status(404).send({ error: 'notFound' });
    const svg = await QRCode.toString(`${app.settings.publicUrl}${contentPagePath(item.share_key)}`, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
    return reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
  });

  app.get('/terms/:eventId', { config: { access: PUBLIC }, schema: { params: jsonSchema(EventParams), querystring: jsonSchema(LangQuery) } }, async (req, reply) => {
    const event = await app.db.selectFrom('events').select(['id', 'name', 'terms_text', 'terms_version', 'application_color', 'action_color']).where('id', '=', req.params.eventId).executeTakeFirst();
    if (!event) return notFound(req, reply);
    const language = pageLanguage(req);
    const t = translator(language);
    const text = event.terms_text.trim() || t('terms.none');
    const body = `<header class="top"><div class="in"><span>${escapeHtml(event.name)}</span></div></header>
<main class="in" id="main"><article class="card"><div class="body">
<p class="kind">${escapeHtml(event.name)}</p><h1>${escapeHtml(t('terms.title'))}</h1>
<p class="lead">${escapeHtml(t('terms.version', { version: event.terms_version }))}</p>
<div class="text">${text.split(/\n{2,}/).map((p) => `<p>${escapeHtml(p)}</p>`).join('')}</div>
</div></article></main>`;
    return sendPage(reply, page({ language, title: `${t('terms.title')} · ${event.name}`, description: t('terms.description', { event: event.name }), path: `/terms/${encodeURIComponent(event.id)}`, body, theme: { application: event.application_color, action: event.action_color } }));
  });
};
