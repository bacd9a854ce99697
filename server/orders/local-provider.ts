/**
 * The payment provider that runs on this machine: a hosted checkout page of its own (/pay/:token,
 * drawn on the server like the public pages, no script) where the buyer pays, fails, cancels or
 * leaves the payment pending. Each change is reported to the shop's webhook, signed and numbered
 * like any provider's, and the buyer is sent back to the app's payment return page. Nothing here
 * touches orders: only the webhook does.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { jsonSchema, typed } from '../schemas';
import { hashSecret, randomSecret } from '../security';
import { escapeHtml, page, pageLanguage, sendPage, translator } from '../public-pages/layout';
import { formatPrice } from '../../src/domain/shop';
import type { PaymentState } from '../../src/domain/orders';
import { sign, SIGNATURE_HEADER, type PaymentProvider } from './provider';

const OUTCOMES = { pay: 'paid', fail: 'denied', cancel: 'denied', pending: 'pending' } as const satisfies Record<string, PaymentState>;
const RETURN_OUTCOME: Record<keyof typeof OUTCOMES, string> = { pay: 'paid', fail: 'failed', cancel: 'cancelled', pending: 'pending' };
const FINISHED_OUTCOME: Record<string, string> = { paid: 'paid', denied: 'failed', pending: 'pending' };
const TokenParams = v.strictObject({ token: v.pipe(v.string(), v.minLength(20), v.maxLength(100)) });
const OutcomeParams = v.strictObject({ token: v.pipe(v.string(), v.minLength(20), v.maxLength(100)), outcome: v.picklist(Object.keys(OUTCOMES) as Array<keyof typeof OUTCOMES>) });

export function localProvider(app: FastifyInstance): PaymentProvider {
  return {
    name: 'local',
    async createCheckout(request) {
      const token = randomSecret();
      await app.db
        .insertInto('local_checkouts')
        .values({ token_hash: hashSecret(token), payment_id: request.paymentId, amount_cents: request.amountCents, currency: request.currency, description: request.description, return_url: request.returnUrl, sequence: 0 })
        .execute();
      return { checkoutUrl: `/pay/${token}` };
    },
    async closeCheckouts(paymentIds) {
      if (!paymentIds.length) return;
      await app.db.updateTable('local_checkouts').set({ state: 'closed' }).where('payment_id', 'in', [...paymentIds]).where('state', '=', 'started').execute();
    },
  };
}

export const localCheckoutRoutes: FastifyPluginAsync = async (fastify) => {
  const app = typed(fastify);
  // The buttons post without a body.
  app.addContentTypeParser('application/x-www-form-urlencoded', (_req, _payload, done) => done(null, undefined));

  const find = (token: string) => app.db.selectFrom('local_checkouts').selectAll().where('token_hash', '=', hashSecret(token)).executeTakeFirst();

  app.get('/pay/:token', { config: { access: { public: true } }, schema: { params: jsonSchema(TokenParams) } }, async (req, reply) => {
    const language = pageLanguage(req);
    const t = translator(language);
    const checkout = await find(req.params.token);
    if (!checkout) return sendPage(reply, page({ language, title: t('checkout.notFound'), path: req.url.split('?')[0]!, noindex: true, body: `<main class="in"><div class="card"><div class="body"><h1>${escapeHtml(t('checkout.notFound'))}</h1></div></div></main>` }), 404, { private: true });
    const open = checkout.state === 'started' || checkout.state === 'pending';
    const amount = formatPrice(checkout.amount_cents, checkout.currency, language);
    const button = (outcome: keyof typeof OUTCOMES, primary = false) =>
      `<form method="post" action="/pay/${escapeHtml(req.params.token)}/${outcome}"><button type="submit" class="${primary ? 'primary' : ''}">${escapeHtml(t(`checkout.${outcome}`))}</button></form>`;
    const body = `<header class="top"><div class="in"><span>${escapeHtml(t('checkout.provider'))}</span></div></header>
<main class="in"><div class="card"><div class="body">
<p class="kind">${escapeHtml(t('checkout.kind'))}</p>
<h1>${escapeHtml(amount)}</h1>
<p class="lead">${escapeHtml(checkout.description)}</p>
${open ? `<p>${escapeHtml(t('checkout.text'))}</p><div class="actions">${button('pay', true)}${button('pending')}${button('fail')}${button('cancel')}</div>` : `<p>${escapeHtml(t(checkout.state === 'closed' ? 'checkout.closed' : 'checkout.done'))}</p>`}
</div></div></main>
<style>.actions{display:grid;gap:10px;margin-top:18px}.actions button{width:100%;min-height:48px;font:inherit;font-weight:600;border-radius:10px;border:1px solid #c9d1d9;background:#fff;cursor:pointer}.actions .primary{background:#143d59;color:#fff;border-color:#143d59}</style>`;
    return sendPage(reply, page({ language, title: `${t('checkout.kind')} · ${amount}`, path: req.url.split('?')[0]!, noindex: true, body }), 200, { form: true, private: true });
  });

  app.post('/pay/:token/:outcome', { config: { access: { public: true } }, schema: { params: jsonSchema(OutcomeParams) } }, async (req, reply) => {
    const checkout = await find(req.params.token);
    if (!checkout) return reply.status(404).send({ error: 'notFound' });
    const state = OUTCOMES[req.params.outcome];
    let sequence = checkout.sequence;
    const open = checkout.state === 'started' || checkout.state === 'pending';
    if (open) {
      sequence += 1;
      await app.db.updateTable('local_checkouts').set({ state, sequence }).where('token_hash', '=', checkout.token_hash).execute();
      // Reported as a provider would: a signed, numbered webhook to the shop.
      const body = JSON.stringify({ paymentId: checkout.payment_id, state, sequence });
      const res = await app.inject({ method: 'POST', url: '/api/payments/webhook', headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sign(body) }, payload: body });
      if (res.statusCode >= 300) req.log.warn({ status: res.statusCode }, 'local payment webhook refused');
    }
    // A checkout already finished keeps its outcome (a second choice changes nothing); a closed
    // one (the order ended meanwhile) took nothing, and the buyer is told so at the shop.
    const outcome = open ? RETURN_OUTCOME[req.params.outcome] : (FINISHED_OUTCOME[checkout.state] ?? 'cancelled');
    return reply.redirect(checkout.return_url.replace('{outcome}', outcome), 303);
  });
};
