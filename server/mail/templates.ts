/**
 * Mails and SMS in the recipient's language, from locales/<lng>/mail.json (the same files and
 * checks as the app's texts).
 */
import i18next, { type TFunction } from 'i18next';
import de from '../../locales/de/mail.json' with { type: 'json' };
import en from '../../locales/en/mail.json' with { type: 'json' };
import es from '../../locales/es/mail.json' with { type: 'json' };
import fr from '../../locales/fr/mail.json' with { type: 'json' };
import nl from '../../locales/nl/mail.json' with { type: 'json' };
import tr from '../../locales/tr/mail.json' with { type: 'json' };
import { DEFAULT_LANGUAGE, resolveLanguage } from '../../src/domain/language';
import { PRODUCT_NAME } from '../../src/domain/constants';
import type { OutgoingMail } from './mailer';

const instance = i18next.createInstance();
void instance.init({
  resources: { de: { mail: de }, en: { mail: en }, es: { mail: es }, fr: { mail: fr }, nl: { mail: nl }, tr: { mail: tr } },
  fallbackLng: DEFAULT_LANGUAGE,
  defaultNS: 'mail',
  ns: ['mail'],
  initAsync: false,
  interpolation: { escapeValue: false },
});

/** The mail texts in `language` (the default language where it has none). */
export function mailTexts(language: string | null | undefined): TFunction {
  return t(language);
}

function t(language: string | null | undefined): TFunction {
  return instance.getFixedT(resolveLanguage(language));
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export interface MailBody {
  title: string;
  intro: string;
  action?: { label: string; url: string };
  code?: { label: string; value: string };
  /** An image attached with this content id, shown below the intro (a badge's QR code). */
  image?: { cid: string; alt: string; width: number };
  notes: string[];
}

/** The HTML of a mail: product name, a card with title, intro, an optional button or code, and notes. */
export function layout(body: MailBody): string {
  const p = (text: string, style = '') => `<p style="margin:0 0 14px;line-height:1.5;${style}">${escapeHtml(text)}</p>`;
  return `<!doctype html><html><body style="margin:0;background:#f4f6f8;font-family:system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif;color:#111827">
<div style="max-width:520px;margin:0 auto;padding:32px 20px">
<p style="font-weight:700;font-size:18px;margin:0 0 20px">${PRODUCT_NAME}</p>
<div style="background:#fff;border-radius:12px;padding:28px">
<h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(body.title)}</h1>
${p(body.intro)}
${body.action ? `<p style="margin:20px 0"><a href="${escapeHtml(body.action.url)}" style="display:inline-block;background:#143d59;color:#fff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${escapeHtml(body.action.label)}</a></p>` : ''}
${body.image ? `<p style="margin:20px 0;text-align:center"><img src="cid:${escapeHtml(body.image.cid)}" alt="${escapeHtml(body.image.alt)}" width="${body.image.width}" height="${body.image.width}" style="display:inline-block;max-width:100%;height:auto"></p>` : ''}
${body.code ? `${body.code.label ? p(body.code.label, 'margin-bottom:6px') : ''}<p style="font-size:28px;letter-spacing:6px;font-weight:700;margin:0 0 16px">${escapeHtml(body.code.value)}</p>` : ''}
${body.notes.map((n) => p(n, 'color:#4b5563;font-size:14px')).join('\n')}
</div></div></body></html>`;
}

export function loginMail(options: { to: string; language: string | null; eventName: string; url: string; code: string; minutes: number }): OutgoingMail {
  const tr = t(options.language);
  const title = tr('login.subject', { event: options.eventName });
  const intro = tr('login.intro', { event: options.eventName });
  const notes = [tr('login.expiry', { count: options.minutes }), tr('login.ignore')];
  // The plain text has no button: it says to open the link.
  const text = [tr('login.introText', { event: options.eventName }), '', options.url, '', tr('login.code', { code: options.code }), '', ...notes].join('\n');
  const html = layout({ title, intro, action: { label: tr('login.button'), url: options.url }, code: { label: tr('login.codeLabel'), value: options.code }, notes });
  return { to: options.to, subject: title, text, html };
}

export function twoFactorMail(options: { to: string; language: string | null; code: string; minutes: number }): OutgoingMail {
  const tr = t(options.language);
  const title = tr('twoFactor.subject');
  const notes = [tr('twoFactor.expiry', { count: options.minutes }), tr('login.ignore')];
  const text = [tr('twoFactor.intro'), '', options.code, '', ...notes].join('\n');
  return { to: options.to, subject: title, text, html: layout({ title, intro: tr('twoFactor.intro'), code: { label: '', value: options.code }, notes }) };
}

/** The code a scan user enters to confirm the address exports are mailed to. */
export function emailConfirmationMail(options: { to: string; language: string | null; code: string; minutes: number }): OutgoingMail {
  const tr = t(options.language);
  const title = tr('confirmAddress.subject');
  const notes = [tr('twoFactor.expiry', { count: options.minutes }), tr('confirmAddress.ignore')];
  const text = [tr('confirmAddress.intro'), '', options.code, '', ...notes].join('\n');
  return { to: options.to, subject: title, text, html: layout({ title, intro: tr('confirmAddress.intro'), code: { label: '', value: options.code }, notes }) };
}

export function twoFactorSms(options: { language: string | null; code: string; minutes: number }): string {
  return t(options.language)('twoFactor.sms', { code: options.code, count: options.minutes });
}

/** The SMS that confirms a number for two-factor codes. */
export function smsConfirmationText(options: { language: string | null; code: string; minutes: number }): string {
  return t(options.language)('twoFactor.smsConfirm', { code: options.code, count: options.minutes });
}

/** The invitation of an exhibitor's administrator, with the partner link that carries the invite code. */
export function inviteMail(options: { to: string; language: string | null; eventName: string; company: string; name: string; url: string; days: number }): OutgoingMail {
  const tr = t(options.language);
  const values = { event: options.eventName, company: options.company, name: options.name };
  const title = tr('invite.subject', values);
  const intro = tr('invite.intro', values);
  const notes = [tr('invite.expiry', { count: options.days }), tr('invite.ignore')];
  const text = [tr('invite.greeting', values), '', intro, '', tr('invite.linkText'), options.url, '', ...notes].join('\n');
  const html = layout({ title, intro: `${tr('invite.greeting', values)} ${intro}`, action: { label: tr('invite.button'), url: options.url }, notes });
  return { to: options.to, subject: title, text, html };
}

/** A team member's invitation ('invite': they complete registration) or login link ('welcome': registered by the administrator). */
export function teamMail(options: { kind: 'invite' | 'welcome'; to: string; language: string | null; eventName: string; company: string; name: string; by: string; url: string; days: number }): OutgoingMail {
  const tr = t(options.language);
  const values = { event: options.eventName, company: options.company, name: options.name, by: options.by };
  const title = tr(`team.${options.kind}.subject`, values);
  const intro = tr(`team.${options.kind}.intro`, values);
  const notes = [tr('team.expiry', { count: options.days }), tr('team.ignore')];
  const text = [tr('team.greeting', values), '', intro, '', tr(`team.${options.kind}.linkText`), options.url, '', ...notes].join('\n');
  const html = layout({ title, intro: `${tr('team.greeting', values)} ${intro}`, action: { label: tr(`team.${options.kind}.button`), url: options.url }, notes });
  return { to: options.to, subject: title, text, html };
}

export function exportMail(options: { to: string; language: string | null; eventName: string; count: number }): OutgoingMail {
  const tr = t(options.language);
  const title = tr('export.subject', { event: options.eventName });
  const intro = tr('export.intro', { count: options.count, event: options.eventName });
  const notes = [tr('export.attached')];
  return { to: options.to, subject: title, text: [intro, ...notes].join('\n\n'), html: layout({ title, intro, notes }) };
}

/** To a team member: an administrator restored their device's backup, and `count` of its writes were saved in their name. */
export function restoredMail(options: { to: string; language: string | null; restorer: string; count: number; eventName: string }): OutgoingMail {
  const tr = t(options.language);
  const values = { by: options.restorer, count: options.count, event: options.eventName };
  const title = tr('restored.subject', values);
  const intro = tr('restored.intro', values);
  const notes = [tr('restored.why'), tr('restored.question', values)];
  return { to: options.to, subject: title, text: [intro, ...notes].join('\n\n'), html: layout({ title, intro, notes }) };
}

/** An organiser's link to the console: asked for by e-mail ('login'), or sent when a colleague adds them ('welcome'). */
export function organiserMail(options: { to: string; language: string | null; kind: 'login' | 'welcome'; name: string; by?: string; url: string; validFor: { minutes: number } | { days: number } }): OutgoingMail {
  const tr = t(options.language);
  const values = { name: options.name, by: options.by ?? '' };
  const title = tr(`organiser.${options.kind}.subject`, values);
  const intro = tr(`organiser.${options.kind}.intro`, values);
  const expiry = 'days' in options.validFor ? tr('organiser.expiryDays', { count: options.validFor.days }) : tr('organiser.expiry', { count: options.validFor.minutes });
  const notes = [expiry, tr('login.ignore')];
  const text = [intro, '', options.url, '', ...notes].join('\n');
  return { to: options.to, subject: title, text, html: layout({ title, intro, action: { label: tr('organiser.button'), url: options.url }, notes }) };
}
