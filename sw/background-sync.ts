/**
 * Background Sync: when the browser says the network is back (the 'sync' event, Chromium and
 * Android), the service worker drains every logged-in event's outbox, even with the app closed.
 * It runs the same sync client as the page, under the same lock, so the two never drain at once.
 * Safari and Firefox have no Background Sync: the page's own triggers cover them.
 */
/// <reference lib="webworker" />
import { LeadstandDB } from '../src/data/db';
import { SyncClient, type Transport } from '../src/data/sync';
import { ownerOf } from '../src/data/owner';
import type { PullResponse, PushResponse } from '../src/domain/protocol';

export const SYNC_TAG = 'leadstand-sync';

async function call<T>(url: string, token: string, body?: unknown): Promise<T> {
  const res = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`sync ${res.status}`);
  return (await res.json()) as T;
}

function transportFor(token: string): Transport {
  return {
    push: (request) => call<PushResponse>('/api/sync/push', token, request),
    pull: (q) => {
      const qs = new URLSearchParams({ clientID: q.clientID, ...(q.cookie ? { cookie: q.cookie } : {}), ...(q.pendingFrom ? { pendingFrom: String(q.pendingFrom) } : {}) });
      return call<PullResponse>(`/api/sync/pull?${qs}`, token);
    },
  };
}

/** Drains every stored session's outbox; throws if one fails, so the browser retries later. */
export async function drainAll(): Promise<void> {
  const db = new LeadstandDB();
  try {
    const sessions = await db.sessions.toArray();
    for (const s of sessions) {
      if (!s.info.partner || !['partner', 'staff', 'scan'].includes(s.info.sessionMode)) continue;
      const client = new SyncClient(
        db,
        { eventId: s.eventId, partnerId: s.info.partner.id, authorName: s.info.user?.name ?? '', authorId: s.info.user?.id ?? null },
        transportFor(s.token),
        ownerOf(s.info).key,
      );
      await client.sync();
    }
  } finally {
    db.close();
  }
}
