/**
 * Initial JavaScript of the login route: every script Chromium loads to show /login on a first
 * visit (entry, preloads, the lazy login screen, the language chunks), gzipped. The same files,
 * found in the build's manifest, make a budget that fails `npm test` (budgets.json,
 * scripts/check-budgets.ts); this is the check that the two still count the same.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/env';
import { report, startBuiltServer, stop } from './support';

export async function benchLoginJs(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leadstand-bench-js-'));
  const port = 4900 + Math.floor(Math.random() * 90);
  const server = await startBuiltServer(port, dataDir);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const scripts = new Map<string, number>();
    page.on('response', async (res) => {
      if (res.request().resourceType() !== 'script') return;
      const body = await res.body().catch(() => null);
      if (body) scripts.set(res.url(), gzipSync(body).length);
    });
    await page.goto(`http://localhost:${port}/login`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    const total = [...scripts.values()].reduce((a, b) => a + b, 0);
    report(`initial JS of /login (${scripts.size} files, gzipped)`, Math.round(total / 1024), 'KB', { max: 120 });
  } finally {
    await browser.close();
    await stop(server.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
