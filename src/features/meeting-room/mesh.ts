/**
 * The room's full mesh: one peer connection to every other tab in the room (two to four people),
 * negotiated with the "perfect negotiation" pattern: each side may offer whenever it needs to, and
 * when both offer at once the polite side (the one whose peer id sorts first) gives way and
 * answers, while the impolite side ignores the offer that collided with its own.
 *
 * Who offers: a tab that hears another join connects to it (adding its tracks makes it offer); the
 * newcomer connects to each tab whose offer reaches it. Signals of one tab arrive in the order it
 * sent them (the server keeps it), and each peer's incoming signals are handled one after another.
 * Candidates that arrive before the description they belong to wait for it.
 *
 * The browser's RTCPeerConnection sits behind `PeerConnection` (webrtc.ts), so the state machine is
 * tested with a model of it (mesh.test.ts).
 */
import type { IceCandidate, RelayedSignal, Signal } from '../../domain/meeting-room';

export interface SessionDescription {
  type: 'offer' | 'answer';
  sdp: string;
}

/** What the mesh needs of a peer connection. */
export interface PeerConnection {
  signalingState(): RTCSignalingState;
  hasRemoteDescription(): boolean;
  localDescription(): SessionDescription | null;
  /** Without a description: the offer or answer the state calls for (implicit, as the browser does). */
  setLocalDescription(): Promise<void>;
  /** An offer in 'have-local-offer' rolls the local one back first (implicit rollback). */
  setRemoteDescription(description: SessionDescription): Promise<void>;
  addIceCandidate(candidate: IceCandidate | null): Promise<void>;
  restartIce(): void;
  close(): void;
}

/** What a peer connection tells the mesh. */
export interface PeerEvents {
  negotiationNeeded(): void;
  iceCandidate(candidate: IceCandidate | null): void;
  stream(stream: MediaStream): void;
  connectionState(state: RTCPeerConnectionState): void;
}

export type PeerState = 'connecting' | 'connected' | 'failed';

/** Another tab in the room, as the screen shows it. */
export interface RemotePeer {
  id: string;
  /** Its person's user id (the server says so, not the browser). */
  user: string;
  stream: MediaStream | null;
  audio: boolean;
  video: boolean;
  state: PeerState;
}

export interface MeshOptions {
  /** This tab's peer id. */
  self: string;
  createPeer(remote: string, events: PeerEvents): PeerConnection;
  send(signal: Signal): void;
  onChange(peers: RemotePeer[]): void;
  /** Microphone and camera on at the start. */
  media: { audio: boolean; video: boolean };
  /** Other tabs at most (the room holds four people). */
  maxPeers?: number;
  log?(err: unknown): void;
}

interface Peer {
  view: RemotePeer;
  pc: PeerConnection;
  polite: boolean;
  makingOffer: boolean;
  ignoreOffer: boolean;
  settingRemoteAnswer: boolean;
  /** Incoming signals, handled in order. */
  queue: Promise<void>;
  /** Candidates that came before a remote description. */
  pending: Array<IceCandidate | null>;
  closed: boolean;
}

/** Candidates kept per tab not connected yet; more are dropped (a tab gathers a handful). */
const EARLY_CANDIDATES_KEPT = 50;

export class Mesh {
  private readonly peers = new Map<string, Peer>();
  /** Media states heard from tabs not connected yet. */
  private readonly heard = new Map<string, { audio: boolean; video: boolean }>();
  /** Candidates from tabs not connected yet (they outran the offer they belong to). */
  private readonly early = new Map<string, Array<IceCandidate | null>>();
  private media: { audio: boolean; video: boolean };
  private closed = false;

  constructor(private readonly options: MeshOptions) {
    this.media = { ...options.media };
  }

  get self(): string {
    return this.options.self;
  }

  /** Everyone else in the room, in the order they came. */
  list(): RemotePeer[] {
    return [...this.peers.values()].map((p) => p.view);
  }

  /** Enters the room: the others hear it and connect to this tab. */
  join(): void {
    this.options.send({ type: 'join', from: this.self });
    this.options.send({ type: 'media', from: this.self, ...this.media });
  }

  /** Microphone or camera switched on or off: the others show it. */
  setMedia(media: { audio: boolean; video: boolean }): void {
    this.media = { ...media };
    if (!this.closed) this.options.send({ type: 'media', from: this.self, ...this.media });
  }

  /** Leaves the room: says so (unless the channel is gone) and closes every connection. */
  close(say = true): void {
    if (this.closed) return;
    if (say) this.options.send({ type: 'leave', from: this.self });
    this.closed = true;
    for (const id of [...this.peers.keys()]) this.drop(id, false);
    this.changed();
  }

  receive(signal: RelayedSignal): void {
    if (this.closed || signal.from === this.self) return;
    if ('to' in signal && signal.to !== undefined && signal.to !== this.self) return;
    switch (signal.type) {
      case 'join': {
        if (this.peers.has(signal.from)) return;
        const peer = this.connect(signal.from, signal.user);
        // Tell the newcomer whether this tab's microphone and camera are on.
        if (peer) this.options.send({ type: 'media', from: this.self, to: signal.from, ...this.media });
        return;
      }
      case 'leave':
        this.heard.delete(signal.from);
        this.early.delete(signal.from);
        return this.drop(signal.from);
      case 'media': {
        const peer = this.peers.get(signal.from);
        if (!peer) return void this.heard.set(signal.from, { audio: signal.audio, video: signal.video });
        peer.view = { ...peer.view, audio: signal.audio, video: signal.video };
        return this.changed();
      }
      case 'offer':
      case 'answer': {
        const peer = this.peers.get(signal.from) ?? (signal.type === 'offer' ? this.connect(signal.from, signal.user) : null);
        if (!peer) return;
        return this.enqueue(peer, () => this.description(peer, { type: signal.type, sdp: signal.sdp }));
      }
      case 'candidate': {
        const peer = this.peers.get(signal.from);
        if (!peer) {
          const early = this.early.get(signal.from) ?? [];
          if (early.length < EARLY_CANDIDATES_KEPT) this.early.set(signal.from, [...early, signal.candidate]);
          return;
        }
        return this.enqueue(peer, () => this.candidate(peer, signal.candidate));
      }
    }
  }

  /** A connection to another tab; null when the room is full. */
  private connect(id: string, user: string): Peer | null {
    // The same person in a new tab (or back after a reconnect): that tab replaces the old one.
    for (const [other, p] of this.peers) if (p.view.user === user) this.drop(other, false);
    if (this.peers.size >= (this.options.maxPeers ?? 3)) return null;
    const heard = this.heard.get(id);
    this.heard.delete(id);
    const early = this.early.get(id) ?? [];
    this.early.delete(id);
    const peer: Peer = {
      view: { id, user, stream: null, audio: heard?.audio ?? true, video: heard?.video ?? true, state: 'connecting' },
      pc: null as unknown as PeerConnection,
      polite: this.self < id,
      makingOffer: false,
      ignoreOffer: false,
      settingRemoteAnswer: false,
      queue: Promise.resolve(),
      pending: early,
      closed: false,
    };
    this.peers.set(id, peer);
    peer.pc = this.options.createPeer(id, {
      negotiationNeeded: () => void this.offer(peer),
      iceCandidate: (candidate) => {
        if (!peer.closed) this.options.send({ type: 'candidate', from: this.self, to: id, candidate });
      },
      stream: (stream) => {
        if (peer.closed) return;
        peer.view = { ...peer.view, stream };
        this.changed();
      },
      connectionState: (state) => {
        if (peer.closed) return;
        const next: PeerState = state === 'connected' ? 'connected' : state === 'failed' ? 'failed' : 'connecting';
        // A path that failed (a network change): look for another one.
        if (state === 'failed') peer.pc.restartIce();
        if (next !== peer.view.state) {
          peer.view = { ...peer.view, state: next };
          this.changed();
        }
      },
    });
    this.changed();
    return peer;
  }

  private drop(id: string, notify = true): void {
    const peer = this.peers.get(id);
    if (!peer) return;
    peer.closed = true;
    this.peers.delete(id);
    try {
      peer.pc.close();
    } catch (err) {
      this.options.log?.(err);
    }
    if (notify) this.changed();
  }

  private enqueue(peer: Peer, work: () => Promise<void>): void {
    peer.queue = peer.queue.then(async () => {
      if (peer.closed) return;
      try {
        await work();
      } catch (err) {
        this.options.log?.(err);
      }
    });
  }

  private async offer(peer: Peer): Promise<void> {
    if (peer.closed) return;
    try {
      peer.makingOffer = true;
      await peer.pc.setLocalDescription();
      const local = peer.pc.localDescription();
      if (!peer.closed && local?.type === 'offer') this.options.send({ type: 'offer', from: this.self, to: peer.view.id, sdp: local.sdp });
    } catch (err) {
      this.options.log?.(err);
    } finally {
      peer.makingOffer = false;
    }
  }

  private async description(peer: Peer, description: SessionDescription): Promise<void> {
    const { pc } = peer;
    const readyForOffer = !peer.makingOffer && (pc.signalingState() === 'stable' || peer.settingRemoteAnswer);
    const collision = description.type === 'offer' && !readyForOffer;
    peer.ignoreOffer = !peer.polite && collision;
    if (peer.ignoreOffer) return;
    peer.settingRemoteAnswer = description.type === 'answer';
    try {
      await pc.setRemoteDescription(description);
    } finally {
      peer.settingRemoteAnswer = false;
    }
    if (description.type === 'offer') {
      await pc.setLocalDescription();
      const local = pc.localDescription();
      if (!peer.closed && local?.type === 'answer') this.options.send({ type: 'answer', from: this.self, to: peer.view.id, sdp: local.sdp });
    }
    const pending = peer.pending.splice(0);
    for (const candidate of pending) await this.candidate(peer, candidate);
  }

  private async candidate(peer: Peer, candidate: IceCandidate | null): Promise<void> {
    // The candidates of an offer this side ignored: they belong to nothing here.
    if (peer.ignoreOffer) return;
    if (!peer.pc.hasRemoteDescription()) {
      peer.pending.push(candidate);
      return;
    }
    await peer.pc.addIceCandidate(candidate);
  }

  private changed(): void {
    this.options.onChange(this.list());
  }
}
