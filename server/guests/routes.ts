/**
 * The guests of an exhibitor (issue #16), for its administrators, each part behind its setting
 * (SPEC section 6) and the invite setting over them all:
 * - registrants (visitor): list, search, filter; invite by e-mail; send the confirmation e-mail
 *   again (the mail the registration's state calls for); change the registration type; hold or
 *   release a registration (a held badge leaves the scanners' directory at its next refresh);
 * - registration links (visitor-registration): create, edit, delete, with their registrations;
 * - the registration form (survey-customization): the questions, saved as a whole;
 * - action codes (action-code): one or a batch, edit, delete an unused one, with their use.
 * Changing is for people: a system user (an integration) may read, not change.
 */
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { FastifyPluginAsync } from 'fastify';
import type { DB } from '../db/schema';
import { callerOf } from '../auth/access';
import { typed } from '../schemas';
import { newId } from '../security';
import { freeBadgeCode } from '../organiser/exhibitors';
import { isEventEnded } from '../../src/domain/event';
import { REGISTRATION_TYPES } from '../../src/domain/export';
import { actionCodeFromBytes, guestAttendance, GUEST_PAGE, registrationUrl, type ActionCode, type FormQuestion, type GuestQuery, type Registrant, type RegistrationLink } from '../../src/domain/guests';
import type { RegistrationState } from '../../src/domain/team';
import { asRegistered, formQuestions, guestContext, newInvitationLink, pendingUrl, renewConfirmation, sendGuestMail } from './service';
import { refused } from '../refusal';
import { serve } from '../endpoints';
import * as endpoints from '../../src/domain/endpoints/guests';

/** A link's public part of its address: unguessable, short enough to type from a flyer. */
function newSlug(): string {
  return randomBytes(9).toString('base64url');
}

async function linksOf(db: Kysely<DB>, partnerId: string, publicUrl: string, id?: string): Promise<RegistrationLink[]> {
  let q = db
    .selectFrom('registration_links as l')
    .select(['l.id', 'l.slug', 'l.name', 'l.description', 'l.registration_type', 'l.code_required', 'l.created_at'])
    .select((eb) => eb.selectFrom('guests as g').innerJoin('users as u', 'u.id', 'g.user_id').whereRef('g.link_id', '=', 'l.id').where('u.registration_state', '!=', 'registering').select(eb.fn.countAll<string>().as('n')).as('registrations'))
    .where('l.partner_id', '=', partnerId)
    .where('l.deleted_at', 'is', null)
    .orderBy('l.created_at')
    .orderBy('l.id');
  if (id) q = q.where('l.id', '=', id);
  const rows = await q.execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    registrationType: r.registration_type,
    codeRequired: r.code_required,
    url: registrationUrl(publicUrl, r.slug),
    registrations: Number(r.registrations ?? 0),
    createdAt: r.created_at.toISOString(),
  }));
}

async function codesOf(db: Kysely<DB>, partnerId: string, ids?: string[]): Promise<ActionCode[]> {
  let q = db.selectFrom('action_codes').selectAll().where('partner_id', '=', partnerId).orderBy('created_at').orderBy('code');
  if (ids) q = q.where('id', 'in', ids.length ? ids : ['']);
  return (await q.execute()).map((r) => ({ id: r.id, code: r.code, name: r.name, kind: r.total === null ? 'unlimited' : 'limited', total: r.total, used: r.used, distributed: r.distributed, createdAt: r.created_at.toISOString() }));
}

/** Codes not taken at the event yet (each is unique within the event). */
async function freeCodes(db: Kysely<DB>, eventId: string, count: number, prefix: string): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < count) {
    const batch = [...new Set(Array.from({ length: count - codes.size }, () => actionCodeFromBytes(randomBytes(16), prefix)))].filter((c) => !codes.has(c));
    const taken = new Set((await db.selectFrom('action_codes').select('code').where('event_id', '=', eventId).where('code', 'in', batch).execute()).map((r) => r.code));
    for (const c of batch) if (!taken.has(c)) codes.add(c);
  }
  return [...codes];
}

export const guestRoutes: FastifyPluginAsync = async (fastify) => {
  const app = typed(fastify);
  const base = () => app.settings.publicUrl;

  // ---- Registrants -------------------------------------------------------------------------------

  /** The registration types offered: the usual ones, the event's own and this exhibitor's links'. */
  async function typesOf(partnerId: string, eventId: string): Promise<string[]> {
    const [used, links] = await Promise.all([
      app.db.selectFrom('users').select('registration_type').distinct().where('event_id', '=', eventId).where('registration_type', 'is not', null).where('is_system', '=', false).limit(50).execute(),
      app.db.selectFrom('registration_links').select('registration_type').where('partner_id', '=', partnerId).where('deleted_at', 'is', null).execute(),
    ]);
    const types = new Set<string>(REGISTRATION_TYPES.filter((t) => t !== 'exhibitor' && t !== 'staff'));
    for (const r of [...used, ...links]) if (r.registration_type?.trim()) types.add(r.registration_type.trim());
    return [...types].sort((a, b) => a.localeCompare(b));
  }

  function registrantQuery(partnerId: string, q: GuestQuery, only?: string) {
    let query = app.db
      .selectFrom('guests as g')
      .innerJoin('users as u', 'u.id', 'g.user_id')
      .leftJoin('registration_links as l', 'l.id', 'g.link_id')
      .where('g.partner_id', '=', partnerId);
    if (only) query = query.where('g.user_id', '=', only);
    if (q.state) query = query.where('u.registration_state', '=', q.state);
    if (q.type) query = query.where('u.registration_type', '=', q.type);
    if (q.link === 'invited') query = query.where('g.invited_at', 'is not', null);
    else if (q.link) query = query.where('g.link_id', '=', q.link);
    if (q.attendance === 'show') query = query.where('u.checked_in_at', 'is not', null);
    else if (q.attendance) query = query.where('u.checked_in_at', 'is', null);
    if (q.q) {
      const words = q.q.split(/\s+/).filter(Boolean).slice(0, 5);
      for (const word of words) {
        const like = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        query = query.where((eb) =>
          eb.or([eb(sql`unaccent(u.first_name)`, 'ilike', sql`unaccent(${like})`), eb(sql`unaccent(u.last_name)`, 'ilike', sql`unaccent(${like})`), eb('u.email', 'ilike', like), eb(sql`unaccent(coalesce(u.company, ''))`, 'ilike', sql`unaccent(${like})`), eb('g.action_code', 'ilike', like)]),
        );
      }
    }
    return query;
  }

  async function registrants(partnerId: string, eventEnded: boolean, q: GuestQuery, limit: number, offset: number, only?: string): Promise<{ rows: Registrant[]; total: number }> {
    const query = registrantQuery(partnerId, q, only);
    const [rows, count] = await Promise.all([
      query
        .select(['u.id', 'u.first_name', 'u.last_name', 'u.email', 'u.company', 'u.registration_type', 'u.registration_state', 'u.checked_in_at', 'g.link_id', 'g.invited_at', 'g.action_code', 'g.created_at', 'l.name as link_name'])
        .orderBy('g.created_at', 'desc')
        .orderBy('u.id')
        .limit(limit)
        .offset(offset)
        .execute(),
      query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst(),
    ]);
    return {
      total: Number(count?.n ?? 0),
      rows: rows.map((r) => ({
        id: r.id,
        firstName: r.first_name,
        lastName: r.last_name,
        email: r.email ?? '',
        company: r.company ?? '',
        registrationType: r.registration_type ?? '',
        state: r.registration_state as RegistrationState,
        // Nobody is a no-show before they could come: attendance counts for registered guests only.
        attendance: r.registration_state === 'registered' || r.checked_in_at ? guestAttendance(!!r.checked_in_at, eventEnded) : null,
        linkId: r.link_id,
        source: r.link_name ?? (r.invited_at ? 'invitation' : ''),
        actionCode: r.action_code,
        createdAt: r.created_at.toISOString(),
      })),
    };
  }

  serve(app, endpoints.listRegistrants, async ({ query }, req) => {
    const caller = callerOf(req);
    const offset = Number(query.offset ?? 0);
    const ended = isEventEnded({ endsAt: caller.event.ends_at.toISOString() });
    const [{ rows, total }, types] = await Promise.all([registrants(caller.partner!.id, ended, query, GUEST_PAGE, offset), typesOf(caller.partner!.id, caller.event.id)]);
    return { registrants: rows, total, next: offset + rows.length < total ? offset + rows.length : null, types };
  });

  /** Every registrant the filters match, for the export (the app writes the file). */
  serve(app, endpoints.allRegistrants, async ({ query }, req) => {
    const caller = callerOf(req);
    const ended = isEventEnded({ endsAt: caller.event.ends_at.toISOString() });
    const { rows, total } = await registrants(caller.partner!.id, ended, query, 20_000, 0);
    return { registrants: rows, total };
  });

  serve(app, endpoints.inviteGuest, async ({ body: input }, req) => {
    const caller = callerOf(req);
    if (isEventEnded({ endsAt: caller.event.ends_at.toISOString() })) refused(409, 'guests.eventEnded');
    const partnerId = caller.partner!.id;
    const userId = await app.db.transaction().execute(async (tx) => {
      await tx.selectFrom('partners').select('id').where('id', '=', partnerId).forUpdate().execute();
      const known = await tx
        .selectFrom('users as u')
        .leftJoin('guests as g', 'g.user_id', 'u.id')
        .select(['u.id', 'u.registration_state', 'g.partner_id', 'g.confirmed_at'])
        .where('u.event_id', '=', caller.event.id)
        .where(({ eb }) => eb(eb.fn('lower', ['u.email']), '=', input.email))
        .executeTakeFirst();
      if (known && (known.partner_id !== partnerId || known.confirmed_at || known.registration_state === 'registered' || known.registration_state === 'hold')) refused(409, 'guests.alreadyRegistered');
      let id = known?.id;
      const fields = { first_name: input.firstName, last_name: input.lastName, fullname: `${input.firstName} ${input.lastName}`.trim() || null, registration_type: input.registrationType, registration_state: 'invited' };
      if (id) {
        await tx.updateTable('users').set(fields).where('id', '=', id).execute();
        await tx.updateTable('guests').set({ invited_at: new Date() }).where('user_id', '=', id).execute();
      } else {
        id = newId();
        await tx.insertInto('users').values({ id, event_id: caller.event.id, badge_code: await freeBadgeCode(tx, caller.event.id), email: input.email, language: caller.user?.language ?? 'en', ...fields }).execute();
        await tx.insertInto('guests').values({ user_id: id, partner_id: partnerId, invited_at: new Date() }).execute();
      }
      const token = await newInvitationLink(tx, id);
      const g = await guestContext(tx, id);
      await sendGuestMail(app, g!, 'invite', pendingUrl(base(), 'invite', token, g!.language));
      return id;
    });
    const { rows } = await registrants(partnerId, false, {}, 1, 0, userId);
    return rows[0]!;
  });

  /** A registrant of this exhibitor, locked for a change. */
  async function registrantFor(tx: Kysely<DB>, partnerId: string, userId: string) {
    const row = await tx
      .selectFrom('guests as g')
      .innerJoin('users as u', 'u.id', 'g.user_id')
      .select(['u.id', 'u.registration_state', 'g.confirmed_at', 'g.invited_at', 'g.action_code_id'])
      .where('g.partner_id', '=', partnerId)
      .where('g.user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return refused(404, 'guests.notFound');
    return row;
  }

  serve(app, endpoints.resendGuestMail, async ({ params }, req) => {
    const caller = callerOf(req);
    const sent = await app.db.transaction().execute(async (tx) => {
      const r = await registrantFor(tx, caller.partner!.id, params.id);
      const g = (await guestContext(tx, r.id))!;
      if (r.registration_state === 'registered') {
        await sendGuestMail(app, g, 'badge', undefined, tx);
        return 'badge' as const;
      }
      if (r.registration_state === 'hold') refused(409, 'guests.onHold');
      if (r.registration_state === 'invited') {
        const token = await newInvitationLink(tx, r.id);
        await sendGuestMail(app, g, 'invite', pendingUrl(base(), 'invite', token, g.language));
        return 'invite' as const;
      }
      // The latest registration still waiting, with a fresh link, in its own language.
      const { token, registration } = await renewConfirmation(tx, r.id);
      await sendGuestMail(app, asRegistered(g, registration), 'confirm', pendingUrl(base(), 'confirm', token, registration.language));
      return 'confirm' as const;
    });
    return { sent };
  });

  serve(app, endpoints.setRegistrationType, async ({ params, body }, req) => {
    const caller = callerOf(req);
    await app.db.transaction().execute(async (tx) => {
      const r = await registrantFor(tx, caller.partner!.id, params.id);
      await tx.updateTable('users').set({ registration_type: body.registrationType }).where('id', '=', r.id).execute();
      // Registrations still waiting for confirmation take the new type with them.
      await sql`update guest_confirmations set registration = jsonb_set(registration, '{registrationType}', to_jsonb(${body.registrationType}::text)) where user_id = ${r.id} and registration is not null`.execute(tx);
    });
    return { registrationType: body.registrationType };
  });

  serve(app, endpoints.holdRegistration, async ({ params, body }, req) => {
    const caller = callerOf(req);
    const state = await app.db.transaction().execute(async (tx) => {
      const r = await registrantFor(tx, caller.partner!.id, params.id);
      // Only a confirmed registration is held or released: an unconfirmed one has no badge yet.
      if (!r.confirmed_at) refused(409, 'guests.notRegistered');
      const next = body.hold ? ('hold' as const) : ('registered' as const);
      await tx.updateTable('users').set({ registration_state: next }).where('id', '=', r.id).execute();
      return next;
    });
    return { state };
  });

  // ---- Registration links ------------------------------------------------------------------------

  serve(app, endpoints.listLinks, async (_, req) => {
    const caller = callerOf(req);
    return { links: await linksOf(app.db, caller.partner!.id, base()), types: await typesOf(caller.partner!.id, caller.event.id) };
  });

  serve(app, endpoints.addLink, async ({ body: i }, req) => {
    const caller = callerOf(req);
    const id = newId();
    await app.db.insertInto('registration_links').values({ id, partner_id: caller.partner!.id, slug: newSlug(), name: i.name, description: i.description, registration_type: i.registrationType, code_required: i.codeRequired }).execute();
    const [link] = await linksOf(app.db, caller.partner!.id, base(), id);
    return link!;
  });

  serve(app, endpoints.changeLink, async ({ params, body: i }, req) => {
    const caller = callerOf(req);
    const done = await app.db
      .updateTable('registration_links')
      .set({ name: i.name, description: i.description, registration_type: i.registrationType, code_required: i.codeRequired })
      .where('id', '=', params.id)
      .where('partner_id', '=', caller.partner!.id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!Number(done.numUpdatedRows)) refused(404, 'guests.link.notFound');
    const [link] = await linksOf(app.db, caller.partner!.id, base(), params.id);
    return link!;
  });

  serve(app, endpoints.removeLink, async ({ params }, req) => {
    const caller = callerOf(req);
    // Kept, marked deleted: its guests still say where they came from.
    const done = await app.db.updateTable('registration_links').set({ deleted_at: new Date() }).where('id', '=', params.id).where('partner_id', '=', caller.partner!.id).where('deleted_at', 'is', null).executeTakeFirst();
    if (!Number(done.numUpdatedRows)) refused(404, 'guests.link.notFound');
  });

  // ---- Registration form -------------------------------------------------------------------------

  serve(app, endpoints.getForm, async (_, req) => {
    const caller = callerOf(req);
    const [questions, link] = await Promise.all([
      formQuestions(app.db, caller.partner!.id),
      app.db.selectFrom('registration_links').select('slug').where('partner_id', '=', caller.partner!.id).where('deleted_at', 'is', null).orderBy('created_at').executeTakeFirst(),
    ]);
    return { questions, previewUrl: link ? registrationUrl(base(), link.slug) : null };
  });

  serve(app, endpoints.saveForm, async ({ body }, req) => {
    const caller = callerOf(req);
    const partnerId = caller.partner!.id;
    await app.db.transaction().execute(async (tx) => {
      const before = new Map((await tx.selectFrom('registration_questions').select(['id', 'options']).where('partner_id', '=', partnerId).forUpdate().execute()).map((r) => [r.id, r]));
      await tx.deleteFrom('registration_questions').where('partner_id', '=', partnerId).execute();
      const rows = body.questions.map((q, position): Omit<FormQuestion, never> & { position: number } => {
        // Ids stay for what was there before; anything else gets a new one.
        const kept = q.id && before.has(q.id) ? q.id : newId();
        const keptOptions = new Set((before.get(kept)?.options ?? []).map((o) => o.id));
        return {
          id: kept,
          position,
          name: q.name,
          names: q.names ?? {},
          type: q.type,
          allowOther: q.type !== 'open' && q.allowOther,
          required: q.required,
          options: q.options.map((o) => ({ id: o.id && keptOptions.has(o.id) ? o.id : newId(), name: o.name, names: o.names ?? {} })),
        };
      });
      if (rows.length) {
        await tx
          .insertInto('registration_questions')
          .values(rows.map((r) => ({ id: r.id, partner_id: partnerId, position: r.position, name: r.name, names: JSON.stringify(r.names), type: r.type, allow_other: r.allowOther, required: r.required, options: JSON.stringify(r.options) })))
          .execute();
      }
    });
    return { questions: await formQuestions(app.db, partnerId) };
  });

  // ---- Action codes ------------------------------------------------------------------------------

  serve(app, endpoints.listCodes, async (_, req) => {
    const caller = callerOf(req);
    return { codes: await codesOf(app.db, caller.partner!.id) };
  });

  serve(app, endpoints.addCode, async ({ body: i }, req) => {
    const caller = callerOf(req);
    const code = i.code || (await freeCodes(app.db, caller.event.id, 1, ''))[0]!;
    const id = newId();
    const inserted = await app.db
      .insertInto('action_codes')
      .values({ id, partner_id: caller.partner!.id, event_id: caller.event.id, code, name: i.name, total: i.kind === 'unlimited' ? null : i.total, distributed: i.distributed })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) refused(400, { error: 'invalid', fields: { code: 'guests.code.taken' } });
    const [created] = await codesOf(app.db, caller.partner!.id, [id]);
    return created!;
  });

  serve(app, endpoints.addCodes, async ({ body: i }, req) => {
    const caller = callerOf(req);
    const codes = await freeCodes(app.db, caller.event.id, i.count, i.prefix);
    const rows = codes.map((code) => ({ id: newId(), partner_id: caller.partner!.id, event_id: caller.event.id, code, name: i.name, total: i.kind === 'unlimited' ? null : i.total }));
    await app.db.insertInto('action_codes').values(rows).execute();
    return { codes: await codesOf(app.db, caller.partner!.id, rows.map((r) => r.id)) };
  });

  serve(app, endpoints.changeCode, async ({ params, body: i }, req) => {
    const caller = callerOf(req);
    const result = await app.db.transaction().execute(async (tx) => {
      const row = await tx.selectFrom('action_codes').select(['id', 'code', 'used']).where('id', '=', params.id).where('partner_id', '=', caller.partner!.id).forUpdate().executeTakeFirst();
      if (!row) return refused(404, 'guests.code.notFound');
      const total = i.kind === 'unlimited' ? null : i.total;
      // A total below the uses already made would break the promise the code made.
      if (total !== null && total < row.used) return { field: 'total', error: 'guests.code.totalBelowUsed' };
      // The code itself changes only while nobody used it (guests keep the code they typed).
      if (i.code && i.code !== row.code && row.used > 0) return { field: 'code', error: 'guests.code.inUse' };
      if (i.code && i.code !== row.code) {
        const taken = await tx.selectFrom('action_codes').select('id').where('event_id', '=', caller.event.id).where('code', '=', i.code).executeTakeFirst();
        if (taken) return { field: 'code', error: 'guests.code.taken' };
      }
      await tx.updateTable('action_codes').set({ code: i.code || row.code, name: i.name, total, distributed: i.distributed }).where('id', '=', row.id).execute();
      return null;
    });
    if (result) refused(400, { error: 'invalid', fields: { [result.field]: result.error } });
    const [code] = await codesOf(app.db, caller.partner!.id, [params.id]);
    return code!;
  });

  serve(app, endpoints.removeCode, async ({ params }, req) => {
    const caller = callerOf(req);
    await app.db.transaction().execute(async (tx) => {
      const row = await tx.selectFrom('action_codes').select(['id', 'used']).where('id', '=', params.id).where('partner_id', '=', caller.partner!.id).forUpdate().executeTakeFirst();
      if (!row) return refused(404, 'guests.code.notFound');
      if (row.used > 0) refused(409, 'guests.code.inUse');
      await tx.deleteFrom('action_codes').where('id', '=', row.id).execute();
    });
  });
};
