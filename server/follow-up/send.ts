/**
 * The job that sends a follow-up ('followup.send', enqueued by the sendFollowUp mutation at its
 * send time). Sent at most once: the row is claimed (scheduled → sending) in its own transaction
 * before the mail goes out, so a retried or raced job finds it taken; a mail server that refuses
 * leaves it 'failed' (the staff member sees it and may ask again), never sent twice. What it
 * carries is decided now: the items shared with the visitor at this moment. Each outcome reaches
 * the devices as a changed follow-up row.
 */
import type { FastifyInstance } from 'fastify';
import type { JobHandler } from '../jobs/runner';
import { nextVersion } from '../sync/apply';
import { receivedFields } from '../connections/rows';
import { contentPagePath, type ContentElement } from '../../src/domain/content';
import type { FollowUpItem, FollowUpState } from '../../src/domain/follow-up';
import { followUpMail, templateOrDefault } from './mail';

export function followUpJob(app: FastifyInstance): JobHandler {
  const finish = async (id: string, partnerId: string, state: FollowUpState, items: FollowUpItem[] = []) => {
    await app.db.transaction().execute(async (tx) => {
      const version = await nextVersion(tx, partnerId);
      await tx
        .updateTable('connection_followups')
        .set({ state, version, items: JSON.stringify(items), ...(state === 'sent' ? { sent_at: new Date() } : {}) })
        .where('id', '=', id)
        .execute();
    });
    app.changes.emit('partner', partnerId);
  };

  return {
    async run(payload) {
      const id = String(payload.id ?? '');
      // Claimed once: whoever changes it from scheduled sends it; anyone else finds nothing to do.
      const claimed = await app.db.updateTable('connection_followups').set({ state: 'sending' }).where('id', '=', id).where('state', '=', 'scheduled').returningAll().executeTakeFirst();
      if (!claimed) return;
      const row = await app.db
        .selectFrom('connections as c')
        .innerJoin('partners as p', 'p.id', 'c.partner_id')
        .innerJoin('events as e', 'e.id', 'p.event_id')
        .leftJoin('users as v', 'v.id', 'c.visitor_id')
        .select(['p.name as company', 'e.name as event', 'e.visitor_fields', 'e.application_color', 'v.email', 'v.first_name', 'v.last_name'])
        .where('c.id', '=', claimed.connection_id)
        .executeTakeFirst();
      const partnerId = claimed.partner_id;
      // The exhibitor receives the visitor's address (the event's visitor fields say so) and it is known.
      const email = row?.email && receivedFields({ visitor_fields: row.visitor_fields }).includes('email') ? row.email.trim().toLowerCase() : null;
      if (!row || !email) return finish(id, partnerId, 'noAddress');
      const optedOut = await app.db.selectFrom('followup_optouts').select('email').where('partner_id', '=', partnerId).where('email', '=', email).executeTakeFirst();
      if (optedOut) return finish(id, partnerId, 'unsubscribed');

      const base = app.settings.publicUrl;
      const shared = await app.db
        .selectFrom('connection_contents as x')
        .innerJoin('contents as k', 'k.id', 'x.content_id')
        .select(['k.id', 'k.name', 'k.share_key', 'k.elements'])
        .where('x.connection_id', '=', claimed.connection_id)
        .where('x.shared', '=', true)
        .orderBy('k.position')
        .execute();
      const files = shared.length ? await app.db.selectFrom('content_files').select(['id', 'content_id']).where('content_id', 'in', shared.map((s) => s.id)).execute() : [];
      // Each item's page, then its files and web links (the page shows them too).
      const items: FollowUpItem[] = shared.flatMap((s) => [
        { name: s.name, url: `${base}${contentPagePath(s.share_key)}?lang=${claimed.language}` },
        ...((s.elements ?? []) as ContentElement[]).flatMap((e) =>
          e.fileId && files.some((f) => f.id === e.fileId && f.content_id === s.id)
            ? [{ name: `${s.name}: ${e.name}`, url: `${base}${contentPagePath(s.share_key)}/files/${encodeURIComponent(e.fileId)}` }]
            : e.url
              ? [{ name: `${s.name}: ${e.name}`, url: e.url }]
              : [],
        ),
      ]);
      const sender = claimed.requested_by_user_id ? await app.db.selectFrom('users').select('email').where('id', '=', claimed.requested_by_user_id).executeTakeFirst() : undefined;
      const own = await app.db.selectFrom('followup_templates').select(['subject', 'body']).where('partner_id', '=', partnerId).where('language', '=', claimed.language).executeTakeFirst();
      const mail = followUpMail({
        to: email,
        language: claimed.language,
        template: templateOrDefault(own, claimed.language),
        values: { name: `${row.first_name} ${row.last_name}`.trim(), company: row.company, event: row.event, sender: claimed.requested_by_name },
        items,
        unsubscribeUrl: `${base}/u/${claimed.unsubscribe_token}`,
        replyTo: sender?.email ?? null,
        colour: row.application_color,
      });
      try {
        await app.messenger.sendMail(mail);
      } catch (err) {
        app.log.warn({ followUp: id, err: (err as Error).message }, 'follow-up mail refused');
        return finish(id, partnerId, 'failed', items);
      }
      await finish(id, partnerId, 'sent', items);
    },
  };
}
