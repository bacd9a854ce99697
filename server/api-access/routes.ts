/**
 * API access for an exhibitor's administrators (issue #17, the 'api' setting): API accounts
 * (client id, a secret shown once when made or regenerated, comments, active or disabled, an
 * address restriction) and their webhooks. Changing is for people: a system user may read.
 * Disabling an account, regenerating its secret or deleting it ends its access tokens at once.
 */
import * as v from 'valibot';
import type { Kysely } from 'kysely';
import type { FastifyPluginAsync } from 'fastify';
import type { DB } from '../db/schema';
import { callerOf, type Access } from '../auth/access';
import type { Caller } from '../auth/caller';
import { callerName, scannerKey } from '../connections/visibility';
import { jsonSchema, typed } from '../schemas';
import { newId, randomSecret } from '../security';
import { newClientId, newClientSecret } from './clients';
import { ApiAccountInput, ApiAccountUpdate, apiAccessErrors, MAX_WEBHOOKS, WebhookInput, type ApiAccountInfo, type WebhookInfo } from '../../src/domain/api-access';
import type { AuditAction } from '../../src/domain/audit';

const READ: Access = { modes: ['partner', 'staff'], anyPermission: ['admin'], setting: 'api' };
const CHANGE: Access = { ...READ, people: true };
const IdParams = v.strictObject({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) });
const iso = (d: Date | string) => new Date(d).toISOString();

export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/**
 * An entry of the exhibitor's audit log for a change of its API access (who, when, which account
 * by its client id, and the webhook's id): never a secret, nor a webhook's address (it may carry one).
 */
async function audit(db: Kysely<DB>, caller: Caller, action: AuditAction, subject: string): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({ partner_id: caller.partner!.id, event_id: caller.event.id, actor: scannerKey(caller), actor_name: callerName(caller), action, subject, row_count: null })
    .execute();
}

async function webhooksOf(db: Kysely<DB>, accountIds: string[]): Promise<Map<string, WebhookInfo[]>> {
  const out = new Map<string, WebhookInfo[]>();
  if (!accountIds.length) return out;
  const rows = await db.selectFrom('webhooks').selectAll().where('account_id', 'in', accountIds).orderBy('created_at').orderBy('id').execute();
  for (const w of rows) {
    const list = out.get(w.account_id) ?? [];
    list.push({
      id: w.id,
      url: w.url,
      events: w.events,
      createdAt: iso(w.created_at),
      lastDelivery: w.last_delivery_at ? { at: iso(w.last_delivery_at), event: w.last_event, status: w.last_status, error: w.last_error } : null,
    });
    out.set(w.account_id, list);
  }
  return out;
}

/** The exhibitor's accounts (or the one of `id`), newest first. */
export async function accountsOf(db: Kysely<DB>, partnerId: string, id?: string): Promise<ApiAccountInfo[]> {
  let q = db.selectFrom('api_accounts').selectAll().where('partner_id', '=', partnerId).orderBy('created_at', 'desc').orderBy('id');
  if (id) q = q.where('id', '=', id);
  const rows = await q.execute();
  const hooks = await webhooksOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    clientId: r.client_id,
    secretPrefix: r.secret_prefix,
    comments: r.comments,
    state: r.state,
    ipRestriction: r.ip_restriction,
    allowedAddresses: r.allowed_addresses,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    lastUsedAt: r.last_used_at ? iso(r.last_used_at) : null,
    webhooks: hooks.get(r.id) ?? [],
  }));
}

export const apiAccessRoutes: FastifyPluginAsync = async (fastify) => {
  const app = typed(fastify);
  const partnerOf = (req: Parameters<typeof callerOf>[0]) => callerOf(req).partner!.id;
  const account = async (partnerId: string, id: string) => (await accountsOf(app.db, partnerId, id))[0];

  app.get('/api/api-access/accounts', { config: { access: READ } }, async (req) => accountsOf(app.db, partnerOf(req)));

  app.post('/api/api-access/accounts', { config: { access: CHANGE }, schema: { body: { type: 'object' } } }, async (req, reply) => {
    const parsed = v.safeParse(ApiAccountInput, req.body);
    if (!parsed.success) return reply.status(400).send({ error: 'invalid', fields: apiAccessErrors(parsed.issues) });
    const caller = callerOf(req);
    const partnerId = caller.partner!.id;
    const id = newId();
    const clientId = newClientId();
    const secret = newClientSecret();
    await app.db.transaction().execute(async (tx) => {
      await tx
        .insertInto('api_accounts')
        .values({
          id,
          partner_id: partnerId,
          client_id: clientId,
          secret_hash: secret.hash,
          secret_prefix: secret.prefix,
          comments: parsed.output.comments,
          ip_restriction: parsed.output.ipRestriction,
          allowed_addresses: parsed.output.allowedAddresses,
        })
        .execute();
      await audit(tx, caller, 'apiAccount.created', clientId);
    });
    return reply.status(201).send({ account: await account(partnerId, id), clientSecret: secret.secret });
  });

  app.put('/api/api-access/accounts/:id', { config: { access: CHANGE }, schema: { params: jsonSchema(IdParams), body: { type: 'object' } } }, async (req, reply) => {
    const parsed = v.safeParse(ApiAccountUpdate, req.body);
    if (!parsed.success) return reply.status(400).send({ error: 'invalid', fields: apiAccessErrors(parsed.issues) });
    const caller = callerOf(req);
    const partnerId = caller.partner!.id;
    const { comments, ipRestriction, allowedAddresses, state } = parsed.output;
    const done = await app.db.transaction().execute(async (tx) => {
      const before = await tx
        .selectFrom('api_accounts')
        .select(['client_id', 'comments', 'ip_restriction', 'allowed_addresses', 'state'])
        .where('id', '=', req.params.id)
        .where('partner_id', '=', partnerId)
        .forUpdate()
        .executeTakeFirst();
      if (!before) return false;
      await tx
        .updateTable('api_accounts')
        .set({ comments, ip_restriction: ipRestriction, allowed_addresses: allowedAddresses, state, updated_at: new Date() })
        .where('id', '=', req.params.id)
        .execute();
      if (state === 'disabled') await tx.deleteFrom('api_tokens').where('account_id', '=', req.params.id).execute();
      const changed = before.comments !== comments || before.ip_restriction !== ipRestriction || JSON.stringify(before.allowed_addresses) !== JSON.stringify(allowedAddresses);
      if (changed) await audit(tx, caller, 'apiAccount.changed', before.client_id);
      if (before.state !== state) await audit(tx, caller, state === 'disabled' ? 'apiAccount.disabled' : 'apiAccount.enabled', before.client_id);
      return true;
    });
    if (!done) return reply.status(404).send({ error: 'notFound' });
    return account(partnerId, req.params.id);
  });

  app.post('/api/api-access/accounts/:id/disable', { config: { access: CHANGE }, schema: { params: jsonSchema(IdParams) } }, async (req, reply) => {
    const caller = callerOf(req);
    const partnerId = caller.partner!.id;
    const done = await app.db.transaction().execute(async (tx) => {
      const before = await tx.selectFrom('api_accounts').select(['client_id', 'state']).where('id', '=', req.params.id).where('partner_id', '=', partnerId).forUpdate().executeTakeFirst();
      if (!before) return false;
      await tx.updateTable('api_accounts').set({ state: 'disabled', updated_at: new Date() }).where('id', '=', req.params.id).execute();
      await tx.deleteFrom('api_tokens').where('account_id', '=', req.params.id).execute();
      if (before.state !== 'disabled') await audit(tx, caller, 'apiAccount.disabled', before.client_id);
      return true;
    });
    if (!done) return reply.status(404).send({ error: 'notFound' });
    return account(partnerId, req.params.id);
  });

  app.post('/api/api-access/accounts/:id/secret', { config: { access: CHANGE }, schema: { params: jsonSchema(IdParams) } }, async (req, reply) => {
    const caller = callerOf(req);
    const partnerId = caller.partner!.id;
    const secret = newClientSecret();
    const done = await app.db.transaction().execute(async (tx) => {
      const res = await tx
        .updateTable('api_accounts')
        .set({ secret_hash: secret.hash, secret_prefix: secret.prefix, updated_at: new Date() })
        .where('id', '=', req.params.id)
        .where('partner_id', '=', partnerId)
        .returning('client_id')
        .executeTakeFirst();
      if (!res) return false;
      await tx.deleteFrom('api_tokens').where('account_id', '=', req.params.id).execute();
      await audit(tx, caller, 'apiAccount.secretRegenerated', res.client_id);
      return true;
    });
    if (!done) return reply.status(404).send({ error: 'notFound' });
    return { account: await account(partnerId, req.params.id), clientSecret: secret.secret };
  });

  app.delete('/api/api-access/accounts/:id', { config: { access: CHANGE }, schema: { params: jsonSchema(IdParams) } }, async (req, reply) => {
    const caller = callerOf(req);
    const done = await app.db.transaction().execute(async (tx) => {
      const res = await tx.deleteFrom('api_accounts').where('id', '=', req.params.id).where('partner_id', '=', caller.partner!.id).returning('client_id').executeTakeFirst();
      if (!res) return false;
      await audit(tx, caller, 'apiAccount.deleted', res.client_id);
      return true;
    });
    if (!done) return reply.status(404).send({ error: 'notFound' });
    return reply.status(204).send();
  });

  app.post('/api/api-access/accounts/:id/webhooks', { config: { access: CHANGE }, schema: { params: jsonSchema(IdParams), body: { type: 'object' } } }, async (req, reply) => {
    const parsed = v.safeParse(WebhookInput, req.body);
    if (!parsed.success) return reply.status(400).send({ error: 'invalid', fields: apiAccessErrors(parsed.issues) });
    const caller = callerOf(req);
    const partnerId = caller.partner!.id;
    const owner = await app.db.selectFrom('api_accounts').select(['id', 'client_id']).where('id', '=', req.params.id).where('partner_id', '=', partnerId).executeTakeFirst();
    if (!owner) return reply.status(404).send({ error: 'notFound' });
    const count = await app.db.selectFrom('webhooks').select((eb) => eb.fn.countAll<string>().as('n')).where('account_id', '=', owner.id).executeTakeFirstOrThrow();
    if (Number(count.n) >= MAX_WEBHOOKS) return reply.status(400).send({ error: 'invalid', fields: { '': 'apiAccess.tooManyWebhooks' } });
    // Deliveries start from now: what changed before the webhook was made is not sent.
    const current = await app.db.selectFrom('partner_versions').select('version').where('partner_id', '=', partnerId).executeTakeFirst();
    const id = newId();
    const secret = `${WEBHOOK_SECRET_PREFIX}${randomSecret()}`;
    await app.db.transaction().execute(async (tx) => {
      await tx
        .insertInto('webhooks')
        .values({ id, account_id: owner.id, url: parsed.output.url, events: parsed.output.events, secret, delivered_version: Number(current?.version ?? 0) })
        .execute();
      await audit(tx, caller, 'webhook.added', `${owner.client_id}/${id}`);
    });
    const webhook = (await webhooksOf(app.db, [owner.id])).get(owner.id)!.find((w) => w.id === id)!;
    return reply.status(201).send({ webhook, secret });
  });

  app.put('/api/api-access/webhooks/:id', { config: { access: CHANGE }, schema: { params: jsonSchema(IdParams), body: { type: 'object' } } }, async (req, reply) => {
    const parsed = v.safeParse(WebhookInput, req.body);
    if (!parsed.success) return reply.status(400).send({ error: 'invalid', fields: apiAccessErrors(parsed.issues) });
    const caller = callerOf(req);
    const res = await app.db.transaction().execute(async (tx) => {
      const updated = await tx
        .updateTable('webhooks')
        .set({ url: parsed.output.url, events: parsed.output.events })
        .where('id', '=', req.params.id)
        .where('account_id', 'in', (eb) => eb.selectFrom('api_accounts').select('id').where('partner_id', '=', caller.partner!.id))
        .returning('account_id')
        .executeTakeFirst();
      if (!updated) return null;
      const owner = await tx.selectFrom('api_accounts').select('client_id').where('id', '=', updated.account_id).executeTakeFirstOrThrow();
      await audit(tx, caller, 'webhook.changed', `${owner.client_id}/${req.params.id}`);
      return updated;
    });
    if (!res) return reply.status(404).send({ error: 'notFound' });
    return (await webhooksOf(app.db, [res.account_id])).get(res.account_id)!.find((w) => w.id === req.params.id)!;
  });

  app.delete('/api/api-access/webhooks/:id', { config: { access: CHANGE }, schema: { params: jsonSchema(IdParams) } }, async (req, reply) => {
    const caller = callerOf(req);
    const done = await app.db.transaction().execute(async (tx) => {
      const removed = await tx
        .deleteFrom('webhooks')
        .where('id', '=', req.params.id)
        .where('account_id', 'in', (eb) => eb.selectFrom('api_accounts').select('id').where('partner_id', '=', caller.partner!.id))
        .returning('account_id')
        .executeTakeFirst();
      if (!removed) return false;
      const owner = await tx.selectFrom('api_accounts').select('client_id').where('id', '=', removed.account_id).executeTakeFirstOrThrow();
      await audit(tx, caller, 'webhook.removed', `${owner.client_id}/${req.params.id}`);
      return true;
    });
    if (!done) return reply.status(404).send({ error: 'notFound' });
    return reply.status(204).send();
  });
};
