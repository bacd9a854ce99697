/**
 * Scan to row in Chromium with 20,000 connections stored: from a decoded badge text until the new
 * connection is the first row of the filtered list, p50 and p95 over 200 scans (target p95 under
 * 100 ms), the time until the capture's outcome (with the visitor's name from the directory), and,
 * without a target, the whole way from a 1280x720 camera frame through the decoder worker to the
 * row. Serves bench/browser/scan-to-row.html with Vite and reads the figures from the page.
 */
import { report } from './support';
import { runPageBench } from './browser-bench';
import type { ScanToRowBench } from './browser/scan-to-row';

function pct(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10;
}

export async function benchScanToRow(): Promise<void> {
  const r = await runPageBench<ScanToRowBench>({
    page: 'bench/browser/scan-to-row.html',
    cacheName: 'leadstand-bench-vite-scan',
    include: ['comlink', 'dexie', 'qrcode', 'bwip-js/browser', 'zxing-wasm/reader', '@zxing/library'],
  });
  console.log(
    `scan to row: ${r.scans} scans on ${r.engine}, 20,000 connections and 20,000 visitors stored (in ${(r.seedMs / 1000).toFixed(1)} s); ` +
      `frames not read: ${r.decodeMisses}; new rows without the directory's name: ${r.unnamed}`,
  );
  report('scan to row first in the list p50, 20,000 stored', pct(r.rowMs, 50), 'ms');
  report('scan to row first in the list p95, 20,000 stored', pct(r.rowMs, 95), 'ms', { max: 100 });
  report('scan to capture outcome (name shown) p95', pct(r.outcomeMs, 95), 'ms');
  report(`decode, bitmap to text (${r.engine}) p50`, pct(r.decodeMs, 50), 'ms');
  report('1280x720 frame to row first in the list p50', pct(r.frameToRowMs, 50), 'ms');
  report('1280x720 frame to row first in the list p95', pct(r.frameToRowMs, 95), 'ms');
}
