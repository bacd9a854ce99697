import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Http from '../../lib/http';

const calls: Array<{ path: string; method: string }> = [];
vi.mock('../../lib/http', async (original) => ({
  ...(await original<typeof Http>()),
  request: vi.fn(async (path: string, options: { method?: string } = {}) => {
    calls.push({ path, method: options.method ?? 'GET' });
    await new Promise((r) => setTimeout(r, 20));
    return { state: 'unlinked', redirectURL: null, errorCode: 'tandcRequired', embedded: false };
  }),
}));

const { setSession } = await import('./useLogin');

describe('logging in with a link', () => {
  afterEach(() => {
    calls.length = 0;
  });

  it('sends the same link once while it is under way, and both callers get its answer', async () => {
    const body = { sessionMode: 'staff', visitorID: 'acme-robin', verifier: 'v'.repeat(43) } as never;
    const [a, b] = await Promise.all([setSession(body), setSession(body)]);
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
    expect(a).toEqual({ kind: 'finalize', code: 'tandcRequired', methods: [] });
    expect(b).toBe(a);
    // Once answered, the same request may be sent again (accepting the terms, a new code).
    await setSession(body);
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2);
  });
});
