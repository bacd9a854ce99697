/**
 * The payment provider that runs on this machine: a hosted checkout page of its own (/pay/:token,
 * drawn on the server like the public pages, no script) where the buyer pays, fails, cancels or
 * leaves the payment pending. Each change is reported to the shop's webhook, signed and numbered
 * like any provider's, and the buyer is sent back to the app's payment return page. Nothing here
 * touches orders: only the webhook does.
 *
 * Development only (the demo): in production these pages are not registered (server/orders/routes.ts).
 * Its back office refunds in part (the badges stay: a price reduction) or in full (the shop takes
 * the badges back), and refuses a full refund while the order's badges are handed out.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { jsonSchema, typed } from '../schemas';
import { hashSecret, randomSecret } from '../security';
import { escapeHtml, page, pageLanguage, sendPage, translator } from '../public-pages/layout';
import { formatPrice } from '../../src/domain/shop';
import type { PaymentState } from '../../src/domain/orders';
import { sign, SIGNATURE_HEADER, type PaymentProvider } from './provider';
import { refundTakesHandedOutBadges } from '../team/badges';

const STYLES = '.actions{display:grid;gap:10px;margin-top:18px}.actions button{width:100%;min-height:48px;font:inherit;font-weight:600;border-radius:10px;border:1px solid #c9d1d9;background:#fff;cursor:pointer}.actions .primary{background:#143d59;color:#fff;border-color:#143d59}';

/**
 * What can happen at the provider: the buyer's choices on an open checkout, then what the
 * provider's back office does with a paid one (refunds), each reported as the new state. `back` is
 * the return page's outcome (/orders/:paymentState); back-office actions stay on this page.
 */
const OPEN: readonly string[] = ['started', 'pending'];
const PAID: readonly string[] = ['paid', 'partiallyRefunded', 'refundDenied'];
const ACTIONS = {
  pay: { from: OPEN, to: 'paid', back: 'paid' },
  pending: { from: ['started'], to: 'pending', back: 'pending' },
  fail: { from: OPEN, to: 'denied', back: 'failed' },
  cancel: { from: OPEN, to: 'denied', back: 'cancelled' },
  error: { from: OPEN, to: 'error', back: 'failed' },
  refundPart: { from: ['paid', 'partiallyRefunded'], to: 'partiallyRefunded', back: null },
  refund: { from: PAID, to: 'refunded', back: null },
  refundDeny: { from: ['paid'], to: 'refundDenied', back: null },
} as const satisfies Record<string, { from: readonly string[]; to: PaymentState; back: string | null }>;
type Action = keyof typeof ACTIONS;
const BUYER_ACTIONS: Action[] = ['pay', 'pending', 'fail', 'error', 'cancel'];
const BACK_OFFICE_ACTIONS: Action[] = ['refundPart', 'refund', 'refundDeny'];
const FINISHED_OUTCOME: Record<string, string> = { paid: 'paid', partiallyRefunded: 'paid', refunded: 'paid', refundDenied: 'paid', denied: 'failed', error: 'failed', pending: 'pending' };
const TokenParams = v.strictObject({ token: v.pipe(v.string(), v.minLength(20), v.maxLength(100)) });
const OutcomeParams = v.strictObject({ token: v.pipe(v.string(), v.minLength(20), v.maxLength(100)), outcome: v.picklist(Object.keys(ACTIONS) as Action[]) });

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
      await app.db.updateTable('local_checkouts').set({ state: 'closed' }).where('payment_id', 'in', [...paymentIds]).where('state', 'in', ['started', 'pending']).execute();
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
    const open = OPEN.includes(checkout.state);
    const amount = formatPrice(checkout.amount_cents, checkout.currency, language);
    // A full refund takes the badges back: not while some of them are handed out.
    const refundBlocked = ACTIONS.refund.from.includes(checkout.state) && (await refundTakesHandedOutBadges(app.db, checkout.payment_id));
    const offered = (list: Action[]) => list.filter((a) => (ACTIONS[a].from as readonly string[]).includes(checkout.state) && !(a === 'refund' && refundBlocked));
    const button = (outcome: Action, primary = false) =>
      `<form method="post" action="/pay/${escapeHtml(req.params.token)}/${outcome}"><button type="submit" class="${primary ? 'primary' : ''}">${escapeHtml(t(`checkout.${outcome}`))}</button></form>`;
    const body = `<header class="top"><div class="in"><span>${escapeHtml(t('checkout.provider'))}</span></div></header>
<main class="in"><div class="card"><div class="body">
<p class="kind">${escapeHtml(t('checkout.kind'))}</p>
<h1>${escapeHtml(amount)}</h1>
<p class="lead">${escapeHtml(checkout.description)}</p>
${open ? `<p>${escapeHtml(t('checkout.text'))}</p><div class="actions">${offered(BUYER_ACTIONS).map((a) => button(a, a === 'pay')).join('')}</div>` : `<p>${escapeHtml(t(checkout.state === 'closed' ? 'checkout.closed' : 'checkout.done'))}</p><p class="meta">${escapeHtml(t('checkout.state', { state: t(`checkout.states.${checkout.state}`) }))}</p>`}
${offered(BACK_OFFICE_ACTIONS).length ? `<h2>${escapeHtml(t('checkout.backOffice'))}</h2><p>${escapeHtml(t('checkout.backOfficeText'))} ${escapeHtml(t('checkout.refundTakesBadges'))}</p>${refundBlocked ? `<p class="notice bad">${escapeHtml(t('checkout.refundBlocked'))}</p>` : ''}<div class="actions">${offered(BACK_OFFICE_ACTIONS).map((a) => button(a)).join('')}</div>` : ''}
</div></div></main>`;
    return sendPage(reply, page({ language, title: `${t('checkout.kind')} · ${amount}`, path: req.url.split('?')[0]!, noindex: true, body, styles: STYLES }), 200, { form: true, private: true });
  });

  app.post('/pay/:token/:outcome', { config: { access: { public: true } }, schema: { params: jsonSchema(OutcomeParams) } }, async (req, reply) => {
    const checkout = await find(req.params.token);
    if (!checkout) return reply.status(404).send({ error: 'notFound' });
    const action = ACTIONS[req.params.outcome];
    const applies = (action.from as readonly string[]).includes(checkout.state) && !(req.params.outcome === 'refund' && (await refundTakesHandedOutBadges(app.db, checkout.payment_id)));
    if (applies) {
      const state: PaymentState = action.to;
      const sequence = checkout.sequence + 1;
      await app.db.updateTable('local_checkouts').set({ state, sequence }).where('token_hash', '=', checkout.token_hash).execute();
      // Reported as a provider would: a signed, numbered webhook to the shop.
      const body = JSON.stringify({ paymentId: checkout.payment_id, state, sequence });
      const res = await app.inject({ method: 'POST', url: '/api/payments/webhook', headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sign(body, app.settings.paymentWebhookSecret!) }, payload: body });
      if (res.statusCode >= 300) req.log.warn({ status: res.statusCode }, 'local payment webhook refused');
    }
    // The back office stays on its page (a refused refund too, which says why). A buyer's choice that no longer applies (the checkout
    // finished, or was closed because the order ended) changed nothing: the shop is told how it stands.
    if (action.back === null && (applies || (action.from as readonly string[]).includes(checkout.state))) return reply.redirect(`/pay/${req.params.token}`, 303);
    const outcome = applies && action.back ? action.back : (FINISHED_OUTCOME[checkout.state] ?? 'cancelled');
    return reply.redirect(checkout.return_url.replace('{outcome}', outcome), 303);
  });
};
