/**
 * /agenda/:conversationID/room: the online meeting room of an online or hybrid meeting. The lobby
 * first (camera preview, microphone and camera, device errors), then the room: video with the
 * other two to four people, browser to browser (WebRTC, a full mesh: mesh.ts), signalled over the
 * realtime socket (channel.ts). Session codes end a visit with their message: 2 joined from another
 * device, 6 meeting ended, 12 bad request. The room needs the network; nothing is kept offline.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useApp } from '../../app/AppContext';
import { usePageTitle } from '../../app/hooks';
import { call } from '../../lib/call';
import { meetingRoom } from '../../domain/endpoints/meeting-room';
import { refusalCode } from '../../ui/remote/messages';
import { displayZone, formatDateTime, formatTime, useTimezoneType } from '../../lib/time';
import type { MeetingRoomInfo } from '../../domain/meeting-room';
import type { ChannelEnd } from './channel';
import { Lobby } from './Lobby';
import { Room } from './Room';
import { useFocusOnMount } from './useFocusOnMount';
import { useLocalMedia } from './useLocalMedia';
import { useRoom } from './useRoom';
import './meeting-room.css';

type Load = { kind: 'loading' } | { kind: 'ready'; room: MeetingRoomInfo } | { kind: 'failed'; reason: 'notFound' | 'ended' | 'network' | 'generic' };
type Phase = 'lobby' | 'room' | 'left';

export default function MeetingRoomPage() {
  const { t, i18n } = useTranslation('meeting');
  const { config, info } = useApp();
  usePageTitle(config?.event?.environmentName, t('title'));
  const conversationId = useParams().conversationID ?? '';
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    call(meetingRoom, { params: { conversationId } }, { quiet: true }).then(
      (room) => !cancelled && setLoad({ kind: 'ready', room }),
      (err: unknown) => {
        if (cancelled) return;
        const code = refusalCode(err);
        const reason = code === 'notFound' ? 'notFound' : code === 'meeting.ended' ? 'ended' : code === 'offline' || code === 'timeout' ? 'network' : 'generic';
        setLoad({ kind: 'failed', reason });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [conversationId, attempt]);

  const zone = displayZone(useTimezoneType(), info?.event.timezone);
  const language = i18n.resolvedLanguage ?? 'en';
  const room = load.kind === 'ready' ? load.room : null;
  const when = room ? t('when', { start: formatDateTime(room.startsAt, language, zone), end: formatTime(room.endsAt, language, zone, info?.event.timezone) }) : '';
  const me = useMemo(() => room?.members.find((m) => m.userId === room.me)?.name || t('room.you'), [room, t]);

  if (load.kind === 'loading') return <div className="screen-loading" aria-busy="true" role="status" aria-label={t('loading')} />;
  if (load.kind === 'failed') {
    const key = load.reason === 'ended' ? 'code.6' : `error.${load.reason}`;
    return <Message title={t(`${key}.title`)} text={t(`${key}.text`)} back={`/agenda/${encodeURIComponent(conversationId)}`} retry={load.reason === 'network' || load.reason === 'generic' ? () => setAttempt((n) => n + 1) : undefined} />;
  }
  return <RoomFlow room={load.room} when={when} me={me} />;
}

function RoomFlow({ room, when, me }: { room: MeetingRoomInfo; when: string; me: string }) {
  const { t } = useTranslation('meeting');
  const [phase, setPhase] = useState<Phase>('lobby');
  const [endedWith, setEndedWith] = useState<ChannelEnd | null>(null);
  const local = useLocalMedia(phase !== 'left' && endedWith === null);
  const media = useMemo(() => ({ audio: local.audio, video: local.video }), [local.audio, local.video]);
  // A session code ends the visit: the camera goes off and the message shows.
  const session = useRoom(room, local.media.stream, media, phase === 'room' && endedWith === null, setEndedWith);
  const back = `/agenda/${encodeURIComponent(room.conversationId)}`;
  const rejoin = useCallback(() => {
    setEndedWith(null);
    setPhase('lobby');
  }, []);

  if (!local.supported) return <Message title={t('unsupported.title')} text={t('unsupported.text')} back={back} />;
  if (endedWith !== null) {
    const key = `code.${endedWith}`;
    const again = endedWith !== 6;
    return <Message title={t(`${key}.title`)} text={t(`${key}.text`)} code={typeof endedWith === 'number' ? endedWith : null} back={back} retry={again ? rejoin : undefined} retryLabel={t('joinAgain')} />;
  }
  if (phase === 'left') return <Message title={t('left.title')} text={t('left.text')} back={back} retry={rejoin} retryLabel={t('joinAgain')} />;
  if (phase === 'lobby') return <Lobby room={room} local={local} when={when} me={me} onJoin={() => setPhase('room')} />;
  return <Room room={room} local={local} state={session.state} peers={session.peers} when={when} me={me} onLeave={() => setPhase('left')} />;
}

function Message(props: { title: string; text: string; back: string; code?: number | null; retry?: (() => void) | undefined; retryLabel?: string }) {
  const { t } = useTranslation('meeting');
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section className="empty-state meeting-message" aria-labelledby="meeting-message-title">
      <h1 id="meeting-message-title" ref={heading} tabIndex={-1}>
        {props.title}
      </h1>
      <p className="lead">{props.text}</p>
      {props.code != null && <p className="meeting-code">{t('codeLabel', { code: props.code })}</p>}
      <div className="meeting-message-actions">
        {props.retry && (
          <button type="button" className="button button-primary" onClick={props.retry}>
            {props.retryLabel ?? t('common:action.retry')}
          </button>
        )}
        <Link className="button" to={props.back}>
          {t('back')}
        </Link>
      </div>
    </section>
  );
}
