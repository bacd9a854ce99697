/**
 * Pull: what changed since the client's cookie, among the connections the caller may see: their
 * own, or all of the exhibitor's with showAllConnections. The cookie is the exhibitor's change
 * version plus the scope it was computed for; when the scope changes (a permission was granted or
 * taken), the client gets everything again.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Caller } from '../auth/caller';
import { PULL_BATCH, type PullResponse, type ConnectionRow, type RegistrationAnswer } from '../../src/domain/protocol';
import { CONNECTION_CONTACT_FIELDS, type ConnectionContact } from '../../src/domain/connection';
import type { MutationOutcome } from '../../src/domain/mutations';
import { scannerKey } from './apply';

export function scopeOf(caller: Caller): string {
  return caller.permissions.has('showAllConnections') ? 'all' : scannerKey(caller);
}

export function parseCookie(cookie: string | undefined, scope: string): number {
  if (!cookie) return 0;
  const i = cookie.lastIndexOf('@');
  if (i < 0 || cookie.slice(0, i) !== scope) return 0;
  const version = Number(cookie.slice(i + 1));
  return Number.isInteger(version) && version >= 0 ? version : 0;
}

/** SQL condition on `c` (connections) for what the caller may see. */
export function visibleTo(caller: Caller) {
  if (caller.permissions.has('showAllConnections')) return sql`true`;
  return sql`exists (select 1 from connection_scanners s where s.connection_id = c.id and s.scanner = ${scannerKey(caller)})`;
}

/** Users' columns as the connection contact fields of SPEC section 3. */
export const CONTACT_COLUMNS = sql.raw(
  CONNECTION_CONTACT_FIELDS.map((f) =>
    f === 'firstname' ? 'u.first_name as firstname' : f === 'lastname' ? 'u.last_name as lastname' : f === 'registrationtype' ? 'u.registration_type as registrationtype' : `u.${f}`,
  )
    .concat('u.registration_answers')
    .join(', '),
);

export async function pull(db: Kysely<DB>, caller: Caller, clientID: string | undefined, cookie: string | undefined, pendingFrom: number | undefined): Promise<PullResponse> {
  const partnerId = caller.partner!.id;
  const scope = scopeOf(caller);
  const since = parseCookie(cookie, scope);
  const current = (await db.selectFrom('partner_versions').select('version').where('partner_id', '=', partnerId).executeTakeFirst())?.version ?? 0;
  const visible = visibleTo(caller);

  const connRows = (
    await sql<Record<string, unknown>>`
      select c.*, ${CONTACT_COLUMNS}
      from connections c left join users u on u.id = c.visitor_id
      where c.partner_id = ${partnerId} and c.version > ${since} and c.version <= ${current} and ${visible}
      order by c.version
      limit ${PULL_BATCH + 1}`.execute(db)
  ).rows;

  // A page ends between two versions, never inside one (a push changes many rows at one version).
  let more = connRows.length > PULL_BATCH;
  let upper = current;
  let page = connRows;
  if (more) {
    upper = Number(connRows[PULL_BATCH]!.version) - 1;
    page = connRows.filter((r) => Number(r.version) <= upper);
    if (page.length === 0) {
      // One version larger than a page: send it whole.
      upper = Number(connRows[0]!.version);
      page = (
        await sql<Record<string, unknown>>`
          select c.*, ${CONTACT_COLUMNS}
          from connections c left join users u on u.id = c.visitor_id
          where c.partner_id = ${partnerId} and c.version = ${upper} and ${visible}`.execute(db)
      ).rows;
    }
    more = upper < current;
  }

  const connections: ConnectionRow[] = page.map(toConnectionRow);

  // Children of visible connections, in the same version window.
  const children = async (table: 'connection_notes' | 'connection_stage_entries' | 'connection_answers' | 'connection_contents') =>
    (
      await sql<Record<string, unknown>>`
        select x.* from ${sql.table(table)} x join connections c on c.id = x.connection_id
        where x.partner_id = ${partnerId} and x.version > ${since} and x.version <= ${upper} and ${visible}
        order by x.version`.execute(db)
    ).rows;
  const [notes, stages, answers, shared] = await Promise.all([
    children('connection_notes'),
    children('connection_stage_entries'),
    children('connection_answers'),
    children('connection_contents'),
  ]);
  const noteMedia = notes.length
    ? await db
        .selectFrom('media')
        .select(['id', 'note_id', 'kind', 'media_type', 'size'])
        .where(
          'note_id',
          'in',
          notes.map((n) => n.id as string),
        )
        .execute()
    : [];

  let lastMutationID = 0;
  let results: PullResponse['results'] = [];
  if (clientID) {
    const client = await db.selectFrom('sync_clients').select(['last_mutation_id', 'partner_id']).where('client_id', '=', clientID).executeTakeFirst();
    if (client && client.partner_id === partnerId) {
      lastMutationID = client.last_mutation_id;
      if (pendingFrom !== undefined) {
        const rows = await db
          .selectFrom('sync_outcomes')
          .select(['mutation_id', 'outcome', 'reason'])
          .where('client_id', '=', clientID)
          .where('mutation_id', '>=', pendingFrom)
          .orderBy('mutation_id')
          .execute();
        results = rows.map((r) => ({ id: r.mutation_id, outcome: r.outcome as MutationOutcome, reason: r.reason }));
      }
    }
  }

  return {
    cookie: `${scope}@${upper}`,
    lastMutationID,
    results,
    connections,
    notes: notes.map((n) => ({
      id: n.id as string,
      connectionId: n.connection_id as string,
      text: n.text as string,
      type: n.type as PullResponse['notes'][number]['type'],
      authorName: n.author_name as string,
      createdAt: new Date(n.created_at as string | Date).toISOString(),
      version: Number(n.version),
      media: noteMedia.filter((m) => m.note_id === n.id).map((m) => ({ id: m.id, kind: m.kind, mediaType: m.media_type, size: Number(m.size) })),
    })),
    stages: stages.map((s) => ({
      id: s.id as string,
      connectionId: s.connection_id as string,
      stage: s.stage as PullResponse['stages'][number]['stage'],
      comment: s.comment as string,
      authorName: s.author_name as string,
      createdAt: new Date(s.created_at as string | Date).toISOString(),
      version: Number(s.version),
    })),
    answers: answers.map((a) => ({
      connectionId: a.connection_id as string,
      questionId: a.question_id as string,
      choices: a.choices as string[],
      text: (a.text as string | null) ?? null,
      updatedAt: new Date(a.updated_at as string | Date).toISOString(),
      version: Number(a.version),
    })),
    sharedContent: shared.map((x) => ({
      connectionId: x.connection_id as string,
      contentId: x.content_id as string,
      shared: x.shared as boolean,
      updatedByName: x.updated_by_name as string,
      updatedAt: new Date(x.updated_at as string | Date).toISOString(),
      version: Number(x.version),
    })),
    more,
  };
}

/** A row of `select c.*, CONTACT_COLUMNS` as the app sees it: contact data only when licensed. */
export function toConnectionRow(r: Record<string, unknown>): ConnectionRow {
  const contact: ConnectionContact = {};
  if (r.licensed) for (const f of CONNECTION_CONTACT_FIELDS) contact[f] = (r[f] as string | null) ?? null;
  return {
    id: r.id as string,
    badgeCode: r.badge_code as string,
    scannedAt: new Date(r.scanned_at as string | Date).toISOString(),
    scannedByID: (r.scanned_by_user_id as string | null) ?? (r.scanned_by_activation_id as string | null),
    scannedByName: r.scanned_by_name as string,
    sourceType: r.source_type as ConnectionRow['sourceType'],
    stage: r.stage as ConnectionRow['stage'],
    rating: r.rating as ConnectionRow['rating'],
    licensed: r.licensed as boolean,
    visitorID: (r.visitor_id as string | null) ?? null,
    contact: r.licensed ? contact : null,
    registration: r.licensed ? ((r.registration_answers as RegistrationAnswer[] | null) ?? []) : null,
    version: Number(r.version),
  };
}
