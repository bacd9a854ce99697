/**
 * /notifications: what happened in the person's conversations (SPEC section 3's notification
 * types: invited, accepted, message, reminder, start; and each other change of a meeting:
 * another time proposed, the new time accepted, declined, cancelled), newest first, read from the local
 * database. Opening one marks it read and goes to its meeting or conversation; all can be marked
 * read at once. The read state is the person's own and syncs to their other devices. A task the
 * organiser sent back is listed too (it opens the tasks), also with the conversations off.
 */
import { meetingTitle, otherNames } from '../../ui/conversations/meeting-title';
import './notifications.css';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLiveQuery } from 'dexie-react-hooks';
import { useApp } from '../../app/AppContext';
import { usePageTitle } from '../../app/hooks';
import { Icon, type IconName } from '../../app/icons';
import { useFormatTime } from '../../app/useFormatTime';
import { useWriteContext } from '../../app/useWriteContext';
import { db, type LocalConversation, type LocalNotification } from '../../data/db';
import { readNotifications } from '../../data/mutators';
import { isNotificationType, type NotificationType } from '../../domain/conversation';

const ICONS: Record<NotificationType, IconName> = {
  invited: 'calendar',
  accepted: 'check',
  message: 'chat',
  reminder: 'bell',
  start: 'calendar',
  declined: 'close',
  cancelled: 'close',
  timeProposed: 'calendar',
  timeAccepted: 'check',
  taskRejected: 'close',
};

/** The label's key: an accepted connection request is not a meeting. */
/** The notification's label: its type's, or a general one for a type this app does not know yet. */
const labelOf = (n: LocalNotification, c: LocalConversation | undefined) => (c?.kind === 'contact' && n.type === 'accepted' ? 'connectionAccepted' : isNotificationType(n.type) ? n.type : 'other');

export default function NotificationsPage() {
  const { t } = useTranslation('messages');
  const { config, info, session } = useApp();
  const ctx = useWriteContext();
  const format = useFormatTime();
  const eventId = info?.event.id ?? '';
  usePageTitle(config?.event?.environmentName, t('notifications.title'));
  const data = useLiveQuery(async () => {
    const [notifications, conversations] = await Promise.all([db.notifications.where('eventId').equals(eventId).toArray(), db.conversations.where('eventId').equals(eventId).toArray()]);
    return { notifications: notifications.sort((a, b) => b.createdAt.localeCompare(a.createdAt)), conversations: new Map(conversations.map((c) => [c.id, c])) };
  }, [eventId]);

  if (!data) return <div className="screen-loading" aria-busy="true" role="status" aria-label={t('common:status.loading')} />;
  const unread = data.notifications.filter((n) => !n.read);
  const staff = session?.mode === 'staff';
  // A task the organiser rejected opens the tasks; a meeting its meeting; anything else its conversation.
  const linkOf = (n: LocalNotification, c: LocalConversation | undefined) => (n.taskId ? '/tasks' : c?.kind === 'meeting' || !staff ? `/agenda/${n.conversationId}` : `/messages/${n.conversationId}`);
  const subjectOf = (n: LocalNotification, c: LocalConversation | undefined) =>
    n.taskId ? n.taskTitle || t('notifications.aTask') : (c?.kind === 'meeting' ? meetingTitle(c, info?.user?.id ?? '', t) : c?.subject || otherNames(c?.members ?? [], info?.user?.id ?? '', t)) || t('agenda:meeting.someone');

  return (
    <div className="page notifications-page">
      <header className="page-header">
        <div>
          <h1>{t('notifications.title')}</h1>
          <p className="lead">{unread.length ? t('notifications.unread', { count: unread.length }) : t('notifications.allRead')}</p>
        </div>
        {unread.length > 0 && (
          <button type="button" className="button button-small" onClick={() => ctx && void readNotifications(ctx, { ids: [], all: true })}>
            {t('notifications.markAllRead')}
          </button>
        )}
      </header>
      {data.notifications.length === 0 ? (
        <div className="empty-state">
          <Icon name="bell" size={40} aria-hidden="true" />
          <p>{t('notifications.empty')}</p>
        </div>
      ) : (
        <ul className="notification-list">
          {data.notifications.map((n) => {
            const c = data.conversations.get(n.conversationId);
            return (
              <li key={n.id} className={n.read ? 'notification' : 'notification unread'}>
                <Link to={linkOf(n, c)} onClick={() => ctx && !n.read && void readNotifications(ctx, { ids: [n.id] })}>
                  <span className="notification-icon" aria-hidden="true">
                    <Icon name={isNotificationType(n.type) ? ICONS[n.type] : 'bell'} size={20} />
                  </span>
                  <span className="notification-text">
                    <span className="notification-title">{t(`notifications.type.${labelOf(n, c)}`, { subject: subjectOf(n, c) })}</span>
                    <time dateTime={n.createdAt}>{format(n.createdAt)}</time>
                  </span>
                  {!n.read && <span className="visually-hidden">{t('list.unread')}</span>}
                  {!n.read && <span className="unread-dot" aria-hidden="true" />}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
