/**
 * Being in the room: the signalling channel (channel.ts) and the mesh of connections (mesh.ts)
 * while `active`. Each time the channel (re)joins, this tab joins with a new peer id and the others
 * connect to it afresh; a session code ends it (`onEnded`). Leaving says so to the others first.
 */
import { useEffect, useRef, useState } from 'react';
import { authIdFor } from '../../domain/realtime';
import { MEETING_ROOM_MAX_PEERS, MEETING_SESSION_CODES, type MeetingRoomInfo } from '../../domain/meeting-room';
import { loadActiveSession } from '../../data/session';
import { RoomChannel, type ChannelEnd, type ChannelState } from './channel';
import { Mesh, type RemotePeer } from './mesh';
import { browserPeer, newPeerId } from './webrtc';

export interface RoomState {
  state: ChannelState;
  peers: RemotePeer[];
}

export function useRoom(room: MeetingRoomInfo, stream: MediaStream | null, media: { audio: boolean; video: boolean }, active: boolean, onEnded: (reason: ChannelEnd) => void): RoomState {
  const [state, setState] = useState<ChannelState>('connecting');
  const [peers, setPeers] = useState<RemotePeer[]>([]);
  const mesh = useRef<Mesh | null>(null);
  const mediaNow = useRef(media);
  const ended = useRef(onEnded);

  useEffect(() => {
    ended.current = onEnded;
    mediaNow.current = media;
    mesh.current?.setMedia(media);
  }, [media, onEnded]);

  useEffect(() => {
    if (!active) return;
    let channel: RoomChannel | null = null;
    let stopped = false;
    setState('connecting');
    const leaveMesh = (say: boolean) => {
      mesh.current?.close(say);
      mesh.current = null;
      setPeers([]);
    };
    void loadActiveSession().then((session) => {
      if (stopped) return;
      const authid = session ? authIdFor(session.info) : null;
      if (!session || !authid) return ended.current(MEETING_SESSION_CODES.badRequest);
      const ch = new RoomChannel({
        conversationId: room.conversationId,
        authid,
        ticket: session.token,
        events: {
          joined: () => {
            // A new peer id for each join: the others let go of the old one and connect to this.
            leaveMesh(false);
            mesh.current = new Mesh({
              self: newPeerId(),
              createPeer: browserPeer(room.iceServers, stream),
              send: (signal) => void ch.publish(signal),
              onChange: setPeers,
              media: mediaNow.current,
              maxPeers: MEETING_ROOM_MAX_PEERS - 1,
              log: (err) => console.warn('meeting room:', err),
            });
            mesh.current.join();
          },
          signal: (signal) => mesh.current?.receive(signal),
          state: setState,
          ended: (reason) => {
            leaveMesh(false);
            ended.current(reason);
          },
        },
      });
      channel = ch;
      ch.start();
    });
    return () => {
      stopped = true;
      leaveMesh(true);
      channel?.stop();
    };
  }, [active, room, stream]);

  return { state, peers };
}
