/**
 * This tab's camera and microphone while the lobby or the room is open: opened once (one
 * permission prompt), switched on and off by enabling their tracks (the others' connections stay
 * as they are), and stopped when the screen closes or the meeting ends.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { openLocalMedia, roomSupported, stopMedia, type LocalMedia } from './webrtc';

export interface LocalMediaState {
  /** False while the devices are being asked for. */
  ready: boolean;
  supported: boolean;
  media: LocalMedia;
  audio: boolean;
  video: boolean;
  setAudio(on: boolean): void;
  setVideo(on: boolean): void;
  /** Asks for the devices again (after the person changed a permission or closed another app). */
  retry(): void;
}

const NONE: LocalMedia = { stream: null, hasAudio: false, hasVideo: false, error: null };

export function useLocalMedia(active: boolean): LocalMediaState {
  const [supported] = useState(() => roomSupported());
  const [media, setMedia] = useState<LocalMedia>(NONE);
  const [ready, setReady] = useState(false);
  const [audio, setAudioOn] = useState(true);
  const [video, setVideoOn] = useState(true);
  const [attempt, setAttempt] = useState(0);
  const current = useRef<MediaStream | null>(null);

  useEffect(() => {
    if (!active || !supported) return;
    let cancelled = false;
    setReady(false);
    void openLocalMedia().then((opened) => {
      if (cancelled) return stopMedia(opened.stream);
      current.current = opened.stream;
      setMedia(opened);
      setReady(true);
    });
    return () => {
      cancelled = true;
      stopMedia(current.current);
      current.current = null;
      setMedia(NONE);
    };
  }, [active, supported, attempt]);

  // A track switched off sends nothing (black, silence) and keeps its place in every connection.
  useEffect(() => {
    media.stream?.getAudioTracks().forEach((t) => (t.enabled = audio));
  }, [media, audio]);
  useEffect(() => {
    media.stream?.getVideoTracks().forEach((t) => (t.enabled = video));
  }, [media, video]);

  return {
    ready: ready || !supported,
    supported,
    media,
    audio: audio && media.hasAudio,
    video: video && media.hasVideo,
    setAudio: useCallback((on: boolean) => setAudioOn(on), []),
    setVideo: useCallback((on: boolean) => setVideoOn(on), []),
    retry: useCallback(() => setAttempt((n) => n + 1), []),
  };
}
