/**
 * Applies one mutation for a caller, inside the push transaction, and says what came of it.
 * Every rule is the one in src/domain/mutations.ts; here the server adds what only it knows: the
 * visitor directory, licences, the event's end and who may see which connection.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import type { Caller } from '../auth/caller';
import { connectionId } from '../../src/domain/connection';
import { isEventEnded } from '../../src/domain/event';
import { validateAnswer } from '../../src/domain/question';
import {
  invalidReason,
  storedBadgeCode,
  type AddNoteArgs,
  type CaptureConnectionArgs,
  type Mutation,
  type MutationOutcome,
  type SetAnswerArgs,
  type SetStageArgs,
} from '../../src/domain/mutations';

export interface Applied {
  outcome: MutationOutcome;
  reason?: string | null;
  /** The exhibitor's data changed: raise its version and tell its other devices. */
  changed: boolean;
}

const done = (outcome: MutationOutcome, changed: boolean, reason: string | null = null): Applied => ({ outcome, changed, reason });

/** Who scanned, as recorded in connection_scanners: 'u:<user>' or 'a:<licence activation>'. */
export function scannerKey(caller: Caller): string {
  return caller.user ? `u:${caller.user.id}` : `a:${caller.activationId}`;
}

export function callerName(caller: Caller): string {
  if (caller.user) return `${caller.user.first_name} ${caller.user.last_name}`.trim();
  return caller.activationName ?? '';
}

/** What one push transaction learns once: the new version of the exhibitor's data, its licence. */
export interface BatchVersion {
  value: number | null;
  licensed?: boolean;
}

async function nextVersion(tx: Transaction<DB>, partnerId: string, batch: BatchVersion): Promise<number> {
  if (batch.value !== null) return batch.value;
  const row = await tx
    .insertInto('partner_versions')
    .values({ partner_id: partnerId, version: 1 })
    .onConflict((oc) => oc.column('partner_id').doUpdateSet((eb) => ({ version: eb('partner_versions.version', '+', 1) })))
    .returning('version')
    .executeTakeFirstOrThrow();
  batch.value = row.version;
  return row.version;
}

/** The connection, if the caller may see (and so add to) it: all with showAllConnections, else the ones they scanned. */
async function visibleConnection(tx: Transaction<DB>, caller: Caller, id: string) {
  let q = tx.selectFrom('connections').select('id').where('id', '=', id).where('partner_id', '=', caller.partner!.id);
  if (!caller.permissions.has('showAllConnections')) {
    q = q.where((eb) =>
      eb.exists(eb.selectFrom('connection_scanners').select('scanner').whereRef('connection_scanners.connection_id', '=', 'connections.id').where('scanner', '=', scannerKey(caller))),
    );
  }
  return (await q.executeTakeFirst()) ?? null;
}

async function capture(tx: Transaction<DB>, caller: Caller, a: CaptureConnectionArgs, batch: BatchVersion): Promise<Applied> {
  if (!caller.permissions.has('createConnections')) return done('noPermission', false);
  if (isEventEnded({ endsAt: caller.event.ends_at.toISOString() })) return done('eventEnded', false);
  const code = storedBadgeCode(a.badgeCode);
  if (a.badgeEventId && a.badgeEventId !== caller.event.id) return done('otherEvent', false);
  const partnerId = caller.partner!.id;
  if (a.id !== connectionId(partnerId, code)) return done('invalid', false, 'badArguments');
  const visitor = await tx.selectFrom('users').select('id').where('event_id', '=', caller.event.id).where('badge_code', '=', code).executeTakeFirst();
  if (!visitor) return done('visitorNotFound', false);
  batch.licensed ??= !!(await tx.selectFrom('licences').select('id').where('partner_id', '=', partnerId).limit(1).executeTakeFirst());
  const licensed = batch.licensed;
  const version = await nextVersion(tx, partnerId, batch);
  const scannedAt = new Date(a.scannedAt);
  const by = { scanned_by_user_id: caller.user?.id ?? null, scanned_by_activation_id: caller.activationId, scanned_by_name: callerName(caller) };
  // Scanned before (by anyone of the team): the latest scan's time and scanner win; one row.
  await tx
    .insertInto('connections')
    .values({
      id: a.id,
      event_id: caller.event.id,
      partner_id: partnerId,
      badge_code: code,
      visitor_id: visitor.id,
      ...by,
      scanned_at: scannedAt,
      source_type: a.sourceType,
      initiator_type: caller.mode === 'scan' ? 'personnel' : 'staff',
      licensed,
      version,
    })
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        scanned_at: eb.fn('greatest', ['connections.scanned_at', eb.val(scannedAt)]),
        scanned_by_user_id: eb.case().when('connections.scanned_at', '<', scannedAt).then(by.scanned_by_user_id).else(eb.ref('connections.scanned_by_user_id')).end(),
        scanned_by_activation_id: eb
          .case()
          .when('connections.scanned_at', '<', scannedAt)
          .then(by.scanned_by_activation_id)
          .else(eb.ref('connections.scanned_by_activation_id'))
          .end(),
        scanned_by_name: eb.case().when('connections.scanned_at', '<', scannedAt).then(by.scanned_by_name).else(eb.ref('connections.scanned_by_name')).end(),
        licensed: sql<boolean>`connections.licensed or ${licensed}`,
        version,
        updated_at: new Date(),
      })),
    )
    .execute();
  const newScanner = await tx
    .insertInto('connection_scanners')
    .values({ connection_id: a.id, scanner: scannerKey(caller) })
    .onConflict((oc) => oc.doNothing())
    .returning('scanner')
    .executeTakeFirst();
  if (newScanner) {
    // The connection may be new to this scanner (it was a colleague's): send its notes, stages and
    // answers again, or a pull by cookie would never bring the older ones.
    for (const table of ['connection_notes', 'connection_stage_entries', 'connection_answers'] as const) {
      await tx.updateTable(table).set({ version }).where('connection_id', '=', a.id).execute();
    }
  }
  return done(licensed ? 'completed' : 'noLicense', true);
}

/** The columns every appended child row of a connection (note, stage entry) shares. */
function authored(caller: Caller, a: { id: string; connectionId: string; createdAt: string }, version: number) {
  return {
    id: a.id,
    connection_id: a.connectionId,
    partner_id: caller.partner!.id,
    author_user_id: caller.user?.id ?? null,
    author_name: callerName(caller),
    created_at: new Date(a.createdAt),
    version,
  };
}

async function addNote(tx: Transaction<DB>, caller: Caller, a: AddNoteArgs, batch: BatchVersion): Promise<Applied> {
  if (!(await visibleConnection(tx, caller, a.connectionId))) return done('noAccess', false);
  const version = await nextVersion(tx, caller.partner!.id, batch);
  await tx
    .insertInto('connection_notes')
    .values({ ...authored(caller, a, version), type: a.type, text: a.text })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return done('completed', true);
}

async function setStage(tx: Transaction<DB>, caller: Caller, a: SetStageArgs, batch: BatchVersion): Promise<Applied> {
  if (!(await visibleConnection(tx, caller, a.connectionId))) return done('noAccess', false);
  const version = await nextVersion(tx, caller.partner!.id, batch);
  await tx
    .insertInto('connection_stage_entries')
    .values({ ...authored(caller, a, version), stage: a.stage, comment: a.comment })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  // The connection's stage is its latest entry (by when it was set, then by id).
  await tx
    .updateTable('connections')
    .set((eb) => ({
      stage: eb
        .selectFrom('connection_stage_entries')
        .select('stage')
        .whereRef('connection_stage_entries.connection_id', '=', 'connections.id')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1),
      version,
      updated_at: new Date(),
    }))
    .where('id', '=', a.connectionId)
    .execute();
  return done('completed', true);
}

async function setAnswer(tx: Transaction<DB>, caller: Caller, a: SetAnswerArgs, batch: BatchVersion): Promise<Applied> {
  if (!(await visibleConnection(tx, caller, a.connectionId))) return done('noAccess', false);
  const question = await tx
    .selectFrom('questions')
    .select(['id', 'type', 'allow_other'])
    .where('id', '=', a.questionId)
    .where('partner_id', '=', caller.partner!.id)
    .executeTakeFirst();
  if (!question) return done('invalid', false, 'answer.unknownQuestion');
  const options = await tx.selectFrom('question_options').select('id').where('question_id', '=', question.id).execute();
  const error = validateAnswer({ type: question.type, answerIds: options.map((o) => o.id), allowOther: question.allow_other }, { choices: a.choices, text: a.text });
  if (error) return done('invalid', false, error);
  const version = await nextVersion(tx, caller.partner!.id, batch);
  const values = { choices: a.choices, text: a.text, updated_by_user_id: caller.user?.id ?? null, updated_at: new Date(a.updatedAt), version };
  // Last writer wins, in the order the server applies them.
  await tx
    .insertInto('connection_answers')
    .values({ connection_id: a.connectionId, question_id: a.questionId, partner_id: caller.partner!.id, ...values })
    .onConflict((oc) => oc.columns(['connection_id', 'question_id']).doUpdateSet(values))
    .execute();
  return done('completed', true);
}

export async function applyMutation(tx: Transaction<DB>, caller: Caller, m: Mutation, batch: BatchVersion = { value: null }): Promise<Applied> {
  const reason = invalidReason(m.name, m.args);
  if (reason) return done('invalid', false, reason);
  switch (m.name) {
    case 'captureConnection':
      return capture(tx, caller, m.args as CaptureConnectionArgs, batch);
    case 'addNote':
      return addNote(tx, caller, m.args as AddNoteArgs, batch);
    case 'setStage':
      return setStage(tx, caller, m.args as SetStageArgs, batch);
    case 'setAnswer':
      return setAnswer(tx, caller, m.args as SetAnswerArgs, batch);
  }
}

export type { Kysely };
