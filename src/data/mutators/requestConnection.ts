import { db as defaultDb, type LeadstandDB } from '../db';
import type { WriteContext } from '../write-context';
import { pendingRow, type Mutator } from './define';
import { write } from './write';

export const requestConnectionMutator: Mutator<'requestConnection'> = {
  target: (a) => ({ table: 'conversations', rowId: a.id }),
  async apply(db, ctx, a) {
    const known = (await db.conversations.get(a.id))?.members.find((m) => m.memberId === a.visitorId);
    await db.conversations.put({
      ...pendingRow(ctx),
      id: a.id,
      kind: 'contact',
      company: false,
      subject: '',
      createdBy: ctx.authorId,
      createdAt: a.createdAt,
      lastMessageAt: a.createdAt,
      members: [
        { memberId: ctx.authorId ?? '', userId: ctx.authorId, staff: true, name: ctx.authorName, role: 'organizer', response: 'accepted' },
        { memberId: a.visitorId, userId: a.visitorId, staff: false, name: known?.name ?? '', role: 'participant', response: 'invited' },
      ],
      meeting: null,
    });
    await db.messages.put({ ...pendingRow(ctx), id: a.messageId, conversationId: a.id, authorId: ctx.authorId, authorName: ctx.authorName, type: 'connectionRequest', body: a.message.trim(), createdAt: a.createdAt, recalled: false });
    await db.conversationStates.put({ ...pendingRow(ctx), conversationId: a.id, folder: 'inbox', unread: false });
  },
};

/** A connection request to a visitor; it waits in the outbox offline, and the visitor answers by mail. */
export async function requestConnection(ctx: WriteContext, input: { visitor: { id: string; name: string }; message: string }, db: LeadstandDB = defaultDb): Promise<string> {
  const id = crypto.randomUUID();
  const createdAt = new Date().toISOString();
  await write(ctx, 'requestConnection', requestConnectionMutator, { id, messageId: crypto.randomUUID(), visitorId: input.visitor.id, message: input.message, createdAt }, db, () =>
    // The visitor's name as the list showed it, read back by the local apply until the server sends its own.
    db.conversations.put({
      id,
      eventId: ctx.eventId,
      syncState: 'pending',
      syncReason: null,
      kind: 'contact',
      company: false,
      subject: '',
      createdBy: ctx.authorId,
      createdAt,
      lastMessageAt: createdAt,
      members: [{ memberId: input.visitor.id, userId: input.visitor.id, staff: false, name: input.visitor.name, role: 'participant', response: 'invited' }],
      meeting: null,
    }),
  );
  return id;
}
