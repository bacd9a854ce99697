/**
 * The room's signalling channel on a model of the socket: it logs in with its ticket, subscribes to
 * the meeting's topic and says when it is in; it hands on signals with their sender's user; the
 * session codes end it (a refused subscribe or publish, an event closing the subscription); a
 * dropped socket is reconnected after attempt² × 5 s, and past the last attempt the channel is
 * lost. Also: the device errors of SPEC section 8 and when a browser can hold a room.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RoomChannel, type ChannelEnd, type ChannelState } from './channel';
import { deviceErrorOf, roomSupported } from './webrtc';
import { WAMP } from '../../domain/realtime';
import type { RelayedSignal } from '../../domain/meeting-room';
import { ModelSocket } from '../../data/model-socket.test-helper';

function channel() {
  const log: { joined: number; signals: RelayedSignal[]; states: ChannelState[]; ended: ChannelEnd[] } = { joined: 0, signals: [], states: [], ended: [] };
  const ch = new RoomChannel({
    conversationId: 'meeting-1',
    authid: 'vacme-sam',
    ticket: 'the-ticket',
    url: 'ws://host',
    WebSocketImpl: ModelSocket.impl,
    events: {
      joined: () => void log.joined++,
      signal: (s) => void log.signals.push(s),
      state: (s) => void log.states.push(s),
      ended: (r) => void log.ended.push(r),
    },
  });
  ch.start();
  return { ch, log, socket: () => ModelSocket.last };
}

beforeEach(() => {
  ModelSocket.made = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the room channel', () => {
  it('logs in with the ticket, subscribes to the meeting, and passes signals on with their sender', () => {
    const { ch, log, socket } = channel();
    expect(socket().url).toBe('ws://host/notification');
    expect(socket().protocols).toEqual(['wamp.2.json']);
    socket().join();
    expect(socket().sent).toEqual([
      [WAMP.HELLO, 'leadstand', { authid: 'vacme-sam', authmethods: ['ticket'], roles: { subscriber: {}, publisher: {} } }],
      [WAMP.AUTHENTICATE, 'the-ticket', {}],
      [WAMP.SUBSCRIBE, expect.any(Number), {}, 'leadstand.meeting.meeting-1'],
    ]);
    expect(log.joined).toBe(1);
    expect(log.states).toEqual(['connecting', 'joined']);

    expect(ch.publish({ type: 'join', from: 'peer-aaaaaaaa' })).toBe(true);
    expect(socket().sent.at(-1)).toEqual([WAMP.PUBLISH, expect.any(Number), { exclude_me: true, acknowledge: true }, 'leadstand.meeting.meeting-1', [], { type: 'join', from: 'peer-aaaaaaaa' }]);

    socket().receive([WAMP.EVENT, 7, 1, {}, [], { type: 'join', from: 'peer-bbbbbbbb', user: 'acme-robin' }]);
    // Not this subscription's, not a signal, no sender: ignored.
    socket().receive([WAMP.EVENT, 8, 2, {}, [], { type: 'join', from: 'peer-cccccccc', user: 'acme-alex' }]);
    socket().receive([WAMP.EVENT, 7, 3, {}, [], { type: 'shout', from: 'peer-bbbbbbbb', user: 'acme-robin' }]);
    socket().receive([WAMP.EVENT, 7, 4, {}, [], { type: 'leave', from: 'peer-bbbbbbbb' }]);
    socket().receive([WAMP.PUBLISHED, 5, 99]);
    expect(log.signals).toEqual([{ type: 'join', from: 'peer-bbbbbbbb', user: 'acme-robin' }]);
    expect(log.ended).toEqual([]);
  });

  it.each([
    ['a refused subscribe (12)', [WAMP.ERROR, WAMP.SUBSCRIBE, 1, { code: 12 }, 'wamp.error.not_authorized'], 12, false],
    ['a subscribe refused as ended (6)', [WAMP.ERROR, WAMP.SUBSCRIBE, 1, { code: 6 }, 'leadstand.meeting.ended'], 6, false],
    ['a refused publish without a code (12)', [WAMP.ERROR, WAMP.PUBLISH, 3, {}, 'wamp.error.invalid_argument'], 12, true],
    ['the subscription closed: joined elsewhere (2)', [WAMP.EVENT, 7, 9, {}, [], { type: 'closed', code: 2 }], 2, true],
    ['the subscription closed: meeting ended (6)', [WAMP.EVENT, 7, 9, {}, [], { type: 'closed', code: 6 }], 6, true],
    ['an abort (not logged in): 12', [WAMP.ABORT, {}, 'wamp.error.not_authorized'], 12, false],
  ] as const)('ends with %s', (_name, msg, code, joined) => {
    const { ch, log, socket } = channel();
    const s = socket();
    if (joined) s.join();
    else s.welcome();
    s.receive([...msg]);
    expect(log.ended).toEqual([code]);
    // Over: the socket is closed, nothing is sent or reported any more, and it does not reconnect.
    expect(s.readyState).toBe(3);
    expect(ch.publish({ type: 'join', from: 'peer-aaaaaaaa' })).toBe(false);
    expect(ModelSocket.made).toHaveLength(1);
  });

  it('reconnects after attempt² × 5 s when the socket drops, joins again, and is lost after the last attempt', () => {
    vi.useFakeTimers();
    const { ch, log, socket } = channel();
    socket().join();
    socket().close();
    expect(log.states.at(-1)).toBe('reconnecting');
    expect(ch.publish({ type: 'join', from: 'peer-aaaaaaaa' })).toBe(false);
    vi.advanceTimersByTime(4_999);
    expect(ModelSocket.made).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(ModelSocket.made).toHaveLength(2);
    socket().join();
    expect(log.joined).toBe(2);
    expect(log.states.at(-1)).toBe('joined');

    // Joined again: the count starts over. Then eleven failed attempts.
    for (let attempt = 1; attempt <= 11; attempt++) {
      socket().close();
      vi.advanceTimersByTime(attempt * attempt * 5_000);
    }
    expect(ModelSocket.made).toHaveLength(13);
    socket().close();
    expect(log.ended).toEqual(['lost']);
  });

  it('leaves quietly: unsubscribes, says goodbye and closes', () => {
    const { ch, log, socket } = channel();
    socket().join(42);
    ch.stop();
    expect(socket().sent.slice(-2)).toEqual([
      [WAMP.UNSUBSCRIBE, expect.any(Number), 42],
      [WAMP.GOODBYE, {}, 'wamp.close.close_realm'],
    ]);
    expect(socket().readyState).toBe(3);
    expect(log.ended).toEqual([]);
    expect(log.states.at(-1)).toBe('joined');
  });
});

describe('devices', () => {
  it("names getUserMedia's failures as SPEC section 8 does", () => {
    const named = (name: string) => deviceErrorOf(Object.assign(new Error('x'), { name }));
    expect(['NotAllowedError', 'SecurityError', 'PermissionDeniedError'].map(named)).toEqual(['NotAllowed', 'NotAllowed', 'NotAllowed']);
    expect(['NotFoundError', 'DevicesNotFoundError'].map(named)).toEqual(['NotFound', 'NotFound']);
    expect(['NotReadableError', 'TrackStartError', 'AbortError'].map(named)).toEqual(['NotReadable', 'NotReadable', 'NotReadable']);
    expect(['OverconstrainedError', 'ConstraintNotSatisfiedError'].map(named)).toEqual(['Overconstrained', 'Overconstrained']);
    expect([named('TypeError'), deviceErrorOf(null), deviceErrorOf('odd')]).toEqual(['TypeError', 'TypeError', 'TypeError']);
  });

  it('holds a room with WebRTC and camera access; an http page (no camera access) is a device error, not an old browser', () => {
    const gum = () => {};
    class PC {}
    expect(roomSupported({ RTCPeerConnection: PC, isSecureContext: true, navigator: { mediaDevices: { getUserMedia: gum } } })).toBe(true);
    expect(roomSupported({ isSecureContext: true, navigator: { mediaDevices: { getUserMedia: gum } } })).toBe(false);
    expect(roomSupported({ RTCPeerConnection: PC, isSecureContext: true, navigator: {} })).toBe(false);
    expect(roomSupported({ RTCPeerConnection: PC, isSecureContext: false, navigator: {} })).toBe(true);
  });
});
