/**
 * Push: applies a client's mutations in id order, each exactly once, and answers every mutation of
 * the request at or below lastMutationID with its outcome (also those an earlier delivery applied).
 *
 * A batch is one transaction together with the client's lastMutationID, so a crash anywhere loses
 * nothing and repeats nothing. A mutation whose outcome is not 'completed' is still consumed (it
 * never blocks the ones behind it) and its outcome is kept for the client to see. Should applying
 * a mutation throw (a bug, not an outcome), the batch is rolled back and replayed one mutation per
 * transaction, and the one that throws is consumed as invalid ('serverError'), so no mutation can
 * stop a client's queue for ever.
 */
import { newId } from '../security';
import { callerName, scannerKey } from '../connections/visibility';
import { isDoubleBooking } from '../conversations/writes';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import type { Caller } from '../auth/caller';
import { effectivePermissions } from '../../src/domain/session';
import { isMutationOutcome, type WireMutation } from '../../src/domain/mutations';
import type { MutationResult, PushResponse } from '../../src/domain/protocol';
import type { RestoreResponse } from '../../src/domain/backup';
import { applyMutations, type Applied } from './apply';
import type { EmailJob } from '../connections/email-export';
import { TransientError, type MediaStore } from '../media/store';
import { isClaimConflict, UPLOAD_CLAIMED } from '../media/claims';

export class SyncError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
  ) {
    super(code);
  }
}

interface BatchResult {
  last: number;
  results: MutationResult[];
  changed: boolean;
  mails: EmailJob[];
}

/**
 * Failures that say nothing about the mutation (the database restarting, a deadlock, a disk error):
 * the push is answered 503 and the client sends the same mutations again later, rather than them
 * being consumed as 'serverError'.
 */
/**
 * Whose outbox a client is, as the device sees it (src/data/owner.ts): the person, or, for scan
 * sessions, the licence (scan users who take turns on one device share its outbox).
 */
export function clientOwner(caller: Caller): string {
  return caller.user ? `u:${caller.user.id}` : `l:${caller.licence?.id ?? caller.activationId}`;
}

export function isTransient(err: unknown): boolean {
  if (err instanceof TransientError) return true;
  const code = (err as { code?: unknown } | null)?.code;
  // PostgreSQL SQLSTATE classes 08 (connection), 40 (serialization, deadlock), 53 (resources), 57 (operator intervention).
  if (typeof code === 'string' && /^(08|40|53|57)[0-9A-Z]{3}$/.test(code)) return true;
  return ['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT'].includes(String(code));
}

/**
 * `restoreOwner`: a diagnostic backup's outbox (restorePush), whose owner restoringCaller has
 * already decided and whose writes `caller` applies: the owner check is done.
 */
async function applyBatch(tx: Transaction<DB>, caller: Caller, clientID: string, partnerId: string, mutations: WireMutation[], tolerate: boolean, media?: MediaStore, restoreOwner?: string): Promise<BatchResult> {
  const find = () => tx.selectFrom('sync_clients').selectAll().where('client_id', '=', clientID).forUpdate().executeTakeFirst();
  const owner = restoreOwner ?? clientOwner(caller);
  let client = await find();
  // A restore that only asks how far the server got creates nothing.
  if (!client && restoreOwner && !mutations.length) return { last: 0, results: [], changed: false, mails: [] };
  if (!client) {
    await tx.insertInto('sync_clients').values({ client_id: clientID, partner_id: partnerId, owner }).onConflict((oc) => oc.column('client_id').doNothing()).execute();
    client = (await find())!;
  }
  if (client.partner_id !== partnerId) throw new SyncError(403, 'clientOfAnotherExhibitor');
  // A client (a device's outbox) is one person's: a colleague who learned its id cannot use it.
  if (!restoreOwner && client.owner && client.owner !== owner) throw new SyncError(403, 'clientOfAnotherPerson');
  if (!client.owner) await tx.updateTable('sync_clients').set({ owner }).where('client_id', '=', clientID).execute();
  // The mutations this batch applies: consecutive ids after the last one applied. A gap means the
  // client lost track (its outbox was reset): it must resend from last + 1.
  const todo: WireMutation[] = [];
  let last = client.last_mutation_id;
  for (const m of mutations) {
    if (m.id <= last) continue;
    if (m.id !== last + 1) break;
    todo.push(m);
    last = m.id;
  }
  let applied: Applied[];
  if (!tolerate) applied = todo.length ? await applyMutations(tx, caller, todo, media) : [];
  else {
    // A savepoint, so the transaction can still record the outcome after a failed statement.
    await sql`savepoint apply`.execute(tx);
    try {
      applied = todo.length ? await applyMutations(tx, caller, todo, media) : [];
    } catch (err) {
      if (isTransient(err)) throw err;
      await sql`rollback to savepoint apply`.execute(tx);
      // Another instance booked the same person's time at the same moment (meeting_bookings).
      // Or claimed a file that another owner claimed at the same moment (upload_claims).
      const reason = isDoubleBooking(err) ? 'meeting.timeTaken' : isClaimConflict(err) ? UPLOAD_CLAIMED : 'serverError';
      applied = todo.map(() => ({ outcome: 'invalid' as const, reason, changed: false }));
    }
  }
  const results: MutationResult[] = todo.map((m, i) => ({ id: m.id, outcome: applied[i]!.outcome, reason: applied[i]!.reason ?? null }));
  const failed = results.filter((r) => r.outcome !== 'completed');
  if (failed.length) {
    await tx
      .insertInto('sync_outcomes')
      .values(failed.map((r) => ({ client_id: clientID, mutation_id: r.id, outcome: r.outcome, reason: r.reason ?? null })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  const changed = applied.some((a) => a.changed);
  const mails = applied.flatMap((a) => (a.mail ? [a.mail] : []));
  // Each mail counts towards its person's daily quota (emailConnections.ts), in the push's transaction.
  if (mails.length) {
    await tx
      .insertInto('export_mails')
      .values(mails.map((m) => ({ id: newId(), partner_id: partnerId, person: scannerKey(caller), connections: m.args.connectionIds.length })))
      .execute();
  }
  if (last !== client.last_mutation_id) {
    await tx.updateTable('sync_clients').set({ last_mutation_id: last, updated_at: new Date() }).where('client_id', '=', clientID).execute();
  }
  return { last, results, changed, mails };
}

export interface PushEffects {
  /** The exhibitor's data changed: tell its other devices. */
  onChange: (partnerId: string) => void;
  /** Sends an e-mailed export as `caller` sees the connections (whom the writes are applied as); throws when it cannot. */
  sendMail?: (job: EmailJob, caller: Caller) => Promise<void>;
  /** Uploaded files, for notes that attach them. */
  media?: MediaStore;
  /** An administrator restored a colleague's backup and `written` of its writes were applied in the colleague's name: tell them. */
  restored?: (restore: { restorer: Caller; owner: Caller; written: number }) => Promise<void>;
}

export async function push(db: Kysely<DB>, caller: Caller, clientID: string, mutations: WireMutation[], effects: PushEffects): Promise<PushResponse> {
  return (await pushDetailed(db, caller, clientID, mutations, effects)).response;
}

/**
 * A restored outbox (a diagnostic backup, src/domain/backup.ts): pushed under its original client
 * id by another session of the same exhibitor. Answers which of its mutations the server already
 * had, so the restore can report them as such.
 */
export async function restorePush(db: Kysely<DB>, caller: Caller, clientID: string, claimedUserId: string | null, mutations: WireMutation[], effects: PushEffects): Promise<RestoreResponse> {
  const { actAs, owner } = await restoringCaller(db, caller, clientID, claimedUserId);
  const { response, earlier } = await pushDetailed(db, actAs, clientID, mutations, effects, owner);
  const already = new Set(earlier);
  const results = response.results.filter((r) => !already.has(r.id));
  if (mutations.length) {
    // Every restore is audited: who restored, whose outbox (as whom its writes were applied), how
    // many writes it applied now. A colleague whose backup an administrator restored is told.
    const written = results.filter((r) => r.outcome === 'completed').length;
    await db
      .insertInto('audit_log')
      .values({ partner_id: caller.partner!.id, event_id: caller.event.id, actor: scannerKey(caller), actor_name: callerName(caller), action: 'sync.restored', subject: owner, row_count: written })
      .execute();
    if (actAs !== caller && written > 0) await effects.restored?.({ restorer: caller, owner: actAs, written });
  }
  return { lastMutationID: response.lastMutationID, results, already: earlier };
}

/**
 * Whose outbox a restored client is, and as whom its writes are applied. The owner is the one the
 * server recorded, or, for a client that never reached the server, the person the backup names.
 * Their own backup, anyone may restore (on a new phone, after a reinstall): applied as themselves.
 * Someone else's, only an administrator of the exhibitor, and it is applied as its owner (the
 * author of every write stays the person who made it, who keeps seeing their leads), checked
 * against the owner's current permissions; a scan licence's outbox or that of someone no longer on
 * the team is applied as the administrator.
 */
async function restoringCaller(db: Kysely<DB>, caller: Caller, clientID: string, claimedUserId: string | null): Promise<{ actAs: Caller; owner: string }> {
  const partnerId = caller.partner?.id;
  if (!partnerId) throw new SyncError(403, 'noPermission');
  const client = await db.selectFrom('sync_clients').select(['partner_id', 'owner']).where('client_id', '=', clientID).executeTakeFirst();
  if (client && client.partner_id !== partnerId) throw new SyncError(403, 'clientOfAnotherExhibitor');
  const owner = client?.owner ?? (claimedUserId ? `u:${claimedUserId}` : clientOwner(caller));
  if (owner === clientOwner(caller)) return { actAs: caller, owner };
  if (!caller.permissions.has('admin')) throw new SyncError(403, 'clientOfAnotherPerson');
  const userId = owner.startsWith('u:') ? owner.slice(2) : null;
  const member = userId
    ? await db.selectFrom('staff').innerJoin('users', 'users.id', 'staff.user_id').selectAll('users').select('staff.permissions').where('staff.partner_id', '=', partnerId).where('staff.user_id', '=', userId).executeTakeFirst()
    : undefined;
  if (!member) return { actAs: caller, owner };
  const { permissions, ...user } = member;
  const actAs: Caller = {
    ...caller,
    mode: 'staff',
    user,
    licence: null,
    activationId: null,
    activationName: null,
    activationEmail: null,
    activationEmailConfirmed: false,
    seatReleased: false,
    permissions: effectivePermissions('staff', permissions),
    staffPermissions: permissions,
    isSystem: user.is_system,
    restorer: scannerKey(caller),
  };
  return { actAs, owner };
}

async function pushDetailed(db: Kysely<DB>, caller: Caller, clientID: string, mutations: WireMutation[], effects: PushEffects, restoreOwner?: string): Promise<{ response: PushResponse; earlier: number[] }> {
  const partnerId = caller.partner?.id;
  if (!partnerId) throw new SyncError(403, 'noPermission');
  const ordered = [...mutations].sort((a, b) => a.id - b.id);

  let batch: BatchResult;
  try {
    batch = await db.transaction().execute((tx) => applyBatch(tx, caller, clientID, partnerId, ordered, false, effects.media, restoreOwner));
  } catch (err) {
    if (err instanceof SyncError) throw err;
    if (isTransient(err)) throw new SyncError(503, 'serverBusy');
    // One mutation at a time, so the one that fails cannot hold back the others.
    batch = { last: 0, results: [], changed: false, mails: [] };
    for (const m of ordered) {
      const one = await db
        .transaction()
        .execute((tx) => applyBatch(tx, caller, clientID, partnerId, [m], true, effects.media, restoreOwner))
        .catch((e: unknown) => {
          throw isTransient(e) ? new SyncError(503, 'serverBusy') : e;
        });
      batch = { last: one.last, results: [...batch.results, ...one.results], changed: batch.changed || one.changed, mails: [...batch.mails, ...one.mails] };
    }
  }
  if (batch.changed) effects.onChange(partnerId);

  // Mail goes out only after the request is safely recorded; a mail that fails says so in its
  // outcome (kept like any other, so a client that lost this answer learns it from a pull).
  for (const job of batch.mails) {
    try {
      if (!effects.sendMail) throw new Error('no mailer');
      await effects.sendMail(job, caller);
    } catch {
      const failed = { id: job.mutationId, outcome: 'invalid' as const, reason: 'email.sendFailure' };
      await db.insertInto('sync_outcomes').values({ client_id: clientID, mutation_id: job.mutationId, outcome: failed.outcome, reason: failed.reason }).onConflict((oc) => oc.doNothing()).execute();
      const i = batch.results.findIndex((r) => r.id === job.mutationId);
      if (i >= 0) batch.results[i] = failed;
    }
  }

  // Mutations of this request applied by an earlier delivery (a retry, or a duplicate): repeat
  // their outcomes, so a client that lost the first answer still learns them.
  const results = batch.results;
  const known = new Set(results.map((r) => r.id));
  const earlier = ordered.map((m) => m.id).filter((id) => id <= batch.last && !known.has(id));
  if (earlier.length) {
    const stored = await db.selectFrom('sync_outcomes').select(['mutation_id', 'outcome', 'reason']).where('client_id', '=', clientID).where('mutation_id', 'in', earlier).execute();
    for (const id of earlier) {
      const s = stored.find((o) => o.mutation_id === id);
      results.push({ id, outcome: s && isMutationOutcome(s.outcome) ? s.outcome : 'completed', reason: s?.reason ?? null });
    }
    results.sort((a, b) => a.id - b.id);
  }
  return { response: { lastMutationID: batch.last, results }, earlier };
}
