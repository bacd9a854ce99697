/**
 * In the room: a tile for each person (up to four: two columns on a desktop, one above the other
 * on a phone), the connection's state, and the microphone, camera and leave buttons.
 */
import { useTranslation } from 'react-i18next';
import type { MeetingRoomInfo } from '../../domain/meeting-room';
import type { ChannelState } from './channel';
import type { RemotePeer } from './mesh';
import type { LocalMediaState } from './useLocalMedia';
import { MediaSwitches } from './MediaSwitches';
import { RoomIcon } from './RoomIcon';
import { VideoTile } from './VideoTile';
import { useFocusOnMount } from './useFocusOnMount';

export function Room(props: { room: MeetingRoomInfo; local: LocalMediaState; state: ChannelState; peers: RemotePeer[]; when: string; me: string; onLeave(): void }) {
  const { room, local, state, peers, when, me, onLeave } = props;
  const { t } = useTranslation('meeting');
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const nameOf = (user: string) => room.members.find((m) => m.userId === user)?.name || t('room.unknown');
  const waiting = state === 'joined' && peers.length === 0;
  const status = state === 'joined' ? (waiting ? t('room.waiting') : t('room.count', { count: peers.length + 1 })) : t(`status.${state}`);

  return (
    <div className="page meeting-room">
      <header className="room-header">
        <div>
          <h1 ref={heading} tabIndex={-1}>
            {room.subject || t('title')}
          </h1>
          <p className="room-when">{when}</p>
        </div>
        <p className={`room-status room-status-${waiting ? 'waiting' : state}`} role="status">
          {status}
        </p>
      </header>
      {/* The others first: on a phone the person spoken to is at the top; this tab's own tile comes last. */}
      <ul className="room-grid" data-tiles={peers.length + 1} aria-label={t('room.label')}>
        {peers.map((p) => (
          <li key={p.id}>
            <VideoTile
              name={nameOf(p.user)}
              stream={p.stream}
              audio={p.audio}
              video={p.video}
              note={p.state === 'connected' ? null : t(p.state === 'failed' ? 'room.trouble' : 'room.connecting')}
            />
          </li>
        ))}
        <li>
          <VideoTile name={me} stream={local.media.stream} audio={local.audio} video={local.video} self />
        </li>
      </ul>
      <div className="room-controls" role="group" aria-label={t('controls.label')}>
        <MediaSwitches local={local} />
        <button type="button" className="room-switch room-leave" onClick={onLeave}>
          <RoomIcon name="leave" />
          <span>{t('controls.leave')}</span>
        </button>
      </div>
    </div>
  );
}
