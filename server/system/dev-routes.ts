/**
 * GET /dev/mailbox: every mail and SMS the server would have sent, for developers, when no
 * SMTP_URL is configured. Not registered at all in production or with real delivery. It holds
 * login links and codes, so it answers only a browser on this machine (loopback, not through a
 * proxy), unless DEV_MAILBOX_ANY_ADDRESS=1 opens it to the network on purpose (a phone on the
 * developer's Wi-Fi following a link): anyone else gets 'not found'.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Whether the Host a request names is this machine's: localhost (and its subdomains), 127.x.x.x or
 * [::1], with any port. A page of another site whose name was pointed at 127.0.0.1 (DNS rebinding)
 * reaches the server from this machine too, but names its own site.
 */
function hostIsThisMachine(host: string | undefined): boolean {
  const name = (host ?? '').trim().toLowerCase().replace(/:\d*$/, '');
  return name === 'localhost' || name.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(name) || name === '[::1]';
}

/** Whether a request comes straight from a browser on this machine (a proxy on it forwards others' requests; a rebound name is another site's page). */
export function fromThisMachine(req: FastifyRequest): boolean {
  const address = req.socket.remoteAddress ?? '';
  const loopback = address === '::1' || /^(::ffff:)?127\./.test(address);
  return loopback && !req.headers['x-forwarded-for'] && !req.headers.forwarded && hostIsThisMachine(req.headers.host);
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export const devRoutes: FastifyPluginAsync = async (app) => {
  const mailbox = app.messenger.devMailbox;
  if (!mailbox || app.settings.mode === 'production') return;
  const open = process.env.DEV_MAILBOX_ANY_ADDRESS === '1';
  // The check is registered with each route (its HEAD twin included), so it holds for every
  // spelling of the path the router takes for this route (/dev/%6dailbox.json): never a check on the raw URL.
  const thisMachineOnly = {
    onRequest: async (req: FastifyRequest, reply: FastifyReply) => {
      if (!open && !fromThisMachine(req)) return reply.status(404).send({ error: 'notFound' });
    },
  };
  app.get('/dev/mailbox.json', thisMachineOnly, async () => mailbox);
  app.get('/dev/mailbox', thisMachineOnly, async (_req, reply) => {
    // Its own small policy: the page's one inline style, nothing else.
    reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
    const items = mailbox
      .map(
        (m) => `<article><header><strong>${escape(m.subject)}</strong> <span>${m.kind} to ${escape(m.to)} · ${escape(m.at)}</span></header>
<pre>${escape(m.text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')}</pre></article>`,
      )
      .join('\n');
    return reply.type('text/html').send(`<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Development mailbox</title>
<style>body{font:15px system-ui;margin:2rem auto;max-width:760px;padding:0 1rem;color:#111827}article{border:1px solid #e2e6ea;border-radius:10px;padding:1rem;margin:0 0 1rem}header span{color:#6b7280;font-size:13px}pre{white-space:pre-wrap}</style>
<h1>Development mailbox</h1><p>Mail and SMS are kept here instead of being sent (no SMTP_URL set). Newest first.</p>${items || '<p>Nothing sent yet.</p>'}`);
  });
};
