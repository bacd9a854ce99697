/**
 * Pull: what changed since the client's cookie, among the rows the caller may see, for every
 * synced entity (entities.ts). The cookie is the exhibitor's change version plus the scope it was
 * computed for; when the scope changes (a permission was granted or taken), the client gets
 * everything again.
 */
import { clientOwner } from './push';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Caller } from '../auth/caller';
import { PULL_BATCH, type PullResponse } from '../../src/domain/protocol';
import { ENTITY_NAMES, type EntityName, type WireRow } from '../../src/domain/sync-entities';
import { isMutationOutcome } from '../../src/domain/mutations';
import { scopeOf, visibleTo } from '../connections/visibility';
import { SERVER_ENTITIES, type VersionWindow } from './entities';

export function parseCookie(cookie: string | undefined, scope: string): number {
  if (!cookie) return 0;
  const i = cookie.lastIndexOf('@');
  if (i < 0 || cookie.slice(0, i) !== scope) return 0;
  const version = Number(cookie.slice(i + 1));
  return Number.isInteger(version) && version >= 0 ? version : 0;
}

/**
 * The versions one pull sends: up to PULL_BATCH connections' worth. A page ends between two
 * versions, never inside one (a push changes many rows at one version); one version larger than
 * a page is sent whole.
 */
async function windowOf(db: Kysely<DB>, caller: Caller, since: number, current: number): Promise<VersionWindow & { more: boolean }> {
  const versions = (
    await sql<{ version: number }>`
      select c.version from connections c
      where c.partner_id = ${caller.partner!.id} and c.version > ${since} and c.version <= ${current} and ${visibleTo(caller)}
      order by c.version
      limit ${PULL_BATCH + 1}`.execute(db)
  ).rows.map((r) => Number(r.version));
  if (versions.length <= PULL_BATCH) return { since, upper: current, more: false };
  let upper = versions[PULL_BATCH]! - 1;
  if (upper < versions[0]!) upper = versions[0]!;
  return { since, upper, more: upper < current };
}

type Rows = { [K in EntityName]: Array<WireRow<K>> };

/** Every synced entity's rows of the window, as the caller may see them. */
async function readAll(db: Kysely<DB>, caller: Caller, w: VersionWindow): Promise<Rows> {
  const entries = await Promise.all(ENTITY_NAMES.map(async (name) => [name, await SERVER_ENTITIES[name].rows(db, caller, w)] as const));
  // Each entity's rows come from its own reader (SERVER_ENTITIES is typed per entity); TypeScript
  // cannot follow that through Object.fromEntries.
  return Object.fromEntries(entries) as Rows;
}

export async function pull(db: Kysely<DB>, caller: Caller, clientID: string | undefined, cookie: string | undefined, pendingFrom: number | undefined): Promise<PullResponse> {
  const partnerId = caller.partner!.id;
  const scope = scopeOf(caller);
  const since = parseCookie(cookie, scope);
  const current = (await db.selectFrom('partner_versions').select('version').where('partner_id', '=', partnerId).executeTakeFirst())?.version ?? 0;
  const window = await windowOf(db, caller, since, current);

  const rows = await readAll(db, caller, window);

  let lastMutationID = 0;
  let results: PullResponse['results'] = [];
  if (clientID) {
    const client = await db.selectFrom('sync_clients').select(['last_mutation_id', 'partner_id', 'owner']).where('client_id', '=', clientID).executeTakeFirst();
    // Only the client's own person learns how far it got and what was refused.
    if (client && client.partner_id === partnerId && (!client.owner || client.owner === clientOwner(caller))) {
      lastMutationID = client.last_mutation_id;
      if (pendingFrom !== undefined) {
        const stored = await db
          .selectFrom('sync_outcomes')
          .select(['mutation_id', 'outcome', 'reason'])
          .where('client_id', '=', clientID)
          .where('mutation_id', '>=', pendingFrom)
          .orderBy('mutation_id')
          .execute();
        results = stored.map((r) => ({ id: r.mutation_id, outcome: isMutationOutcome(r.outcome) ? r.outcome : 'invalid', reason: r.reason }));
      }
    }
  }

  return { cookie: `${scope}@${window.upper}`, lastMutationID, results, more: window.more, ...rows };
}
