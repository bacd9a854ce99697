/**
 * The person's conversations and messages of this event, from the local database (works
 * offline), with their own view of each (folder, unread) and the draft kept on the device.
 */
import type { TFunction } from 'i18next';
import { meetingTitle } from '../../ui/conversations/meeting-title';
import { useCallback, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useApp } from '../../app/AppContext';
import { db, type LocalConversation, type LocalConversationState, type LocalMessage } from '../../data/db';

export type Box = 'private' | 'company' | 'archived';

export interface ConversationEntry {
  conversation: LocalConversation;
  state: LocalConversationState | undefined;
  last: LocalMessage | undefined;
}

export function useConversationEntries(): ConversationEntry[] | undefined {
  const { info } = useApp();
  const eventId = info?.event.id ?? '';
  return useLiveQuery(async () => {
    const [conversations, states, messages] = await Promise.all([
      db.conversations.where('eventId').equals(eventId).toArray(),
      db.conversationStates.where('eventId').equals(eventId).toArray(),
      db.messages.where('eventId').equals(eventId).toArray(),
    ]);
    const stateOf = new Map(states.map((s) => [s.conversationId, s]));
    const lastOf = new Map<string, LocalMessage>();
    for (const m of messages) {
      const now = lastOf.get(m.conversationId);
      if (!now || now.createdAt < m.createdAt) lastOf.set(m.conversationId, m);
    }
    return conversations
      .map((c) => ({ conversation: c, state: stateOf.get(c.id), last: lastOf.get(c.id) }))
      .sort((a, b) => (b.last?.createdAt ?? b.conversation.lastMessageAt).localeCompare(a.last?.createdAt ?? a.conversation.lastMessageAt));
  }, [eventId]);
}

/** Which box a conversation is in, for this person (null: deleted). */
export function boxOf(entry: ConversationEntry, userId: string): Box | null {
  const folder = entry.state?.folder ?? 'inbox';
  if (folder === 'deleted') return null;
  if (folder === 'archived') return 'archived';
  const member = entry.conversation.members.some((m) => m.userId === userId && m.staff);
  return member ? 'private' : entry.conversation.company ? 'company' : 'private';
}

export function useMessages(conversationId: string | undefined): LocalMessage[] | undefined {
  return useLiveQuery(async () => (conversationId ? (await db.messages.where('conversationId').equals(conversationId).toArray()).sort((a, b) => a.createdAt.localeCompare(b.createdAt)) : []), [conversationId]);
}

/** The draft of a message, kept per conversation on this device until it is sent. */
export function useDraft(eventId: string, conversationId: string): [string, (text: string) => void] {
  const key = `leadstand:draft:${eventId}:${conversationId}`;
  const [text, setText] = useState(() => {
    try {
      return localStorage.getItem(key) ?? '';
    } catch {
      return '';
    }
  });
  const set = useCallback(
    (next: string) => {
      setText(next);
      try {
        if (next) localStorage.setItem(key, next);
        else localStorage.removeItem(key);
      } catch {
        // Private mode: the draft lasts while the screen is open.
      }
    },
    [key],
  );
  return [text, set];
}

/**
 * Who a conversation is with, as a title: a meeting as the agenda calls it (its subject, or
 * "Meeting with …" in the user's language); a chat by its subject, or the other members' names.
 */
export function titleOf(c: LocalConversation, userId: string, t: TFunction): string {
  if (c.kind === 'meeting') return meetingTitle(c, userId, t);
  if (c.subject) return c.subject;
  return c.members
    .filter((m) => m.userId !== userId)
    .map((m) => m.name)
    .filter(Boolean)
    .join(', ');
}
