/**
 * Importing an exhibitor's team of 1,000 people (target under 3 s, end to end): the XLSX file read
 * (read-excel-file, as the screen's worker does), its columns mapped and every row checked, then
 * sent in one request to the server over loopback HTTP, which checks every row again and writes
 * the members and their mail jobs. On PGlite, the embedded default, with the demo seeded. A second
 * run of the same file adds nobody.
 */
import type { AddressInfo } from 'node:net';
import writeXlsxFile from 'write-excel-file/node';
import { readSheet } from 'read-excel-file/node';
import { buildApp } from '../server/app';
import { openDatabase } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { seedDemo } from '../server/demo/seed';
import { createMessenger } from '../server/mail/mailer';
import { mintLoginLink } from '../server/login/login-links';
import { checkStaffRows, guessStaffColumns, mapStaffRows } from '../src/domain/staff-import';
import { report } from './support';

const PEOPLE = 1000;

export async function benchTeamImport(): Promise<void> {
  const database = await openDatabase({});
  await migrate(database.db);
  await seedDemo(database.db);
  const app = await buildApp({ database, publicUrl: 'http://x', logLevel: 'silent', loginRatePerMinute: 1e9, messenger: createMessenger({ log: () => {} }) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const call = async (method: string, path: string, body: unknown, token?: string) => {
      const res = await fetch(base + path, { method, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return res.json() as Promise<Record<string, unknown>>;
    };
    const verifier = (await mintLoginLink(database.db, 'http://x', { mode: 'partner', subject: 'acme', userId: 'acme-alex' })).split('/').pop()!;
    const token = (await call('PUT', '/api/session', { sessionMode: 'partner', partnerID: 'acme', verifier, acceptTerms: true })).token as string;

    const header = ['First name', 'Last name', 'E-mail', 'Phone', 'Company', 'Language', 'Permissions'];
    const rows = Array.from({ length: PEOPLE }, (_, i) => [`First${i}`, `Last${i}`, `person${i}@bench.example`, `+31 6 ${String(10_000_000 + i)}`, 'Acme', 'nl', 'scan, export']);
    const file = await writeXlsxFile([header, ...rows].map((r) => r.map((value) => ({ value })))).toBuffer();

    const run = async () => {
      const started = performance.now();
      const data = (await readSheet(file)).map((r) => r.map((c) => (c === null ? '' : String(c))));
      const [headers, ...body] = data;
      const mapped = mapStaffRows(body, guessStaffColumns(headers!));
      const { staff, problems } = checkStaffRows(mapped);
      if (problems.length) throw new Error(`${problems.length} rows refused: ${JSON.stringify(problems[0])}`);
      const checkedMs = performance.now() - started;
      const res = await call('POST', '/api/team/import', { rows: staff.map((s) => ({ row: s.row, ...mapped[s.row - 2] })), join: 'invite' }, token);
      return { ms: performance.now() - started, checkedMs, created: res.created as number, updated: res.updated as number };
    };
    const first = await run();
    report('team import: 1,000 people from XLSX, new (end to end)', Math.round(first.ms), 'ms', { max: 3000 });
    report('team import: read and checked in the browser part', Math.round(first.checkedMs), 'ms');
    const second = await run();
    report('team import: the same file again (nobody twice)', Math.round(second.ms), 'ms', { max: 3000 });
    if (first.created !== PEOPLE || second.updated !== PEOPLE) throw new Error(`created ${first.created}, updated ${second.updated}`);
  } finally {
    await app.close();
    await database.close();
  }
}
