/**
 * A guest's badge behind a link of its own (issue #29, finding 20): the badge mail carries the
 * badge as attachments and this link, which opens the badge without logging in: the QR code to
 * show at the entrance and the PDF to print. The link is signed with a secret of the server
 * (server_secrets 'badge') over the guest and their badge code, so it cannot be guessed or turned
 * into another guest's; a guest no longer registered (or erased) gets "not found".
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import QRCode from 'qrcode';
import type { DB } from '../db/schema';
import { jsonSchema } from '../schemas';
import { escapeHtml, page, pageLanguage, sendPage, translator } from '../public-pages/layout';
import { formatBadgeCode } from '../../src/domain/badge';
import { badgeQrPayload } from '../../src/domain/badge-qr';
import { badgeSignature, guestBadge, guestContext, type GuestContext } from './service';

const BadgeParams = v.object({ userId: v.pipe(v.string(), v.maxLength(100)), sig: v.pipe(v.string(), v.maxLength(100)) });
const LangQuery = v.object({ lang: v.optional(v.pipe(v.string(), v.maxLength(10))) });

/** The guest a badge link names, if its signature is right and they are registered. */
async function guestOf(db: Kysely<DB>, userId: string, sig: string): Promise<GuestContext | null> {
  const g = await guestContext(db, userId);
  if (!g) return null;
  const state = await db.selectFrom('users').select('registration_state').where('id', '=', userId).executeTakeFirst();
  if (state?.registration_state !== 'registered') return null;
  const expected = Buffer.from(await badgeSignature(db, g.userId, g.badgeCode));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected) ? g : null;
}

export const badgeLinkRoutes: FastifyPluginAsync = async (app) => {
  const config = { access: { public: true }, secretParams: ['sig'] } as const;

  app.get('/r/badge/:userId/:sig', { config, schema: { params: jsonSchema(BadgeParams), querystring: jsonSchema(LangQuery) } }, async (req, reply) => {
    const { userId, sig } = req.params as v.InferOutput<typeof BadgeParams>;
    const language = pageLanguage(req);
    const t = translator(language);
    const g = await guestOf(app.db, userId, sig);
    const path = req.url.split('?')[0]!;
    if (!g) {
      const body = `<main class="in" id="main"><article class="card"><div class="body"><h1>${escapeHtml(t('badgePage.notFoundTitle'))}</h1><p class="notice bad" role="status">${escapeHtml(t('badgePage.notFound'))}</p></div></article></main>`;
      return sendPage(reply, page({ language, title: t('badgePage.notFoundTitle'), path, body, noindex: true }), 404, { private: true });
    }
    const name = `${g.firstName} ${g.lastName}`.trim();
    const svg = await QRCode.toString(badgeQrPayload(g.eventId, g.badgeCode), { type: 'svg', errorCorrectionLevel: 'M', margin: 3 });
    const qr = svg.replace('<svg ', `<svg role="img" aria-label="${escapeHtml(t('badgePage.qrLabel'))}" width="260" height="260" `);
    const title = t('badgePage.title', { event: g.eventName });
    const body = `<header class="top"><div class="in"><span>${escapeHtml(g.eventName)}</span></div></header>
<main class="in" id="main"><article class="card"><div class="body">
<p class="kind">${escapeHtml(g.eventName)}</p><h1>${escapeHtml(title)}</h1>
<p class="lead">${escapeHtml(t('badgePage.lead'))}</p>
<p><strong>${escapeHtml(name)}</strong>${g.company ? `<br>${escapeHtml(g.company)}` : ''}</p>
<div class="badge-qr">${qr}</div>
<p>${escapeHtml(t('badgePage.code', { code: formatBadgeCode(g.badgeCode) }))}</p>
<p><a href="${escapeHtml(path)}/badge.pdf" download>${escapeHtml(t('badgePage.pdf'))}</a></p>
</div></article></main>`;
    return sendPage(
      reply,
      page({ language, title, path, body, noindex: true, theme: { application: g.applicationColor }, styles: '.badge-qr svg{display:block;max-width:100%;height:auto;background:#fff}' }),
      200,
      { private: true },
    );
  });

  app.get('/r/badge/:userId/:sig/badge.pdf', { config, schema: { params: jsonSchema(BadgeParams) } }, async (req, reply) => {
    const { userId, sig } = req.params as v.InferOutput<typeof BadgeParams>;
    const g = await guestOf(app.db, userId, sig);
    if (!g) return reply.status(404).send({ error: 'notFound' });
    const { pdf } = await guestBadge(g);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="badge-${formatBadgeCode(g.badgeCode)}.pdf"`)
      .header('cache-control', 'no-store')
      .send(Buffer.from(pdf));
  });
};
