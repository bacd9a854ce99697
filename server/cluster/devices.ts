/**
 * Simulated devices for the cluster test and the bench: each has its own client id and outbox
 * (the sync protocol's exactly-once: a push is retried until answered, with the same ids), pulls
 * by cookie into a local copy, and listens on the realtime socket (WAMP, autobahn) for its
 * exhibitor's changes, reconnecting when its server instance goes away.
 */
import autobahn from 'autobahn';
import { PROTOCOL_VERSION, type WireMutation } from '../../src/domain/mutations';
import type { PullResponse, PushResponse } from '../../src/domain/protocol';
import { partnerTopic, REALM } from '../../src/domain/realtime';
import { NOTIFICATION_PATH } from '../../src/domain/constants';

export class Device {
  readonly outbox: WireMutation[] = [];
  private nextId = 1;
  cookie: string | null = null;
  readonly connections = new Set<string>();
  readonly notes = new Set<string>();
  /** Realtime events heard, and when the last one came. */
  events = 0;
  private socket: autobahn.Connection | null = null;
  /** Push round trips (ms), answered ones only. */
  readonly latencies: number[] = [];
  failures = 0;
  /** Mutations the server refused, with the reason: none are expected in the cluster test. */
  readonly refused: string[] = [];

  constructor(
    readonly base: string,
    readonly token: string,
    readonly clientID: string,
    readonly partnerId: string,
    /** The realtime login's auth id: 'v' and the user's id for staff (src/domain/realtime.ts). */
    readonly authid: string,
  ) {}

  write(name: WireMutation['name'], args: Record<string, unknown>): void {
    this.outbox.push({ id: this.nextId++, name, args, timestamp: Date.now() });
  }

  /** The server's JSON answer, or null when the request failed (counted in `failures`): the caller tries again later. */
  private async call<T>(path: string, init: RequestInit = {}): Promise<T | null> {
    try {
      const res = await fetch(`${this.base}${path}`, { ...init, headers: { authorization: `Bearer ${this.token}`, 'content-type': 'application/json' }, signal: AbortSignal.timeout(15_000) });
      if (res.ok) return (await res.json()) as T;
      await res.body?.cancel();
    } catch {
      // The instance went away mid-request: as a failed answer.
    }
    this.failures++;
    return null;
  }

  /** Pushes what waits; on any failure (an instance died mid-push) the same mutations go again. Returns whether all were answered. */
  async push(): Promise<boolean> {
    while (this.outbox.length) {
      const batch = this.outbox.slice(0, 100);
      const started = performance.now();
      const answer = await this.call<PushResponse>('/api/sync/push', { method: 'POST', body: JSON.stringify({ protocolVersion: PROTOCOL_VERSION, clientID: this.clientID, mutations: batch }) });
      if (!answer) return false;
      this.latencies.push(performance.now() - started);
      for (const r of answer.results) if (r.outcome !== 'completed') this.refused.push(`${r.id} ${r.outcome} ${r.reason ?? ''}`);
      const done = this.outbox.findIndex((m) => m.id > answer.lastMutationID);
      this.outbox.splice(0, done < 0 ? this.outbox.length : done);
    }
    return true;
  }

  /** Pulls until the server has nothing more; returns false when a request failed. */
  async pull(): Promise<boolean> {
    for (;;) {
      const page = await this.call<PullResponse>(`/api/sync/pull?clientID=${encodeURIComponent(this.clientID)}${this.cookie ? `&cookie=${encodeURIComponent(this.cookie)}` : ''}`);
      if (!page) return false;
      for (const d of page.deletions) this.connections.delete(d.connectionId);
      for (const c of page.connections) this.connections.add(c.id);
      for (const n of page.notes) this.notes.add(n.id);
      this.cookie = page.cookie;
      if (!page.more) return true;
    }
  }

  /** Push then pull until both went through. */
  async sync(deadlineMs = 60_000): Promise<void> {
    const deadline = Date.now() + deadlineMs;
    while (!((await this.push()) && (await this.pull()))) {
      if (Date.now() > deadline) throw new Error(`${this.clientID} could not sync`);
      await new Promise((r) => setTimeout(r, 200 + Math.random() * 300));
    }
  }

  /** Listens on the realtime socket; autobahn reconnects when the socket's instance goes away. */
  listen(): Promise<void> {
    return new Promise((resolve) => {
      const url = `${this.base.replace(/^http/, 'ws')}${NOTIFICATION_PATH}`;
      const connection = new autobahn.Connection({ url, realm: REALM, authmethods: ['ticket'], authid: this.authid, onchallenge: () => this.token, max_retries: -1, initial_retry_delay: 0.2, max_retry_delay: 1, retry_delay_jitter: 0.2 });
      connection.onopen = (session) => {
        void session.subscribe(partnerTopic(this.partnerId), () => void this.events++).then(() => resolve());
      };
      this.socket = connection;
      connection.open();
    });
  }

  close(): void {
    if (this.socket?.isOpen) this.socket.close();
    this.socket = null;
  }
}
