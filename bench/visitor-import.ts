/**
 * Importing a registration list of 20,000 visitors (target under 20 s, end to end): the XLSX file
 * read (read-excel-file, as the console's worker does), its columns mapped and every row checked,
 * then sent in parts to the server over loopback HTTP, which checks and writes each part. On
 * PGlite, the embedded default. A second run of the same file updates instead of adding.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import writeXlsxFile from 'write-excel-file/node';
import { readSheet } from 'read-excel-file/node';
import { buildApp } from '../server/app';
import { openDatabase } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { createMessenger } from '../server/mail/mailer';
import { organiserLink } from '../server/organiser/session';
import { badgeCodeFromBytes, formatBadgeCode } from '../src/domain/badge';
import { newEventDefaults } from '../src/domain/organiser';
import { checkRows, guessMapping, IMPORT_CHUNK, mapRows } from '../src/domain/visitor-import';
import { report } from './support';

const VISITORS = 20_000;

export async function benchVisitorImport(): Promise<void> {
  const database = await openDatabase({});
  await migrate(database.db);
  const app = await buildApp({ database, publicUrl: 'http://x', logLevel: 'silent', loginRatePerMinute: 1e9, messenger: createMessenger({ log: () => {} }) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const [, id, verifier] = /\/organiser\/login\/([^/]+)\/([^/]+)$/.exec(await organiserLink(database.db, 'http://x'))!;
    const call = async (method: string, path: string, body: unknown, token?: string) => {
      const res = await fetch(base + path, { method, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return res.json() as Promise<Record<string, unknown>>;
    };
    const token = (await call('PUT', '/api/organiser/session', { organiserID: id, verifier })).token as string;
    const eventId = (await call('POST', '/api/organiser/events', { ...newEventDefaults(), name: 'Bench Fair' }, token)).id as string;

    const header = ['Badge code', 'First name', 'Last name', 'Company', 'E-mail', 'Job title', 'City', 'Country'];
    const rows = Array.from({ length: VISITORS }, (_, i) => [
      i % 2 ? formatBadgeCode(badgeCodeFromBytes(randomBytes(16))) : '',
      `First${i}`,
      `Last${i}`,
      `Company ${i % 400}`,
      `visitor${i}@bench.example`,
      'Buyer',
      'Rotterdam',
      'NL',
    ]);
    const file = await writeXlsxFile([header, ...rows].map((r) => r.map((value) => (value ? { value } : null)))).toBuffer();

    const run = async () => {
      const started = performance.now();
      const data = (await readSheet(file)).map((r) => r.map((c) => (c === null ? '' : String(c))));
      const [headers, ...body] = data;
      const mapped = mapRows(body, guessMapping(headers!));
      const { visitors, problems } = checkRows(mapped);
      if (problems.length) throw new Error(`${problems.length} rows refused`);
      const checkedMs = performance.now() - started;
      let created = 0;
      let updated = 0;
      for (let i = 0; i < visitors.length; i += IMPORT_CHUNK) {
        const part = visitors.slice(i, i + IMPORT_CHUNK).map((v) => ({ row: v.row, ...mapped[v.row - 2] }));
        const res = await call('POST', `/api/organiser/events/${eventId}/visitors/import`, { rows: part }, token);
        created += res.created as number;
        updated += res.updated as number;
      }
      return { ms: performance.now() - started, checkedMs, created, updated };
    };
    const first = await run();
    report('visitor import: 20,000 from XLSX, new (end to end)', Math.round(first.ms), 'ms', { max: 20_000 });
    report('visitor import: read and checked in the browser part', Math.round(first.checkedMs), 'ms');
    const second = await run();
    report('visitor import: the same file again (updates)', Math.round(second.ms), 'ms', { max: 20_000 });
    if (first.created !== VISITORS || second.updated !== VISITORS) throw new Error(`created ${first.created}, updated ${second.updated}`);
  } finally {
    await app.close();
    await database.close();
  }
}
