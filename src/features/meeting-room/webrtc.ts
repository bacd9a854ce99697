/**
 * The browser's side of the room: whether it can hold one, the camera and microphone (with the
 * device errors of SPEC section 8 named), and an RTCPeerConnection as the mesh's PeerConnection.
 */
import type { IceCandidate, IceServer } from '../../domain/meeting-room';
import type { PeerConnection, PeerEvents, SessionDescription } from './mesh';

/** SPEC section 8, meeting device errors (named as the camera's): what getUserMedia's failure means. */
export const DEVICE_ERRORS = ['NotAllowed', 'NotFound', 'NotReadable', 'Overconstrained', 'TypeError'] as const;
export type DeviceError = (typeof DEVICE_ERRORS)[number];

export function deviceErrorOf(err: unknown): DeviceError {
  const name = (err as { name?: string } | null)?.name ?? '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'NotAllowed';
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError') return 'NotFound';
  if (name === 'NotReadableError' || name === 'TrackStartError' || name === 'AbortError') return 'NotReadable';
  if (name === 'OverconstrainedError' || name === 'ConstraintNotSatisfiedError') return 'Overconstrained';
  return 'TypeError';
}

/** The browser can hold a room: WebRTC and camera access (an http page has no camera access: TypeError, not this). */
export function roomSupported(w: { RTCPeerConnection?: unknown; isSecureContext?: boolean; navigator?: { mediaDevices?: { getUserMedia?: unknown } } } = globalThis): boolean {
  if (typeof w.RTCPeerConnection !== 'function') return false;
  return !w.isSecureContext || typeof w.navigator?.mediaDevices?.getUserMedia === 'function';
}

export interface LocalMedia {
  stream: MediaStream | null;
  /** The devices it got: a person without a camera joins with the microphone alone. */
  hasAudio: boolean;
  hasVideo: boolean;
  /** Why a device is missing; null when both were given. */
  error: DeviceError | null;
}

const VIDEO: MediaTrackConstraints = { width: { ideal: 1280 }, height: { ideal: 720 }, facingMode: 'user' };

/**
 * Camera and microphone, or what of them there is: both at once (one permission prompt), else each
 * alone. The error is the first failure's; with nothing at all the stream is null.
 */
export async function openLocalMedia(): Promise<LocalMedia> {
  const devices = globalThis.navigator?.mediaDevices;
  if (!devices?.getUserMedia) return { stream: null, hasAudio: false, hasVideo: false, error: 'TypeError' };
  try {
    const stream = await devices.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true }, video: VIDEO });
    return { stream, hasAudio: stream.getAudioTracks().length > 0, hasVideo: stream.getVideoTracks().length > 0, error: null };
  } catch (err) {
    const error = deviceErrorOf(err);
    // Refused: asking again for one device would only be refused again.
    if (error === 'NotAllowed' || error === 'TypeError') return { stream: null, hasAudio: false, hasVideo: false, error };
    for (const constraints of [{ audio: true }, { video: VIDEO }]) {
      try {
        const stream = await devices.getUserMedia(constraints);
        return { stream, hasAudio: stream.getAudioTracks().length > 0, hasVideo: stream.getVideoTracks().length > 0, error };
      } catch {
        // try the other one
      }
    }
    return { stream: null, hasAudio: false, hasVideo: false, error };
  }
}

export function stopMedia(stream: MediaStream | null): void {
  stream?.getTracks().forEach((t) => t.stop());
}

/** A random peer id for one join of this tab (crypto.getRandomValues works on an http page too). */
export function newPeerId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** An RTCPeerConnection with this tab's tracks; a device it lacks is still received from the other side. */
export function browserPeer(iceServers: IceServer[], local: MediaStream | null) {
  return (_remote: string, events: PeerEvents): PeerConnection => {
    const pc = new RTCPeerConnection({ iceServers });
    for (const kind of ['audio', 'video'] as const) {
      const track = local?.getTracks().find((t) => t.kind === kind);
      if (track && local) pc.addTrack(track, local);
      else pc.addTransceiver(kind, { direction: 'recvonly' });
    }
    pc.onnegotiationneeded = () => events.negotiationNeeded();
    pc.onicecandidate = (e) => events.iceCandidate(e.candidate ? (e.candidate.toJSON() as IceCandidate) : null);
    pc.ontrack = (e) => events.stream(e.streams[0] ?? new MediaStream([e.track]));
    pc.onconnectionstatechange = () => events.connectionState(pc.connectionState);
    return {
      signalingState: () => pc.signalingState,
      hasRemoteDescription: () => !!pc.remoteDescription,
      localDescription: () => (pc.localDescription && (pc.localDescription.type === 'offer' || pc.localDescription.type === 'answer') ? { type: pc.localDescription.type, sdp: pc.localDescription.sdp } : null),
      setLocalDescription: () => pc.setLocalDescription(),
      setRemoteDescription: (d: SessionDescription) => pc.setRemoteDescription(d),
      // null (no more candidates) needs nothing: the connection gets on without it.
      addIceCandidate: (c) => (c ? pc.addIceCandidate(c) : Promise.resolve()),
      restartIce: () => pc.restartIce(),
      close: () => pc.close(),
    };
  };
}
