/**
 * Who may read which conversation, in one place (pull, push, the meeting room, .ics downloads):
 * its members who are the exhibitor's people, and, for the company inbox's conversations,
 * everyone of the exhibitor with companyConversations. Scan users (no person) read none.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import type { Caller } from '../auth/caller';

/** SQL condition on `cv` (conversations, of the caller's exhibitor) for what the caller may read. */
export function conversationVisibleTo(caller: Caller) {
  if (!caller.user) return sql<boolean>`false`;
  const member = sql<boolean>`exists (select 1 from conversation_members m where m.conversation_id = cv.id and m.user_id = ${caller.user.id} and m.staff)`;
  if (caller.permissions.has('companyConversations')) return sql<boolean>`(cv.company or ${member})`;
  return member;
}

/** The conversation if the caller may read it (of their exhibitor), else null. */
export async function readableConversation(db: Kysely<DB> | Transaction<DB>, caller: Caller, id: string) {
  if (!caller.partner) return null;
  return (
    (await db
      .selectFrom('conversations as cv')
      .selectAll('cv')
      .where('cv.id', '=', id)
      .where('cv.partner_id', '=', caller.partner.id)
      .where(conversationVisibleTo(caller))
      .executeTakeFirst()) ?? null
  );
}
