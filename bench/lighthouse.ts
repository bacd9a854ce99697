/**
 * The first visit, as a person on a show's network makes it: Lighthouse's mobile profile
 * (simulated slow 4G, 4x slower CPU) on the pages people open before they have the app, with
 * Debian's Chromium. Prints the performance score and the largest contentful paint of each.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/env';
import { report, startBuiltServer, stop } from './support';

/** Public pages: the login page and the page mails link to for a new login link (LIGHTHOUSE_PAGES to choose others). */
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? '/login,/request-login').split(',');

export async function benchLighthouse(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leadstand-bench-lh-'));
  const port = 4800 + Math.floor(Math.random() * 90);
  const server = await startBuiltServer(port, dataDir);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
    userDataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'leadstand-bench-lh-profile-')),
    logLevel: 'silent',
  });
  try {
    for (const page of PAGES) {
      // Lighthouse clears the origin's storage first: each run is a first visit.
      const result = await lighthouse(`http://localhost:${port}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${page}`);
      const score = (name: string) => Math.round((lhr.categories[name]?.score ?? 0) * 100);
      const lcp = Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0);
      report(`Lighthouse mobile ${page}: performance`, score('performance'), 'pts', { min: 95 });
      report(`Lighthouse mobile ${page}: largest contentful paint`, lcp, 'ms', { max: 2500 });
      report(`Lighthouse mobile ${page}: first contentful paint`, Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0), 'ms');
      report(`Lighthouse mobile ${page}: total blocking time`, Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0), 'ms');
      report(`Lighthouse mobile ${page}: accessibility`, score('accessibility'), 'pts', { min: 95 });
      report(`Lighthouse mobile ${page}: best practices`, score('best-practices'), 'pts');
    }
  } finally {
    chrome.kill();
    await stop(server.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
