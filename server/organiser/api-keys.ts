/**
 * API keys for the organiser's own systems (a registration platform, a badge printer): made and
 * revoked in the console, sent as `Authorization: Bearer lso_…` to the organiser API
 * (organiser/api.ts) and to nothing else. Only a hash of a key is kept, with its first characters
 * to recognise it by; the key itself is shown once, when it is made.
 */
import * as v from 'valibot';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { jsonSchema, typed } from '../schemas';
import type { DB } from '../db/schema';
import { hashSecret, newId, randomSecret } from '../security';
import { organiserOf } from '../auth/access';
import { fieldErrors, type ApiKeyInfo } from '../../src/domain/organiser';
import { API_KEY_PREFIX } from './session';

const ORGANISER = { organiser: true } as const;

export const ApiKeyInput = v.strictObject({
  name: v.pipe(v.string(), v.trim(), v.minLength(1, 'apiKey.nameRequired'), v.maxLength(80, 'apiKey.nameTooLong')),
});


const KeyParams = v.strictObject({ keyId: v.pipe(v.string(), v.maxLength(100)) });

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

export const organiserApiKeyRoutes: FastifyPluginAsync = async (fastify) => {
  const app = typed(fastify);

  app.get('/api/organiser/api-keys', { config: { access: ORGANISER } }, async () => listKeys(app.db));

  app.post('/api/organiser/api-keys', { config: { access: ORGANISER }, schema: { body: { type: 'object' } } }, async (req, reply) => {
    const parsed = v.safeParse(ApiKeyInput, req.body);
    if (!parsed.success) return reply.status(400).send({ error: 'invalid', fields: fieldErrors(parsed.issues) });
    const { id, key } = await createApiKey(app.db, organiserOf(req).id, parsed.output.name);
    const info = (await listKeys(app.db)).find((k) => k.id === id)!;
    return reply.status(201).send({ ...info, key });
  });

  app.delete('/api/organiser/api-keys/:keyId', { config: { access: ORGANISER }, schema: { params: jsonSchema(KeyParams) } }, async (req, reply) => {
    const revoked = await app.db.updateTable('organiser_api_keys').set({ revoked_at: new Date() }).where('id', '=', req.params.keyId).where('revoked_at', 'is', null).executeTakeFirst();
    if (Number(revoked.numUpdatedRows) !== 1) return reply.status(404).send({ error: 'notFound' });
    return reply.status(204).send();
  });
};
