/**
 * One conversation: its messages (the system lines of SPEC section 3 among them), the person's
 * own actions on it (archive or restore, mark unread, delete), recalling their own messages, and
 * the composer, whose draft is kept on the device. Opening it marks it and its notifications read.
 */
import { ownSubject } from '../../ui/conversations/meeting-title';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../app/AppContext';
import { ConfirmDialog } from '../../app/Dialog';
import { Icon } from '../../app/icons';
import { useNotices } from '../../app/notices/NoticeProvider';
import { useFormatTime } from '../../app/useFormatTime';
import { useWriteContext } from '../../app/useWriteContext';
import { db, type LocalMessage } from '../../data/db';
import { readNotifications, recallMessage, sendMessage, setConversationState } from '../../data/mutators';
import { MESSAGE_MAX } from '../../domain/conversation';
import { useLineTime } from '../../ui/conversations/line-time';
import { titleOf, useDraft, useMessages, type ConversationEntry } from './useConversations';

export function ConversationView({ entry }: { entry: ConversationEntry }) {
  const { t } = useTranslation(['messages', 'agenda']);
  const { info } = useApp();
  const ctx = useWriteContext();
  const { notify } = useNotices();
  const navigate = useNavigate();
  const c = entry.conversation;
  const userId = info?.user?.id ?? '';
  const messages = useMessages(c.id);
  const [deleting, setDeleting] = useState(false);
  const [recalling, setRecalling] = useState<LocalMessage | null>(null);
  const folder = entry.state?.folder ?? 'inbox';
  const unread = !!entry.state?.unread;
  const end = useRef<HTMLDivElement>(null);
  const lineTime = useLineTime();

  // Read once opened, and as new messages arrive while it is open: the conversation and its
  // notifications. Not once the person marked it unread: that must stick while they leave it.
  const count = messages?.length ?? 0;
  const markedUnread = useRef(false);
  useEffect(() => {
    if (!ctx || markedUnread.current) return;
    if (unread) void setConversationState(ctx, { conversationId: c.id, unread: false });
    void db.notifications
      .where('eventId')
      .equals(ctx.eventId)
      .filter((n) => n.conversationId === c.id && !n.read)
      .primaryKeys()
      .then((ids) => {
        if (ids.length) void readNotifications(ctx, { ids });
      });
    // Not on every render: when it opens, turns unread (a new message synced), or gets a message.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [c.id, unread, count]);

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages?.length]);

  const others = c.members.filter((m) => m.userId !== userId);
  const title = titleOf(c, userId, t) || t('agenda:meeting.someone');
  const act = async (change: { folder?: 'inbox' | 'archived' | 'deleted'; unread?: boolean }, messageKey: string) => {
    if (!ctx) return;
    if (change.unread) markedUnread.current = true;
    // Archived or deleted as of the newest message shown: one written meanwhile brings it back (the server decides).
    await setConversationState(ctx, { conversationId: c.id, ...change, ...(change.folder && change.folder !== 'inbox' ? { seenUpTo: c.lastMessageAt } : {}) });
    notify({ kind: 'positive', messageKey: `messages:${messageKey}` });
    if (change.folder === 'deleted' || change.unread) void navigate('/messages');
  };

  return (
    <div className="conversation-view">
      <header className="conversation-header">
        <div>
          <h2>{title}</h2>
          {others.length > 0 && ownSubject(c) && <p className="conversation-members">{others.map((m) => m.name).join(', ')}</p>}
          {c.kind === 'meeting' && (
            <Link to={`/agenda/${c.id}`} className="conversation-meeting-link">
              <Icon name="calendar" size={16} />
              {t('conversation.openMeeting')}
            </Link>
          )}
        </div>
        <div className="conversation-actions">
          {folder === 'archived' ? (
            <button type="button" className="button button-small" onClick={() => void act({ folder: 'inbox' }, 'done.restored')}>
              {t('action.restore')}
            </button>
          ) : (
            <button type="button" className="button button-small" onClick={() => void act({ folder: 'archived' }, 'done.archived')}>
              <Icon name="archive" size={16} />
              {t('action.archive')}
            </button>
          )}
          <button type="button" className="button button-small" onClick={() => void act({ unread: true }, 'done.markedUnread')}>
            {t('action.markUnread')}
          </button>
          <button type="button" className="button button-small button-danger-quiet" onClick={() => setDeleting(true)} aria-label={t('action.delete')}>
            <Icon name="trash" size={16} />
          </button>
        </div>
      </header>

      <ol className="thread" aria-label={t('conversation.messages')} aria-live="polite">
        {(messages ?? []).map((m) =>
          m.type === 'text' ? (
            <li key={m.id} className={`bubble-row${m.authorId === userId ? ' mine' : ''}`}>
              <div className={`bubble${m.recalled ? ' recalled' : ''}`}>
                {m.authorId !== userId && <span className="bubble-author">{m.authorName}</span>}
                <p className="bubble-text">{m.recalled ? t('agenda:line.recalled') : m.body}</p>
                <span className="bubble-meta">
                  <MessageTime iso={m.createdAt} />
                  {m.syncState === 'pending' && <span className="bubble-pending">{t('agenda:sync.pending')}</span>}
                  {m.syncState !== 'pending' && m.syncState !== 'completed' && (
                    <span className="bubble-refused" role="status">
                      {t('agenda:sync.refused', { reason: t(m.syncReason ? `agenda:reason.${m.syncReason}` : 'agenda:sync.outcome.invalid') })}
                    </span>
                  )}
                  {m.authorId === userId && !m.recalled && m.syncState === 'completed' && (
                    <button type="button" className="link-button" onClick={() => setRecalling(m)}>
                      {t('action.recall')}
                    </button>
                  )}
                </span>
              </div>
            </li>
          ) : (
            <li key={m.id} className="system-line">
              <span>{t(`agenda:line.${m.type}`, { name: m.authorName || t('agenda:meeting.someone'), time: lineTime(m.body) })}</span>
              <MessageTime iso={m.createdAt} />
            </li>
          ),
        )}
        {messages?.length === 0 && <li className="system-line">{t('conversation.empty')}</li>}
      </ol>
      <div ref={end} />
      {folder !== 'deleted' && <Composer conversationId={c.id} />}

      <ConfirmDialog open={deleting} title={t('delete.title')} confirmLabel={t('action.delete')} onCancel={() => setDeleting(false)} onConfirm={() => { setDeleting(false); void act({ folder: 'deleted' }, 'done.deleted'); }}>
        <p>{t('delete.body')}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={!!recalling}
        title={t('recall.title')}
        confirmLabel={t('action.recall')}
        onCancel={() => setRecalling(null)}
        onConfirm={() => {
          const m = recalling;
          setRecalling(null);
          if (ctx && m) void recallMessage(ctx, m.id).then(() => notify({ kind: 'positive', messageKey: 'messages:done.recalled' }));
        }}
      >
        <p>{t('recall.body')}</p>
      </ConfirmDialog>
    </div>
  );
}

function MessageTime({ iso }: { iso: string }) {
  const format = useFormatTime();
  return (
    <time dateTime={iso} className="message-time">
      {format(iso)}
    </time>
  );
}

function Composer({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation('messages');
  const { info } = useApp();
  const ctx = useWriteContext();
  const id = useId();
  const [draft, setDraft] = useDraft(info?.event.id ?? '', conversationId);
  const send = async (e?: FormEvent) => {
    e?.preventDefault();
    const body = draft.trim();
    if (!body || !ctx) return;
    setDraft('');
    await sendMessage(ctx, { conversationId, body });
  };
  const onKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void send();
    }
  };
  return (
    <form className="composer" onSubmit={(e) => void send(e)}>
      <label htmlFor={`${id}-text`} className="visually-hidden">
        {t('composer.label')}
      </label>
      <textarea id={`${id}-text`} rows={2} value={draft} maxLength={MESSAGE_MAX} placeholder={t('composer.placeholder')} onChange={(e) => setDraft(e.target.value)} onKeyDown={onKey} aria-describedby={`${id}-hint`} />
      <span id={`${id}-hint`} className="visually-hidden">
        {t('composer.hint')}
      </span>
      <button type="submit" className="button button-primary" disabled={!draft.trim()} aria-label={t('composer.send')}>
        <Icon name="send" size={20} />
      </button>
    </form>
  );
}
