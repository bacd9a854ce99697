/**
 * The job runner: jobs kept in the database run once, are retried with back-off, end 'failed'
 * for the operator, and are taken up again when the instance that held them died. The race of two
 * instances runs on this machine's PostgreSQL (two connection pools: two servers).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { testDatabase } from '../test/db';
import { openDatabase, type Database } from '../db/database';
import { backoffMs, enqueue, jobReport, JobRunner, type JobHandler } from './runner';
import { expireUnclaimedUploads } from '../media/expire';
import { MediaStore } from '../media/store';
import { seedDemo } from '../demo/seed';
import { UNCLAIMED_UPLOAD_MS } from '../../src/domain/limits';

const POSTGRES = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
});
afterAll(async () => database.close());

const stateOf = async (id: string) => database.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const idOf = async (kind: string) => (await database.db.selectFrom('jobs').select('id').where('kind', '=', kind).executeTakeFirstOrThrow()).id;

describe('the job runner', () => {
  it('runs a due job once, and a job enqueued twice under one key once', async () => {
    const seen: unknown[] = [];
    const runner = new JobRunner(database.db, { 'test.once': { run: async (p) => void seen.push(p) } }, { instance: 'a' });
    expect(await enqueue(database.db, { kind: 'test.once', payload: { n: 1 }, singletonKey: 'once-1' })).toBe(true);
    expect(await enqueue(database.db, { kind: 'test.once', payload: { n: 2 }, singletonKey: 'once-1' })).toBe(false);
    await enqueue(database.db, { kind: 'test.once', payload: { n: 3 }, runAt: new Date(Date.now() + 60_000) });
    expect(await runner.tick()).toBe(1);
    expect(await runner.tick()).toBe(0);
    expect(seen).toEqual([{ n: 1 }]);
    const once = await database.db.selectFrom('jobs').selectAll().where('singleton_key', '=', 'once-1').executeTakeFirstOrThrow();
    expect(once).toMatchObject({ state: 'done', attempts: 1, locked_by: null });
  });

  it('takes the oldest job of each kind first: a follow-up asked for now does not wait behind a thousand invitations', async () => {
    const ran: string[] = [];
    const runner = new JobRunner(
      database.db,
      { 'test.invite': { run: async () => void ran.push('invite') }, 'test.followup': { run: async () => void ran.push('followup') } },
      { instance: 'a', batch: 10 },
    );
    const earlier = new Date(Date.now() - 60_000);
    for (let i = 0; i < 40; i++) await enqueue(database.db, { kind: 'test.invite', runAt: earlier });
    await enqueue(database.db, { kind: 'test.followup' });
    expect(await runner.tick()).toBe(10);
    expect(ran.filter((k) => k === 'followup')).toHaveLength(1);
    expect(ran.filter((k) => k === 'invite')).toHaveLength(9);
  });

  it('keeps going while batches come back full, instead of one batch per poll', async () => {
    let ran = 0;
    const runner = new JobRunner(database.db, { 'test.drain': { run: async () => void ran++ } }, { instance: 'a', batch: 5, pollMs: 600_000 });
    for (let i = 0; i < 23; i++) await enqueue(database.db, { kind: 'test.drain' });
    runner.start();
    try {
      // With one batch per poll the last three would wait 40 minutes.
      await vi.waitFor(() => expect(ran).toBe(23), { timeout: 20_000, interval: 50 });
    } finally {
      await runner.stop();
    }
  });

  it('retries a failing job later, with back-off, and marks it failed after its last attempt', async () => {
    let calls = 0;
    const failing: JobHandler = {
      run: async () => {
        calls++;
        throw new Error(`the CRM answered 503 (call ${calls})`);
      },
    };
    const runner = new JobRunner(database.db, { 'test.failing': failing }, { instance: 'a' });
    await enqueue(database.db, { kind: 'test.failing', maxAttempts: 3 });
    const id = await idOf('test.failing');
    const before = Date.now();
    await runner.tick();
    let job = await stateOf(id);
    expect(job).toMatchObject({ state: 'queued', attempts: 1, last_error: 'the CRM answered 503 (call 1)' });
    expect(new Date(job.run_at).getTime()).toBeGreaterThanOrEqual(before + backoffMs(1) - 1000);
    // Not before its time.
    expect(await runner.tick()).toBe(0);
    for (let attempt = 2; attempt <= 3; attempt++) {
      await database.db.updateTable('jobs').set({ run_at: new Date(Date.now() - 1000) }).where('id', '=', id).execute();
      await runner.tick();
    }
    job = await stateOf(id);
    expect(job).toMatchObject({ state: 'failed', attempts: 3, last_error: 'the CRM answered 503 (call 3)' });
    expect(calls).toBe(3);
    const report = await jobReport(database.db);
    expect(report.counts).toContainEqual({ kind: 'test.failing', state: 'failed', count: 1, next: null });
    expect(report.failures[0]).toMatchObject({ kind: 'test.failing', attempts: 3, error: 'the CRM answered 503 (call 3)' });
    expect([backoffMs(1), backoffMs(2), backoffMs(3), backoffMs(20)]).toEqual([10_000, 20_000, 40_000, 3_600_000]);
  });

  it('takes up a job whose instance died once its lease has run out, and no sooner', async () => {
    const ran: string[] = [];
    const handler = (who: string): JobHandler => ({ run: async () => void ran.push(who) });
    await enqueue(database.db, { kind: 'test.lease' });
    const id = await idOf('test.lease');
    // Instance a claims it and dies before finishing (the claim as the runner makes it).
    await sql`update jobs set state = 'running', attempts = 1, locked_by = 'a', locked_until = now() + interval '1 minute' where id = ${id}`.execute(database.db);
    const b = new JobRunner(database.db, { 'test.lease': handler('b') }, { instance: 'b' });
    expect(await b.tick()).toBe(0);
    await sql`update jobs set locked_until = now() - interval '1 second' where id = ${id}`.execute(database.db);
    expect(await b.tick()).toBe(1);
    expect(ran).toEqual(['b']);
    expect(await stateOf(id)).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('leaves kinds it has no handler for to the instances that do', async () => {
    await enqueue(database.db, { kind: 'test.elsewhere' });
    const runner = new JobRunner(database.db, { 'test.other': { run: async () => {} } }, { instance: 'a' });
    expect(await runner.tick()).toBe(0);
    expect((await stateOf(await idOf('test.elsewhere'))).state).toBe('queued');
  });
});

describe('two server instances on one PostgreSQL', () => {
  let a: Database & { url?: string };
  let b: Database;
  beforeAll(async () => {
    a = await testDatabase(POSTGRES);
    b = await openDatabase({ url: a.url });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('run each of 200 jobs exactly once, and a periodic job once per period', async () => {
    const runs = new Map<string, string[]>();
    const handler = (instance: string): JobHandler => ({
      run: async (p) => {
        const key = String(p.n);
        runs.set(key, [...(runs.get(key) ?? []), instance]);
        await new Promise((r) => setTimeout(r, Math.random() * 3));
      },
    });
    for (let n = 0; n < 200; n++) await enqueue(a.db, { kind: 'test.race', payload: { n } });
    const schedules = [{ kind: 'test.sweep', everyMs: 3_600_000 }];
    const sweeps: string[] = [];
    const make = (db: Database, instance: string) =>
      new JobRunner(db.db, { 'test.race': handler(instance), 'test.sweep': { run: async () => void sweeps.push(instance) } }, { instance, batch: 7, schedules });
    // One moment for all four (a drain that straddled the hour would rightly sweep twice).
    const now = Date.now();
    const drain = async (runner: JobRunner) => {
      while ((await runner.tick(now)) > 0);
    };
    await Promise.all([drain(make(a, 'one')), drain(make(b, 'two')), drain(make(a, 'one-b')), drain(make(b, 'two-b'))]);
    expect(runs.size).toBe(200);
    expect([...runs.values()].filter((who) => who.length !== 1)).toEqual([]);
    // Both instances did part of the work.
    const byInstance = new Set([...runs.values()].flat().map((w) => w.split('-')[0]));
    expect(byInstance).toEqual(new Set(['one', 'two']));
    expect(sweeps).toHaveLength(1);
    const left = await a.db.selectFrom('jobs').select((eb) => eb.fn.countAll<number>().as('n')).where('state', '!=', 'done').executeTakeFirstOrThrow();
    expect(Number(left.n)).toBe(0);
  });
});

describe('unclaimed uploads', () => {
  it('are removed a day after their last byte; a file a note claimed and a fresh one stay', async () => {
    const db = await testDatabase();
    await seedDemo(db.db);
    const store = new MediaStore(fs.mkdtempSync(path.join(os.tmpdir(), 'leadstand-expire-')));
    const name = (n: number) => `acme.00000000-0000-4000-8000-00000000000${n}`;
    for (const n of [1, 2, 3]) {
      fs.writeFileSync(store.filePath(name(n)), 'bytes');
      fs.writeFileSync(`${store.filePath(name(n))}.json`, '{}');
    }
    const old = new Date(Date.now() - UNCLAIMED_UPLOAD_MS - 60_000);
    for (const n of [1, 2]) fs.utimesSync(store.filePath(name(n)), old, old);
    // The second is attached to a note (a connection of the demo).
    const connection = await db.db.selectFrom('connections').select('id').where('partner_id', '=', 'acme').limit(1).executeTakeFirstOrThrow();
    await db.db.insertInto('media').values({ id: name(2), connection_id: connection.id, note_id: null, kind: 'image', media_type: 'image/png', size: 5, storage_key: name(2) }).execute();
    expect(await expireUnclaimedUploads(db.db, store)).toEqual([name(1)]);
    expect(fs.existsSync(store.filePath(name(1)))).toBe(false);
    expect(fs.existsSync(`${store.filePath(name(1))}.json`)).toBe(false);
    expect(fs.existsSync(store.filePath(name(2)))).toBe(true);
    expect(fs.existsSync(store.filePath(name(3)))).toBe(true);
    await db.close();
  });
});
