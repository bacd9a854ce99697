/** Fresh login links from the running test server, through the operator API (as the CLI does). */
import fs from 'node:fs';
import path from 'node:path';
import { E2E_DATA_DIR } from './env';

function operator(dataDir: string): { url: string; token: string } {
  return JSON.parse(fs.readFileSync(path.join(dataDir, 'operator.json'), 'utf8')) as { url: string; token: string };
}

export async function mintLink(
  mode: 'partner' | 'staff' | 'scan',
  subject: string,
  options: { expiresInSeconds?: number; singleUse?: boolean; userId?: string } = {},
  dataDir = E2E_DATA_DIR,
): Promise<string> {
  const op = operator(dataDir);
  const res = await fetch(`${op.url}/api/operator/login-link`, {
    method: 'POST',
    headers: { authorization: `Bearer ${op.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ mode, subject, ...options }),
  });
  if (!res.ok) throw new Error(`mint ${mode} ${subject}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { url: string }).url;
}

/** The path part of a link (tests open it on their own server's origin). */
export function pathOf(url: string): string {
  return new URL(url).pathname;
}

export interface DemoBadge {
  name: string;
  company: string;
  code: string;
  qr: string;
}

/** Demo visitors' badges from a running server (npm run admin -- demo-badges). */
export async function demoBadges(count: number, dataDir = E2E_DATA_DIR): Promise<DemoBadge[]> {
  const op = operator(dataDir);
  const res = await fetch(`${op.url}/api/operator/demo-badges`, {
    method: 'POST',
    headers: { authorization: `Bearer ${op.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ count }),
  });
  return (await res.json()) as DemoBadge[];
}

/** A login link to the organiser's console (as `npm run admin -- organiser-link` prints it). */
export async function organiserLink(dataDir = E2E_DATA_DIR): Promise<string> {
  const op = operator(dataDir);
  const res = await fetch(`${op.url}/api/operator/organiser-link`, { method: 'POST', headers: { authorization: `Bearer ${op.token}` } });
  if (!res.ok) throw new Error(`organiser link: ${res.status}`);
  return ((await res.json()) as { url: string }).url;
}

/** Queues a background job on a running server, as `npm run admin -- run-job <kind>` does; it runs at the next poll. */
export async function runJob(kind: string, dataDir = E2E_DATA_DIR): Promise<void> {
  const op = operator(dataDir);
  const res = await fetch(`${op.url}/api/operator/jobs/run`, { method: 'POST', headers: { authorization: `Bearer ${op.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ kind }) });
  if (!res.ok) throw new Error(`run-job ${kind}: ${res.status}`);
}

/** An organiser session's token on a running server, from the console's login link (for calls the test makes itself). */
export async function organiserToken(dataDir = E2E_DATA_DIR): Promise<{ url: string; token: string }> {
  const link = new URL(await organiserLink(dataDir));
  const [, , , organiserID, verifier] = link.pathname.split('/');
  const res = await fetch(new URL('/api/organiser/session', link), { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ organiserID, verifier }) });
  if (!res.ok) throw new Error(`organiser login: ${res.status}`);
  return { url: link.origin, token: ((await res.json()) as { token: string }).token };
}
