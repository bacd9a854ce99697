/**
 * The organiser's exhibitors: create and edit them with their 14 section switches, invite their
 * administrator by e-mail (a partner link with an invite code: the administrator accepts the
 * terms and is logged in), and give them scan licences of every type. Organiser sessions only.
 */
import { randomBytes } from 'node:crypto';
import type * as v from 'valibot';
import type { FastifyBaseLogger, FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { serve } from '../endpoints';
import { refused } from '../refusal';
import * as endpoints from '../../src/domain/endpoints/organiser-exhibitors';
import { organiserOf } from '../auth/access';
import type { DB } from '../db/schema';
import type { ExhibitorInput, InviteInput, OrganiserExhibitor } from '../../src/domain/organiser';
import { allSettings, EXHIBITOR_SETTINGS } from '../../src/domain/session';
import { badgeCodeFromBytes } from '../../src/domain/badge';
import { hashSecret, newId, randomSecret } from '../security';
import { mintLoginLink } from '../login/login-links';
import { inviteMail } from '../mail/templates';
import { addLicence, createExhibitor } from './services';
import { checkExhibitorRows, type CheckedExhibitor, type ExhibitorImportField } from '../../src/domain/exhibitor-import';
import type { ImportPartAnswer, RowProblem } from '../../src/domain/table-import';

export const INVITE_DAYS = 14;

/** What one part of an exhibitor list did. */
export type ExhibitorImportResult = v.InferOutput<typeof ImportPartAnswer>;

/** A badge code no one at the event has yet. */
export async function freeBadgeCode(db: Kysely<DB>, eventId: string): Promise<string> {
  for (;;) {
    const code = badgeCodeFromBytes(randomBytes(16));
    const taken = await db.selectFrom('users').select('id').where('event_id', '=', eventId).where('badge_code', '=', code).executeTakeFirst();
    if (!taken) return code;
  }
}

/** `count` badge codes not yet used at the event, checked a batch at a time. */
export async function freeBadgeCodes(db: Kysely<DB>, eventId: string, count: number): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < count) {
    const batch = [...new Set(Array.from({ length: count - codes.size }, () => badgeCodeFromBytes(randomBytes(16))))].filter((c) => !codes.has(c));
    const taken = new Set((await db.selectFrom('users').select('badge_code').where('event_id', '=', eventId).where('badge_code', 'in', batch).execute()).map((r) => r.badge_code));
    for (const c of batch) if (!taken.has(c)) codes.add(c);
  }
  return [...codes];
}

export async function exhibitorsOf(db: Kysely<DB>, filter: { eventId?: string; partnerId?: string }): Promise<OrganiserExhibitor[]> {
  let query = db.selectFrom('partners').selectAll().orderBy('name').orderBy('id');
  if (filter.eventId) query = query.where('event_id', '=', filter.eventId);
  if (filter.partnerId) query = query.where('id', '=', filter.partnerId);
  const partners = await query.execute();
  if (!partners.length) return [];
  const ids = partners.map((p) => p.id);
  const [licences, activations, staff, admins, invites] = await Promise.all([
    db.selectFrom('licences').selectAll().where('partner_id', 'in', ids).orderBy('created_at').orderBy('code').execute(),
    db.selectFrom('licence_activations').innerJoin('licences', 'licences.id', 'licence_activations.licence_id').select(['licence_id']).where('licences.partner_id', 'in', ids).where('licence_activations.released_at', 'is', null).execute(),
    db.selectFrom('staff').select(['partner_id', 'user_id', 'permissions']).where('partner_id', 'in', ids).execute(),
    db
      .selectFrom('staff')
      .innerJoin('users', 'users.id', 'staff.user_id')
      .select(['staff.partner_id', 'users.id', 'users.first_name', 'users.last_name', 'users.email', 'users.terms_accepted_at', 'users.terms_event_id', 'users.terms_version', 'users.is_system'])
      .where('staff.partner_id', 'in', ids)
      .where(({ eb }) => eb(eb.val('admin'), '=', eb.fn.any('staff.permissions')))
      .orderBy('staff.created_at')
      .execute(),
    db.selectFrom('invitations').select(['partner_id', 'user_id', 'created_at']).where('partner_id', 'in', ids).orderBy('created_at', 'desc').execute(),
  ]);
  const used = new Map<string, number>();
  for (const a of activations) used.set(a.licence_id, (used.get(a.licence_id) ?? 0) + 1);
  return partners.map((p) => {
    const admin = admins.find((a) => a.partner_id === p.id && !a.is_system);
    const invite = admin ? invites.find((i) => i.partner_id === p.id && i.user_id === admin.id) : undefined;
    return {
      id: p.id,
      eventId: p.event_id,
      name: p.name,
      settings: { ...allSettings(false), ...p.settings },
      admin: admin
        ? {
            name: `${admin.first_name} ${admin.last_name}`.trim(),
            email: admin.email,
            invitedAt: invite ? invite.created_at.toISOString() : null,
            accepted: !!admin.terms_accepted_at,
            acceptedTerms: admin.terms_event_id && admin.terms_version ? { eventId: admin.terms_event_id, version: admin.terms_version } : null,
          }
        : null,
      licences: licences.filter((l) => l.partner_id === p.id).map((l) => ({ id: l.id, code: l.code, type: l.type, total: l.total, used: used.get(l.id) ?? 0 })),
      staff: staff.filter((s) => s.partner_id === p.id).length,
    };
  });
}

/**
 * Invites an exhibitor's administrator: the person (a user of the event, found by e-mail or made
 * with a badge of their own) becomes the exhibitor's admin, and gets a mail with a partner link
 * that carries an invite code. Returns the link (the console shows nothing of it; tests follow it).
 */
export async function inviteAdministrator(
  db: Kysely<DB>,
  options: { partnerId: string; eventId: string; eventName: string; partnerName: string; input: InviteInput; publicUrl: string; send: (mail: ReturnType<typeof inviteMail>) => Promise<void> },
): Promise<string> {
  const { input } = options;
  const email = input.email.toLowerCase();
  const code = randomSecret();
  const link = await db.transaction().execute(async (tx) => {
    let user = await tx.selectFrom('users').select(['id']).where('event_id', '=', options.eventId).where(({ eb }) => eb(eb.fn('lower', ['email']), '=', email)).executeTakeFirst();
    if (!user) {
      user = { id: newId() };
      await tx
        .insertInto('users')
        .values({ id: user.id, event_id: options.eventId, badge_code: await freeBadgeCode(tx, options.eventId), email, first_name: input.firstName, last_name: input.lastName, language: input.language })
        .execute();
    }
    await tx
      .insertInto('staff')
      .values({ partner_id: options.partnerId, user_id: user.id, permissions: ['admin'] })
      .onConflict((oc) => oc.columns(['partner_id', 'user_id']).doUpdateSet({ permissions: ['admin'] }))
      .execute();
    await tx
      .insertInto('invitations')
      .values({ code_hash: hashSecret(code), partner_id: options.partnerId, user_id: user.id, expires_at: new Date(Date.now() + INVITE_DAYS * 86_400_000) })
      .execute();
    const url = await mintLoginLink(tx, options.publicUrl, { mode: 'partner', subject: options.partnerId, userId: user.id, singleUse: true, expiresAt: new Date(Date.now() + INVITE_DAYS * 86_400_000) });
    const link = `${url}/${code}`;
    // Sent before the transaction commits: a mail that cannot be sent leaves no invitation behind.
    await options.send(inviteMail({ to: email, language: input.language, eventName: options.eventName, company: options.partnerName, name: input.firstName, url: link, days: INVITE_DAYS }));
    return link;
  });
  return link;
}

/**
 * Writes one part of an exhibitor list: companies the event does not have yet (by name, ignoring
 * case) are added with `settings`; those it has are matched and keep what they have. Returns who
 * to invite: each row's administrator where the exhibitor has none yet.
 */
export async function importExhibitors(
  db: Kysely<DB>,
  eventId: string,
  rows: ReadonlyArray<{ row: number; exhibitor: CheckedExhibitor }>,
  settings: ExhibitorInput['settings'],
  dryRun = false,
): Promise<{ created: number; updated: number; toInvite: Array<{ row: number; partnerId: string; partnerName: string; admin: NonNullable<CheckedExhibitor['admin']> }> }> {
  return db.transaction().execute(async (tx) => {
    const existing = await tx.selectFrom('partners').select(['id', 'name']).where('event_id', '=', eventId).execute();
    const byName = new Map(existing.map((p) => [p.name.toLowerCase(), p]));
    const withAdmin = new Set(
      (
        await tx
          .selectFrom('staff')
          .innerJoin('users', 'users.id', 'staff.user_id')
          .select('staff.partner_id')
          .where('staff.partner_id', 'in', existing.length ? existing.map((p) => p.id) : [''])
          .where('users.is_system', '=', false)
          .where(({ eb }) => eb(eb.val('admin'), '=', eb.fn.any('staff.permissions')))
          .execute()
      ).map((r) => r.partner_id),
    );
    let created = 0;
    let updated = 0;
    const toInvite: Array<{ row: number; partnerId: string; partnerName: string; admin: NonNullable<CheckedExhibitor['admin']> }> = [];
    for (const { row, exhibitor } of rows) {
      let partner = byName.get(exhibitor.name.toLowerCase());
      if (partner) updated++;
      else {
        created++;
        partner = { id: dryRun ? '' : await createExhibitor(tx, eventId, { name: exhibitor.name, settings }), name: exhibitor.name };
        byName.set(exhibitor.name.toLowerCase(), partner);
      }
      if (exhibitor.admin && !withAdmin.has(partner.id)) {
        withAdmin.add(partner.id);
        toInvite.push({ row, partnerId: partner.id, partnerName: partner.name, admin: exhibitor.admin });
      }
    }
    return { created, updated, toInvite };
  });
}

/**
 * Invites the administrators an import names, one mail each, after the exhibitors are stored: a
 * mail that fails is reported on its row (`problems`), the exhibitor stays. Returns how many went.
 */
export async function inviteAll(
  app: FastifyInstance,
  event: { id: string; name: string },
  toInvite: Awaited<ReturnType<typeof importExhibitors>>['toInvite'],
  problems: Array<RowProblem<ExhibitorImportField>>,
  log: FastifyBaseLogger,
): Promise<number> {
  let invited = 0;
  for (const x of toInvite) {
    try {
      await inviteAdministrator(app.db, {
        partnerId: x.partnerId,
        eventId: event.id,
        eventName: event.name,
        partnerName: x.partnerName,
        input: x.admin,
        publicUrl: app.settings.publicUrl,
        send: (mail) => app.messenger.sendMail(mail),
      });
      invited++;
    } catch (err) {
      log.warn({ err }, 'invitation mail not sent');
      problems.push({ row: x.row, field: 'adminEmail', error: 'import.inviteFailed' });
    }
  }
  return invited;
}

export const organiserExhibitorRoutes: FastifyPluginAsync = async (app) => {
  const one = async (partnerId: string) => (await exhibitorsOf(app.db, { partnerId }))[0] ?? refused(404, 'notFound');
  const eventOf = async (eventId: string) => (await app.db.selectFrom('events').select(['id', 'name']).where('id', '=', eventId).executeTakeFirst()) ?? refused(404, 'notFound');

  serve(app, endpoints.listExhibitors, async ({ params }) => exhibitorsOf(app.db, { eventId: (await eventOf(params.eventId)).id }));

  serve(app, endpoints.getExhibitor, async ({ params }) => one(params.partnerId));

  serve(app, endpoints.addExhibitor, async ({ params, body }) => {
    const event = await eventOf(params.eventId);
    return one(await app.db.transaction().execute((tx) => createExhibitor(tx, event.id, body)));
  });

  // One part of an exhibitor list (at most EXHIBITOR_IMPORT_CHUNK rows, each with its row number in the file).
  serve(app, endpoints.importExhibitors, async ({ params, body }, req) => {
    const event = await eventOf(params.eventId);
    const { rows: input, settings, invite, dryRun = false } = body;
    const rows = input.map(({ row: _row, ...fields }) => Object.fromEntries(Object.entries(fields).map(([k, val]) => [k, String(val).trim()])));
    const numbers = input.map((r, i) => (typeof r.row === 'number' && Number.isInteger(r.row) ? r.row : i + 2));
    const { exhibitors, problems } = checkExhibitorRows(rows, 2, numbers);
    const { created, updated, toInvite } = await importExhibitors(app.db, event.id, exhibitors, settings, dryRun);
    const invited = invite && !dryRun ? await inviteAll(app, event, toInvite, problems, req.log) : 0;
    return { created, updated, invited, problems: problems.sort((a, b) => a.row - b.row) };
  });

  serve(app, endpoints.changeExhibitor, async ({ params, body }, req) => {
    const partnerId = params.partnerId;
    const organiser = organiserOf(req);
    const found = await app.db.transaction().execute(async (tx) => {
      const before = await tx.selectFrom('partners').select(['settings', 'event_id']).where('id', '=', partnerId).forUpdate().executeTakeFirst();
      if (!before) return false;
      await tx.updateTable('partners').set({ name: body.name, settings: JSON.stringify(body.settings) }).where('id', '=', partnerId).execute();
      // The sections the exhibitor's team may use are its permissions: a change shows in its audit log.
      const old = { ...allSettings(false), ...before.settings };
      const changed = EXHIBITOR_SETTINGS.filter((k) => old[k] !== body.settings[k]);
      if (changed.length) {
        await tx
          .insertInto('audit_log')
          .values({ partner_id: partnerId, event_id: before.event_id, actor: `organiser:${organiser.id}`, actor_name: organiser.name, action: 'settings.changed', subject: changed.join(','), row_count: changed.length })
          .execute();
      }
      return true;
    });
    if (!found) refused(404, 'notFound');
    return one(partnerId);
  });

  serve(app, endpoints.inviteAdministrator, async ({ params, body }, req) => {
    const partner =
      (await app.db
        .selectFrom('partners')
        .innerJoin('events', 'events.id', 'partners.event_id')
        .select(['partners.id', 'partners.name', 'partners.event_id', 'events.name as eventName'])
        .where('partners.id', '=', params.partnerId)
        .executeTakeFirst()) ?? refused(404, 'notFound');
    try {
      await inviteAdministrator(app.db, {
        partnerId: partner.id,
        eventId: partner.event_id,
        eventName: partner.eventName,
        partnerName: partner.name,
        input: body,
        publicUrl: app.settings.publicUrl,
        send: (mail) => app.messenger.sendMail(mail),
      });
    } catch (err) {
      req.log.warn({ err }, 'invitation mail not sent');
      refused(502, 'invite.sendFailure');
    }
    return one(partner.id);
  });

  // The link a licence's devices open (and its QR code, drawn by the console): a new one each time,
  // for the licence card; it stays valid as long as the licence (its device limit still applies).
  serve(app, endpoints.licenceLink, async ({ params }) => {
    const licence = (await app.db.selectFrom('licences').select(['code']).where('id', '=', params.licenceId).where('partner_id', '=', params.partnerId).executeTakeFirst()) ?? refused(404, 'notFound');
    return { url: await mintLoginLink(app.db, app.settings.publicUrl, { mode: 'scan', subject: licence.code }) };
  });

  serve(app, endpoints.addLicence, async ({ params, body }) => {
    const partner = (await app.db.selectFrom('partners').select('id').where('id', '=', params.partnerId).executeTakeFirst()) ?? refused(404, 'notFound');
    await addLicence(app.db, partner.id, body);
    return one(partner.id);
  });
};
