/**
 * The camera for the scan view: opened only when asked (battery), the back camera by default,
 * switchable, with the torch where the device has one. Errors are named as in SPEC section 8.
 */
export const CAMERA_ERRORS = ['NotAllowed', 'NotFound', 'NotReadable', 'Overconstrained', 'TypeError'] as const;
export type CameraError = (typeof CAMERA_ERRORS)[number];

export function cameraErrorOf(err: unknown): CameraError {
  const name = (err as { name?: string } | null)?.name ?? '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'NotAllowed';
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError') return 'NotFound';
  if (name === 'NotReadableError' || name === 'TrackStartError' || name === 'AbortError') return 'NotReadable';
  if (name === 'OverconstrainedError' || name === 'ConstraintNotSatisfiedError') return 'Overconstrained';
  return 'TypeError';
}

export interface OpenCamera {
  stream: MediaStream;
  track: MediaStreamTrack;
  torch: boolean;
  deviceId: string | null;
}

export async function openCamera(deviceId: string | null): Promise<OpenCamera> {
  // No mediaDevices: an insecure page or a browser without camera access (TypeError in the spec's terms).
  if (!navigator.mediaDevices?.getUserMedia) throw new TypeError('getUserMedia is not available');
  const size = { width: { ideal: 1280 }, height: { ideal: 720 } };
  const stream = await navigator.mediaDevices.getUserMedia({
    audio: false,
    video: deviceId ? { deviceId: { exact: deviceId }, ...size } : { facingMode: { ideal: 'environment' }, ...size },
  });
  const track = stream.getVideoTracks()[0]!;
  const caps = (track.getCapabilities?.() ?? {}) as MediaTrackCapabilities & { torch?: boolean };
  return { stream, track, torch: !!caps.torch, deviceId: track.getSettings().deviceId ?? deviceId };
}

export async function setTorch(track: MediaStreamTrack, on: boolean): Promise<void> {
  await track.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] });
}

export async function listCameras(): Promise<MediaDeviceInfo[]> {
  const devices = await navigator.mediaDevices?.enumerateDevices?.().catch(() => []);
  return (devices ?? []).filter((d) => d.kind === 'videoinput');
}

export function stopCamera(stream: MediaStream | null): void {
  stream?.getTracks().forEach((t) => t.stop());
}
