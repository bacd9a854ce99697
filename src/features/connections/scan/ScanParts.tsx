/**
 * Parts of the scan view: the bar along its top and the stage with the camera's picture.
 */
import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../app/icons';
import { setTorch, type OpenCamera } from '../../../ui/scanning/camera';
import type { CameraState } from '../../../ui/scanning/camera-hooks';
import { setSoundEnabled, soundEnabled } from '../../../ui/scanning/feedback';

interface BarProps {
  onClose: () => void;
  /** Badges captured since the view opened. */
  count: number;
  /** The running camera (for its torch), or null. */
  camera: OpenCamera | null;
  torchOn: boolean;
  onTorchChange: (on: boolean) => void;
  /** Shown when there is another camera to switch to. */
  onSwitchCamera: (() => void) | null;
}

/** The scan view's top bar: close, title, the count, and the sound, torch and camera switches. */
export function ScanBar({ onClose, count, camera, torchOn, onTorchChange, onSwitchCamera }: BarProps) {
  const { t } = useTranslation('connections');
  const [sound, setSound] = useState(soundEnabled);
  return (
    <header className="scan-bar">
      <button type="button" className="icon-button" onClick={onClose} aria-label={t('scan.close')}>
        <Icon name="close" />
      </button>
      <h2 id="scan-title">{t('scan.title')}</h2>
      <span className="scan-count" aria-live="polite">
        {t('scan.count', { count })}
      </span>
      <button
        type="button"
        className="icon-button"
        aria-pressed={sound}
        aria-label={t('scan.sound')}
        onClick={() => {
          setSoundEnabled(!sound);
          setSound(!sound);
        }}
      >
        <Icon name={sound ? 'sound' : 'mute'} />
      </button>
      {camera?.torch && (
        <button
          type="button"
          className="icon-button"
          aria-pressed={torchOn}
          aria-label={t('scan.torch')}
          onClick={() => void setTorch(camera.track, !torchOn).then(() => onTorchChange(!torchOn), () => {})}
        >
          <Icon name="torch" />
        </button>
      )}
      {onSwitchCamera && (
        <button type="button" className="icon-button" aria-label={t('scan.switchCamera')} onClick={onSwitchCamera}>
          <Icon name="switchCamera" />
        </button>
      )}
    </header>
  );
}

interface StageProps {
  videoRef: RefObject<HTMLVideoElement | null>;
  state: CameraState;
  /** The event has ended: no camera, a message instead. */
  ended: boolean;
  onRetry: () => void;
  onTypeCode: () => void;
}

/** The camera's picture with its frame and hint, or why there is none (the event ended, a camera error and what to do). */
export function ScanStage({ videoRef, state, ended, onRetry, onTypeCode }: StageProps) {
  const { t } = useTranslation('connections');
  return (
    <div className="scan-stage">
      {ended ? (
        <div className="scan-message">
          <strong>{t('add.eventEndedTitle')}</strong>
          <p>{t('add.eventEnded')}</p>
        </div>
      ) : state.kind === 'error' ? (
        <div className="scan-message" role="alert">
          <strong>{t(`scan.camera.${state.error}.title`)}</strong>
          <p>{t(`scan.camera.${state.error}.text`)}</p>
          <div className="scan-message-actions">
            <button type="button" className="button" onClick={onRetry}>
              {t('scan.tryAgain')}
            </button>
            <button type="button" className="button button-primary" onClick={onTypeCode}>
              {t('scan.typeCode')}
            </button>
          </div>
        </div>
      ) : (
        <>
          <video ref={videoRef} className="scan-video" playsInline muted aria-label={t('scan.viewfinder')} />
          <div className="scan-frame" aria-hidden="true" />
          <p className="scan-hint">{state.kind === 'starting' ? t('scan.starting') : t('scan.hint')}</p>
        </>
      )}
    </div>
  );
}
