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

export function report(name: string, value: number, unit: string, target?: { max: number } | { min: number }): void {
  let verdict = '';
  if (target && 'max' in target) verdict = value <= target.max ? `  (target ≤ ${target.max} ${unit}: met)` : `  (target ≤ ${target.max} ${unit}: MISSED)`;
  if (target && 'min' in target) verdict = value >= target.min ? `  (target ≥ ${target.min} ${unit}: met)` : `  (target ≥ ${target.min} ${unit}: MISSED)`;
  console.log(`${name.padEnd(52)} ${String(value).padStart(8)} ${unit}${verdict}`);
}
