/** The microphone and camera switches (toggle buttons), in the lobby and in the room. */
import { useTranslation } from 'react-i18next';
import type { LocalMediaState } from './useLocalMedia';
import { RoomIcon } from './RoomIcon';

export function MediaSwitches({ local }: { local: LocalMediaState }) {
  const { t } = useTranslation('meeting');
  const { media } = local;
  return (
    <>
      <button
        type="button"
        className="room-switch"
        aria-pressed={local.audio}
        disabled={!media.hasAudio}
        title={media.hasAudio ? undefined : t('room.noMicrophone')}
        onClick={() => local.setAudio(!local.audio)}
      >
        <RoomIcon name={local.audio ? 'mic' : 'micOff'} />
        <span>{t('controls.microphone')}</span>
      </button>
      <button
        type="button"
        className="room-switch"
        aria-pressed={local.video}
        disabled={!media.hasVideo}
        title={media.hasVideo ? undefined : t('room.noCamera')}
        onClick={() => local.setVideo(!local.video)}
      >
        <RoomIcon name={local.video ? 'camera' : 'cameraOff'} />
        <span>{t('controls.camera')}</span>
      </button>
    </>
  );
}
