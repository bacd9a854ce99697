/**
 * The HTTP client and the maintenance state: a 503 with the maintenance body puts the app in
 * maintenance (quiet requests too: sync and start-up are quiet) without the server-unavailable
 * dialog; the server's next other answer ends it and says so ('serverBack', which makes the sync
 * scheduler send what waited).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError, request } from './http';
import { on } from './events';
import { maintenanceState, reportMaintenance, reportServerAnswered, subscribeMaintenance } from './maintenance';

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } }));

afterEach(() => reportServerAnswered());

describe('maintenance', () => {
  it('starts at a 503 with the maintenance body, quiet or not, and counts down from Retry-After', async () => {
    const unavailable = vi.fn();
    const off = on('serverUnavailable', unavailable);
    const before = Date.now();
    const err = await request('/api/sync/push', { quiet: true, fetchImpl: answer(503, { error: 'maintenance', retryAfterSeconds: 30 }, { 'retry-after': '30' }) }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).code).toBe('maintenance');
    const state = maintenanceState()!;
    expect(state.reason).toBe('maintenance');
    expect(state.retryAt - before).toBeGreaterThanOrEqual(30_000);
    expect(state.retryAt - Date.now()).toBeLessThanOrEqual(30_000);
    // Not quiet: still no server-unavailable dialog over the maintenance page.
    await request('/api/session', { fetchImpl: answer(503, { error: 'maintenance', retryAfterSeconds: 30 }, { 'retry-after': '30' }) }).catch(() => {});
    expect(unavailable).not.toHaveBeenCalled();
    off();
  });

  it("ends at the server's next answer and says the server is back", async () => {
    reportMaintenance('maintenance', 60);
    const back = vi.fn();
    const changed = vi.fn();
    const offBack = on('serverBack', back);
    const offChanged = subscribeMaintenance(changed);
    // A refusal is an answer too: the server is there.
    await request('/api/x', { quiet: true, fetchImpl: answer(404, { error: 'notFound' }) }).catch(() => {});
    expect(maintenanceState()).toBeNull();
    expect(back).toHaveBeenCalledTimes(1);
    expect(changed).toHaveBeenCalledTimes(1);
    // Nothing to end when nothing was down.
    await request('/api/x', { fetchImpl: answer(200, {}) });
    expect(back).toHaveBeenCalledTimes(1);
    offBack();
    offChanged();
  });

  it('is not ended by another 503, and unavailability never replaces a known maintenance', async () => {
    reportMaintenance('maintenance', 60);
    await request('/api/x', { quiet: true, fetchImpl: answer(503, { error: 'unavailable' }, { 'retry-after': '5' }) }).catch(() => {});
    expect(maintenanceState()?.reason).toBe('maintenance');
    reportMaintenance('unavailable', 5);
    expect(maintenanceState()?.reason).toBe('maintenance');
    reportServerAnswered();
    reportMaintenance('unavailable', 5);
    expect(maintenanceState()?.reason).toBe('unavailable');
  });
});
