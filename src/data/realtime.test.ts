/**
 * The booth's realtime client on a model of the socket: a partner-mode session logs in with its
 * token as ticket and hears its exhibitor's topic; the app pulls each time it is subscribed (the
 * socket may have been down) and at each event, and an event that says the team changed makes the
 * session stale. A router that will not have the session is not asked again; closing says goodbye.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RealtimeClient } from './realtime';
import { ModelSocket } from './model-socket.test-helper';
import { WAMP } from '../domain/realtime';
import { on } from '../lib/events';
import type { StoredSession } from './db';
import { sessionInfo } from './session-info.test-helper';

const info = sessionInfo({ sessionMode: 'partner', user: { id: 'acme-alex', name: 'Alex', email: null, twoFactorMethod: null } });
const session: StoredSession = { eventId: 'demo-expo', token: 'the-token', info, savedAt: 0 };

function client() {
  const pulls = { count: 0 };
  const close = new RealtimeClient(session, () => void pulls.count++, 'ws://host', ModelSocket.impl).start();
  return { pulls, close };
}

beforeEach(() => {
  ModelSocket.made = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the realtime client', () => {
  it("hears its exhibitor's topic and pulls when subscribed and at each event", () => {
    const { pulls } = client();
    const socket = ModelSocket.last;
    expect(socket.url).toBe('ws://host/notification');
    socket.join();
    expect(socket.sent).toEqual([
      [WAMP.HELLO, 'leadstand', { authid: 'pacme', authmethods: ['ticket'], roles: { subscriber: {} } }],
      [WAMP.AUTHENTICATE, 'the-token', {}],
      [WAMP.SUBSCRIBE, expect.any(Number), {}, 'leadstand.partner.acme.connections'],
    ]);
    expect(pulls.count).toBe(1);

    const stale = vi.fn();
    const off = on('sessionStale', stale);
    socket.receive([WAMP.EVENT, 7, 1, {}, [], {}]);
    expect([pulls.count, stale.mock.calls.length]).toEqual([2, 0]);
    socket.receive([WAMP.EVENT, 7, 2, {}, [], { team: true }]);
    expect([pulls.count, stale.mock.calls.length]).toEqual([3, 1]);
    // Another subscription's event is not ours.
    socket.receive([WAMP.EVENT, 9, 3, {}, [], {}]);
    expect(pulls.count).toBe(3);
    off();
  });

  it('reconnects when the socket drops and pulls again once subscribed', () => {
    vi.useFakeTimers();
    const { pulls } = client();
    ModelSocket.last.join();
    ModelSocket.last.close();
    vi.advanceTimersByTime(5_000);
    expect(ModelSocket.made).toHaveLength(2);
    ModelSocket.last.join();
    expect(pulls.count).toBe(2);
  });

  it('does not ask again when the router refuses the session', () => {
    vi.useFakeTimers();
    const { pulls } = client();
    ModelSocket.last.accept();
    ModelSocket.last.receive([WAMP.ABORT, {}, 'wamp.error.not_authorized']);
    vi.advanceTimersByTime(10 * 60_000);
    expect(ModelSocket.made).toHaveLength(1);
    expect(ModelSocket.last.readyState).toBe(3);
    expect(pulls.count).toBe(0);
  });

  it('closes with an unsubscribe and a goodbye, and opens nothing for a session without an exhibitor', () => {
    const { close } = client();
    ModelSocket.last.join(42);
    close();
    expect(ModelSocket.last.sent.slice(-2)).toEqual([
      [WAMP.UNSUBSCRIBE, expect.any(Number), 42],
      [WAMP.GOODBYE, {}, 'wamp.close.close_realm'],
    ]);
    const scan = { ...session, info: { ...info, sessionMode: 'scan', partnerID: null, partner: null } } as StoredSession;
    expect(RealtimeClient.supported(scan)).toBe(false);
    new RealtimeClient(scan, () => {}, 'ws://host', ModelSocket.impl).start()();
    expect(ModelSocket.made).toHaveLength(1);
  });
});
