/**
 * Local data layer in Chromium: capture commit and time to visible with 20,000 connections
 * stored (targets p95 under 3 ms and 50 ms), and applying a pull of 1,000 rows (target under
 * 200 ms). Serves bench/browser/capture.html with Vite and reads the figures from the page.
 */
import { createServer } from 'vite';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/env';
import { report } from './support';

export async function benchLocalData(): Promise<void> {
  const server = await createServer({ configFile: false, root: process.cwd(), logLevel: 'error', server: { port: 0, host: '127.0.0.1' } });
  await server.listen();
  const address = server.httpServer!.address() as { port: number };
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${address.port}/bench/browser/capture.html`);
    const r = (await page.evaluate(() => (window as unknown as { __bench: Promise<unknown> }).__bench)) as Record<string, number>;
    report('capture commit p50, 20,000 stored', r.commitP50!, 'ms');
    report('capture commit p95, 20,000 stored', r.commitP95!, 'ms', { max: 3 });
    report('capture to row at the top of the list p50', r.visibleP50!, 'ms');
    report('capture to row at the top of the list p95', r.visibleP95!, 'ms', { max: 50 });
    report('apply a pull of 1,000 rows', r.pullMs!, 'ms', { max: 200 });
  } finally {
    await browser.close();
    await server.close();
  }
}
