/** Server start-up on embedded PGlite: a new data folder (initdb, migrations, demo seed) and an existing one. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { report, startBuiltServer, stop } from './support';

export async function benchServerStart(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leadstand-bench-start-'));
  const port = 4400 + Math.floor(Math.random() * 500);
  try {
    const first = await startBuiltServer(port, dataDir);
    await stop(first.child);
    report('server first start, new data folder', first.ms, 'ms');
    report('server first start, peak RSS', first.peakRssMb, 'MB');

    const runs: Array<{ ms: number; rss: number }> = [];
    for (let i = 0; i < 3; i++) {
      const again = await startBuiltServer(port, dataDir);
      await stop(again.child);
      runs.push({ ms: again.ms, rss: again.peakRssMb });
    }
    runs.sort((a, b) => a.ms - b.ms);
    const median = runs[1]!;
    report('server start, existing data folder (median of 3)', median.ms, 'ms', { max: 1500 });
    report('server start, existing data folder, peak RSS', median.rss, 'MB', { max: 400 });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
