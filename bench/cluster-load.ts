/**
 * Push latency under load: 500 simulated devices, each capturing a visitor once a second and
 * pushing it at once, against one server instance and against two behind nginx, on this
 * machine's PostgreSQL. Prints p50 and p99 of the push round trip (through nginx in both cases,
 * so the two figures compare).
 */
import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { openDatabase } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { seedDemo, demoBadgeCode, DEMO } from '../server/demo/seed';
import { hashSecret, newId, randomSecret } from '../server/security';
import { connectionId } from '../src/domain/connection';
import { normalizeBadgeCode } from '../src/domain/badge';
import { startCluster } from '../server/cluster/cluster';
import { Device } from '../server/cluster/devices';
import { report } from './support';

const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DEVICES = Number(process.env.BENCH_DEVICES ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;
}

async function run(instances: number): Promise<void> {
  const name = `leadstand_bench_${randomSecret().toLowerCase().replace(/[^a-z0-9]/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  await migrate(database.db);
  await seedDemo(database.db);
  const tokens: string[] = [];
  for (const userId of ['acme-robin', 'acme-alex', 'acme-sam']) {
    const token = randomSecret();
    await database.db
      .insertInto('sessions')
      .values({ id: newId(), token_hash: hashSecret(token), mode: 'staff', event_id: DEMO.eventId, partner_id: DEMO.partnerId, user_id: userId, licence_activation_id: null, expires_at: new Date(Date.now() + 86_400_000) })
      .execute();
    tokens.push(token);
  }
  const cluster = await startCluster({ databaseUrl: url.toString(), count: instances, basePort: 4480 });
  const devices = Array.from({ length: DEVICES }, (_, i) => new Device(cluster.url, tokens[i % tokens.length]!, `bench-device-${i}`, DEMO.partnerId, ''));
  try {
    let written = 0;
    const timers: NodeJS.Timeout[] = [];
    const busy = new Set<Device>();
    const started = Date.now();
    await new Promise<void>((resolve) => {
      devices.forEach((d, i) => {
        const tick = () => {
          const code = demoBadgeCode(DEMO.eventId, (i * 13 + written++) % 2000);
          d.write('captureConnection', { id: connectionId(DEMO.partnerId, normalizeBadgeCode(code)), badgeCode: code, scannedAt: new Date().toISOString(), sourceType: 'barcode', scanId: crypto.randomUUID() });
          if (busy.has(d)) return;
          busy.add(d);
          void d.push().finally(() => busy.delete(d));
        };
        // Spread over the second, like devices that started at different moments.
        setTimeout(() => {
          tick();
          timers.push(setInterval(tick, 1000));
        }, (i * 1000) / DEVICES);
      });
      setTimeout(resolve, SECONDS * 1000);
    });
    for (const t of timers) clearInterval(t);
    while (busy.size) await new Promise((r) => setTimeout(r, 50));
    const latencies = devices.flatMap((d) => d.latencies).sort((a, b) => a - b);
    const failures = devices.reduce((n, d) => n + d.failures, 0);
    const seconds = (Date.now() - started) / 1000;
    const label = `${DEVICES} devices × 1 write/s, ${instances} instance${instances > 1 ? 's' : ''}`;
    report(`push latency p50, ${label}`, Math.round(percentile(latencies, 50)), 'ms');
    report(`push latency p99, ${label}`, Math.round(percentile(latencies, 99)), 'ms');
    console.log(`  (${latencies.length} pushes in ${seconds.toFixed(0)} s through nginx, ${failures} failed)`);
  } finally {
    await cluster.stop();
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

export async function benchClusterLoad(): Promise<void> {
  // Debian's nginx, installed as the cluster tests install it (a fresh machine has none).
  execFileSync(process.execPath, ['scripts/ensure-package.mjs', '/usr/sbin/nginx', 'nginx'], { stdio: 'inherit' });
  await run(1);
  await run(2);
}
