/**
 * One person's tile: their video (or their initials while the camera is off or not there yet),
 * their name, and whether their microphone is off. The own tile is mirrored and silent. Should the
 * browser refuse to play a remote tile's sound, the tile offers to turn it on.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RoomIcon } from './RoomIcon';

export interface TileProps {
  name: string;
  stream: MediaStream | null;
  audio: boolean;
  video: boolean;
  self?: boolean;
  /** A remote tab still connecting, or whose connection is in trouble. */
  note?: string | null;
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase() || '?';
}

export function VideoTile({ name, stream, audio, video, self = false, note = null }: TileProps) {
  const { t } = useTranslation('meeting');
  const ref = useRef<HTMLVideoElement>(null);
  const [blocked, setBlocked] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (el.srcObject !== stream) el.srcObject = stream;
    if (!stream) return;
    el.muted = self;
    el.play().catch(() => {
      if (self) return;
      // Autoplay with sound refused: play silently, and let the person turn the sound on.
      el.muted = true;
      setBlocked(true);
      void el.play().catch(() => {});
    });
  }, [stream, self]);

  const unmute = () => {
    const el = ref.current;
    if (!el) return;
    el.muted = false;
    void el.play().then(() => setBlocked(false)).catch(() => {});
  };

  const label = self ? t('room.youName', { name }) : name;
  const showVideo = !!stream && video;
  return (
    <figure className={`room-tile${self ? ' room-tile-self' : ''}`}>
      <video ref={ref} className={showVideo ? undefined : 'room-video-hidden'} autoPlay playsInline muted={self} aria-label={t('room.video', { name: label })} />
      {!showVideo && (
        <div className="room-tile-placeholder" aria-hidden="true">
          <span className="room-initials">{initials(name)}</span>
        </div>
      )}
      <figcaption className="room-tile-caption">
        <span className="room-tile-name">{label}</span>
        {!audio && (
          <span className="room-tile-muted" title={t('room.micOff')}>
            <RoomIcon name="micOff" size={18} />
            <span className="visually-hidden">{t('room.micOff')}</span>
          </span>
        )}
        {!video && <span className="visually-hidden">{t('room.cameraOff')}</span>}
        {note && <span className="room-tile-note">{note}</span>}
      </figcaption>
      {blocked && (
        <button type="button" className="button button-small room-tile-sound" onClick={unmute}>
          {t('room.playSound', { name })}
        </button>
      )}
    </figure>
  );
}
