/**
 * The follow-up e-mail's routes: the exhibitor's templates per language and the time of the
 * end-of-day batch (administrators, content setting), a preview of the mail as a visitor gets it,
 * and the unsubscribe page every follow-up links to (no login; POST also answers mail programs'
 * one-click unsubscribe, RFC 8058).
 */
import * as v from 'valibot';
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../auth/access';
import { jsonSchema, typed } from '../schemas';
import { contentPagePath } from '../../src/domain/content';
import { LANGUAGES } from '../../src/domain/language';
import { serve } from '../endpoints';
import * as endpoints from '../../src/domain/endpoints/follow-up';
import { escapeHtml, page, pageLanguage, sendPage, translator } from '../public-pages/layout';
import { followUpMail, templateOrDefault } from './mail';
import { mailTexts } from '../mail/templates';

const TokenParams = v.strictObject({ token: v.pipe(v.string(), v.maxLength(100)) });
const LangQuery = v.object({ lang: v.optional(v.pipe(v.string(), v.maxLength(10))) });

export const followUpRoutes: FastifyPluginAsync = async (fastify) => {
  const app = typed(fastify);
  // The unsubscribe form and mail programs' one-click POST: the body says nothing we need.
  app.addContentTypeParser('application/x-www-form-urlencoded', (_req, _payload, done) => done(null, undefined));

  serve(app, endpoints.followUpTemplates, async (_, req) => {
    const caller = callerOf(req);
    const partnerId = caller.partner!.id;
    const [own, partner] = await Promise.all([
      app.db.selectFrom('followup_templates').select(['language', 'subject', 'body']).where('partner_id', '=', partnerId).execute(),
      app.db.selectFrom('partners').select('followup_batch_at').where('id', '=', partnerId).executeTakeFirstOrThrow(),
    ]);
    return {
      templates: Object.fromEntries(LANGUAGES.map((l) => [l, templateOrDefault(own.find((o) => o.language === l), l)])),
      batchAt: partner.followup_batch_at,
      timezone: caller.event.timezone,
    };
  });

  serve(app, endpoints.saveFollowUpTemplate, async ({ params, body }, req) => {
    const partnerId = callerOf(req).partner!.id;
    await app.db
      .insertInto('followup_templates')
      .values({ partner_id: partnerId, language: params.language, ...body })
      .onConflict((oc) => oc.columns(['partner_id', 'language']).doUpdateSet({ subject: body.subject, body: body.body, updated_at: new Date() }))
      .execute();
    return { language: params.language, ...body, custom: true };
  });

  // Back to the default text.
  serve(app, endpoints.resetFollowUpTemplate, async ({ params }, req) => {
    await app.db.deleteFrom('followup_templates').where('partner_id', '=', callerOf(req).partner!.id).where('language', '=', params.language).execute();
  });

  serve(app, endpoints.followUpSettings, async ({ body }, req) => {
    await app.db.updateTable('partners').set({ followup_batch_at: body.batchAt }).where('id', '=', callerOf(req).partner!.id).execute();
    return body;
  });

  // The mail as a visitor would get it, for a made-up visitor and the exhibitor's public items.
  serve(app, endpoints.previewFollowUp, async ({ body: input }, req) => {
    const caller = callerOf(req);
    const items = await app.db.selectFrom('contents').select(['name', 'share_key']).where('partner_id', '=', caller.partner!.id).where('public', '=', true).orderBy('position').limit(3).execute();
    const base = app.settings.publicUrl;
    const mail = followUpMail({
      to: 'visitor@example.com',
      language: input.language,
      template: { subject: input.subject || ' ', body: input.body || ' ' },
      values: { name: mailTexts(input.language)('followUp.sampleName'), company: caller.partner!.name, event: caller.event.name, sender: caller.user ? `${caller.user.first_name} ${caller.user.last_name}`.trim() : caller.partner!.name },
      items: items.map((i) => ({ name: i.name, url: `${base}${contentPagePath(i.share_key)}` })),
      unsubscribeUrl: `${base}/u/preview`,
      colour: caller.event.application_color,
    });
    return { subject: mail.subject, html: mail.html, text: mail.text };
  });

  async function optOutOf(token: string) {
    return app.db
      .selectFrom('connection_followups as f')
      .innerJoin('partners as p', 'p.id', 'f.partner_id')
      .innerJoin('connections as c', 'c.id', 'f.connection_id')
      .leftJoin('users as v', 'v.id', 'c.visitor_id')
      .select(['f.partner_id', 'p.name as company', 'v.email'])
      .where('f.unsubscribe_token', '=', token)
      .executeTakeFirst();
  }

  const unsubscribePage = (req: Parameters<typeof pageLanguage>[0], company: string, done: boolean, token: string) => {
    const language = pageLanguage(req);
    const t = translator(language);
    const body = `<main class="in" id="main"><div class="card"><div class="body">
<h1>${escapeHtml(t('unsubscribe.title'))}</h1>
${
  done
    ? `<p class="lead" role="status">${escapeHtml(t('unsubscribe.done', { company }))}</p>`
    : `<p class="lead">${escapeHtml(t('unsubscribe.question', { company }))}</p>
<form method="post" action="/u/${escapeHtml(token)}?lang=${language}"><p><button type="submit" style="font:inherit;font-weight:600;padding:12px 20px;border-radius:8px;border:0;background:var(--app);color:#fff;min-height:44px;cursor:pointer">${escapeHtml(t('unsubscribe.button'))}</button></p></form>`
}
</div></div></main>`;
    return page({ language, title: t('unsubscribe.title'), path: `/u/${token}`, body, noindex: true });
  };

  const notFound = (req: Parameters<typeof pageLanguage>[0]) => {
    const language = pageLanguage(req);
    const t = translator(language);
    return page({ language, title: t('notFound.title'), path: req.url.split('?')[0]!, body: `<main class="in" id="main"><div class="card"><div class="body"><h1>${escapeHtml(t('notFound.title'))}</h1></div></div></main>`, noindex: true });
  };

  app.get('/u/:token', { config: { access: { public: true } }, schema: { params: jsonSchema(TokenParams), querystring: jsonSchema(LangQuery) } }, async (req, reply) => {
    const found = await optOutOf(req.params.token);
    if (!found) return sendPage(reply, notFound(req), 404, { form: true });
    const already = found.email ? !!(await app.db.selectFrom('followup_optouts').select('email').where('partner_id', '=', found.partner_id).where('email', '=', found.email.trim().toLowerCase()).executeTakeFirst()) : false;
    return sendPage(reply, unsubscribePage(req, found.company, already, req.params.token), 200, { form: true, private: true });
  });

  app.post('/u/:token', { config: { access: { public: true } }, schema: { params: jsonSchema(TokenParams), querystring: jsonSchema(LangQuery) } }, async (req, reply) => {
    const found = await optOutOf(req.params.token);
    if (!found) return sendPage(reply, notFound(req), 404, { form: true });
    if (found.email) {
      await app.db
        .insertInto('followup_optouts')
        .values({ partner_id: found.partner_id, email: found.email.trim().toLowerCase() })
        .onConflict((oc) => oc.columns(['partner_id', 'email']).doNothing())
        .execute();
    }
    return sendPage(reply, unsubscribePage(req, found.company, true, req.params.token), 200, { form: true, private: true });
  });
};
