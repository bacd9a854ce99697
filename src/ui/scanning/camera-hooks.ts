/**
 * The camera and the decoding loop as hooks, shared by the scan view and the scan-licence dialog
 * at login: the camera opens when asked and closes when the screen goes; frames are decoded in the
 * worker one at a time.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import * as Comlink from 'comlink';
import { cameraErrorOf, openCamera, stopCamera, type CameraError, type OpenCamera } from './camera';
import { decoderWorker } from './decoder-client';

export type CameraState = { kind: 'starting' } | { kind: 'running'; camera: OpenCamera } | { kind: 'error'; error: CameraError };

/** Opens the camera into `videoRef` (again when `attempt` or `deviceId` change); closes it on unmount. */
export function useCamera(videoRef: RefObject<HTMLVideoElement | null>, deviceId: string | null, attempt: number, enabled = true): CameraState {
  const [state, setState] = useState<CameraState>({ kind: 'starting' });
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    let opened: OpenCamera | null = null;
    setState({ kind: 'starting' });
    openCamera(deviceId)
      .then((camera) => {
        if (cancelled) return stopCamera(camera.stream);
        opened = camera;
        setState({ kind: 'running', camera });
      })
      .catch((err) => !cancelled && setState({ kind: 'error', error: cameraErrorOf(err) }));
    return () => {
      cancelled = true;
      stopCamera(opened?.stream ?? null);
    };
  }, [deviceId, attempt, enabled]);
  useEffect(() => {
    const video = videoRef.current;
    if (video && state.kind === 'running') {
      video.srcObject = state.camera.stream;
      void video.play().catch(() => {});
    }
  }, [state, videoRef]);
  return state;
}

/** Grabs frames from the video and decodes them in the worker, one at a time, about 15 a second. */
export function useDecodeLoop(videoRef: RefObject<HTMLVideoElement | null>, active: boolean, onText: (text: string) => void) {
  const onTextRef = useRef(onText);
  useEffect(() => {
    onTextRef.current = onText;
  }, [onText]);
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !active) return;
    let stopped = false;
    const api = decoderWorker();
    void api.start().catch(() => {});
    const tick = async () => {
      if (stopped) return;
      const started = performance.now();
      try {
        if (video.readyState >= 2 && video.videoWidth > 0) {
          const bitmap = await createImageBitmap(video);
          const { result } = await api.decode(Comlink.transfer(bitmap, [bitmap as unknown as Transferable]));
          if (result && !stopped) onTextRef.current(result.text);
        }
      } catch {
        // A frame that could not be grabbed (camera switching): the next one will do.
      }
      if (!stopped) setTimeout(() => void tick(), Math.max(0, 66 - (performance.now() - started)));
    };
    void tick();
    return () => {
      stopped = true;
    };
  }, [videoRef, active]);
}

