/**
 * What waits to be read, from the local database: unread notifications and unread conversations
 * of the person in this event. The drawer shows both counts and the page title the notifications'.
 */
import { useEffect } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../data/db';
import { useApp } from './AppContext';
import { setTitleCount } from './hooks';

export interface Unread {
  notifications: number;
  conversations: number;
}

export function useUnread(): Unread {
  const { info } = useApp();
  const eventId = info?.event.id ?? '';
  return (
    useLiveQuery(
      async () => {
        if (!eventId) return { notifications: 0, conversations: 0 };
        const [notifications, states] = await Promise.all([db.notifications.where('eventId').equals(eventId).filter((n) => !n.read).count(), db.conversationStates.where('eventId').equals(eventId).filter((s) => s.unread && s.folder !== 'deleted').count()]);
        return { notifications, conversations: states };
      },
      [eventId],
    ) ?? { notifications: 0, conversations: 0 }
  );
}

/** Keeps the unread notifications' count at the front of the page title: '(3) Agenda · …'. */
export function useUnreadTitle(): void {
  const { notifications } = useUnread();
  useEffect(() => setTitleCount(notifications), [notifications]);
}
