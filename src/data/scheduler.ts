/**
 * When the page drains the outbox: soon after each write (debounced), when the device comes back
 * online, when the app becomes visible, on a timer, and when the server says something changed.
 * Failures are quiet (the rows show their state); the next trigger tries again, with back-off.
 */
import { db, type StoredSession } from './db';
import { setWriteListener } from './mutators/write';
import type { MutationName } from '../domain/mutations';
import { SyncClient, type Transport } from './sync';
import * as v from 'valibot';
import { DirectoryPage } from '../domain/protocol';
import { call } from '../lib/call';
import { activeQuestions } from '../domain/endpoints/questions';
import { boothContents } from '../domain/endpoints/contents';
import { storeQuestions } from './questions';
import { storeContents } from './contents';
import { storeActivities } from './activities';
import { activities } from '../domain/endpoints/agenda';
import { isEventEnded } from '../domain/event';
import { clearDirectory, refreshDirectory } from './directory';
import { stillUploaded, uploadMedia } from './upload';
import { ownerOf } from './owner';
import { drainTaskUploads, taskAttacher } from './task-uploads';
import { httpTransport, sessionRequest } from './transport';
import { writeContextOf } from './write-context';
import { recordError } from './diagnostics';
import { on } from '../lib/events';

export const WRITE_DEBOUNCE_MS = 300;
/**
 * Writes that someone else waits to see (a message, an answer to a meeting) go at once: a person
 * writes them one at a time, so there is no burst to gather (scans come in bursts, and wait).
 */
const AT_ONCE: ReadonlySet<MutationName> = new Set(['sendMessage', 'recallMessage', 'answerMeeting', 'requestMeeting', 'requestConnection']);
export const SYNC_INTERVAL_MS = 30_000;
const MAX_BACKOFF_MS = 60_000;

/** The page's transport: the shared one, with resumable uploads (the page has XMLHttpRequest). */
export function pageTransport(token: string): Transport {
  return { ...httpTransport(token), upload: (media, progress) => uploadMedia(media, token, progress), stillUploaded: (media) => stillUploaded(media, token) };
}

export type SyncStatus = 'idle' | 'syncing' | 'offline' | 'error';
type Listener = (status: SyncStatus) => void;

export class SyncScheduler {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private interval: ReturnType<typeof setInterval> | null = null;
  private failures = 0;
  private listeners = new Set<Listener>();
  private stopped = false;
  private readonly call: ReturnType<typeof sessionRequest>;
  status: SyncStatus = 'idle';
  readonly client: SyncClient;

  constructor(private readonly session: StoredSession, transport: Transport = pageTransport(session.token)) {
    const info = session.info;
    this.call = sessionRequest(session.token);
    const ctx = writeContextOf(info);
    if (!ctx) throw new Error('a session without an exhibitor does not sync');
    this.client = new SyncClient(db, ctx, transport, ownerOf(info).key);
  }

  start(): () => void {
    const soon = () => this.schedule(WRITE_DEBOUNCE_MS);
    // Also ask the service worker to drain when the network returns, even if the app is closed.
    const background = () =>
      void navigator.serviceWorker?.ready
        .then((r) => (r as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }).sync?.register('leadstand-sync'))
        .catch(() => {});
    const onVisible = () => document.visibilityState === 'visible' && soon();
    setWriteListener((eventId, name) => {
      if (eventId !== this.session.eventId) return;
      if (AT_ONCE.has(name)) this.schedule(0);
      else soon();
      if (!navigator.onLine) background();
    });
    window.addEventListener('online', soon);
    // Back from maintenance: what was captured meanwhile goes now, not at the next back-off.
    const offServerBack = on('serverBack', () => this.schedule(0));
    document.addEventListener('visibilitychange', onVisible);
    this.interval = setInterval(() => this.schedule(0), SYNC_INTERVAL_MS);
    this.schedule(0);
    return () => {
      this.stopped = true;
      setWriteListener(null);
      window.removeEventListener('online', soon);
      offServerBack();
      document.removeEventListener('visibilitychange', onVisible);
      if (this.interval) clearInterval(this.interval);
      if (this.timer) clearTimeout(this.timer);
    };
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private set(status: SyncStatus) {
    this.status = status;
    this.listeners.forEach((l) => l(status));
  }

  schedule(delay: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.run(), delay);
  }

  /** The offline visitor directory, for sessions that scan: fetched in the background when stale. */
  private async keepDirectory(): Promise<void> {
    const info = this.session.info;
    if (!['staff', 'scan'].includes(info.sessionMode) || !info.permissions.includes('createConnections')) return;
    try {
      if (isEventEnded(info.event)) await clearDirectory(db, info.event.id);
      else await refreshDirectory(db, info.event.id, (after) => this.call<unknown>(`/api/visitors/directory${after ? `?after=${encodeURIComponent(after)}` : ''}`, { timeoutMs: 60_000 }).then((page) => v.parse(DirectoryPage, page)));
    } catch {
      // Offline or a server error: the next successful sync tries again.
    }
  }

  /** The questions and rating rules, for the questions tab offline. */
  private async keepQuestions(): Promise<void> {
    try {
      await storeQuestions(db, this.session.info.event.id, await call(activeQuestions, {}, { send: this.call, quiet: true }));
    } catch {
      // Keep the last copy.
    }
  }

  /** The exhibitor's content, for the content tab offline (only while the content setting is on). */
  private async keepContents(): Promise<void> {
    if (!this.session.info.settings.content) return;
    try {
      await storeContents(db, this.session.info.event.id, await call(boothContents, {}, { send: this.call, quiet: true }));
    } catch {
      // Keep the last copy.
    }
  }

  /** The organiser's programme, for the agenda offline (people of an exhibitor with conversations on). */
  private async keepActivities(): Promise<void> {
    const info = this.session.info;
    if (!info.settings.conversation || !['partner', 'staff'].includes(info.sessionMode)) return;
    try {
      await storeActivities(db, info.event.id, (await call(activities, {}, { send: this.call, quiet: true })).activities);
    } catch {
      // Keep the last copy.
    }
  }

  /** Task documents chosen offline (#17): uploaded and attached once online, whichever screen is open. */
  private async keepTaskUploads(): Promise<void> {
    const info = this.session.info;
    await drainTaskUploads({ eventId: info.event.id, owner: ownerOf(info).key, headers: { authorization: `Bearer ${this.session.token}` }, attach: taskAttacher(this.call) }).catch(() => {});
  }

  /** The last drain failed: a drain in progress is a retry, and what is written now waits (it is not yet saved). */
  get retrying(): boolean {
    return this.failures > 0;
  }

  /** One drain now; resolves when it is done (refresh uses it). */
  async run(): Promise<void> {
    if (this.stopped) return;
    if (!navigator.onLine) return this.set('offline');
    this.set('syncing');
    try {
      await this.client.sync();
      this.failures = 0;
      this.set('idle');
      // A deletion waiting for its undo window goes as soon as the window has passed.
      const held = await this.client.heldUntil();
      if (held !== null) this.schedule(Math.max(0, held - Date.now()) + 100);
      void this.keepDirectory();
      void this.keepQuestions();
      void this.keepContents();
      void this.keepActivities();
      void this.keepTaskUploads();
    } catch (err) {
      this.failures++;
      // Kept for the diagnostic backup (user support); offline is not an error worth keeping.
      if (navigator.onLine) void recordError(db, { eventId: this.session.eventId, source: 'sync', error: err }).catch(() => {});
      this.set(navigator.onLine ? 'error' : 'offline');
      this.schedule(Math.min(MAX_BACKOFF_MS, 1000 * 2 ** this.failures));
    }
  }
}
