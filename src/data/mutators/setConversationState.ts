import type { Folder } from '../../domain/conversation';
import { db as defaultDb, type LeadstandDB } from '../db';
import type { WriteContext } from '../write-context';
import { pendingRow, type Mutator } from './define';
import { write } from './write';

export const setConversationStateMutator: Mutator<'setConversationState'> = {
  target: (a) => ({ table: 'conversationStates', rowId: a.conversationId }),
  async apply(db, ctx, a) {
    const now = await db.conversationStates.get(a.conversationId);
    await db.conversationStates.put({ ...pendingRow(ctx), conversationId: a.conversationId, folder: a.folder ?? now?.folder ?? 'inbox', unread: a.unread ?? now?.unread ?? false });
  },
};

/** Archive, restore, delete (folder) or mark read or unread, for the writer only. */
export function setConversationState(ctx: WriteContext, input: { conversationId: string; folder?: Folder; unread?: boolean }, db: LeadstandDB = defaultDb) {
  return write(ctx, 'setConversationState', setConversationStateMutator, input, db);
}
