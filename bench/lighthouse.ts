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

/**
 * Public pages: the login page, the page mails link to for a new login link, the demo exhibitor's
 * company page (what its QR code opens), the event's terms, the demo exhibitor's booking page and
 * its guest registration page, in English and German (LIGHTHOUSE_PAGES to choose others). The
 * registration page must score at least 95 for performance, 100 for accessibility, with its
 * largest contentful paint under 2.5 s (issue #16); every page here: LCP ≤ 2.0 s and total blocking time ≤ 150 ms (issue #30).
 */
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? '/login,/request-login,demo-page,demo-terms,/book/acme,/r/acme-customers,/r/acme-customers?lang=de').split(',');

/** The demo's public pages, from the links the operator CLI prints. */
async function demoPage(dataDir: string, which: 'demo-page' | 'demo-terms'): Promise<string> {
  const op = JSON.parse(fs.readFileSync(path.join(dataDir, 'operator.json'), 'utf8')) as { url: string; token: string };
  const res = await fetch(`${op.url}/api/operator/login-links`, { method: 'POST', headers: { authorization: `Bearer ${op.token}` } });
  const pages = ((await res.json()) as Array<{ role: string; url: string }>).filter((l) => l.role === 'page');
  const url = which === 'demo-terms' ? pages.find((p) => p.url.includes('/terms/')) : pages.find((p) => p.url.includes('/p/'));
  if (!url) throw new Error(`no ${which} among the demo's links`);
  return new URL(url.url).pathname;
}

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
    for (const name of PAGES) {
      const page = name === 'demo-page' || name === 'demo-terms' ? await demoPage(dataDir, name) : name;
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
      report(`Lighthouse mobile ${page}: largest contentful paint`, lcp, 'ms', { max: 2000 });
      report(`Lighthouse mobile ${page}: first contentful paint`, Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0), 'ms');
      report(`Lighthouse mobile ${page}: total blocking time`, Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0), 'ms', { max: 150 });
      report(`Lighthouse mobile ${page}: accessibility`, score('accessibility'), 'pts', { min: 95 });
      report(`Lighthouse mobile ${page}: best practices`, score('best-practices'), 'pts');
    }
  } finally {
    chrome.kill();
    await stop(server.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
