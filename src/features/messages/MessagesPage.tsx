/**
 * /messages/:conversationID?: the person's conversations (staff mode), read from the local
 * database so the inbox opens offline: the private inbox, the company inbox (companyConversations
 * permission) and the archive. A conversation opens beside the list on a desktop and as its own
 * page on a phone. Writing works offline: a message waits in the outbox, marked as not sent yet.
 */
import './messages.css';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../app/AppContext';
import { useDevice, usePageTitle } from '../../app/hooks';
import { Icon } from '../../app/icons';
import { NotFoundPage } from '../../app/NotFoundPage';
import { useFormatTime } from '../../app/useFormatTime';
import { displayZone, useTimezoneType } from '../../lib/time';
import { useLineTime } from '../../ui/conversations/line-time';
import { formatListTime } from './listTime';
import { boxOf, titleOf, useConversationEntries, type Box, type ConversationEntry } from './useConversations';
import { ConversationView } from './ConversationView';
import { NewConversationDialog } from './NewConversationDialog';

export default function MessagesPage() {
  const { t } = useTranslation('messages');
  const { config, info, session } = useApp();
  const { conversationID } = useParams();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const device = useDevice();
  const entries = useConversationEntries();
  const userId = info?.user?.id ?? '';
  const company = !!session?.permissions.has('companyConversations');
  const [box, setBox] = useState<Box>('private');
  const [writing, setWriting] = useState(false);
  const to = search.get('to');
  usePageTitle(config?.event?.environmentName, t('title'));

  if (!info || entries === undefined) return <div className="screen-loading" aria-busy="true" role="status" aria-label={t('common:status.loading')} />;
  const selected = conversationID ? entries.find((e) => e.conversation.id === conversationID) : undefined;
  if (conversationID && !selected) return <NotFoundPage />;
  const boxes: Box[] = company ? ['private', 'company', 'archived'] : ['private', 'archived'];
  const shown = entries.filter((e) => boxOf(e, userId) === box);
  const unreadIn = (b: Box) => entries.filter((e) => boxOf(e, userId) === b && e.state?.unread).length;
  const closeNew = () => {
    setWriting(false);
    if (to) setSearch({}, { replace: true });
  };

  if (selected && device === 'mobile') {
    return (
      <div className="page messages-page">
        <Link to="/messages" className="back-link">
          <Icon name="arrowLeft" size={18} />
          {t('title')}
        </Link>
        <ConversationView key={selected.conversation.id} entry={selected} />
      </div>
    );
  }

  return (
    <div className={`page messages-page${device === 'desktop' ? ' messages-split' : ''}`}>
      <header className="page-header">
        <div>
          <h1>{t('title')}</h1>
        </div>
        <button type="button" className="button button-primary button-small" onClick={() => setWriting(true)}>
          <Icon name="plus" size={18} />
          {t('new.open')}
        </button>
      </header>
      <div className="messages-body">
        <section className="conversation-list-pane" aria-label={t('list.label')}>
          <div className="segmented messages-boxes" role="group" aria-label={t('box.label')}>
            {boxes.map((b) => (
              <button key={b} type="button" className={b === box ? 'segmented-item selected' : 'segmented-item'} aria-pressed={b === box} onClick={() => setBox(b)}>
                {t(`box.${b}`)}
                {unreadIn(b) > 0 && <span className="drawer-count">{unreadIn(b)}</span>}
              </button>
            ))}
          </div>
          {shown.length === 0 ? (
            <div className="empty-state">
              <Icon name="chat" size={40} aria-hidden="true" />
              <p>{t(`empty.${box}`)}</p>
            </div>
          ) : (
            <ul className="conversation-list">
              {shown.map((e) => (
                <ConversationRow key={e.conversation.id} entry={e} userId={userId} selected={e.conversation.id === conversationID} />
              ))}
            </ul>
          )}
        </section>
        {device === 'desktop' && (
          <section className="conversation-pane card" aria-label={t('conversation.label')}>
            {selected ? (
              <ConversationView key={selected.conversation.id} entry={selected} />
            ) : (
              <div className="empty-state">
                <Icon name="chat" size={40} aria-hidden="true" />
                <p>{t('choose')}</p>
              </div>
            )}
          </section>
        )}
      </div>
      {(writing || to) && (
        <NewConversationDialog
          preset={to ? { id: to, name: search.get('name') ?? '', staff: false } : undefined}
          onClose={closeNew}
          onSent={(id) => {
            closeNew();
            void navigate(`/messages/${id}`);
          }}
        />
      )}
    </div>
  );
}

function ConversationRow({ entry, userId, selected }: { entry: ConversationEntry; userId: string; selected: boolean }) {
  const { t, i18n } = useTranslation(['messages', 'agenda']);
  const { info } = useApp();
  const format = useFormatTime();
  const lineTime = useLineTime();
  const zone = displayZone(useTimezoneType(), info?.event.timezone);
  const c = entry.conversation;
  const last = entry.last;
  const unread = !!entry.state?.unread;
  const preview = !last ? '' : last.type === 'text' ? (last.recalled ? t('agenda:line.recalled') : last.body) : t(`agenda:line.${last.type}`, { name: last.authorName || t('agenda:meeting.someone'), time: lineTime(last.body) });
  return (
    <li className={`conversation-row${unread ? ' unread' : ''}${selected ? ' selected' : ''}`}>
      <Link to={`/messages/${c.id}`} aria-current={selected ? 'true' : undefined}>
        <span className="avatar" aria-hidden="true">
          {c.kind === 'meeting' ? <Icon name="calendar" size={18} /> : (titleOf(c, userId, t) || '?').slice(0, 1).toUpperCase()}
        </span>
        <span className="conversation-text">
          <span className="conversation-title">
            {titleOf(c, userId, t) || t('agenda:meeting.someone')}
            {unread && <span className="visually-hidden">{t('list.unread')}</span>}
          </span>
          <span className="conversation-preview">{preview}</span>
        </span>
        <span className="conversation-meta">
          {last && (
            <time dateTime={last.createdAt} title={format(last.createdAt)}>
              {formatListTime(last.createdAt, i18n.resolvedLanguage ?? 'en', zone)}
            </time>
          )}
          {last?.syncState === 'pending' && <span className="sync-note sync-note-pending">{t('agenda:sync.pending')}</span>}
          {unread && <span className="unread-dot" aria-hidden="true" />}
        </span>
      </Link>
    </li>
  );
}
