/**
 * Outgoing mail and SMS. With SMTP_URL set, mail goes out over SMTP (nodemailer). Without it,
 * nothing leaves the machine: every message is kept in the development mailbox (GET /dev/mailbox,
 * from this machine only), mails and SMS alike, so developers can follow login links; the log says
 * only that one was kept, never its text (login links and codes are secrets).
 */
import nodemailer, { type Transporter } from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files; one with a `cid` is an image the HTML shows inline (`<img src="cid:…">`). */
  attachments?: Array<{ filename: string; content: Buffer; contentType: string; cid?: string }>;
  /** Extra headers (List-Unsubscribe of follow-ups). */
  headers?: Record<string, string>;
  /** Replies go here (the exhibitor's person who sent a follow-up). */
  replyTo?: string;
}

export interface OutgoingSms {
  to: string;
  text: string;
}

export interface DevMessage {
  id: number;
  kind: 'mail' | 'sms';
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: string[];
  at: string;
}

export interface Messenger {
  sendMail(mail: OutgoingMail): Promise<void>;
  sendSms(sms: OutgoingSms): Promise<void>;
  /** Messages kept for developers; null when real delivery is configured. */
  devMailbox: DevMessage[] | null;
  /**
   * Whether SMS can be sent: only with a gateway configured (SMS_GATEWAY). The only provider here
   * is the development one (SMS_GATEWAY=development); without one, SMS codes are not offered.
   */
  smsGateway: boolean;
  /** SMS handed to the development SMS provider (there is no real gateway yet), newest first. */
  devSms: OutgoingSms[];
  close(): Promise<void>;
}

const DEV_MAILBOX_SIZE = 100;

/** The SMS gateways there are: only the development provider (the real one comes with the production issue). */
export const SMS_GATEWAYS = ['development'] as const;
export type SmsGateway = (typeof SMS_GATEWAYS)[number];

/** SMS_GATEWAY: unset for none; `development` keeps SMS in the development mailbox, so never in production. */
export function smsGatewayFrom(value: string | undefined, mode: 'development' | 'production'): SmsGateway | undefined {
  const v = value?.trim();
  if (!v) return undefined;
  if (!(SMS_GATEWAYS as readonly string[]).includes(v)) throw new Error(`SMS_GATEWAY must be one of ${SMS_GATEWAYS.join(', ')}, not "${value}"`);
  if (mode === 'production') throw new Error('SMS_GATEWAY=development keeps SMS on the server: not in production');
  return v as SmsGateway;
}

export function createMessenger(options: { smtpUrl?: string | undefined; from?: string; log?: (msg: string) => void; smsGateway?: SmsGateway | undefined }): Messenger {
  const from = options.from ?? 'Leadstand <no-reply@leadstand.local>';
  const log = options.log ?? ((msg: string) => console.log(msg));
  const mailbox: DevMessage[] | null = options.smtpUrl ? null : [];
  let counter = 0;
  const keep = (m: Omit<DevMessage, 'id' | 'at'>) => {
    if (!mailbox) return;
    mailbox.unshift({ ...m, id: ++counter, at: new Date().toISOString() });
    mailbox.length = Math.min(mailbox.length, DEV_MAILBOX_SIZE);
  };
  // Pooled: a thousand team invitations reuse a few connections instead of one handshake each
  // (what the SMTP_URL itself says wins).
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport({ url: options.smtpUrl, pool: true, maxConnections: 2 }) : null;

  const devSms: OutgoingSms[] = [];
  return {
    devMailbox: mailbox,
    smsGateway: !!options.smsGateway,
    devSms,
    async sendMail(mail) {
      if (transport) {
        await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, ...(mail.attachments ? { attachments: mail.attachments } : {}), ...(mail.headers ? { headers: mail.headers } : {}), ...(mail.replyTo ? { replyTo: mail.replyTo } : {}) });
        return;
      }
      keep({ kind: 'mail', to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, ...(mail.attachments ? { attachments: mail.attachments.map((a) => a.filename) } : {}) });
      // Never the text: it holds login links and codes (read them in the mailbox, from this machine).
      log(`[dev mail] to ${mail.to}: ${mail.subject} (read it at /dev/mailbox)`);
    },
    // SMS goes through a provider interface; the only provider here is the development one,
    // which writes the message where developers read mail. A real gateway plugs in here.
    async sendSms(sms) {
      if (!options.smsGateway) throw new Error('No SMS gateway is configured (SMS_GATEWAY)');
      devSms.unshift(sms);
      devSms.length = Math.min(devSms.length, DEV_MAILBOX_SIZE);
      keep({ kind: 'sms', to: sms.to, subject: 'SMS', text: sms.text });
      log(`[dev sms] to ${sms.to} (read it at /dev/mailbox)`);
    },
    async close() {
      transport?.close();
    },
  };
}
