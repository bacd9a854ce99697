/** How a mutation is applied on the device: the row it writes and its local, optimistic apply. */
import Dexie, { type IndexableType } from 'dexie';
import type { MutationArgs, MutationName } from '../../domain/mutations';
import type { LeadstandDB, TablesOf } from '../db';
import type { WriteContext } from '../write-context';

/** Tables a write can target (its row's sync state follows the mutation's outcome). */
export type WriteTable = TablesOf<{ syncState: unknown }>;

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
   * the server has put the entry in its own order).
   */
  apply(db: LeadstandDB, ctx: WriteContext, args: MutationArgs[N], mutationId: number): Promise<void>;
  /**
   * Its apply as one plan, when it is one read of rows by key and then one write of whole rows
   * (made with `planned`): the write of a fresh scan then goes straight to IndexedDB (direct.ts),
   * and a rebase applies the same plan through Dexie.
   */
  readonly plan?: WritePlan<N>;
}

/** A row read by its primary key. */
export interface RowRead {
  table: string;
  key: IndexableType;
}

/** A whole row added (it must not exist) or put (made or replaced). */
export interface RowWrite {
  table: string;
  type: 'add' | 'put';
  row: object;
}

/**
 * A mutation's apply as data: the rows it reads, and from what they were (undefined when absent,
 * in the order read), the rows it writes. Pure, so both executors (Dexie, and IndexedDB directly)
 * do exactly the same thing.
 */
export interface WritePlan<N extends MutationName> {
  /** The tables it reads and writes. */
  readonly tables: readonly string[];
  reads(ctx: WriteContext, args: MutationArgs[N]): readonly RowRead[];
  writes(ctx: WriteContext, args: MutationArgs[N], found: readonly unknown[]): readonly RowWrite[];
}

/**
 * A mutator's tables, plan and apply from its plan. The apply chains Dexie's promises instead of
 * being async: each native await inside a transaction makes Dexie carry the transaction's zone
 * across it.
 */
export function planned<N extends MutationName>(plan: WritePlan<N>): Pick<Mutator<N>, 'tables' | 'plan' | 'apply'> {
  return {
    tables: plan.tables,
    plan,
    apply(db, ctx, args) {
      const reads = plan.reads(ctx, args).map((r) => db.table(r.table).get(r.key));
      return Dexie.Promise.all(reads).then((found) => Dexie.Promise.all(plan.writes(ctx, args, found).map((w) => db.table(w.table)[w.type](w.row))).then(() => undefined));
    },
  };
}

/** A row of the user's own making waits for the server. */
export const pendingRow = (ctx: WriteContext) => ({ eventId: ctx.eventId, syncState: 'pending' as const, syncReason: null });
