/**
 * Organiser accounts: the organisers of an installation add each other (a welcome mail with a
 * link), keep their name and e-mail address, and remove each other (not themselves, so the
 * console never loses its last organiser). With an address, an organiser logs in by e-mail: the
 * console's login page asks for a link, which is mailed if the address belongs to an organiser
 * (the answer is the same either way).
 */
import * as v from 'valibot';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { jsonSchema, typed } from '../schemas';
import type { DB } from '../db/schema';
import { newId } from '../security';
import { organiserOf } from '../auth/access';
import { fieldErrors, type OrganiserAccount } from '../../src/domain/organiser';
import { LANGUAGES } from '../../src/domain/language';
import { isEmail } from '../../src/domain/validators';
import { organiserMail } from '../mail/templates';
import { organiserLink } from './session';

const ORGANISER = { organiser: true } as const;
/** An e-mailed login link works once, for this long. */
export const ORGANISER_LOGIN_MINUTES = 30;
const WELCOME_DAYS = 3;

export const OrganiserInput = v.strictObject({
  name: v.pipe(v.string(), v.trim(), v.minLength(1, 'organiser.nameRequired'), v.maxLength(80, 'organiser.nameTooLong')),
  email: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.check(isEmail, 'organiser.emailInvalid')),
  language: v.picklist(LANGUAGES, 'organiser.languageInvalid'),
});
const LoginRequest = v.strictObject({ email: v.pipe(v.string(), v.maxLength(320)), language: v.optional(v.picklist(LANGUAGES)) });
const Params = v.strictObject({ organiserId: v.pipe(v.string(), v.maxLength(100)) });


async function emailTaken(db: Kysely<DB>, email: string, except?: string): Promise<boolean> {
  let query = db.selectFrom('organisers').select('id').where(({ eb }) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()));
  if (except) query = query.where('id', '!=', except);
  return !!(await query.executeTakeFirst());
}

export const organiserAccountRoutes: FastifyPluginAsync = async (fastify) => {
  const app = typed(fastify);
  const refuse = (reply: FastifyReply, fields: Record<string, string>) => reply.status(400).send({ error: 'invalid', fields });
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
  app.post('/api/organiser/login/request', { config: { access: { public: true }, rateLimit: { max: 10, timeWindow: '1 minute' } }, schema: { body: { type: 'object' } } }, async (req, reply) => {
    const parsed = v.safeParse(LoginRequest, req.body);
    if (!parsed.success || !isEmail(parsed.output.email.trim())) return reply.status(400).send({ error: 'emailInvalid' });
    const email = parsed.output.email.trim().toLowerCase();
    const organiser = await app.db.selectFrom('organisers').selectAll().where(({ eb }) => eb(eb.fn('lower', ['email']), '=', email)).executeTakeFirst();
    if (organiser) {
      const url = await organiserLink(app.db, app.settings.publicUrl, { organiserId: organiser.id, expiresAt: new Date(Date.now() + ORGANISER_LOGIN_MINUTES * 60_000), singleUse: true });
      try {
        await app.messenger.sendMail(organiserMail({ to: email, language: organiser.language, kind: 'login', name: organiser.name, url, validFor: { minutes: ORGANISER_LOGIN_MINUTES } }));
      } catch (err) {
        req.log.warn({ err }, 'organiser login mail not sent');
        return reply.status(502).send({ error: 'email.sendFailure' });
      }
    }
    return { result: 'emailSent' };
  });

  app.get('/api/organiser/organisers', { config: { access: ORGANISER } }, async (req) => list(organiserOf(req).id));

  app.post('/api/organiser/organisers', { config: { access: ORGANISER }, schema: { body: { type: 'object' } } }, async (req, reply) => {
    const parsed = v.safeParse(OrganiserInput, req.body);
    if (!parsed.success) return refuse(reply, fieldErrors(parsed.issues));
    if (await emailTaken(app.db, parsed.output.email)) return refuse(reply, { email: 'organiser.emailTaken' });
    const me = organiserOf(req);
    const id = newId();
    try {
      await app.db.transaction().execute(async (tx) => {
        await tx.insertInto('organisers').values({ id, ...parsed.output }).execute();
        const url = await organiserLink(tx, app.settings.publicUrl, { organiserId: id, expiresAt: new Date(Date.now() + WELCOME_DAYS * 86_400_000), singleUse: true });
        // Sent before the transaction commits: a mail that cannot be sent adds nobody.
        await app.messenger.sendMail(organiserMail({ to: parsed.output.email, language: parsed.output.language, kind: 'welcome', name: parsed.output.name, by: me.name, url, validFor: { days: WELCOME_DAYS } }));
      });
    } catch (err) {
      req.log.warn({ err }, 'organiser welcome mail not sent');
      return reply.status(502).send({ error: 'email.sendFailure' });
    }
    return reply.status(201).send((await list(me.id)).find((o) => o.id === id));
  });

  app.put('/api/organiser/organisers/:organiserId', { config: { access: ORGANISER }, schema: { params: jsonSchema(Params), body: { type: 'object' } } }, async (req, reply) => {
    const parsed = v.safeParse(OrganiserInput, req.body);
    if (!parsed.success) return refuse(reply, fieldErrors(parsed.issues));
    if (await emailTaken(app.db, parsed.output.email, req.params.organiserId)) return refuse(reply, { email: 'organiser.emailTaken' });
    const updated = await app.db.updateTable('organisers').set(parsed.output).where('id', '=', req.params.organiserId).executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return reply.status(404).send({ error: 'notFound' });
    return (await list(organiserOf(req).id)).find((o) => o.id === req.params.organiserId);
  });

  app.delete('/api/organiser/organisers/:organiserId', { config: { access: ORGANISER }, schema: { params: jsonSchema(Params) } }, async (req, reply) => {
    if (req.params.organiserId === organiserOf(req).id) return reply.status(409).send({ error: 'organiser.cannotRemoveSelf' });
    // Their sessions, links and keys go with them (keys: cascade; links: by subject).
    const deleted = await app.db.transaction().execute(async (tx) => {
      await tx.deleteFrom('login_verifiers').where('mode', '=', 'organiser').where('subject', '=', req.params.organiserId).execute();
      return tx.deleteFrom('organisers').where('id', '=', req.params.organiserId).executeTakeFirst();
    });
    if (Number(deleted.numDeletedRows) !== 1) return reply.status(404).send({ error: 'notFound' });
    return reply.status(204).send();
  });
};
