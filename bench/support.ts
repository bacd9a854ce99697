/** Helpers for benchmarks: run the built server, read its memory, print figures. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';

export interface Started {
  child: ChildProcess;
  ms: number;
  peakRssMb: number;
}

/** Peak resident memory of a process so far (Linux VmHWM), in MB. */
export function peakRssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** Starts dist/server/main.js and measures the time until /health answers. */
export async function startBuiltServer(port: number, dataDir: string): Promise<Started> {
  const started = performance.now();
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error('server exited during start');
    try {
      const res = await fetch(`http://127.0.0.1:${port}/health`);
      if (res.ok) break;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  const ms = Math.round(performance.now() - started);
  return { child, ms, peakRssMb: peakRssMb(child.pid!) };
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** The figures of this run that missed their target, for the summary at the end (printSummary). */
const missed: string[] = [];
let withTarget = 0;

/**
 * Prints one figure, with its target if it has one. Every figure `report` prints is listed with its
 * target in README.md's benchmark table (scripts/bench-readme.test.ts keeps them together).
 */
export function report(name: string, value: number, unit: string, target?: { max: number } | { min: number }): void {
  let verdict = '';
  if (target) {
    const wanted = 'max' in target ? `≤ ${target.max} ${unit}` : `≥ ${target.min} ${unit}`;
    const met = 'max' in target ? value <= target.max : value >= target.min;
    verdict = `  (target ${wanted}: ${met ? 'met' : 'MISSED'})`;
    withTarget++;
    if (!met) missed.push(`MISSED: ${name} ${value} ${unit} (target ${wanted})`);
  }
  console.log(`${name.padEnd(52)} ${String(value).padStart(8)} ${unit}${verdict}`);
}

/** The last lines of `npm run bench`: one per figure that missed its target, or that all were met. */
export function printSummary(): void {
  console.log('');
  if (missed.length) for (const line of missed) console.log(line);
  else console.log(`All figures met (${withTarget} with a target)`);
}
