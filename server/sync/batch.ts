/**
 * How a push batch is applied, set-based: each mutation's handler (mutations/<name>.ts) says what
 * it needs read; the batch reads all of it in a few queries (visitors by badge code, the
 * connections the caller may see, the questions, …); the handlers decide every mutation's outcome
 * in memory, in mutation order (a note may follow the capture of its connection in the same
 * batch); then each handler writes what it decided in one statement per table. A push of 500
 * mutations costs about a dozen statements.
 */
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';
import type { Caller } from '../auth/caller';
import type { EmailJob } from '../connections/email-export';
import type { MediaStore, StoredMedia } from '../media/store';
import { claimableBy, claimsOf } from '../media/claims';
import { erasureKey } from '../../src/domain/erasure';
import type { Mutation, MutationArgs, MutationName, MutationOutcome } from '../../src/domain/mutations';
import { conversationLookups, emptyConversationKnown, emptyConversationNeeds, hasConversationNeeds, type ConversationKnown, type ConversationNeeds } from '../conversations/lookups';
import { firstScans, partnerLicensed, scannerKey, visibleConnectionIds, type FirstScan } from '../connections/visibility';

export interface Applied {
  outcome: MutationOutcome;
  reason?: string | null;
  /** The exhibitor's data changed: raise its version and tell its other devices. */
  changed: boolean;
  /** A mail to send once the transaction has committed (e-mailed exports). */
  mail?: EmailJob;
}

export const done = (outcome: MutationOutcome, changed: boolean, reason: string | null = null): Applied => ({ outcome, changed, reason });

/** What a batch's mutations need read before their outcomes can be decided. */
export interface Needs {
  /** Visitors of the event, by stored badge code. */
  badgeCodes: Set<string>;
  /** Connections whose visibility to the caller matters. */
  connections: Set<string>;
  /** Connections of which it matters who scanned them first. */
  scannedBy: Set<string>;
  questions: Set<string>;
  contents: Set<string>;
  /** Uploaded files, by the uuid the note names them with. */
  media: Set<string>;
  /** An export is to be mailed: how many the caller had mailed today matters. */
  mails?: boolean;
  /** Conversations, meetings, timeslots (server/conversations/lookups.ts). */
  conv: ConversationNeeds;
}

/** What the batch read; captures earlier in the batch add to `visible` and `firstScans`. */
export interface Known {
  /** Visitor id by badge code. */
  visitors: Map<string, string>;
  /** Badge codes not of this event's visitors but of another event's (SPEC: licenseNotFound). */
  otherEventCodes: Set<string>;
  /** Connections the caller may see (and so add to). */
  visible: Set<string>;
  /** Who scanned each connection first (of `needs.scannedBy` that exist, and those captured in the batch). */
  firstScans: Map<string, FirstScan>;
  questions: Map<string, { type: string; allowOther: boolean; optionIds: string[] }>;
  /** The exhibitor's own content items (another exhibitor's are unknown here). */
  contents: Set<string>;
  /** The exhibitor holds a lead-capture licence. */
  licensed: boolean;
  /** Finished uploads of the exhibitor that the caller uploaded, allowed by content, by uuid. */
  files: Map<string, StoredMedia>;
  /** Files already attached to a note: a file belongs to one note only. */
  attachedTo: Map<string, string>;
  /** Files a content item or a task holds (server/media/claims.ts): no note takes them. */
  claimedElsewhere: Set<string>;
  /** Exports mailed to the caller in the last 24 hours (those decided in this batch add to it). */
  mailsToday: number;
  /** Connections erased (at the visitor's request, or by retention) and when (ms): no earlier capture brings them back. */
  erased: Map<string, number>;
  conv: ConversationKnown;
}

export interface BatchContext {
  caller: Caller;
  partnerId: string;
  known: Known;
  /** The event has ended. */
  ended: boolean;
  now: Date;
}

/** One batch's worth of one mutation: decide each, in order; then write what was decided. */
export interface OpenBatch<N extends MutationName> {
  decide(args: MutationArgs[N], mutation: Mutation<N>): Applied;
  /** Writes what was decided, at the batch's new version of the exhibitor's data. */
  write?(tx: Transaction<DB>, version: number): Promise<void>;
  /** Writes that change none of the exhibitor's synced data (audit entries): run whether or not anything changed. */
  record?(tx: Transaction<DB>): Promise<void>;
}

export interface MutationHandler<N extends MutationName> {
  /** Adds what this mutation needs read to the batch's needs. */
  needs?(args: MutationArgs[N], needs: Needs): void;
  start(ctx: BatchContext): OpenBatch<N>;
}

/** Rows per insert statement: well under PostgreSQL's 65,535 parameters for every table here. */
const CHUNK = 1000;

export function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

export function emptyNeeds(): Needs {
  return { badgeCodes: new Set(), connections: new Set(), scannedBy: new Set(), questions: new Set(), contents: new Set(), media: new Set(), conv: emptyConversationNeeds() };
}

/** Reads what the batch needs: one query each, only when some mutation needs it. */
export async function lookups(tx: Transaction<DB>, caller: Caller, needs: Needs, media: MediaStore | undefined): Promise<Known> {
  const partnerId = caller.partner!.id;

  const visitors = new Map<string, string>();
  if (needs.badgeCodes.size) {
    const rows = await tx.selectFrom('users').select(['id', 'badge_code']).where('event_id', '=', caller.event.id).where('badge_code', 'in', [...needs.badgeCodes]).execute();
    for (const r of rows) visitors.set(r.badge_code, r.id);
  }
  const otherEventCodes = new Set<string>();
  const unknown = [...needs.badgeCodes].filter((c) => !visitors.has(c));
  if (unknown.length) {
    const rows = await tx.selectFrom('users').select('badge_code').distinct().where('event_id', '<>', caller.event.id).where('badge_code', 'in', unknown).execute();
    for (const r of rows) if (r.badge_code) otherEventCodes.add(r.badge_code);
  }

  const questions: Known['questions'] = new Map();
  if (needs.questions.size) {
    const rows = await tx.selectFrom('questions').select(['id', 'type', 'allow_other']).where('partner_id', '=', partnerId).where('id', 'in', [...needs.questions]).execute();
    for (const r of rows) questions.set(r.id, { type: r.type, allowOther: r.allow_other, optionIds: [] });
    if (rows.length) {
      const options = await tx.selectFrom('question_options').select(['id', 'question_id']).where('question_id', 'in', [...questions.keys()]).execute();
      for (const o of options) questions.get(o.question_id)!.optionIds.push(o.id);
    }
  }

  const contents = new Set<string>();
  if (needs.contents.size) {
    for (const r of await tx.selectFrom('contents').select('id').where('partner_id', '=', partnerId).where('id', 'in', [...needs.contents]).execute()) contents.add(r.id);
  }

  const files = new Map<string, StoredMedia>();
  for (const uuid of needs.media) {
    const found = await media?.inspect(`${partnerId}.${uuid}`);
    if (found) files.set(uuid, found);
  }
  const attachedTo = new Map<string, string>();
  const claimedElsewhere = new Set<string>();
  if (files.size) {
    const ids = [...files.values()].map((f) => f.id);
    for (const r of await tx.selectFrom('media').select(['id', 'note_id']).where('id', 'in', ids).execute()) if (r.note_id) attachedTo.set(r.id, r.note_id);
    for (const [id, claim] of await claimsOf(tx, ids)) {
      if (claim.kind === 'note') {
        if (!attachedTo.has(id)) attachedTo.set(id, claim.ownerId);
      } else claimedElsewhere.add(id);
    }
    // Only who uploaded a file attaches it (held files are answered as held, whoever names them).
    const claimable = await claimableBy(tx, caller, ids);
    for (const [uuid, file] of files) if (!claimable.has(file.id) && !attachedTo.has(file.id) && !claimedElsewhere.has(file.id)) files.delete(uuid);
  }

  const erased = new Map<string, number>();
  if (needs.badgeCodes.size && needs.scannedBy.size) {
    // Erased tombstones name the connection by its erasure key (src/domain/erasure.ts).
    const byKey = new Map([...needs.scannedBy].map((id) => [erasureKey(id), id]));
    const rows = await tx.selectFrom('connection_deletions').select(['connection_id', 'deleted_at']).where('erased', '=', true).where('connection_id', 'in', [...byKey.keys()]).execute();
    for (const r of rows) erased.set(byKey.get(r.connection_id)!, r.deleted_at.getTime());
  }

  return {
    visitors,
    otherEventCodes,
    erased,
    visible: await visibleConnectionIds(tx, caller, needs.connections),
    firstScans: await firstScans(tx, needs.scannedBy),
    questions,
    contents,
    licensed: needs.badgeCodes.size ? await partnerLicensed(tx, partnerId) : false,
    files,
    attachedTo,
    claimedElsewhere,
    mailsToday: needs.mails ? await mailsToday(tx, scannerKey(caller)) : 0,
    conv: hasConversationNeeds(needs.conv)
      ? await conversationLookups(tx, caller, needs.conv, caller.event.max_pending_chats)
      : emptyConversationKnown(),
  };
}

/** How many exports were mailed to this person in the last 24 hours. */
export async function mailsToday(db: Transaction<DB> | Kysely<DB>, person: string, now = new Date()): Promise<number> {
  const row = await db
    .selectFrom('export_mails')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('person', '=', person)
    .where('sent_at', '>', new Date(now.getTime() - 86_400_000))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
