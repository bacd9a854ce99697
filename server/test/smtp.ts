/**
 * A real SMTP server in the test process: the app's nodemailer transport talks SMTP to it, and
 * tests read what arrived (parsed with postal-mime) and follow the links in it.
 */
import { SMTPServer } from 'smtp-server';
import PostalMime from 'postal-mime';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export interface TestSmtp {
  url: string;
  mails: ReceivedMail[];
  waitFor(to: string, predicate?: (m: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startSmtp(): Promise<TestSmtp> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks)).then(
          (email) => {
            mails.push({
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              subject: email.subject ?? '',
              text: email.text ?? '',
              html: email.html ?? '',
            });
            callback();
          },
          (err: Error) => callback(err),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitFor(to, predicate = () => true, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.find((m) => m.to.includes(to.toLowerCase()) && predicate(m));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms (got ${mails.length})`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
