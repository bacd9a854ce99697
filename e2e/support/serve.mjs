// The browser tests' server: a real SMTP server that keeps every mail it receives as a JSON file
// (tests read them and follow the links), and the built Leadstand server sending mail to it, on a
// copy of the run's seeded demo (e2e/support/template.mjs), which the first lane makes, on this
// machine's PostgreSQL.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import PostalMime from 'postal-mime';
import { copyTemplate, makeTemplate } from './template.mjs';

const mailDir = process.env.E2E_MAIL_DIR;
const dataDir = process.env.DATA_DIR;
fs.rmSync(mailDir, { recursive: true, force: true });
fs.mkdirSync(mailDir, { recursive: true });
fs.rmSync(dataDir, { recursive: true, force: true });
if (process.env.E2E_MAKE_TEMPLATE) await makeTemplate(process.env.E2E_TEMPLATE_DIR, Number(process.env.E2E_TEMPLATE_PORT));
const databaseUrl = await copyTemplate(process.env.E2E_TEMPLATE_DIR, dataDir);

let n = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (c) => chunks.push(c));
    stream.on('end', async () => {
      const mail = await PostalMime.parse(Buffer.concat(chunks));
      const file = path.join(mailDir, `${Date.now()}-${++n}.json`);
      const attachments = (mail.attachments ?? []).map((a) => ({ filename: a.filename, mimeType: a.mimeType, base64: Buffer.from(typeof a.content === 'string' ? a.content : new Uint8Array(a.content)).toString('base64') }));
      fs.writeFileSync(file, JSON.stringify({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), subject: mail.subject, text: mail.text, html: mail.html, attachments }));
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const port = smtp.server.address().port;

const server = spawn(process.execPath, ['dist/server/main.js'], { stdio: 'inherit', env: { ...process.env, DATABASE_URL: databaseUrl, SMTP_URL: `smtp://127.0.0.1:${port}` } });
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  smtp.close();
  process.exit(code ?? 0);
});
