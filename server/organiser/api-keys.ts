/**
 * API keys for the organiser's own systems (a registration platform, a badge printer): made and
 * revoked in the console, sent as `Authorization: Bearer lso_…` to the organiser API
 * (organiser/api.ts) and to nothing else. Only a hash of a key is kept, with its first characters
 * to recognise it by; the key itself is shown once, when it is made.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { hashSecret, newId, randomSecret } from '../security';
import { organiserOf } from '../auth/access';
import { serve } from '../endpoints';
import { refused } from '../refusal';
import type { ApiKeyInfo } from '../../src/domain/organiser';
import * as endpoints from '../../src/domain/endpoints/organiser';
import { API_KEY_PREFIX } from './session';

/** Makes a key; the returned secret is never stored and cannot be shown again. */
export async function createApiKey(db: Kysely<DB>, organiserId: string, name: string): Promise<{ id: string; key: string }> {
  const key = `${API_KEY_PREFIX}${randomSecret()}`;
  const id = newId();
  await db.insertInto('organiser_api_keys').values({ id, organiser_id: organiserId, name, prefix: key.slice(0, 10), secret_hash: hashSecret(key) }).execute();
  return { id, key };
}

async function listKeys(db: Kysely<DB>): Promise<ApiKeyInfo[]> {
  const rows = await db
    .selectFrom('organiser_api_keys as k')
    .innerJoin('organisers as o', 'o.id', 'k.organiser_id')
    .select(['k.id', 'k.name', 'k.prefix', 'k.created_at', 'k.last_used_at', 'k.revoked_at', 'o.name as createdBy'])
    .orderBy('k.revoked_at', (ob) => ob.desc().nullsFirst())
    .orderBy('k.created_at', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    prefix: r.prefix,
    createdBy: r.createdBy,
    createdAt: r.created_at.toISOString(),
    lastUsedAt: r.last_used_at?.toISOString() ?? null,
    revokedAt: r.revoked_at?.toISOString() ?? null,
  }));
}

export const organiserApiKeyRoutes: FastifyPluginAsync = async (app) => {
  serve(app, endpoints.listApiKeys, async () => listKeys(app.db));

  serve(app, endpoints.createApiKey, async ({ body }, req) => {
    const { id, key } = await createApiKey(app.db, organiserOf(req).id, body.name);
    const info = (await listKeys(app.db)).find((k) => k.id === id)!;
    return { ...info, key };
  });

  serve(app, endpoints.revokeApiKey, async ({ params }) => {
    const revoked = await app.db.updateTable('organiser_api_keys').set({ revoked_at: new Date() }).where('id', '=', params.keyId).where('revoked_at', 'is', null).executeTakeFirst();
    if (Number(revoked.numUpdatedRows) !== 1) refused(404, 'notFound');
  });
};
