/** Parts of a meeting's detail: who takes part and how each answered, and what happened (the meeting's lines). */
import { useTranslation } from 'react-i18next';
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type LocalConversation } from '../../data/db';
import { useLineTime } from '../../ui/conversations/line-time';
import { useFormatters } from './useAgendaData';
import { SyncNote } from './SyncNote';

/** The meeting's members, each with their answer (or as its organizer); `me`: this person's member id. */
export function MeetingMembers({ members, me }: { members: LocalConversation['members']; me: string }) {
  const { t } = useTranslation('agenda');
  return (
    <>
      <h3>{t('meeting.members')}</h3>
      <ul className="member-list">
        {members.map((x) => (
          <li key={x.memberId}>
            <span className="avatar" aria-hidden="true">
              {(x.name || '?').slice(0, 1).toUpperCase()}
            </span>
            <span className="member-name">
              {x.name || t('meeting.someone')}
              {x.memberId === me && ` (${t('meeting.you')})`}
            </span>
            <span className={`member-response response-${x.role === 'organizer' ? 'organizer' : x.response}`}>{x.role === 'organizer' ? t('meeting.role.organizer') : t(`meeting.response.${x.response}`)}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The meeting's history: its lines (requests, answers, proposals, messages) oldest first, read from the local database. */
export function MeetingHistory({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation('agenda');
  const f = useFormatters();
  const lineTime = useLineTime();
  const lines = useLiveQuery(async () => (await db.messages.where('conversationId').equals(conversationId).toArray()).sort((a, b) => a.createdAt.localeCompare(b.createdAt)), [conversationId]);
  return (
    <>
      <h3>{t('meeting.history')}</h3>
      <ol className="meeting-history">
        {(lines ?? []).map((line) => (
          <li key={line.id}>
            <span className="history-line">
              {t(`line.${line.type}`, { name: line.authorName || t('meeting.someone'), time: lineTime(line.body) })}
              {line.type === 'text' && `: ${line.recalled ? t('line.recalled') : line.body}`}
            </span>
            <time dateTime={line.createdAt} className="history-time">
              {f.time(line.createdAt)}
            </time>
            <SyncNote state={line.syncState} reason={line.syncReason} />
          </li>
        ))}
      </ol>
    </>
  );
}
