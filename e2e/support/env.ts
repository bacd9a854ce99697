/** Where browser tests find Chromium, the servers they start and the mail those send. */
import os from 'node:os';
import path from 'node:path';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4311);
/** The shared test server's data folder and the mail it sent (one run at a time per machine). */
export const E2E_DATA_DIR = path.join(os.tmpdir(), `leadstand-e2e-${E2E_PORT}`);
export const E2E_MAIL_DIR = path.join(os.tmpdir(), `leadstand-e2e-mail-${E2E_PORT}`);
