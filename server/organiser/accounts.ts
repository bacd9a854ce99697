/**
 * Organiser accounts: the organisers of an installation add each other (a welcome mail with a
 * link), keep their name and e-mail address, and remove each other (not themselves, so the
 * console never loses its last organiser). With an address, an organiser logs in by e-mail: the
 * console's login page asks for a link, which is mailed if the address belongs to an organiser
 * (the answer is the same either way).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { newId } from '../security';
import { organiserOf } from '../auth/access';
import { serve } from '../endpoints';
import { refused } from '../refusal';
import type { OrganiserAccount } from '../../src/domain/organiser';
import * as endpoints from '../../src/domain/endpoints/organiser';
import { isEmail } from '../../src/domain/validators';
import { organiserMail } from '../mail/templates';
import { organiserLink } from './session';

/** An e-mailed login link works once, for this long. */
export const ORGANISER_LOGIN_MINUTES = 30;
const WELCOME_DAYS = 3;


async function emailTaken(db: Kysely<DB>, email: string, except?: string): Promise<boolean> {
  let query = db.selectFrom('organisers').select('id').where(({ eb }) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()));
  if (except) query = query.where('id', '!=', except);
  return !!(await query.executeTakeFirst());
}

export const organiserAccountRoutes: FastifyPluginAsync = async (app) => {
  const refuse = (fields: Record<string, string>) => refused(400, { error: 'invalid', fields });
  const list = async (me: string): Promise<OrganiserAccount[]> =>
    (await app.db.selectFrom('organisers').selectAll().orderBy('name').orderBy('id').execute()).map((o) => ({
      id: o.id,
      name: o.name,
      email: o.email,
      language: o.language,
      createdAt: o.created_at.toISOString(),
      you: o.id === me,
    }));

  // Log in by e-mail: the same answer whether or not the address is an organiser's.
  serve(
    app,
    endpoints.requestLogin,
    async ({ body }, req) => {
      if (!isEmail(body.email.trim())) refused(400, 'emailInvalid');
      const email = body.email.trim().toLowerCase();
      const organiser = await app.db.selectFrom('organisers').selectAll().where(({ eb }) => eb(eb.fn('lower', ['email']), '=', email)).executeTakeFirst();
      if (organiser) {
        const url = await organiserLink(app.db, app.settings.publicUrl, { organiserId: organiser.id, expiresAt: new Date(Date.now() + ORGANISER_LOGIN_MINUTES * 60_000), singleUse: true });
        try {
          await app.messenger.sendMail(organiserMail({ to: email, language: organiser.language, kind: 'login', name: organiser.name, url, validFor: { minutes: ORGANISER_LOGIN_MINUTES } }));
        } catch (err) {
          req.log.warn({ err }, 'organiser login mail not sent');
          refused(502, 'email.sendFailure');
        }
      }
      return { result: 'emailSent' as const };
    },
    { rateLimit: { max: 10, timeWindow: '1 minute' } },
  );

  serve(app, endpoints.listOrganisers, async (_input, req) => list(organiserOf(req).id));

  serve(app, endpoints.addOrganiser, async ({ body }, req) => {
    if (await emailTaken(app.db, body.email)) return refuse({ email: 'organiser.emailTaken' });
    const me = organiserOf(req);
    const id = newId();
    try {
      await app.db.transaction().execute(async (tx) => {
        await tx.insertInto('organisers').values({ id, ...body }).execute();
        const url = await organiserLink(tx, app.settings.publicUrl, { organiserId: id, expiresAt: new Date(Date.now() + WELCOME_DAYS * 86_400_000), singleUse: true });
        // Sent before the transaction commits: a mail that cannot be sent adds nobody.
        await app.messenger.sendMail(organiserMail({ to: body.email, language: body.language, kind: 'welcome', name: body.name, by: me.name, url, validFor: { days: WELCOME_DAYS } }));
      });
    } catch (err) {
      req.log.warn({ err }, 'organiser welcome mail not sent');
      refused(502, 'email.sendFailure');
    }
    return (await list(me.id)).find((o) => o.id === id)!;
  });

  serve(app, endpoints.changeOrganiser, async ({ params, body }, req) => {
    if (await emailTaken(app.db, body.email, params.organiserId)) return refuse({ email: 'organiser.emailTaken' });
    const updated = await app.db.updateTable('organisers').set(body).where('id', '=', params.organiserId).executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) refused(404, 'notFound');
    return (await list(organiserOf(req).id)).find((o) => o.id === params.organiserId)!;
  });

  serve(app, endpoints.removeOrganiser, async ({ params }, req) => {
    if (params.organiserId === organiserOf(req).id) refused(409, 'organiser.cannotRemoveSelf');
    // Their sessions, links and keys go with them (keys: cascade; links: by subject).
    const deleted = await app.db.transaction().execute(async (tx) => {
      await tx.deleteFrom('login_verifiers').where('mode', '=', 'organiser').where('subject', '=', params.organiserId).execute();
      return tx.deleteFrom('organisers').where('id', '=', params.organiserId).executeTakeFirst();
    });
    if (Number(deleted.numDeletedRows) !== 1) refused(404, 'notFound');
  });
};
