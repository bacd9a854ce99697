/**
 * The follow-up e-mail itself: the exhibitor's template (or the default text) in the visitor's
 * language with its placeholders filled, the items chosen for the visitor with links to their
 * pages, why the visitor gets it, and the unsubscribe link (also as List-Unsubscribe, one click,
 * RFC 8058). Replies go to the staff member who sent it, where their address is known.
 */
import type { OutgoingMail } from '../mail/mailer';
import { mailTexts } from '../mail/templates';
import { escapeHtml } from '../public-pages/layout';
import { fillTemplate, type FollowUpItem } from '../../src/domain/follow-up';

export interface FollowUpValues {
  name: string;
  company: string;
  event: string;
  sender: string;
}

/** The exhibitor's own template for `language`, else the default text. */
export function templateOrDefault(own: { subject: string; body: string } | undefined, language: string): { subject: string; body: string; custom: boolean } {
  if (own) return { ...own, custom: true };
  const t = mailTexts(language);
  return { subject: t('followUp.subject'), body: t('followUp.body'), custom: false };
}

export function followUpMail(options: {
  to: string;
  language: string;
  template: { subject: string; body: string };
  values: FollowUpValues;
  items: FollowUpItem[];
  unsubscribeUrl: string;
  replyTo?: string | null;
  colour?: string | null;
}): OutgoingMail {
  const t = mailTexts(options.language);
  const fill = (text: string) => fillTemplate(text, options.values);
  const subject = fill(options.template.subject).replace(/[\r\n]+/g, ' ').trim();
  const body = fill(options.template.body);
  const why = t('followUp.why', { company: options.values.company, event: options.values.event });
  const unsubscribe = t('followUp.unsubscribe', { company: options.values.company });
  const heading = t('followUp.materials');
  const colour = options.colour && /^#[0-9a-fA-F]{3,8}$/.test(options.colour) ? options.colour : '#143d59';

  const text = [
    body,
    ...(options.items.length ? ['', `${heading}:`, ...options.items.map((i) => `- ${i.name}: ${i.url}`)] : []),
    '',
    '--',
    why,
    `${unsubscribe}: ${options.unsubscribeUrl}`,
  ].join('\n');
  const paragraphs = body
    .split(/\n{2,}/)
    .map((p) => `<p style="margin:0 0 14px;line-height:1.55">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  const items = options.items.length
    ? `<h2 style="font-size:16px;margin:22px 0 10px">${escapeHtml(heading)}</h2>
<ul style="margin:0;padding:0;list-style:none">${options.items
        .map((i) => `<li style="margin:0 0 8px"><a href="${escapeHtml(i.url)}" style="color:${colour};font-weight:600">${escapeHtml(i.name)}</a></li>`)
        .join('')}</ul>`
    : '';
  const html = `<!doctype html><html lang="${escapeHtml(options.language)}"><body style="margin:0;background:#f4f6f8;font-family:system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif;color:#111827">
<div style="max-width:560px;margin:0 auto;padding:28px 18px">
<p style="font-weight:700;font-size:18px;margin:0 0 16px;color:${colour}">${escapeHtml(options.values.company)}</p>
<div style="background:#fff;border-radius:12px;padding:26px">
${paragraphs}
${items}
</div>
<p style="color:#4b5563;font-size:13px;line-height:1.5;margin:16px 4px 0">${escapeHtml(why)}<br><a href="${escapeHtml(options.unsubscribeUrl)}" style="color:#4b5563">${escapeHtml(unsubscribe)}</a></p>
</div></body></html>`;
  return {
    to: options.to,
    subject,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${options.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    ...(options.replyTo ? { replyTo: options.replyTo } : {}),
  };
}
