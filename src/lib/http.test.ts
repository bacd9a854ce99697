import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpError, reportedByApp, request, VERSION_HEADER } from './http';
import { on } from './events';

let server: http.Server;
let baseUrl = '';
const hits = new Map<string, number>();
let lastVersion: string | undefined;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    lastVersion = req.headers[VERSION_HEADER] as string | undefined;
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    };
    if (path === '/ok') return send(200, { hello: 'world' });
    if (path === '/slow-twice') {
      if (hits.get(path)! <= 2) return setTimeout(() => send(200, { late: true }), 400);
      return send(200, { third: true });
    }
    if (path === '/always-slow') return setTimeout(() => send(200, {}), 400);
    if (path === '/401') return send(401, { error: 'notLoggedIn' });
    if (path === '/503') return send(503, { error: 'unavailable' }, { 'retry-after': '30' });
    if (path === '/500') return send(500, { error: 'internalServerError' });
    if (path === '/426') return send(426, { error: 'versionIncompatible' });
    if (path === '/404') return send(404, { error: 'notFound' });
    send(404, {});
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('request', () => {
  it('returns the parsed body and sends the app version', async () => {
    expect(await request('/ok', { baseUrl })).toEqual({ hello: 'world' });
    expect(lastVersion).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('retries a timed-out request, 3 tries in all, 500 ms apart', async () => {
    const started = Date.now();
    expect(await request('/slow-twice', { baseUrl, timeoutMs: 150 })).toEqual({ third: true });
    expect(hits.get('/slow-twice')).toBe(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2 * 150 + 2 * 500);
  });

  it('gives up after the third time-out', async () => {
    await expect(request('/always-slow', { baseUrl, timeoutMs: 100 })).rejects.toMatchObject({ code: 'timeout' });
    expect(hits.get('/always-slow')).toBe(3);
  });

  it('ends the session on 401', async () => {
    const listener = vi.fn();
    const off = on('sessionExpired', listener);
    await expect(request('/401', { baseUrl })).rejects.toMatchObject({ status: 401, code: 'notLoggedIn' });
    off();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('reports 503 with its Retry-After', async () => {
    const listener = vi.fn();
    const off = on('serverUnavailable', listener);
    await expect(request('/503', { baseUrl })).rejects.toBeInstanceOf(HttpError);
    off();
    expect(listener).toHaveBeenCalledWith({ status: 503, retryAfterSeconds: 30 });
  });

  it("reports 500 as 'something went wrong', but not when the caller is quiet", async () => {
    const listener = vi.fn();
    const off = on('requestFailed', listener);
    await expect(request('/500', { baseUrl })).rejects.toMatchObject({ status: 500 });
    await expect(request('/500', { baseUrl, quiet: true })).rejects.toMatchObject({ status: 500 });
    off();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("a caller quiet about client errors still gets the reactions to the server's failures", async () => {
    const failed = vi.fn();
    const unavailable = vi.fn();
    const expired = vi.fn();
    const offs = [on('requestFailed', failed), on('serverUnavailable', unavailable), on('sessionExpired', expired)];
    // The screen learns which failures the app has already told the person about (reportedByApp).
    await expect(request('/500', { baseUrl, quiet: 'clientErrors' })).rejects.toMatchObject({ status: 500, reported: true });
    await expect(request('/503', { baseUrl, quiet: 'clientErrors' })).rejects.toMatchObject({ status: 503, reported: true });
    await expect(request('/401', { baseUrl, quiet: 'clientErrors' })).rejects.toMatchObject({ status: 401, reported: false });
    await expect(request('/404', { baseUrl, quiet: 'clientErrors' })).rejects.toMatchObject({ status: 404, reported: false });
    await expect(request('/500', { baseUrl, quiet: true })).rejects.toMatchObject({ status: 500, reported: false });
    offs.forEach((o) => o());
    expect(failed).toHaveBeenCalledTimes(1);
    expect(unavailable).toHaveBeenCalledWith({ status: 503, retryAfterSeconds: 30 });
    expect(reportedByApp(new HttpError(500, '500'))).toBe(false);
    expect(expired).not.toHaveBeenCalled();
  });

  it('leaves a 404 to the caller', async () => {
    const listener = vi.fn();
    const offs = [on('requestFailed', listener), on('sessionExpired', listener)];
    await expect(request('/404', { baseUrl })).rejects.toMatchObject({ status: 404, code: 'notFound' });
    offs.forEach((o) => o());
    expect(listener).not.toHaveBeenCalled();
  });

  it('asks for the mandatory update on 426', async () => {
    const listener = vi.fn();
    const off = on('updateRequired', listener);
    await expect(request('/426', { baseUrl, quiet: true })).rejects.toMatchObject({ code: 'versionIncompatible' });
    off();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("says 'offline' when the server cannot be reached", async () => {
    await expect(request('/ok', { baseUrl: 'http://127.0.0.1:9' })).rejects.toMatchObject({ status: 0, code: 'offline' });
  });
});
