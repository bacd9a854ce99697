/**
 * People a test makes for itself, and a demo person's first-login step done ahead, so that no
 * test depends on which spec ran first (a first login shows the terms once per person).
 */
import { randomUUID } from 'node:crypto';
import type { ServerRef } from '../page-models/app';
import { mintLink, pathOf } from './links';

/** The set-session request of a partner or staff login link (as the app sends it), with the terms accepted. */
function sessionRequest(link: string): Record<string, unknown> {
  const [, mode, subject, verifier] = pathOf(link).split('/');
  if (mode === 'partner') return { sessionMode: 'partner', partnerID: subject, verifier, acceptTerms: true };
  if (mode === 'staff') return { sessionMode: 'staff', visitorID: subject, verifier, acceptTerms: true };
  throw new Error(`not a partner or staff link: ${link}`);
}

/** Logs in through the API with the link, accepting the terms: the person's first login is behind them. Returns the session token. */
export async function acceptTerms(server: ServerRef, link: string): Promise<string> {
  const res = await fetch(`${server.url}/api/session`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(sessionRequest(link)) });
  const body = (await res.json()) as { state?: string; token?: string };
  if (body.state !== 'linked' || !body.token) throw new Error(`terms for ${pathOf(link)}: ${res.status} ${JSON.stringify(body)}`);
  return body.token;
}

export interface NewMember {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  /** A login link for the member: staff mode, or partner (administrator) mode for an administrator. */
  link: string;
}

/**
 * A new member of Acme's team, added by Alex through the API: no login yet, so their first login
 * asks for the terms. `admin` gives the administrator permission (and a partner link).
 */
export async function newTeamMember(server: ServerRef, options: { admin?: boolean; firstName?: string } = {}): Promise<NewMember> {
  const token = await acceptTerms(server, await mintLink('partner', 'acme', { userId: 'acme-alex' }, server.dataDir));
  const unique = randomUUID().slice(0, 8);
  const member = { firstName: options.firstName ?? 'Noor', lastName: `Test ${unique}`, email: `new-${unique}@acme.example` };
  const res = await fetch(`${server.url}/api/team`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ...member, public: false, contactable: false, permissions: options.admin ? ['admin'] : ['createConnections'], language: 'en', join: 'register' }),
  });
  const body = (await res.json()) as { id?: string };
  if (res.status !== 201 || !body.id) throw new Error(`new member: ${res.status} ${JSON.stringify(body)}`);
  const link = options.admin ? await mintLink('partner', 'acme', { userId: body.id }, server.dataDir) : await mintLink('staff', body.id, {}, server.dataDir);
  return { id: body.id, ...member, link };
}
