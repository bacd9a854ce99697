import { db as defaultDb, type LeadstandDB } from '../db';
import type { WriteContext } from '../write-context';
import { pendingRow, type Mutator } from './define';
import { write } from './write';

export const sendMessageMutator: Mutator<'sendMessage'> = {
  target: (a) => ({ table: 'messages', rowId: a.id }),
  async apply(db, ctx, a) {
    await db.messages.put({ ...pendingRow(ctx), id: a.id, conversationId: a.conversationId, authorId: ctx.authorId, authorName: ctx.authorName, type: 'text', body: a.body.trim(), createdAt: a.createdAt, recalled: false });
    const conversation = await db.conversations.get(a.conversationId);
    if (conversation) {
      if (conversation.lastMessageAt < a.createdAt) await db.conversations.update(a.conversationId, { lastMessageAt: a.createdAt });
    } else if (a.start) {
      const members = [
        { memberId: ctx.authorId ?? '', userId: ctx.authorId, staff: true, name: ctx.authorName, role: 'organizer' as const, response: 'accepted' as const },
        ...a.start.with.map((id) => ({ memberId: id, userId: id, staff: false, name: '', role: 'participant' as const, response: 'accepted' as const })),
      ];
      await db.conversations.put({ ...pendingRow(ctx), id: a.conversationId, kind: 'chat', company: false, subject: a.start.subject, createdBy: ctx.authorId, createdAt: a.createdAt, lastMessageAt: a.createdAt, members, meeting: null });
    }
    await db.conversationStates.put({ ...pendingRow(ctx), conversationId: a.conversationId, folder: 'inbox', unread: false });
  },
};

/** Sends a message (offline too: it waits in the outbox, shown as not sent yet). With `start`, it opens a conversation with these people. */
export async function sendMessage(
  ctx: WriteContext,
  input: { conversationId: string; body: string; start?: { with: Array<{ id: string; name: string; staff: boolean }>; subject: string } },
  db: LeadstandDB = defaultDb,
) {
  const createdAt = new Date().toISOString();
  const start = input.start;
  return write(
    ctx,
    'sendMessage',
    sendMessageMutator,
    { id: crypto.randomUUID(), conversationId: input.conversationId, body: input.body, createdAt, ...(start ? { start: { with: start.with.map((p) => p.id), subject: start.subject } } : {}) },
    db,
    start
      ? async () => {
          if (await db.conversations.get(input.conversationId)) return;
          const members = [
            { memberId: ctx.authorId ?? '', userId: ctx.authorId, staff: true, name: ctx.authorName, role: 'organizer' as const, response: 'accepted' as const },
            ...start.with.map((p) => ({ memberId: p.id, userId: p.id, staff: p.staff, name: p.name, role: 'participant' as const, response: 'accepted' as const })),
          ];
          await db.conversations.put({ id: input.conversationId, eventId: ctx.eventId, syncState: 'pending', syncReason: null, kind: 'chat', company: false, subject: start.subject, createdBy: ctx.authorId, createdAt, lastMessageAt: createdAt, members, meeting: null });
        }
      : undefined,
  );
}
