/**
 * The mesh's signalling state machine over a model of RTCPeerConnection's signalling states and a
 * model of the server's relay (in order per sender, addressed signals to their peer only): tabs
 * that join one after another connect to each other with one offer and one answer per pair; two
 * that offer at once settle it (perfect negotiation: the impolite side ignores the colliding offer,
 * the polite one rolls back and answers); candidates that outrun their description wait; leaving,
 * a tab of the same person replacing the old one, a full room, microphone and camera states.
 */
import { describe, expect, it } from 'vitest';
import { Mesh, type PeerConnection, type PeerEvents, type RemotePeer, type SessionDescription } from './mesh';
import type { IceCandidate, RelayedSignal, Signal } from '../../domain/meeting-room';

const tick = () => new Promise<void>((r) => setTimeout(r, 0));


/**
 * RTCPeerConnection's signalling, as far as negotiation goes: operations run one after another (its
 * operations chain), 'negotiationneeded' fires only when the chain is empty and the state stable,
 * tracks added before a remote offer go with that offer (addTrack), and it is connected once both
 * descriptions are set.
 */
class ModelPeer implements PeerConnection {
  state: RTCSignalingState = 'stable';
  local: SessionDescription | null = null;
  remote: SessionDescription | null = null;
  /** Tracks added and not negotiated yet. */
  needed = true;
  offers = 0;
  rollbacks = 0;
  added: Array<IceCandidate | null> = [];
  closed = false;
  private chain: Promise<void> = Promise.resolve();
  private running = 0;

  constructor(
    readonly owner: string,
    readonly other: string,
    readonly events: PeerEvents,
    /** Whether the candidates it gathers are sent before its description is (the network is faster than the relay). */
    readonly earlyCandidates = false,
  ) {
    this.checkNegotiation();
  }

  private checkNegotiation() {
    setTimeout(() => {
      if (!this.closed && this.needed && this.state === 'stable' && this.running === 0) this.events.negotiationNeeded();
    }, 0);
  }

  private operation(work: () => void): Promise<void> {
    this.running++;
    const done = this.chain.then(async () => {
      await tick();
      work();
    });
    this.chain = done
      .catch(() => {})
      .then(() => {
        if (--this.running === 0) this.checkNegotiation();
      });
    return done;
  }

  private gather(kind: string) {
    const send = () => {
      if (this.closed) return;
      for (const i of [1, 2]) this.events.iceCandidate({ candidate: `candidate:${kind}-${this.owner}-${i}`, sdpMid: '0', sdpMLineIndex: 0 });
      this.events.iceCandidate(null);
    };
    if (this.earlyCandidates) send();
    else setTimeout(send, 0);
  }

  private connectedLater() {
    setTimeout(() => {
      if (this.closed || !this.local || !this.remote || this.state !== 'stable') return;
      this.events.connectionState('connected');
      this.events.stream({ id: `stream of ${this.other}` } as unknown as MediaStream);
    }, 0);
  }

  signalingState() {
    return this.state;
  }
  hasRemoteDescription() {
    return !!this.remote;
  }
  localDescription() {
    return this.local;
  }
  setLocalDescription() {
    return this.operation(() => {
      if (this.state === 'stable') {
        this.local = { type: 'offer', sdp: `offer ${this.owner}>${this.other} #${++this.offers}` };
        this.state = 'have-local-offer';
        this.gather('offer');
      } else if (this.state === 'have-remote-offer') {
        this.local = { type: 'answer', sdp: `answer ${this.owner}>${this.other}` };
        this.state = 'stable';
        this.gather('answer');
        this.connectedLater();
      } else throw new Error(`InvalidStateError: setLocalDescription in ${this.state}`);
    });
  }
  setRemoteDescription(d: SessionDescription) {
    return this.operation(() => {
      if (d.type === 'offer') {
        if (this.state === 'have-local-offer') {
          // Implicit rollback.
          this.rollbacks++;
          this.local = null;
        } else if (this.state !== 'stable') throw new Error(`InvalidStateError: offer in ${this.state}`);
        this.remote = d;
        this.state = 'have-remote-offer';
        // The tracks added go with the offer being answered.
        this.needed = false;
      } else {
        if (this.state !== 'have-local-offer') throw new Error(`InvalidStateError: answer in ${this.state}`);
        this.remote = d;
        this.state = 'stable';
        this.needed = false;
        this.connectedLater();
      }
    });
  }
  addIceCandidate(c: IceCandidate | null) {
    return this.operation(() => {
      if (!this.remote) throw new Error('InvalidStateError: no remote description');
      this.added.push(c);
    });
  }
  restartIce() {}
  close() {
    this.closed = true;
  }
}

interface Tab {
  user: string;
  mesh: Mesh;
  peers: RemotePeer[];
  connections: ModelPeer[];
  errors: unknown[];
}

/** The server's relay: in order, after a turn of the event loop, addressed signals to their peer only. */
class Relay {
  readonly tabs = new Map<string, Tab>();
  readonly sent: Array<Signal & { user: string }> = [];
  /** Signals held back (to deliver out of order on purpose). */
  held: Array<() => void> = [];
  hold: ((s: Signal) => boolean) | null = null;

  add(user: string, id: string, options: { earlyCandidates?: boolean; media?: { audio: boolean; video: boolean } } = {}): Tab {
    const tab: Tab = { user, peers: [], connections: [], errors: [], mesh: null as unknown as Mesh };
    tab.mesh = new Mesh({
      self: id,
      createPeer: (remote, events) => {
        const pc = new ModelPeer(id, remote, events, options.earlyCandidates);
        tab.connections.push(pc);
        return pc;
      },
      send: (s) => this.publish(user, s),
      onChange: (peers) => (tab.peers = peers),
      media: options.media ?? { audio: true, video: true },
      log: (err) => tab.errors.push(err),
    });
    this.tabs.set(id, tab);
    return tab;
  }

  publish(user: string, s: Signal) {
    const relayed: RelayedSignal = { ...s, user };
    this.sent.push(relayed);
    for (const [id, tab] of this.tabs) {
      if (id === s.from || ('to' in s && s.to !== undefined && s.to !== id)) continue;
      const deliver = () => tab.mesh.receive(relayed);
      if (this.hold?.(s)) this.held.push(deliver);
      else setTimeout(deliver, 0);
    }
  }

  release() {
    this.hold = null;
    for (const d of this.held.splice(0)) setTimeout(d, 0);
  }

  count(type: Signal['type']) {
    return this.sent.filter((s) => s.type === type).length;
  }
}

async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 500; i++) {
    if (check()) return;
    await new Promise((r) => setTimeout(r, 2));
  }
  throw new Error(`never: ${what}`);
}

const connected = (tab: Tab, n: number) => tab.peers.length === n && tab.peers.every((p) => p.state === 'connected' && p.stream);

describe('the mesh', () => {
  it('connects a tab that joins to the one already there: one offer, one answer, each sees the other', async () => {
    const relay = new Relay();
    const sam = relay.add('acme-sam', 'peer-aaaaaaaa');
    sam.mesh.join();
    await tick();
    const robin = relay.add('acme-robin', 'peer-bbbbbbbb');
    robin.mesh.join();
    await until(() => connected(sam, 1) && connected(robin, 1), 'both connected');
    expect(sam.peers[0]).toMatchObject({ id: 'peer-bbbbbbbb', user: 'acme-robin', state: 'connected', stream: { id: 'stream of peer-bbbbbbbb' } });
    expect(robin.peers[0]).toMatchObject({ id: 'peer-aaaaaaaa', user: 'acme-sam', stream: { id: 'stream of peer-aaaaaaaa' } });
    // The one who was there offers; the newcomer answers.
    expect(relay.sent.filter((s) => s.type === 'offer').map((s) => s.user)).toEqual(['acme-sam']);
    expect(relay.sent.filter((s) => s.type === 'answer').map((s) => s.user)).toEqual(['acme-robin']);
    // Every candidate reached its connection.
    await until(() => sam.connections[0]!.added.length === 3 && robin.connections[0]!.added.length === 3, 'candidates added');
    expect([...sam.errors, ...robin.errors]).toEqual([]);
  });

  it('makes a full mesh of four tabs joining one after another', async () => {
    const relay = new Relay();
    const tabs: Tab[] = [];
    for (const [i, user] of ['acme-sam', 'acme-robin', 'acme-alex', 'acme-taylor'].entries()) {
      const tab = relay.add(user, `peer-${i}-xxxxxxxx`);
      tabs.push(tab);
      tab.mesh.join();
      await tick();
    }
    await until(() => tabs.every((t) => connected(t, 3)), 'everyone connected to everyone');
    for (const t of tabs) expect(new Set(t.peers.map((p) => p.user)).size).toBe(3);
    // One connection per pair: six offers and six answers.
    expect([relay.count('offer'), relay.count('answer')]).toEqual([6, 6]);
    expect(tabs.flatMap((t) => t.errors)).toEqual([]);
  });

  it('settles two offers made at once: the impolite side ignores the one that collides, the polite side gives way', async () => {
    const relay = new Relay();
    const a = relay.add('acme-sam', 'peer-aaaaaaaa');
    const b = relay.add('acme-robin', 'peer-bbbbbbbb');
    // Both join before either hears the other: each connects to the other and offers.
    a.mesh.join();
    b.mesh.join();
    await until(() => connected(a, 1) && connected(b, 1), 'both connected');
    expect(relay.count('offer')).toBe(2);
    // 'peer-aaaaaaaa' sorts first: it is the polite one, and rolled its own offer back.
    expect(a.connections[0]!.rollbacks).toBe(1);
    expect(b.connections[0]!.rollbacks).toBe(0);
    expect(relay.count('answer')).toBe(1);
    expect(relay.sent.find((s) => s.type === 'answer')!.user).toBe('acme-sam');
    expect([...a.errors, ...b.errors]).toEqual([]);
  });

  it('keeps candidates that arrive before their offer until the offer is set', async () => {
    const relay = new Relay();
    const sam = relay.add('acme-sam', 'peer-aaaaaaaa', { earlyCandidates: true });
    sam.mesh.join();
    await tick();
    const robin = relay.add('acme-robin', 'peer-bbbbbbbb');
    // Sam's offer is held back; its candidates go ahead of it.
    relay.hold = (s) => s.type === 'offer';
    robin.mesh.join();
    await until(() => relay.held.length === 1, 'offer held');
    relay.hold = null;
    relay.release();
    await until(() => connected(sam, 1) && connected(robin, 1), 'both connected');
    await until(() => robin.connections[0]!.added.length === 3, 'early candidates added');
    expect(robin.connections[0]!.added.map((c) => c?.candidate ?? null)).toEqual(['candidate:offer-peer-aaaaaaaa-1', 'candidate:offer-peer-aaaaaaaa-2', null]);
    expect(robin.errors).toEqual([]);
  });

  it('lets go of a tab that leaves, and of the older tab of someone who joins again', async () => {
    const relay = new Relay();
    const sam = relay.add('acme-sam', 'peer-aaaaaaaa');
    sam.mesh.join();
    await tick();
    const robin = relay.add('acme-robin', 'peer-bbbbbbbb');
    robin.mesh.join();
    await until(() => connected(sam, 1), 'connected');
    // Robin's socket dropped without a word; Robin is back with a new peer id.
    relay.tabs.delete('peer-bbbbbbbb');
    const again = relay.add('acme-robin', 'peer-cccccccc');
    again.mesh.join();
    await until(() => connected(sam, 1) && sam.peers[0]!.id === 'peer-cccccccc', 'new tab replaced the old');
    expect(sam.connections[0]!.closed).toBe(true);
    again.mesh.close();
    await until(() => sam.peers.length === 0, 'left');
    expect(sam.connections[1]!.closed).toBe(true);
    expect(again.connections.every((c) => c.closed)).toBe(true);
  });

  it('connects to three others at most', async () => {
    const relay = new Relay();
    const tabs: Tab[] = [];
    for (const [i, user] of ['u1', 'u2', 'u3', 'u4'].entries()) {
      const tab = relay.add(user, `peer-${i}-xxxxxxxx`);
      tabs.push(tab);
      tab.mesh.join();
      await tick();
    }
    await until(() => tabs.every((t) => connected(t, 3)), 'four connected');
    // A fifth (the server lets four people in; this is the mesh's own limit) is not connected to.
    const fifth = relay.add('u5', 'peer-5-xxxxxxxx');
    fifth.mesh.join();
    await new Promise((r) => setTimeout(r, 50));
    for (const t of tabs) expect(t.peers.map((p) => p.user)).not.toContain('u5');
    expect(fifth.peers).toEqual([]);
    expect(relay.count('offer')).toBe(6);
  });

  it("shows each tab's microphone and camera, also to one who joins later, and ignores its own and others' signals", async () => {
    const relay = new Relay();
    const sam = relay.add('acme-sam', 'peer-aaaaaaaa', { media: { audio: false, video: true } });
    sam.mesh.join();
    await tick();
    const robin = relay.add('acme-robin', 'peer-bbbbbbbb');
    robin.mesh.join();
    await until(() => connected(robin, 1) && connected(sam, 1), 'connected');
    expect(robin.peers[0]).toMatchObject({ audio: false, video: true });
    robin.mesh.setMedia({ audio: true, video: false });
    await until(() => sam.peers[0]!.video === false, 'camera off shown');
    expect(sam.peers[0]!.audio).toBe(true);
    // Its own echo, and a signal meant for another tab, change nothing.
    sam.mesh.receive({ type: 'leave', from: 'peer-aaaaaaaa', user: 'acme-sam' });
    sam.mesh.receive({ type: 'offer', from: 'peer-bbbbbbbb', to: 'peer-zzzzzzzz', sdp: 'v=0', user: 'acme-robin' });
    await tick();
    expect(sam.peers.map((p) => p.id)).toEqual(['peer-bbbbbbbb']);
    expect([...sam.errors, ...robin.errors]).toEqual([]);
  });
});
