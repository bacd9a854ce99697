import type { FollowUpMode } from '../../domain/follow-up';
import type { Language } from '../../domain/language';
import type { LeadstandDB } from '../db';
import type { WriteContext } from '../write-context';
import { pendingRow, type Mutator } from './define';
import { write } from './write';

export const sendFollowUpMutator: Mutator<'sendFollowUp'> = {
  target: (a) => ({ table: 'followUps', rowId: a.id }),
  async apply(db, ctx, a) {
    await db.followUps.put({
      ...pendingRow(ctx),
      id: a.id,
      connectionId: a.connectionId,
      mode: a.mode,
      language: a.language,
      state: 'scheduled',
      sendAt: null,
      sentAt: null,
      items: [],
      requestedByName: ctx.authorName,
      requestedAt: a.requestedAt,
    });
  },
};

/** 'Send follow-up': the visitor gets what was chosen to share, now or at the end of the show day; waits in the outbox offline. */
export function sendFollowUp(ctx: WriteContext, input: { connectionId: string; mode: FollowUpMode; language: Language }, db?: LeadstandDB) {
  return write(ctx, 'sendFollowUp', sendFollowUpMutator, { id: crypto.randomUUID(), connectionId: input.connectionId, mode: input.mode, language: input.language, requestedAt: new Date().toISOString() }, db);
}
