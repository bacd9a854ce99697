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
/** Browser-test workers (lanes) that run side by side, each with a shared server of its own. */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);

/** Lane `lane`'s shared server: its port, data folder and the mail it sent. */
export function laneServer(lane: number) {
  const port = E2E_PORT + lane;
  return { port, dataDir: path.join(os.tmpdir(), `leadstand-e2e-${port}`), mailDir: path.join(os.tmpdir(), `leadstand-e2e-mail-${port}`) };
}

/**
 * This worker's lane (Playwright numbers the workers that run at once from 0): the shared server
 * its tests use. Outside a worker (the config), lane 0.
 */
const lane = laneServer(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
export const E2E_SHARED_PORT = lane.port;
export const E2E_DATA_DIR = lane.dataDir;
export const E2E_MAIL_DIR = lane.mailDir;

/**
 * The run's seeded demo (e2e/support/template.mjs): made by the first lane's server on its own
 * port, copied by every server of the run.
 */
export const E2E_TEMPLATE_DIR = path.join(os.tmpdir(), `leadstand-e2e-template-${E2E_PORT}`);
export const E2E_TEMPLATE_PORT = E2E_PORT + 9;
