/**
 * Offline-ready time (issue #30): a first visit, with a login link in a fresh browser profile,
 * until the service worker is ready and has stored the booth part of the precache (it says so
 * when asked, PRECACHE_STATUS). Then, with the network cut, the connection list opens again and
 * so does the scan screen (pass or fail). Also prints each precache group's files and bytes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/env';
import { mintLink, pathOf } from '../e2e/support/links';
import en from '../locales/en/connections.json' with { type: 'json' };
import type { PrecacheStatus } from '../src/domain/precache';
import { report, startBuiltServer, stop } from './support';

const RUNS = 3;

/** Each group's files and bytes, from the manifest in the built worker; online-only: the app's files left out of it. */
function groupSizes(): Map<string, { files: number; bytes: number }> {
  const dist = 'dist/app';
  const sw = fs.readFileSync(path.join(dist, 'service-worker.js'), 'utf8');
  const sizes = new Map<string, { files: number; bytes: number }>();
  const add = (group: string, file: string) => {
    const s = sizes.get(group) ?? { files: 0, bytes: 0 };
    sizes.set(group, { files: s.files + 1, bytes: s.bytes + fs.statSync(path.join(dist, file)).size });
  };
  const listed = new Set<string>();
  // Entries without a group (the web manifest's icons, which the plugin adds last) are the worker's booth.
  for (const m of sw.matchAll(/\{(?:"group":"([^"]+)",)?"revision":(?:"[^"]*"|null),"url":"([^"]+)"\}/g)) {
    add(m[1] ?? 'booth', m[2]!);
    listed.add(m[2]!);
  }
  for (const f of fs.readdirSync(path.join(dist, 'assets'))) {
    if (/\.(js|css|wasm)$/.test(f) && !listed.has(`assets/${f}`)) add('online-only (not precached)', `assets/${f}`);
  }
  return sizes;
}

/** Waits until the worker is ready and says the booth part is stored (the page may navigate meanwhile). */
async function boothStored(page: Page): Promise<PrecacheStatus> {
  for (;;) {
    try {
      return await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        for (;;) {
          const status = await new Promise<PrecacheStatus>((resolve) => {
            const channel = new MessageChannel();
            channel.port1.onmessage = (e: MessageEvent<PrecacheStatus>) => resolve(e.data);
            registration.active!.postMessage({ type: 'PRECACHE_STATUS' }, [channel.port2]);
          });
          if (status.booth) return status;
          await new Promise((r) => setTimeout(r, 20));
        }
      });
    } catch (err) {
      // The login navigates from the link to the app: ask the new page.
      if (!/context was destroyed|navigation/i.test(String(err))) throw err;
    }
  }
}

export async function benchOfflineReady(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leadstand-bench-offline-'));
  const port = 4700 + Math.floor(Math.random() * 90);
  const server = await startBuiltServer(port, dataDir);
  // A fake camera, so that the scan screen starts its decoder as on a phone.
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'] });
  try {
    for (const [group, s] of groupSizes()) report(`precache group ${group}`, Math.round(s.bytes / 1024), `KB in ${s.files} files`);
    const times: number[] = [];
    let offlineOk = true;
    for (let run = 1; run <= RUNS; run++) {
      const link = await mintLink('staff', 'acme-robin', {}, dataDir);
      const context = await browser.newContext({ permissions: ['camera'] });
      // Where the time goes: when the page loaded, the worker was registered, installed (the
      // booth part stored) and activated, in ms since the navigation started.
      // Plain text: tsx names functions with a helper the page does not have.
      await context.addInitScript({
        content: `
          window.__phases = {};
          addEventListener('load', () => { window.__phases.load ??= Math.round(performance.now()); });
          const register = navigator.serviceWorker.register.bind(navigator.serviceWorker);
          navigator.serviceWorker.register = async (...args) => {
            window.__phases.register ??= Math.round(performance.now());
            const registration = await register(...args);
            const follow = (worker) => worker && worker.addEventListener('statechange', () => { window.__phases[worker.state] ??= Math.round(performance.now()); });
            follow(registration.installing);
            registration.addEventListener('updatefound', () => follow(registration.installing));
            return registration;
          };`,
      });
      const page = await context.newPage();
      const started = performance.now();
      await page.goto(`http://localhost:${port}${pathOf(link)}`);
      const status = await boothStored(page);
      const ms = Math.round(performance.now() - started);
      times.push(ms);
      report(`offline-ready run ${run}: link to booth part stored`, ms, 'ms');
      if (run === 1) console.log(`  stored then: booth ${status.booth}, later ${status.later}, languages ${status.languages.join(' ')}`);
      const phases = await page.evaluate(() => (window as unknown as { __phases: Record<string, number> }).__phases);
      console.log(`  ms after the app's page started: ${Object.entries(phases).map(([k, v]) => `${k} ${v}`).join(', ')}`);

      // Offline: the list reopens (logged in) and the scan screen opens over it.
      await page.getByRole('banner').waitFor({ timeout: 30_000 });
      const failed: string[] = [];
      page.on('requestfailed', (r) => {
        if (new URL(r.url()).pathname.startsWith('/assets/')) failed.push(r.url());
      });
      await context.setOffline(true);
      let ok = true;
      try {
        await page.goto(`http://localhost:${port}/connections/list`);
        await page.getByRole('heading', { name: en.list.title, level: 1 }).waitFor({ timeout: 10_000 });
        await page.getByRole('button', { name: en.scan.start }).click();
        await page.getByRole('dialog', { name: en.scan.title }).waitFor({ timeout: 10_000 });
        // The decoder (worker and .wasm) comes from the cache too.
        await page.waitForTimeout(1000);
      } catch (err) {
        ok = false;
        console.log(`  offline check failed: ${String(err).split('\n')[0]}`);
      }
      if (failed.length) {
        ok = false;
        console.log(`  offline, not found: ${failed.join(' ')}`);
      }
      offlineOk &&= ok;
      await context.close();
    }
    const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
    report(`offline-ready: first visit to ready offline (median of ${RUNS})`, median, 'ms', { max: 2000 });
    report('offline-ready: list and scan screen open offline', offlineOk ? 1 : 0, offlineOk ? '(pass)' : '(FAIL)', { min: 1 });
  } finally {
    await browser.close();
    await stop(server.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
