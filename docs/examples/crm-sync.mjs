#!/usr/bin/env node
// Leadstand → CRM: a small, dependency-free example (Node 20 or later). See docs/crm.md.
//
//   Pull what changed since the last run (the cursor is kept in a file):
//     LEADSTAND_URL=https://leads.example.com LEADSTAND_CLIENT_ID=lsc_… LEADSTAND_CLIENT_SECRET=lss_… \
//       node crm-sync.mjs pull [--crm hubspot|salesforce] [--cursor-file .leadstand-cursor]
//
//   Receive webhooks (each verified event triggers a pull):
//     … LEADSTAND_WEBHOOK_SECRET=whsec_… PORT=8787 node crm-sync.mjs receive
//
// It prints what it would send to the CRM, one JSON line per record: replace `sendToCrm` with
// your CRM's client (HubSpot's or Salesforce's REST API, by the external id) to make it real.
// The functions are exported so you can reuse them (and so Leadstand's tests run them).

import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { pathToFileURL } from 'node:url';

/** How far a webhook's timestamp may be from our clock (seconds): older deliveries are refused as replays. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** An access token for the API account (OAuth 2.0 client credentials); it lasts `expiresIn` seconds. */
export async function getToken({ baseUrl, clientId, clientSecret, fetchImpl = fetch }) {
  const basic = Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString('base64');
  const res = await fetchImpl(new URL('/api/v1/oauth/token', baseUrl), {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`token refused (${res.status}): ${body.error}${body.error_description ? ` – ${body.error_description}` : ''}`);
  return { token: body.access_token, expiresIn: body.expires_in };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Every connection changed (and every one removed) since `cursor` — all of them without one, or
 * those changed after `changedSince` — page by page. Returns them with the cursor to keep for
 * next time. Waits out a 429 (Retry-After) and goes on.
 */
export async function pullChanges({ baseUrl, token, cursor, changedSince, limit = 200, fetchImpl = fetch, maxPages = 1000 }) {
  const connections = [];
  const removed = [];
  let next = cursor ?? null;
  let waits = 0;
  for (let page = 0; page < maxPages; page++) {
    const url = new URL('/api/v1/connections', baseUrl);
    url.searchParams.set('limit', String(limit));
    if (next) url.searchParams.set('cursor', next);
    else if (changedSince) url.searchParams.set('changedSince', changedSince);
    const res = await fetchImpl(url, { headers: { authorization: `Bearer ${token}` } });
    if (res.status === 429 && waits++ < 5) {
      await sleep(Number(res.headers.get('retry-after') ?? 60) * 1000);
      page--;
      continue;
    }
    const body = await res.json();
    if (!res.ok) throw Object.assign(new Error(`connections refused (${res.status}): ${body.error}`), { status: res.status, code: body.error });
    connections.push(...body.connections);
    removed.push(...body.removed);
    next = body.nextCursor;
    if (!body.hasMore) return { connections, removed, cursor: next };
  }
  throw new Error(`more than ${maxPages} pages`);
}

/** The cursor kept by the last run (null before the first). */
export async function loadCursor(file) {
  try {
    return (await readFile(file, 'utf8')).trim() || null;
  } catch (err) {
    if (err.code === 'ENOENT') return null;
    throw err;
  }
}

/** Keeps the cursor, written whole or not at all. Call it only after the CRM took the changes. */
export async function saveCursor(file, cursor) {
  await writeFile(`${file}.tmp`, `${cursor}\n`);
  await rename(`${file}.tmp`, file);
}

/**
 * Whether a webhook delivery is genuine and fresh: the HMAC-SHA256 of "<timestamp>.<raw body>"
 * with the webhook's secret, compared in constant time, and a timestamp within the tolerance.
 */
export function verifySignature({ secret, timestamp, signature, body, now = Date.now(), toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS }) {
  if (!timestamp || !signature || !/^\d+$/.test(String(timestamp))) return { ok: false, reason: 'missing' };
  if (Math.abs(now / 1000 - Number(timestamp)) > toleranceSeconds) return { ok: false, reason: 'stale' };
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`);
  const given = Buffer.from(String(signature));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'mismatch' };
  return { ok: true };
}

/**
 * A request handler for webhook deliveries: reads the raw body, verifies it, drops an event id
 * already seen (a retry of one that was handled), answers at once, then calls `onEvent(event)`.
 */
export function webhookHandler({ secret, onEvent, seen = new Map(), now = () => Date.now() }) {
  return (req, res) => {
    if (req.method !== 'POST') return res.writeHead(405, { allow: 'POST' }).end();
    const chunks = [];
    let size = 0;
    req.on('data', (c) => {
      size += c.length;
      if (size > 64 * 1024) req.destroy();
      else chunks.push(c);
    });
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const check = verifySignature({ secret, timestamp: req.headers['x-leadstand-timestamp'], signature: req.headers['x-leadstand-signature'], body, now: now() });
      if (!check.ok) return res.writeHead(401, { 'content-type': 'text/plain' }).end(`refused: ${check.reason}\n`);
      let event;
      try {
        event = JSON.parse(body);
      } catch {
        return res.writeHead(400).end();
      }
      // Remember ids for as long as a replay could pass the timestamp check.
      for (const [id, at] of seen) if (at < now() - 2 * SIGNATURE_TOLERANCE_SECONDS * 1000) seen.delete(id);
      const repeat = seen.has(event.id);
      seen.set(event.id, now());
      res.writeHead(204).end();
      if (!repeat) onEvent(event);
    });
  };
}

const HUBSPOT_LEAD_STATUS = { new: 'NEW', contacted: 'CONNECTED', quoted: 'OPEN_DEAL', sold: 'OPEN_DEAL', active: 'CONNECTED', inactive: 'UNQUALIFIED', longterm: 'BAD_TIMING' };
const HUBSPOT_DEAL_STAGE = { contacted: 'qualifiedtobuy', quoted: 'contractsent', sold: 'closedwon', inactive: 'closedlost' };
const SALESFORCE_STATUS = {
  new: 'Open - Not Contacted',
  contacted: 'Working - Contacted',
  quoted: 'Working - Contacted',
  sold: 'Closed - Converted',
  active: 'Closed - Converted',
  inactive: 'Closed - Not Converted',
  longterm: 'Working - Contacted',
};

const street = (c) => [c.addressline1, [c.housenumber, c.housenumbersuffix].filter(Boolean).join(''), c.addressline2].filter(Boolean).join(' ') || undefined;
const clean = (o) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null && v !== ''));
const lastName = (c) => c.lastname || [c.lastnameprefix, c.fullname].filter(Boolean).join(' ') || undefined;

/** A connection as a HubSpot contact (upsert by the custom unique property leadstand_id), its notes and its deal. */
export function toHubSpot(connection) {
  const c = connection.contact ?? {};
  return {
    contact: clean({
      leadstand_id: connection.id,
      // An erasure names the connection by this key only: keep it to find the contact then.
      leadstand_erasure_key: connection.erasureKey,
      email: c.email,
      firstname: c.firstname,
      lastname: lastName(c),
      salutation: c.title,
      company: c.company,
      jobtitle: c.jobfunction,
      phone: c.phone1,
      mobilephone: c.phone2,
      fax: c.fax,
      website: c.website,
      address: street(c),
      zip: c.postalcode,
      city: c.city,
      state: c.state,
      country: c.country,
      hs_lead_status: HUBSPOT_LEAD_STATUS[connection.stage],
      leadstand_rating: connection.rating,
      leadstand_badge_code: connection.badgeCode,
    }),
    notes: [
      ...connection.notes.map((n) => ({ hs_timestamp: n.createdAt, hs_note_body: `${n.text}\n— ${n.authorName} (Leadstand ${n.type} note ${n.id})` })),
      ...(connection.answers.length
        ? [{ hs_timestamp: connection.changedAt, hs_note_body: connection.answers.map((a) => `${a.question}: ${[...a.choices.map((ch) => ch.name), a.text].filter(Boolean).join(', ')}`).join('\n') }]
        : []),
    ],
    deal: HUBSPOT_DEAL_STAGE[connection.stage] ? { dealname: `${c.company || lastName(c) || connection.badgeCode} (trade show)`, dealstage: HUBSPOT_DEAL_STAGE[connection.stage], pipeline: 'default' } : null,
  };
}

/** A connection as a Salesforce Lead (upsert by the external id field Leadstand_Id__c) and its notes as completed Tasks. */
export function toSalesforce(connection) {
  const c = connection.contact ?? {};
  return {
    lead: clean({
      Leadstand_Id__c: connection.id,
      Leadstand_Erasure_Key__c: connection.erasureKey,
      Salutation: c.title,
      FirstName: c.firstname,
      // LastName and Company are required on a Lead.
      LastName: lastName(c) ?? `[Badge ${connection.badgeCode}]`,
      Company: c.company || '[not provided]',
      Title: c.jobfunction,
      Email: c.email,
      Phone: c.phone1,
      MobilePhone: c.phone2,
      Fax: c.fax,
      Website: c.website,
      Street: street(c),
      PostalCode: c.postalcode,
      City: c.city,
      State: c.state,
      Country: c.country,
      LeadSource: 'Trade Show',
      Status: SALESFORCE_STATUS[connection.stage],
      Rating: connection.rating ? connection.rating[0].toUpperCase() + connection.rating.slice(1) : undefined,
    }),
    tasks: [
      ...connection.notes.map((n) => ({ Leadstand_Id__c: n.id, Subject: `Booth note (${n.authorName})`, Description: n.text, ActivityDate: n.createdAt.slice(0, 10), Status: 'Completed' })),
      ...connection.stageHistory
        .filter((s) => s.comment)
        .map((s) => ({ Subject: `Stage: ${s.stage}`, Description: s.comment, ActivityDate: s.createdAt.slice(0, 10), Status: 'Completed' })),
    ],
  };
}

/** Where the records go. Replace with your CRM's client; here it prints them. */
async function sendToCrm(record) {
  console.log(JSON.stringify(record));
}

/** One sync: token, changes since the saved cursor, into the CRM, then the cursor saved. */
export async function syncOnce({ baseUrl, clientId, clientSecret, cursorFile, crm = 'hubspot', send = sendToCrm, fetchImpl = fetch }) {
  const { token } = await getToken({ baseUrl, clientId, clientSecret, fetchImpl });
  const cursor = await loadCursor(cursorFile);
  const changes = await pullChanges({ baseUrl, token, cursor, fetchImpl });
  for (const connection of changes.connections) await send({ op: 'upsert', id: connection.id, ...(crm === 'salesforce' ? toSalesforce(connection) : toHubSpot(connection)) });
  // 'erased': the visitor asked to be forgotten (or the retention period ended): delete them in the CRM too.
  // An erased connection's id is its erasure key (the id carried the badge code): find the record by it.
  for (const r of changes.removed) await send(r.reason === 'erased' ? { op: 'erase', erasureKey: r.id } : { op: 'delete', id: r.id });
  await saveCursor(cursorFile, changes.cursor);
  return { connections: changes.connections.length, removed: changes.removed.length };
}

async function main(argv) {
  const [command = 'pull', ...rest] = argv;
  const option = (name, fallback) => {
    const i = rest.indexOf(`--${name}`);
    return i >= 0 && rest[i + 1] ? rest[i + 1] : fallback;
  };
  const need = (name) => process.env[name] || (console.error(`${name} is not set (see the top of this file).`), process.exit(2));
  const config = {
    baseUrl: need('LEADSTAND_URL'),
    clientId: need('LEADSTAND_CLIENT_ID'),
    clientSecret: need('LEADSTAND_CLIENT_SECRET'),
    cursorFile: option('cursor-file', '.leadstand-cursor'),
    crm: option('crm', 'hubspot'),
  };
  if (command === 'pull') {
    const done = await syncOnce(config);
    console.error(`${done.connections} changed, ${done.removed} removed; cursor saved in ${config.cursorFile}`);
    return;
  }
  if (command === 'receive') {
    const secret = need('LEADSTAND_WEBHOOK_SECRET');
    // Events carry no personal data: each one (a burst is one pull) makes us pull the changes.
    let running = null;
    let again = false;
    const pull = () => {
      if (running) return void (again = true);
      running = syncOnce(config)
        .then((done) => console.error(`pulled: ${done.connections} changed, ${done.removed} removed`))
        .catch((err) => console.error(`pull failed: ${err.message}`))
        .finally(() => {
          running = null;
          if (again) {
            again = false;
            pull();
          }
        });
    };
    const server = http.createServer(webhookHandler({ secret, onEvent: (event) => (console.error(`${event.type} ${event.data.connectionId}`), pull()) }));
    const port = Number(process.env.PORT ?? 8787);
    server.listen(port, () => console.error(`receiving webhooks on http://localhost:${port}/ (put https in front of it)`));
    return;
  }
  console.error('Usage: node crm-sync.mjs pull|receive [--crm hubspot|salesforce] [--cursor-file FILE]');
  process.exit(2);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((err) => {
    console.error(err.message);
    process.exit(1);
  });
}
