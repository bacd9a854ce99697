/**
 * Applies a batch of one client's mutations, inside the push transaction, and says what came of
 * each. Every rule is the one in src/domain/mutations.ts; here the server adds what only it knows:
 * the visitor directory, licences, the event's end and who may see which connection.
 *
 * Set-based: what the batch needs is read in a few queries (visitors by badge code, the
 * connections the caller may see, the questions), the outcomes are decided in memory in mutation
 * order (a note may follow the capture of its connection in the same batch), and the writes go
 * out as one statement per table. A push of 500 mutations costs about a dozen statements.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { LEAD_LICENCE_TYPES } from '../../src/domain/licence';
import type { DB } from '../db/schema';
import type { Caller } from '../auth/caller';
import type { EmailJob } from '../export/email-export';
import type { MediaStore, StoredMedia } from '../media/store';
import { connectionId, type ConnectionStage } from '../../src/domain/connection';
import { isEventEnded } from '../../src/domain/event';
import { validateAnswer } from '../../src/domain/question';
import {
  invalidReason,
  storedBadgeCode,
  type AddNoteArgs,
  type CaptureConnectionArgs,
  type EmailConnectionsArgs,
  type Mutation,
  type MutationOutcome,
  type SetAnswerArgs,
  type ShareContentArgs,
  type SetRatingArgs,
  type SetStageArgs,
} from '../../src/domain/mutations';

export interface Applied {
  outcome: MutationOutcome;
  reason?: string | null;
  /** The exhibitor's data changed: raise its version and tell its other devices. */
  changed: boolean;
  /** A mail to send once the transaction has committed (e-mailed exports). */
  mail?: EmailJob;
}

const done = (outcome: MutationOutcome, changed: boolean, reason: string | null = null): Applied => ({ outcome, changed, reason });

/** Rows per insert statement: well under PostgreSQL's 65,535 parameters for every table here. */
const CHUNK = 1000;

/** Who scanned, as recorded in connection_scanners: 'u:<user>' or 'a:<licence activation>'. */
export function scannerKey(caller: Caller): string {
  return caller.user ? `u:${caller.user.id}` : `a:${caller.activationId}`;
}

export function callerName(caller: Caller): string {
  if (caller.user) return `${caller.user.first_name} ${caller.user.last_name}`.trim();
  return caller.activationName ?? '';
}

/** How far ahead of the server's clock a device's scan time is still believed. */
export const SCAN_CLOCK_SKEW_MS = 5 * 60_000;

/** Whether the exhibitor holds a lead-capture licence (not a check-in desk's or touchpoint's): captures then show full data at once. */
export async function partnerLicensed(db: Kysely<DB> | Transaction<DB>, partnerId: string): Promise<boolean> {
  return !!(await db.selectFrom('licences').select('id').where('partner_id', '=', partnerId).where('type', 'in', LEAD_LICENCE_TYPES).limit(1).executeTakeFirst());
}

async function nextVersion(tx: Transaction<DB>, partnerId: string): Promise<number> {
  const row = await tx
    .insertInto('partner_versions')
    .values({ partner_id: partnerId, version: 1 })
    .onConflict((oc) => oc.column('partner_id').doUpdateSet((eb) => ({ version: eb('partner_versions.version', '+', 1) })))
    .returning('version')
    .executeTakeFirstOrThrow();
  return row.version;
}

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

/** What the batch reads before deciding: one query each, only when some mutation needs it. */
async function lookups(tx: Transaction<DB>, caller: Caller, valid: Mutation[], media: MediaStore | undefined) {
  const partnerId = caller.partner!.id;
  const codes = new Set<string>();
  const referenced = new Set<string>();
  const questionIds = new Set<string>();
  const contentIds = new Set<string>();
  for (const m of valid) {
    if (m.name === 'captureConnection') codes.add(storedBadgeCode((m.args as CaptureConnectionArgs).badgeCode));
    else if (m.name === 'emailConnections') {
      const ids = (m.args as EmailConnectionsArgs).connectionIds;
      if (ids.length === 1) referenced.add(ids[0]!);
    } else referenced.add((m.args as AddNoteArgs | SetStageArgs | SetAnswerArgs | SetRatingArgs | ShareContentArgs).connectionId);
    if (m.name === 'setAnswer') questionIds.add((m.args as SetAnswerArgs).questionId);
    if (m.name === 'shareContent') contentIds.add((m.args as ShareContentArgs).contentId);
  }

  const visitors = new Map<string, string>();
  if (codes.size) {
    const rows = await tx.selectFrom('users').select(['id', 'badge_code']).where('event_id', '=', caller.event.id).where('badge_code', 'in', [...codes]).execute();
    for (const r of rows) visitors.set(r.badge_code, r.id);
  }

  // The connections the caller may see (and so add to): all with showAllConnections, else the ones
  // they scanned. Among them the connections of lists to e-mail (none visible: nothing to send).
  for (const m of valid) {
    if (m.name === 'emailConnections' && (m.args as EmailConnectionsArgs).connectionIds.length > 1) for (const id of (m.args as EmailConnectionsArgs).connectionIds) referenced.add(id);
  }
  const visible = new Set<string>();
  if (referenced.size) {
    let q = tx
      .selectFrom('connections')
      .select('id')
      .where('partner_id', '=', partnerId)
      .where(sql<boolean>`id = any(${[...referenced]}::text[])`);
    if (!caller.permissions.has('showAllConnections')) {
      q = q.where((eb) =>
        eb.exists(eb.selectFrom('connection_scanners').select('scanner').whereRef('connection_scanners.connection_id', '=', 'connections.id').where('scanner', '=', scannerKey(caller))),
      );
    }
    for (const r of await q.execute()) visible.add(r.id);
  }

  // The connections the caller scanned: only they may override the rating.
  const ratingIds = valid.filter((m) => m.name === 'setRating').map((m) => (m.args as SetRatingArgs).connectionId);
  const scannedByCaller = new Set<string>();
  if (ratingIds.length) {
    const rows = await tx.selectFrom('connection_scanners').select('connection_id').where('scanner', '=', scannerKey(caller)).where('connection_id', 'in', [...new Set(ratingIds)]).execute();
    for (const r of rows) scannedByCaller.add(r.connection_id);
  }

  const questions = new Map<string, { type: string; allowOther: boolean; optionIds: string[] }>();
  if (questionIds.size) {
    const rows = await tx.selectFrom('questions').select(['id', 'type', 'allow_other']).where('partner_id', '=', partnerId).where('id', 'in', [...questionIds]).execute();
    for (const r of rows) questions.set(r.id, { type: r.type, allowOther: r.allow_other, optionIds: [] });
    if (rows.length) {
      const options = await tx.selectFrom('question_options').select(['id', 'question_id']).where('question_id', 'in', [...questions.keys()]).execute();
      for (const o of options) questions.get(o.question_id)!.optionIds.push(o.id);
    }
  }

  // The exhibitor's own content items (another exhibitor's are unknown here).
  const contents = new Set<string>();
  if (contentIds.size) {
    for (const r of await tx.selectFrom('contents').select('id').where('partner_id', '=', partnerId).where('id', 'in', [...contentIds]).execute()) contents.add(r.id);
  }

  const licensed = codes.size ? await partnerLicensed(tx, partnerId) : false;
  // Uploaded media the notes attach: finished, the exhibitor's own, and allowed by content.
  const files = new Map<string, StoredMedia>();
  for (const m of valid) {
    if (m.name !== 'addNote') continue;
    for (const uuid of (m.args as AddNoteArgs).media ?? []) {
      const found = await media?.inspect(`${partnerId}.${uuid}`);
      if (found) files.set(uuid, found);
    }
  }
  // Files already attached to a note: a file belongs to one note only.
  const attachedTo = new Map<string, string>();
  if (files.size) {
    const ids = [...files.values()].map((f) => f.id);
    for (const r of await tx.selectFrom('media').select(['id', 'note_id']).where('id', 'in', ids).execute()) if (r.note_id) attachedTo.set(r.id, r.note_id);
  }
  return { visitors, visible, scannedByCaller, questions, contents, licensed, files, attachedTo };
}

/** Applies `mutations` (consecutive ids of one client) and returns their outcomes, in order. */
export async function applyMutations(tx: Transaction<DB>, caller: Caller, mutations: Mutation[], media?: MediaStore): Promise<Applied[]> {
  const partnerId = caller.partner!.id;
  const reasons = mutations.map((m) => invalidReason(m.name, m.args));
  const known = await lookups(
    tx,
    caller,
    mutations.filter((_, i) => !reasons[i]),
    media,
  );
  const ended = isEventEnded({ endsAt: caller.event.ends_at.toISOString() });
  const by = { scanned_by_user_id: caller.user?.id ?? null, scanned_by_activation_id: caller.activationId, scanned_by_name: callerName(caller) };
  const author = { partner_id: partnerId, author_user_id: caller.user?.id ?? null, author_name: callerName(caller) };

  // What the batch writes, decided in mutation order.
  const captures = new Map<string, CaptureConnectionArgs & { code: string; visitorId: string }>();
  const notes = new Map<string, AddNoteArgs>();
  const stages = new Map<string, SetStageArgs>();
  const answers = new Map<string, SetAnswerArgs>();
  const ratings = new Map<string, SetRatingArgs>();
  const shares = new Map<string, ShareContentArgs>();

  // Scan times are taken as the device says, up to a few minutes past the server's clock.
  const latestScan = Date.now() + SCAN_CLOCK_SKEW_MS;
  const results = mutations.map((m, i): Applied => {
    const reason = reasons[i];
    if (reason) return done('invalid', false, reason);
    switch (m.name) {
      case 'captureConnection': {
        const a = m.args as CaptureConnectionArgs;
        if (!caller.permissions.has('createConnections')) return done('noPermission', false);
        if (ended) return done('eventEnded', false);
        const code = storedBadgeCode(a.badgeCode);
        if (a.badgeEventId && a.badgeEventId !== caller.event.id) return done('otherEvent', false);
        if (a.id !== connectionId(partnerId, code)) return done('invalid', false, 'badArguments');
        const visitorId = known.visitors.get(code);
        if (!visitorId) return done('visitorNotFound', false);
        // A device clock far ahead must not make its scan 'the latest' for good: no later than now.
        const scannedAt = Date.parse(a.scannedAt) > latestScan ? new Date(latestScan).toISOString() : a.scannedAt;
        // Scanned again (by anyone of the team): the latest scan's time and scanner win; one row.
        const earlier = captures.get(a.id);
        if (!earlier) captures.set(a.id, { ...a, scannedAt, code, visitorId });
        else if (Date.parse(scannedAt) > Date.parse(earlier.scannedAt)) earlier.scannedAt = scannedAt;
        known.visible.add(a.id);
        known.scannedByCaller.add(a.id);
        return done(known.licensed ? 'completed' : 'noLicense', true);
      }
      case 'addNote': {
        const a = m.args as AddNoteArgs;
        if (!known.visible.has(a.connectionId)) return done('noAccess', false);
        // The app pushes a note only once its files are uploaded; anything else is refused.
        if ((a.media ?? []).some((uuid) => !known.files.has(uuid))) return done('invalid', false, 'media.missing');
        // A file belongs to one note: not to another one, in the database or earlier in this batch.
        const files = (a.media ?? []).map((uuid) => known.files.get(uuid)!.id);
        if (files.some((id) => (known.attachedTo.get(id) ?? a.id) !== a.id)) return done('invalid', false, 'media.attached');
        if (!notes.has(a.id)) {
          notes.set(a.id, a);
          for (const id of files) known.attachedTo.set(id, a.id);
        }
        return done('completed', true);
      }
      case 'setStage': {
        const a = m.args as SetStageArgs;
        if (!known.visible.has(a.connectionId)) return done('noAccess', false);
        if (!stages.has(a.id)) stages.set(a.id, a);
        return done('completed', true);
      }
      case 'setAnswer': {
        const a = m.args as SetAnswerArgs;
        if (!known.visible.has(a.connectionId)) return done('noAccess', false);
        const question = known.questions.get(a.questionId);
        if (!question) return done('invalid', false, 'answer.unknownQuestion');
        const error = validateAnswer({ type: question.type as never, answerIds: question.optionIds, allowOther: question.allowOther }, { choices: a.choices, text: a.text });
        if (error) return done('invalid', false, error);
        // Last writer wins, in the order the server applies them.
        const key = `${a.connectionId}|${a.questionId}`;
        answers.delete(key);
        answers.set(key, a);
        return done('completed', true);
      }
      case 'shareContent': {
        const a = m.args as ShareContentArgs;
        if (!caller.settings.content) return done('noPermission', false, 'content.settingOff');
        if (!known.visible.has(a.connectionId)) return done('noAccess', false);
        if (!known.contents.has(a.contentId)) return done('invalid', false, 'content.unknown');
        const key = `${a.connectionId}|${a.contentId}`;
        shares.delete(key);
        shares.set(key, a);
        return done('completed', true);
      }
      case 'emailConnections': {
        const a = m.args as EmailConnectionsArgs;
        // One connection may be sent by anyone who sees it; a list needs exportConnections.
        if (a.connectionIds.length > 1 && !caller.permissions.has('exportConnections')) return done('noPermission', false);
        if (a.connectionIds.length === 1 && !known.visible.has(a.connectionIds[0]!)) return done('noAccess', false);
        // A list of which the caller sees nothing (also counting captures earlier in this push) sends nothing.
        if (!a.connectionIds.some((id) => known.visible.has(id))) return done('noAccess', false);
        const to = caller.user?.email ?? caller.activationEmail;
        if (!to) return done('invalid', false, 'email.noAddress');
        return { ...done('completed', false), mail: { mutationId: m.id, args: a, to } };
      }
      case 'setRating': {
        const a = m.args as SetRatingArgs;
        if (!known.visible.has(a.connectionId)) return done('noAccess', false);
        // The rating is the judgement of the person who met the visitor.
        if (!known.scannedByCaller.has(a.connectionId)) return done('noPermission', false, 'rating.notScanner');
        ratings.delete(a.connectionId);
        ratings.set(a.connectionId, a);
        return done('completed', true);
      }
    }
  });

  if (!results.some((r) => r.changed)) return results;
  const version = await nextVersion(tx, partnerId);
  const now = new Date();

  for (const rows of chunks([...captures.values()])) {
    // unnest() over one array per varying column: a few parameters instead of thousands, which
    // PostgreSQL parses and plans far faster than a VALUES list of 500 rows.
    await sql`
      insert into connections (id, event_id, partner_id, badge_code, visitor_id, scanned_by_user_id, scanned_by_activation_id,
        scanned_by_name, scanned_at, source_type, initiator_type, licensed, version)
      select u.id, ${caller.event.id}::text, ${partnerId}::text, u.code, u.visitor, ${by.scanned_by_user_id}::text, ${by.scanned_by_activation_id}::text,
        ${by.scanned_by_name}::text, u.at, u.source, ${caller.mode === 'scan' ? 'personnel' : 'staff'}::text, ${known.licensed}::boolean, ${version}::bigint
      from unnest(${rows.map((a) => a.id)}::text[], ${rows.map((a) => a.code)}::text[], ${rows.map((a) => a.visitorId)}::text[],
        ${rows.map((a) => a.scannedAt)}::timestamptz[], ${rows.map((a) => a.sourceType)}::text[]) as u(id, code, visitor, at, source)
      on conflict (id) do update set
        scanned_at = greatest(connections.scanned_at, excluded.scanned_at),
        scanned_by_user_id = case when connections.scanned_at < excluded.scanned_at then excluded.scanned_by_user_id else connections.scanned_by_user_id end,
        scanned_by_activation_id = case when connections.scanned_at < excluded.scanned_at then excluded.scanned_by_activation_id else connections.scanned_by_activation_id end,
        scanned_by_name = case when connections.scanned_at < excluded.scanned_at then excluded.scanned_by_name else connections.scanned_by_name end,
        licensed = connections.licensed or excluded.licensed,
        version = excluded.version,
        updated_at = now()
    `.execute(tx);
    const newScanners = await tx
      .insertInto('connection_scanners')
      .values(rows.map((a) => ({ connection_id: a.id, scanner: scannerKey(caller) })))
      .onConflict((oc) => oc.doNothing())
      .returning('connection_id')
      .execute();
    if (newScanners.length) {
      // Connections new to this scanner (a colleague's): send their notes, stages and answers
      // again, or a pull by cookie would never bring the older ones.
      const ids = newScanners.map((r) => r.connection_id);
      for (const table of ['connection_notes', 'connection_stage_entries', 'connection_answers', 'connection_contents'] as const) {
        await tx.updateTable(table).set({ version }).where('connection_id', 'in', ids).execute();
      }
    }
  }

  for (const rows of chunks([...notes.values()])) {
    await sql`
      insert into connection_notes (id, connection_id, partner_id, author_user_id, author_name, created_at, version, type, text)
      select u.id, u.connection, ${partnerId}::text, ${author.author_user_id}::text, ${author.author_name}::text, u.at, ${version}::bigint, u.type, u.text
      from unnest(${rows.map((a) => a.id)}::text[], ${rows.map((a) => a.connectionId)}::text[], ${rows.map((a) => a.createdAt)}::timestamptz[],
        ${rows.map((a) => a.type)}::text[], ${rows.map((a) => a.text)}::text[]) as u(id, connection, at, type, text)
      on conflict (id) do nothing
    `.execute(tx);
  }

  const attached = [...notes.values()].flatMap((n) => (n.media ?? []).map((uuid) => ({ note: n, file: known.files.get(uuid)! })));
  for (const rows of chunks(attached)) {
    await tx
      .insertInto('media')
      .values(rows.map(({ note, file }) => ({ id: file.id, connection_id: note.connectionId, note_id: note.id, kind: file.kind, media_type: file.mediaType, size: file.size, storage_key: file.id, complete: true })))
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }

  for (const rows of chunks([...stages.values()])) {
    await tx
      .insertInto('connection_stage_entries')
      .values(rows.map((a) => ({ id: a.id, connection_id: a.connectionId, ...author, created_at: new Date(a.createdAt), version, stage: a.stage as ConnectionStage, comment: a.comment })))
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
  if (stages.size) {
    // A connection's stage is its latest entry (by when it was set, then by id).
    const ids = [...new Set([...stages.values()].map((s) => s.connectionId))];
    for (const part of chunks(ids)) {
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
          updated_at: now,
        }))
        .where('id', 'in', part)
        .execute();
    }
  }

  for (const rows of chunks([...answers.values()])) {
    await tx
      .insertInto('connection_answers')
      .values(
        rows.map((a) => ({
          connection_id: a.connectionId,
          question_id: a.questionId,
          partner_id: partnerId,
          choices: a.choices,
          text: a.text,
          updated_by_user_id: caller.user?.id ?? null,
          updated_at: new Date(a.updatedAt),
          version,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['connection_id', 'question_id']).doUpdateSet((eb) => ({
          choices: eb.ref('excluded.choices'),
          text: eb.ref('excluded.text'),
          updated_by_user_id: eb.ref('excluded.updated_by_user_id'),
          updated_at: eb.ref('excluded.updated_at'),
          version,
        })),
      )
      .execute();
  }
  for (const rows of chunks([...shares.values()])) {
    await tx
      .insertInto('connection_contents')
      .values(
        rows.map((a) => ({
          connection_id: a.connectionId,
          content_id: a.contentId,
          partner_id: partnerId,
          shared: a.shared,
          updated_by_user_id: caller.user?.id ?? null,
          updated_by_name: callerName(caller),
          updated_at: new Date(a.updatedAt),
          version,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['connection_id', 'content_id']).doUpdateSet((eb) => ({
          shared: eb.ref('excluded.shared'),
          updated_by_user_id: eb.ref('excluded.updated_by_user_id'),
          updated_by_name: eb.ref('excluded.updated_by_name'),
          updated_at: eb.ref('excluded.updated_at'),
          version,
        })),
      )
      .execute();
  }
  for (const a of ratings.values()) {
    await tx
      .updateTable('connections')
      .set({ rating: a.rating, rating_set_by: a.rating ? scannerKey(caller) : null, version, updated_at: now })
      .where('id', '=', a.connectionId)
      .execute();
  }
  return results;
}
