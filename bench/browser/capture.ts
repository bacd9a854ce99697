/**
 * Runs in Chromium (bench/local-data.ts serves it with Vite): with 20,000 connections stored, how
 * long a capture's transaction takes, how long until the list (store, filters and sort) shows the new row, and
 * how long applying a pull of 1,000 rows takes.
 */
import { LeadstandDB, type LocalConnection } from '../../src/data/db';
import { captureConnection } from '../../src/data/mutators';
import { SyncClient } from '../../src/data/sync';
import { ConnectionStore } from '../../src/data/connection-store';
import { applyFilters, DEFAULT_FILTERS } from '../../src/features/connections/filters';
import { badgeCodeFromBytes } from '../../src/domain/badge';
import { perEntity } from '../../src/domain/sync-entities';
import type { ConnectionRow, PullResponse } from '../../src/domain/protocol';

const STORED = 20_000;
const CAPTURES = 500;
/**
 * Captures made first and not counted: the first few run on cold code (V8 has not compiled
 * Dexie's and our write path yet) and took 3–6 ms each; a booth member's day is thousands of
 * captures on warm code, and the first one is timed by the scan-to-row bench.
 */
const WARM_UP = 50;
const ctx = { eventId: 'bench', partnerId: 'acme', authorName: 'Bench', authorId: null };

function code(n: number): string {
  const bytes = new Uint8Array(15);
  for (let i = 0; i < 15; i++) bytes[i] = (n * 2654435761 + i * 40503 + (n >> i)) & 0xff;
  return badgeCodeFromBytes(bytes);
}

function pct(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10;
}

async function run() {
  const db = new LeadstandDB(`bench-${Date.now()}`);
  const base = Date.UTC(2026, 10, 21);
  const rows: LocalConnection[] = Array.from({ length: STORED }, (_, i) => ({
    id: `acme.stored${i}`,
    eventId: ctx.eventId,
    badgeCode: code(i),
    scannedAt: new Date(base + i * 1000).toISOString(),
    scannedByID: null,
    scannedByName: 'Someone',
    sourceType: 'barcode',
    stage: 'new',
    rating: null,
    licensed: true,
    visitorID: null,
    contact: { fullname: `Visitor ${i}`, company: `Company ${i % 300}` },
    syncState: 'completed',
  }));
  await db.connections.bulkAdd(rows);

  // What the list screen does on every change: the in-memory store, then search/filter/sort.
  let waitingFor: string | null = null;
  let seen: (() => void) | null = null;
  const store = new ConnectionStore(db, ctx.eventId);
  const unsubscribe = store.subscribe(() => {
    const list = applyFilters(store.getSnapshot() ?? [], DEFAULT_FILTERS);
    if (waitingFor && list[0]?.id === waitingFor) seen?.();
  });
  await new Promise((r) => setTimeout(r, 500));

  const commit: number[] = [];
  const visible: number[] = [];
  for (let i = -WARM_UP; i < CAPTURES; i++) {
    const c = code(STORED + WARM_UP + i);
    waitingFor = `acme.${c}`;
    const shown = new Promise<void>((resolve) => (seen = resolve));
    const t0 = performance.now();
    await captureConnection(ctx, { badgeCode: c, sourceType: 'barcode' }, db);
    const committed = performance.now() - t0;
    await shown;
    if (i < 0) continue;
    commit.push(committed);
    visible.push(performance.now() - t0);
  }
  unsubscribe();

  // Applying a pull of 1,000 rows (the network is instant here).
  const patch: ConnectionRow[] = Array.from({ length: 1000 }, (_, i) => ({
    ...rows[i]!,
    id: `acme.pulled${i}`,
    badgeCode: code(STORED + WARM_UP + CAPTURES + i),
    version: i + 1,
  }));
  await db.outbox.clear();
  const response: PullResponse = { cookie: 'all@1000', lastMutationID: 0, results: [], ...perEntity(() => []), connections: patch, more: false };
  const client = new SyncClient(db, ctx, { push: async () => ({ lastMutationID: 0, results: [] }), pull: async () => response });
  const t0 = performance.now();
  await client.sync();
  const pullMs = performance.now() - t0;

  db.close();
  await db.delete();
  return { commitP50: pct(commit, 50), commitP95: pct(commit, 95), visibleP50: pct(visible, 50), visibleP95: pct(visible, 95), pullMs: Math.round(pullMs) };
}

(window as unknown as { __bench: Promise<unknown> }).__bench = run();
