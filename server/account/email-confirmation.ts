/**
 * A scan user's e-mail address, confirmed before any export is mailed to it. The address is given
 * at licence activation and nobody checks it there; POST …/send mails a code to it (once a minute
 * at most), POST /api/account/email/confirm with the code marks the activation's address as
 * confirmed. Wrong codes count towards the same block as login codes. Users' own addresses need
 * none of this: they logged in through them.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { callerOf } from '../auth/access';
import { jsonSchema, typed } from '../schemas';
import { RESEND_AFTER_SECONDS, TWO_FACTOR_CODE_MINUTES, TwoFactorConfirm } from '../../src/domain/login';
import { isTwoFactorCode, normalizeTwoFactorCode, TWO_FACTOR_CODE_LENGTH } from '../../src/domain/limits';
import { hashSecret, newId, randomDigits, secretMatches } from '../security';
import { CODE_RULE, clearFailures, countFailure, isBlocked } from '../auth/throttle';
import { emailConfirmationMail } from '../mail/templates';
import { LANGUAGES } from '../../src/domain/language';

const SCAN = { modes: ['scan'] as const };

/** The language the code's mail is written in: the app's. */
export const ConfirmSend = v.strictObject({ language: v.optional(v.picklist(LANGUAGES)) });

export const emailConfirmationRoutes: FastifyPluginAsync = async (fastify) => {
  const app = typed(fastify);

  const latest = (activationId: string) =>
    app.db.selectFrom('email_confirmations').selectAll().where('activation_id', '=', activationId).orderBy('created_at', 'desc').limit(1).executeTakeFirst();

  app.post('/api/account/email/confirm/send', { config: { access: SCAN }, schema: { body: jsonSchema(ConfirmSend) } }, async (req, reply) => {
    const caller = callerOf(req);
    const to = caller.activationEmail;
    if (!caller.activationId || !to) return reply.status(400).send({ error: 'emailInvalid' });
    if (caller.activationEmailConfirmed) return { confirmed: true };
    const now = new Date();
    const last = await latest(caller.activationId);
    if (last && !last.used_at && now.getTime() - last.created_at.getTime() < RESEND_AFTER_SECONDS * 1000) return { sent: true, alreadySent: true };
    const code = randomDigits(TWO_FACTOR_CODE_LENGTH);
    await app.db
      .insertInto('email_confirmations')
      .values({ id: newId(), activation_id: caller.activationId, code_hash: hashSecret(code), expires_at: new Date(now.getTime() + TWO_FACTOR_CODE_MINUTES * 60_000), used_at: null, created_at: now })
      .execute();
    await app.messenger.sendMail(emailConfirmationMail({ to, language: req.body?.language ?? null, code, minutes: TWO_FACTOR_CODE_MINUTES }));
    return { sent: true };
  });

  app.post('/api/account/email/confirm', { config: { access: SCAN }, schema: { body: jsonSchema(TwoFactorConfirm) } }, async (req, reply) => {
    const caller = callerOf(req);
    if (!caller.activationId || !caller.activationEmail) return reply.status(400).send({ error: 'emailInvalid' });
    if (caller.activationEmailConfirmed) return { confirmed: true };
    const key = `code:activation:${caller.activationId}`;
    if (await isBlocked(app.db, key)) return reply.status(429).send({ error: 'codeBlocked' });
    const last = await latest(caller.activationId);
    if (!last || last.used_at || last.expires_at.getTime() <= Date.now()) return reply.status(409).send({ error: 'codeExpired' });
    const code = normalizeTwoFactorCode(req.body.code);
    if (!isTwoFactorCode(code) || !secretMatches(code, last.code_hash)) {
      await app.db.updateTable('email_confirmations').set({ attempts: last.attempts + 1 }).where('id', '=', last.id).execute();
      const blocked = await countFailure(app.db, key, CODE_RULE);
      return reply.status(blocked ? 429 : 400).send({ error: blocked ? 'codeBlocked' : 'codeInvalid' });
    }
    const now = new Date();
    const used = await app.db.updateTable('email_confirmations').set({ used_at: now }).where('id', '=', last.id).where('used_at', 'is', null).executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) return reply.status(409).send({ error: 'codeExpired' });
    await app.db.updateTable('licence_activations').set({ email_confirmed_at: now }).where('id', '=', caller.activationId).execute();
    await clearFailures(app.db, key);
    return { confirmed: true };
  });
};
