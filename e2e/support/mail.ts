/** Reads the mail the test server sent over SMTP (kept as JSON files by serve.mjs). */
import fs from 'node:fs';
import path from 'node:path';
import { E2E_MAIL_DIR } from './env';

export interface Mail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Files attached (a badge's PDF and QR code image, a meeting's .ics), base64. */
  attachments?: Array<{ filename: string; mimeType: string; base64: string }>;
}

export async function waitForMail(to: string, after = 0, predicate: (m: Mail) => boolean = () => true, timeoutMs = 15_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = fs.existsSync(E2E_MAIL_DIR) ? fs.readdirSync(E2E_MAIL_DIR).sort() : [];
    for (const f of files) {
      if (Number(f.split('-')[0]) < after) continue;
      const mail = JSON.parse(fs.readFileSync(path.join(E2E_MAIL_DIR, f), 'utf8')) as Mail;
      if (mail.to.includes(to.toLowerCase()) && predicate(mail)) return mail;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Every mail sent since `after` (ms). */
export function listMails(after = 0): Mail[] {
  const files = fs.existsSync(E2E_MAIL_DIR) ? fs.readdirSync(E2E_MAIL_DIR).sort() : [];
  return files.filter((f) => Number(f.split('-')[0]) >= after).map((f) => JSON.parse(fs.readFileSync(path.join(E2E_MAIL_DIR, f), 'utf8')) as Mail);
}

export function codeIn(mail: Mail): string {
  return /\b(\d{6})\b/.exec(mail.text)![1]!;
}
