/**
 * API access for an exhibitor's administrators (issue #17, the 'api' setting): API accounts
 * (client id, a secret shown once when made or regenerated, comments, active or disabled, an
 * address restriction) and their webhooks. Changing is for people: a system user may read.
 * Disabling an account, regenerating its secret or deleting it ends its access tokens at once.
 */
import type { Kysely } from 'kysely';
import type { FastifyPluginAsync } from 'fastify';
import type { DB } from '../db/schema';
import { callerOf } from '../auth/access';
import type { Caller } from '../auth/caller';
import { callerName, scannerKey } from '../connections/visibility';
import { typed } from '../schemas';
import { newId, randomSecret } from '../security';
import { newClientId, newClientSecret } from './clients';
import { apiAccessErrors, MAX_WEBHOOKS, type ApiAccountInfo, type WebhookInfo } from '../../src/domain/api-access';
import type { AuditAction } from '../../src/domain/audit';
import { refused } from '../refusal';
import { serve, type ServeOptions } from '../endpoints';
import * as endpoints from '../../src/domain/endpoints/api-access';

/** A refused form names its fields as the screen shows them ('allowedAddresses.2' for one address of the list). */
const fields: ServeOptions = { invalidFields: apiAccessErrors };
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
  /** The account as it is now (gone since: not found). */
  const account = async (partnerId: string, id: string) => (await accountsOf(app.db, partnerId, id))[0] ?? refused(404, 'notFound');

  serve(app, endpoints.listAccounts, async (_, req) => accountsOf(app.db, partnerOf(req)));

  serve(
    app,
    endpoints.addAccount,
    async ({ body: input }, req) => {
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
            comments: input.comments,
            ip_restriction: input.ipRestriction,
            allowed_addresses: input.allowedAddresses,
          })
          .execute();
        await audit(tx, caller, 'apiAccount.created', clientId);
      });
      return { account: await account(partnerId, id), clientSecret: secret.secret };
    },
    fields,
  );

  serve(
    app,
    endpoints.changeAccount,
    async ({ params, body }, req) => {
      const caller = callerOf(req);
      const partnerId = caller.partner!.id;
      const { comments, ipRestriction, allowedAddresses, state } = body;
      const done = await app.db.transaction().execute(async (tx) => {
        const before = await tx
          .selectFrom('api_accounts')
          .select(['client_id', 'comments', 'ip_restriction', 'allowed_addresses', 'state'])
          .where('id', '=', params.id)
          .where('partner_id', '=', partnerId)
          .forUpdate()
          .executeTakeFirst();
        if (!before) return false;
        await tx
          .updateTable('api_accounts')
          .set({ comments, ip_restriction: ipRestriction, allowed_addresses: allowedAddresses, state, updated_at: new Date() })
          .where('id', '=', params.id)
          .execute();
        if (state === 'disabled') await tx.deleteFrom('api_tokens').where('account_id', '=', params.id).execute();
        const changed = before.comments !== comments || before.ip_restriction !== ipRestriction || JSON.stringify(before.allowed_addresses) !== JSON.stringify(allowedAddresses);
        if (changed) await audit(tx, caller, 'apiAccount.changed', before.client_id);
        if (before.state !== state) await audit(tx, caller, state === 'disabled' ? 'apiAccount.disabled' : 'apiAccount.enabled', before.client_id);
        return true;
      });
      if (!done) refused(404, 'notFound');
      return account(partnerId, params.id);
    },
    fields,
  );

  serve(app, endpoints.disableAccount, async ({ params }, req) => {
    const caller = callerOf(req);
    const partnerId = caller.partner!.id;
    const done = await app.db.transaction().execute(async (tx) => {
      const before = await tx.selectFrom('api_accounts').select(['client_id', 'state']).where('id', '=', params.id).where('partner_id', '=', partnerId).forUpdate().executeTakeFirst();
      if (!before) return false;
      await tx.updateTable('api_accounts').set({ state: 'disabled', updated_at: new Date() }).where('id', '=', params.id).execute();
      await tx.deleteFrom('api_tokens').where('account_id', '=', params.id).execute();
      if (before.state !== 'disabled') await audit(tx, caller, 'apiAccount.disabled', before.client_id);
      return true;
    });
    if (!done) refused(404, 'notFound');
    return account(partnerId, params.id);
  });

  serve(app, endpoints.newSecret, async ({ params }, req) => {
    const caller = callerOf(req);
    const partnerId = caller.partner!.id;
    const secret = newClientSecret();
    const done = await app.db.transaction().execute(async (tx) => {
      const res = await tx
        .updateTable('api_accounts')
        .set({ secret_hash: secret.hash, secret_prefix: secret.prefix, updated_at: new Date() })
        .where('id', '=', params.id)
        .where('partner_id', '=', partnerId)
        .returning('client_id')
        .executeTakeFirst();
      if (!res) return false;
      await tx.deleteFrom('api_tokens').where('account_id', '=', params.id).execute();
      await audit(tx, caller, 'apiAccount.secretRegenerated', res.client_id);
      return true;
    });
    if (!done) refused(404, 'notFound');
    return { account: await account(partnerId, params.id), clientSecret: secret.secret };
  });

  serve(app, endpoints.removeAccount, async ({ params }, req) => {
    const caller = callerOf(req);
    const done = await app.db.transaction().execute(async (tx) => {
      const res = await tx.deleteFrom('api_accounts').where('id', '=', params.id).where('partner_id', '=', caller.partner!.id).returning('client_id').executeTakeFirst();
      if (!res) return false;
      await audit(tx, caller, 'apiAccount.deleted', res.client_id);
      return true;
    });
    if (!done) refused(404, 'notFound');
  });

  serve(
    app,
    endpoints.addWebhook,
    async ({ params, body }, req) => {
      const caller = callerOf(req);
      const partnerId = caller.partner!.id;
      const owner = await app.db.selectFrom('api_accounts').select(['id', 'client_id']).where('id', '=', params.id).where('partner_id', '=', partnerId).executeTakeFirst();
      if (!owner) return refused(404, 'notFound');
      const count = await app.db.selectFrom('webhooks').select((eb) => eb.fn.countAll<string>().as('n')).where('account_id', '=', owner.id).executeTakeFirstOrThrow();
      if (Number(count.n) >= MAX_WEBHOOKS) refused(400, { error: 'invalid', fields: { '': 'apiAccess.tooManyWebhooks' } });
      // Deliveries start from now: what changed before the webhook was made is not sent.
      const current = await app.db.selectFrom('partner_versions').select('version').where('partner_id', '=', partnerId).executeTakeFirst();
      const id = newId();
      const secret = `${WEBHOOK_SECRET_PREFIX}${randomSecret()}`;
      await app.db.transaction().execute(async (tx) => {
        await tx
          .insertInto('webhooks')
          .values({ id, account_id: owner.id, url: body.url, events: body.events, secret, delivered_version: Number(current?.version ?? 0) })
          .execute();
        await audit(tx, caller, 'webhook.added', `${owner.client_id}/${id}`);
      });
      const webhook = (await webhooksOf(app.db, [owner.id])).get(owner.id)!.find((w) => w.id === id)!;
      return { webhook, secret };
    },
    fields,
  );

  serve(
    app,
    endpoints.changeWebhook,
    async ({ params, body }, req) => {
      const caller = callerOf(req);
      const res = await app.db.transaction().execute(async (tx) => {
        const updated = await tx
          .updateTable('webhooks')
          .set({ url: body.url, events: body.events })
          .where('id', '=', params.id)
          .where('account_id', 'in', (eb) => eb.selectFrom('api_accounts').select('id').where('partner_id', '=', caller.partner!.id))
          .returning('account_id')
          .executeTakeFirst();
        if (!updated) return null;
        const owner = await tx.selectFrom('api_accounts').select('client_id').where('id', '=', updated.account_id).executeTakeFirstOrThrow();
        await audit(tx, caller, 'webhook.changed', `${owner.client_id}/${params.id}`);
        return updated;
      });
      if (!res) return refused(404, 'notFound');
      return (await webhooksOf(app.db, [res.account_id])).get(res.account_id)!.find((w) => w.id === params.id)!;
    },
    fields,
  );

  serve(app, endpoints.removeWebhook, async ({ params }, req) => {
    const caller = callerOf(req);
    const done = await app.db.transaction().execute(async (tx) => {
      const removed = await tx
        .deleteFrom('webhooks')
        .where('id', '=', params.id)
        .where('account_id', 'in', (eb) => eb.selectFrom('api_accounts').select('id').where('partner_id', '=', caller.partner!.id))
        .returning('account_id')
        .executeTakeFirst();
      if (!removed) return false;
      const owner = await tx.selectFrom('api_accounts').select('client_id').where('id', '=', removed.account_id).executeTakeFirstOrThrow();
      await audit(tx, caller, 'webhook.removed', `${owner.client_id}/${params.id}`);
      return true;
    });
    if (!done) refused(404, 'notFound');
  });
};
