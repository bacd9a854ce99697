/**
 * The exhibitor's scan licences on the team screen (#14), for its administrators: each licence
 * with its seats in use and the devices holding them (the name and e-mail given on the device),
 * a fresh login link for its QR code ('partner access'), a printable A4 sheet of every licence's
 * QR code, and releasing a seat. A released seat stops counting at once; its device may still send
 * what it captured (push and uploads), and its next pull ends its session.
 */
import * as v from 'valibot';
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../auth/access';
import { serve } from '../endpoints';
import { refused } from '../refusal';
import * as endpoints from '../../src/domain/endpoints/team';
import { ADMIN_PEOPLE } from '../../src/domain/endpoints/team';
import { jsonSchema, typed } from '../schemas';
import { mintLoginLink } from '../login/login-links';
import { APP_LICENCE_TYPES } from '../../src/domain/licence';
import { licenceSheetPdf } from './licence-sheet';

const SheetQuery = v.strictObject({ lang: v.optional(v.pipe(v.string(), v.maxLength(10))) });

export const licenceRoutes: FastifyPluginAsync = async (fastify) => {
  const app = typed(fastify);

  serve(app, endpoints.listLicences, async (_input, req) => {
    const partnerId = callerOf(req).partner!.id;
    const [licences, seats] = await Promise.all([
      app.db.selectFrom('licences').selectAll().where('partner_id', '=', partnerId).orderBy('type').orderBy('code').execute(),
      app.db
        .selectFrom('licence_activations')
        .innerJoin('licences', 'licences.id', 'licence_activations.licence_id')
        .select(['licence_activations.id', 'licence_activations.licence_id', 'licence_activations.name', 'licence_activations.email', 'licence_activations.activated_at'])
        .where('licences.partner_id', '=', partnerId)
        .where('licence_activations.released_at', 'is', null)
        .orderBy('licence_activations.activated_at', 'desc')
        .execute(),
    ]);
    return {
      licences: licences.map((l) => {
        const own = seats.filter((s) => s.licence_id === l.id);
        return {
          id: l.id,
          code: l.code,
          type: l.type,
          total: l.total,
          used: own.length,
          seats: own.map((s) => ({ id: s.id, name: s.name, email: s.email, activatedAt: new Date(s.activated_at).toISOString() })),
        };
      }),
    };
  });

  // A new login link each time, for the licence's QR code; it works as long as the licence (its seat limit applies).
  serve(app, endpoints.licenceLink, async ({ params }, req) => {
    const partnerId = callerOf(req).partner!.id;
    const licence = (await app.db.selectFrom('licences').select('code').where('id', '=', params.licenceId).where('partner_id', '=', partnerId).executeTakeFirst()) ?? refused(404, 'team.licenceNotFound');
    return { url: await mintLoginLink(app.db, app.settings.publicUrl, { mode: 'scan', subject: licence.code }) };
  });

  app.get('/api/team/licences/sheet.pdf', { schema: { querystring: jsonSchema(SheetQuery) }, config: { access: ADMIN_PEOPLE } }, async (req, reply) => {
    const caller = callerOf(req);
    const partner = caller.partner!;
    const licences = await app.db
      .selectFrom('licences')
      .select(['code', 'type', 'total'])
      .where('partner_id', '=', partner.id)
      .where('type', 'in', APP_LICENCE_TYPES)
      .orderBy('type')
      .orderBy('code')
      .execute();
    const sheet = [];
    for (const l of licences) sheet.push({ ...l, url: await mintLoginLink(app.db, app.settings.publicUrl, { mode: 'scan', subject: l.code }) });
    const pdf = await licenceSheetPdf({
      company: partner.name,
      eventName: caller.event.name,
      colour: caller.event.application_color,
      language: req.query.lang ?? caller.user?.language ?? 'en',
      licences: sheet,
    });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="licences.pdf"`)
      .header('cache-control', 'no-store')
      .send(Buffer.from(pdf));
  });

  serve(app, endpoints.releaseSeat, async ({ params }, req) => {
    const partnerId = callerOf(req).partner!.id;
    const released = await app.db
      .updateTable('licence_activations')
      .set({ released_at: new Date() })
      .where('id', '=', params.seatId)
      .where('licence_id', '=', params.licenceId)
      .where('released_at', 'is', null)
      .where('licence_id', 'in', app.db.selectFrom('licences').select('id').where('partner_id', '=', partnerId))
      .returning('id')
      .execute();
    if (!released.length) refused(404, 'team.seatNotFound');
  });
};
