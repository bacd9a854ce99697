/**
 * A guest's mails, in the guest's language: confirm the address (double opt-in), the invitation
 * of an exhibitor, the badge once registered (PDF to print, QR code image for the phone), and,
 * to someone registering again with an address the event knows, their badge once more (the page
 * says the same in every case, so it tells no one whether an address is registered).
 */
import type { OutgoingMail } from '../mail/mailer';
import { layout, mailTexts } from '../mail/templates';
import { formatBadgeCode } from '../../src/domain/badge';

export type GuestMailKind = 'confirm' | 'invite' | 'badge' | 'alreadyRegistered';

export function guestMail(options: {
  kind: GuestMailKind;
  guest: { email: string; firstName: string; language: string; badgeCode: string; partnerName: string; eventName: string; eventStartsAt: Date; eventEndsAt: Date; timezone: string };
  url?: string | undefined;
  days: number;
  attachments: NonNullable<OutgoingMail['attachments']>;
}): OutgoingMail {
  const { guest: g, kind } = options;
  const tr = mailTexts(g.language);
  const dates = new Intl.DateTimeFormat(g.language, { dateStyle: 'long', timeZone: g.timezone }).formatRange(g.eventStartsAt, g.eventEndsAt);
  const values = { name: g.firstName, company: g.partnerName, event: g.eventName, dates, count: options.days };
  const title = tr(`guest.${kind}.subject`, values);
  const greeting = g.firstName ? tr('guest.greeting', values) : tr('guest.greetingNoName');
  const intro = tr(`guest.${kind}.intro`, values);
  const badge = kind === 'badge' || kind === 'alreadyRegistered';
  const notes = badge
    ? [tr('guest.badge.attached'), tr('guest.badge.codeLine', { code: formatBadgeCode(g.badgeCode) })]
    : [tr(`guest.${kind}.expiry`, values), tr('guest.ignore')];
  const action = options.url ? { label: tr(`guest.${kind}.button`), url: options.url } : undefined;
  const text = [greeting, '', intro, '', ...(action ? [`${action.label}: ${action.url}`, ''] : []), ...notes].join('\n');
  // The badge's QR code in the mail itself, to show at the entrance from the phone.
  const qr = options.attachments.find((a) => a.cid);
  const html = layout({ title, intro: `${greeting} ${intro}`, ...(action ? { action } : {}), ...(qr?.cid ? { image: { cid: qr.cid, alt: tr('guest.badge.qrAlt'), width: 240 } } : {}), notes });
  return { to: g.email, subject: title, text, html, attachments: options.attachments };
}
