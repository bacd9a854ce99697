/** How a mutation is applied on the device: the row it writes and its local, optimistic apply. */
import type { MutationArgs, MutationName } from '../../domain/mutations';
import type { LeadstandDB } from '../db';
import type { WriteContext } from '../write-context';

/** Tables a write can target (its row's sync state follows the mutation's outcome). */
export type WriteTable = 'connections' | 'notes' | 'stages' | 'answers' | 'sharedContent' | 'followUps' | 'requests' | 'timeslots' | 'conversations' | 'messages' | 'conversationStates' | 'notifications';

export interface Mutator<N extends MutationName> {
  /** The row the write changes, so the row's sync state can follow the mutation. */
  target(args: MutationArgs[N]): { table: WriteTable; rowId: string };
  /**
   * The tables its apply reads and writes, when it declares them: its write then holds only these
   * (with the outbox and the sync state), so it never waits behind reads of unrelated tables.
   * Without, a write holds every table a write may touch.
   */
  readonly tables?: readonly string[];
  /**
   * Its apply reads `mutationId` (a history's local order). Then write() reads the sync state
   * before applying; without, the sync state is read together with the apply's own reads and
   * the outbox entry written together with its rows (two trips to the database fewer), and apply
   * gets no mutation id (-1). mutators.test.ts checks that an apply taking the id says so.
   */
  readonly usesMutationId?: boolean;
  /**
   * Applies it to the local tables, optimistically (the server may still refuse it): once when
   * written, and again after every pull while it waits (rebase), so it must be repeatable.
   * `mutationId` is the write's place in this device's order of writes (histories use it until
   * the server has put the entry in its own order). An apply on the scanning path chains Dexie's
   * promises instead of being async (captureConnection): each native await inside a transaction
   * makes Dexie carry the transaction's zone across it.
   */
  apply(db: LeadstandDB, ctx: WriteContext, args: MutationArgs[N], mutationId: number): Promise<void>;
}

/** A row of the user's own making waits for the server. */
export const pendingRow = (ctx: WriteContext) => ({ eventId: ctx.eventId, syncState: 'pending' as const, syncReason: null });
