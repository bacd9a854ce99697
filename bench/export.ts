/**
 * Export in Chromium with 20,000 connections stored: time from buildExport's call until the Blob
 * is ready, XLSX and CSV (target under 5 s each), the longest main-thread task meanwhile from
 * 'longtask' entries (target under 50 ms; 0 means none, as Chromium reports only tasks of 50 ms or
 * more), cross-checked by the longest animation-frame and setTimeout gaps, and the file's size. A
 * stretch with no export running shows what the machine's own noise is. Serves
 * bench/browser/export.html with Vite and reads the figures from the page.
 */
import { report } from './support';
import { runPageBench } from './browser-bench';
import type { ExportBench, ExportRun } from './browser/export';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function benchExport(): Promise<void> {
  const r = await runPageBench<ExportBench>({
    page: 'bench/browser/export.html',
    cacheName: 'leadstand-bench-vite-export',
    include: ['comlink', 'dexie', 'dexie-react-hooks', 'react', 'papaparse', 'write-excel-file/browser', 'qrcode', 'bwip-js/browser'],
  });
  const s = r.stored;
  console.log(`export data: ${s.connections} connections, ${s.answers} answers to 4 questions, ${s.notes} notes (stored in ${(s.seedMs / 1000).toFixed(1)} s)`);
  console.log(`longtask observer check: a deliberate ${r.observerCheck.busyMs} ms busy loop was reported as ${r.observerCheck.seenMs} ms`);
  const c = r.control;
  report(`control, ${c.ms / 1000} s idle: longest main-thread task`, c.longestTaskMs, 'ms');
  console.log(`control, ${c.ms / 1000} s idle: longest gap between frames ${c.frameGapMs} ms, between setTimeout(0) calls ${c.timeoutGapMs} ms`);
  for (const format of ['xlsx', 'csv'] as const) {
    const runs: ExportRun[] = r.runs[format];
    const worst = (pick: (run: ExportRun) => number) => Math.max(...runs.map(pick));
    console.log(`export ${format}: ${runs.length} runs of ${runs[0]!.rows} rows: ${runs.map((x) => `${x.ms} ms`).join(', ')}`);
    console.log(`export ${format}: in the worker, read / table / write: ${runs.map(({ phases: p }) => `${p.readMs} / ${p.tableMs} / ${p.writeMs} ms`).join(', ')}`);
    report(`export ${format}, 20,000 connections: call to Blob, median`, median(runs.map((x) => x.ms)), 'ms', { max: 5000 });
    report(`export ${format}: longest main-thread task (longtask)`, worst((x) => x.longestTaskMs), 'ms', { max: 50 });
    report(`export ${format}: long tasks during the export`, worst((x) => x.longTasks), 'tasks');
    report(`export ${format}: longest gap between frames (rAF)`, worst((x) => x.frameGapMs), 'ms');
    report(`export ${format}: longest gap between setTimeout(0) calls`, worst((x) => x.timeoutGapMs), 'ms');
    report(`export ${format}: file size`, Math.round(runs[0]!.bytes / 1024), 'KB');
  }
}
