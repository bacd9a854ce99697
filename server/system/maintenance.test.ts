/**
 * Maintenance: the operator's flag file (npm run admin -- maintenance on|off) or MAINTENANCE=1
 * makes every API call answer 503 with Retry-After and the maintenance body, while the built app,
 * /health and the operator's calls still answer; turned off, the API answers again at once.
 * Also: GET /api/config tells the native shell's minimum and latest versions.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { readConfig } from '../config';
import type { Database } from '../db/database';
import { seedDemo } from '../demo/seed';
import { createMessenger } from '../mail/mailer';
import { testDatabase } from '../test/db';
import { maintenanceFilePath, readMaintenanceFile, setMaintenanceFile } from './maintenance';

let database: Database;
let app: FastifyInstance;
let always: FastifyInstance;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leadstand-maintenance-'));
const staticDir = path.join(dir, 'app');
const flag = maintenanceFilePath(dir);

beforeAll(async () => {
  fs.mkdirSync(staticDir);
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Leadstand</title>');
  database = await testDatabase();
  await seedDemo(database.db);
  const common = { database, publicUrl: 'http://leadstand.test', logLevel: 'silent', messenger: createMessenger({ log: () => {} }), staticDir };
  app = await buildApp({ ...common, nativeMinVersion: '2.0.0', nativeLatestVersion: '2.3.1', maintenance: { file: flag, checkEveryMs: 0 } });
  always = await buildApp({ ...common, maintenance: { always: true, retryAfterSeconds: 120 } });
  await app.ready();
  await always.ready();
});
afterAll(async () => {
  await app.close();
  await always.close();
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('maintenance', () => {
  it('answers normally while the flag file is absent, and tells the native versions', async () => {
    const res = await app.inject({ url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json().nativeApp).toEqual({ minVersion: '2.0.0', latestVersion: '2.3.1' });
  });

  it('answers every API call with 503, Retry-After and the maintenance body while the file is there', async () => {
    setMaintenanceFile(flag, true, 30);
    for (const [method, url] of [['GET', '/api/config'], ['GET', '/api/session'], ['POST', '/api/sync/push'], ['PUT', '/api/session']] as const) {
      const res = await app.inject({ method, url, ...(method === 'GET' ? {} : { payload: {} }) });
      expect(res.statusCode, `${method} ${url}`).toBe(503);
      expect(res.headers['retry-after']).toBe('30');
      expect(res.json()).toEqual({ error: 'maintenance', retryAfterSeconds: 30 });
    }
  });

  it('still serves the built app, /health and the operator calls during maintenance', async () => {
    setMaintenanceFile(flag, true, 30);
    const page = await app.inject({ url: '/connections/list', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Leadstand</title>');
    expect((await app.inject({ url: '/health' })).json()).toMatchObject({ status: 'ok' });
    // Not registered here (main.ts adds them): the answer is the router's, not maintenance's.
    expect((await app.inject({ method: 'POST', url: '/api/operator/login-links' })).statusCode).not.toBe(503);
  });

  it("still serves the public API's documentation during maintenance, while its calls answer 503", async () => {
    setMaintenanceFile(flag, true, 30);
    const page = await app.inject({ url: '/api/v1/docs?lang=de' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect((await app.inject({ url: '/api/v1/docs/try-it.js' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/v1/openapi.json' })).json()).toMatchObject({ openapi: '3.1.0' });
    expect((await app.inject({ method: 'POST', url: '/api/v1/oauth/token' })).statusCode).toBe(503);
    expect((await app.inject({ url: '/api/v1/connections' })).statusCode).toBe(503);
    setMaintenanceFile(flag, false);
  });

  it('comes back as soon as the file is removed', async () => {
    setMaintenanceFile(flag, true);
    expect((await app.inject({ url: '/api/config' })).statusCode).toBe(503);
    setMaintenanceFile(flag, false);
    expect(fs.existsSync(flag)).toBe(false);
    expect((await app.inject({ url: '/api/config' })).statusCode).toBe(200);
  });

  it('treats a damaged flag file as on, with the default Retry-After', async () => {
    fs.writeFileSync(flag, 'not json');
    expect(readMaintenanceFile(flag)).toBe(60);
    const res = await app.inject({ url: '/api/config' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('60');
    setMaintenanceFile(flag, false);
  });

  it('is always on with MAINTENANCE=1, with its Retry-After', async () => {
    const res = await always.inject({ url: '/api/session' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('120');
    expect((await always.inject({ url: '/health' })).statusCode).toBe(200);
  });

  it('reads MAINTENANCE, MAINTENANCE_RETRY_AFTER and the native versions from the environment', () => {
    expect(readConfig({ MAINTENANCE: '1', MAINTENANCE_RETRY_AFTER: '300', NATIVE_MIN_VERSION: '2.0.0', NATIVE_LATEST_VERSION: '2.4.0' })).toMatchObject({
      maintenance: true,
      maintenanceRetryAfterSeconds: 300,
      nativeMinVersion: '2.0.0',
      nativeLatestVersion: '2.4.0',
    });
    expect(readConfig({})).toMatchObject({ maintenance: false, maintenanceRetryAfterSeconds: 60, nativeMinVersion: undefined });
    expect(() => readConfig({ MAINTENANCE_RETRY_AFTER: 'soon' })).toThrow(/MAINTENANCE_RETRY_AFTER/);
  });
});
