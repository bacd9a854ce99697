/**
 * Before joining: the camera's preview, the microphone and camera switches, what went wrong with
 * a device (SPEC section 8) with a way to try again, and the join button. Someone without a
 * working camera or microphone may still join to see and hear the others.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MeetingRoomInfo } from '../../domain/meeting-room';
import type { LocalMediaState } from './useLocalMedia';
import { MediaSwitches } from './MediaSwitches';
import { VideoTile } from './VideoTile';
import { useFocusOnMount } from './useFocusOnMount';

export function Lobby({ room, local, when, me, onJoin }: { room: MeetingRoomInfo; local: LocalMediaState; when: string; me: string; onJoin(): void }) {
  const { t } = useTranslation('meeting');
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const others = room.members.filter((m) => m.userId !== room.me).map((m) => m.name);
  const { media } = local;
  const nothing = local.ready && !media.hasAudio && !media.hasVideo;
  const partial = local.ready && media.error && (media.hasAudio || media.hasVideo);

  return (
    <div className="page meeting-lobby">
      <header className="page-header">
        <div>
          <p className="eyebrow">{t(`type.${room.type}`)}</p>
          <h1 ref={heading} tabIndex={-1}>
            {room.subject || t('title')}
          </h1>
          <p className="lead">{when}</p>
          {others.length > 0 && <p className="meeting-with">{t('with', { names: others.join(', ') })}</p>}
        </div>
      </header>
      <div className="lobby-layout">
        <section className="lobby-preview" aria-label={t('lobby.preview')}>
          <VideoTile name={me} stream={media.stream} audio={local.audio} video={local.video} self />
          <MediaSwitches local={local} />
        </section>
        <section className="lobby-side card" aria-labelledby="lobby-ready">
          {!local.ready && (
            <p className="lobby-opening" role="status">
              {t('lobby.opening')}
            </p>
          )}
          {local.ready && media.error && !partial && (
            <div className="callout callout-negative" role="alert">
              <strong>{t(`device.${media.error}.title`)}</strong>
              <p>{t(`device.${media.error}.text`)}</p>
            </div>
          )}
          {partial && (
            <div className="callout callout-info" role="status">
              <p>{t(media.hasAudio ? 'device.audioOnly' : 'device.videoOnly')}</p>
            </div>
          )}
          <h2 id="lobby-ready">{t('lobby.ready')}</h2>
          <p className="lobby-hint">{t(nothing ? 'lobby.hintWithout' : 'lobby.hint')}</p>
          <div className="lobby-actions">
            <button type="button" className="button button-primary button-block" disabled={!local.ready} onClick={onJoin}>
              {t(nothing ? 'lobby.joinWithout' : 'lobby.join')}
            </button>
            {local.ready && media.error && (
              <button type="button" className="button button-block" onClick={local.retry}>
                {t('device.retry')}
              </button>
            )}
            <Link className="button button-block" to={`/agenda/${encodeURIComponent(room.conversationId)}`}>
              {t('back')}
            </Link>
          </div>
        </section>
      </div>
    </div>
  );
}
