/**
 * Runs one benchmark page under bench/browser/ in Chromium and returns what it computed: serves the
 * project with a Vite dev server (its own dependency cache, every listed dependency optimised up
 * front so none is discovered mid-run, which would reload the page; no file watching, so an edit
 * elsewhere does not reload it either), opens the page with nothing allowed off the machine, and
 * awaits the page's `window.__bench` promise. Measures nothing itself.
 */
import os from 'node:os';
import path from 'node:path';
import { createServer } from 'vite';
import { chromium, type BrowserContext } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/env';

export interface PageBench {
  /** Path of the page from the project root, e.g. 'bench/browser/export.html'. */
  page: string;
  /** Name of the Vite dependency cache under the system's temporary folder. */
  cacheName: string;
  /** Dependencies to optimise before the page opens (workers' imports are not discovered). */
  include: string[];
  /** Watches the browser context before the page opens (e.g. which responses it got). */
  onContext?: (context: BrowserContext, origin: string) => void;
  /** The page's viewport (CSS pixels); Playwright's default, 1280x720, when not given. */
  viewport?: { width: number; height: number };
}

export async function runPageBench<T>({ page: pagePath, cacheName, include, onContext, viewport }: PageBench): Promise<T> {
  const server = await createServer({
    configFile: false,
    root: process.cwd(),
    logLevel: 'error',
    cacheDir: path.join(os.tmpdir(), cacheName),
    optimizeDeps: { entries: [pagePath], include },
    // No file watching: an edit anywhere in the page's module graph mid-run (others work in this
    // tree) would otherwise reload the page and lose the run.
    server: { port: 0, host: '127.0.0.1', watch: null },
  });
  await server.listen();
  const address = server.httpServer!.address() as { port: number };
  const origin = `http://127.0.0.1:${address.port}`;
  const loadBefore = os.loadavg()[0]!;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext(viewport ? { viewport } : {});
    const offsite: string[] = [];
    await context.route('**/*', (route) => {
      if (route.request().url().startsWith(origin)) return route.continue();
      offsite.push(route.request().url());
      return route.abort();
    });
    onContext?.(context, origin);
    const page = await context.newPage();
    page.on('pageerror', (err) => console.error(`${pagePath}: ${err.message}`));
    page.on('console', (msg) => {
      if (msg.type() === 'error') console.error(`${pagePath} console: ${msg.text()}`);
    });
    await page.goto(`${origin}/${pagePath}`);
    const measure = async () => (await page.evaluate(() => (window as unknown as { __bench: Promise<unknown> }).__bench)) as T;
    let result: T | undefined;
    for (let attempt = 1; result === undefined; attempt++) {
      try {
        result = await measure();
      } catch (err) {
        // Vite reloads the page when it optimises a dependency it found only at run time (a
        // worker's import): the run is lost, not failed. Measured again on the reloaded page.
        if (attempt === 3 || !/context was destroyed/i.test(String(err))) throw err;
        console.log(`${pagePath}: the page reloaded during the run (a dependency optimised late); measuring again`);
        await page.waitForLoadState('load');
      }
    }
    if (offsite.length) console.log(`${pagePath}: requests off the machine were refused: ${offsite.join(', ')}`);
    // Other work on the machine shows in every timing here: say how busy it was.
    console.log(`machine load (1-minute average, ${os.cpus().length} cores): ${loadBefore.toFixed(1)} before the page, ${os.loadavg()[0]!.toFixed(1)} after`);
    return result;
  } finally {
    await browser.close();
    await server.close();
  }
}
