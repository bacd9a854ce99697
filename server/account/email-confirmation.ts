/**
 * A scan user's e-mail address, confirmed before any export is mailed to it. The address is given
 * at licence activation and nobody checks it there; POST …/send mails a code to it (once a minute
 * at most), POST /api/account/email/confirm with the code marks the activation's address as
 * confirmed. Wrong codes count towards the same block as login codes. Users' own addresses need
 * none of this: they logged in through them.
 */
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../auth/access';
import { typed } from '../schemas';
import { serve } from '../endpoints';
import { refused } from '../refusal';
import * as endpoints from '../../src/domain/endpoints/account';
import { RESEND_AFTER_SECONDS, TWO_FACTOR_CODE_MINUTES } from '../../src/domain/login';
import { isTwoFactorCode, normalizeTwoFactorCode, TWO_FACTOR_CODE_LENGTH } from '../../src/domain/limits';
import { hashSecret, newId, randomDigits, secretMatches } from '../security';
import { CODE_RULE, clearFailures, countFailure, isBlocked } from '../auth/throttle';
import { emailConfirmationMail } from '../mail/templates';

export const emailConfirmationRoutes: FastifyPluginAsync = async (fastify) => {
  const app = typed(fastify);

  const latest = (activationId: string) =>
    app.db.selectFrom('email_confirmations').selectAll().where('activation_id', '=', activationId).orderBy('created_at', 'desc').limit(1).executeTakeFirst();

  serve(app, endpoints.sendEmailConfirmation, async ({ body }, req) => {
    const caller = callerOf(req);
    const to = caller.activationEmail;
    if (!caller.activationId || !to) return refused(400, 'emailInvalid');
    if (caller.activationEmailConfirmed) return { confirmed: true };
    const now = new Date();
    const last = await latest(caller.activationId);
    if (last && !last.used_at && now.getTime() - last.created_at.getTime() < RESEND_AFTER_SECONDS * 1000) return { sent: true, alreadySent: true };
    const code = randomDigits(TWO_FACTOR_CODE_LENGTH);
    await app.db
      .insertInto('email_confirmations')
      .values({ id: newId(), activation_id: caller.activationId, code_hash: hashSecret(code), expires_at: new Date(now.getTime() + TWO_FACTOR_CODE_MINUTES * 60_000), used_at: null, created_at: now })
      .execute();
    await app.messenger.sendMail(emailConfirmationMail({ to, language: body.language ?? null, code, minutes: TWO_FACTOR_CODE_MINUTES }));
    return { sent: true };
  });

  serve(app, endpoints.confirmEmail, async ({ body }, req) => {
    const caller = callerOf(req);
    if (!caller.activationId || !caller.activationEmail) return refused(400, 'emailInvalid');
    if (caller.activationEmailConfirmed) return { confirmed: true };
    const key = `code:activation:${caller.activationId}`;
    if (await isBlocked(app.db, key)) refused(429, 'codeBlocked');
    const last = await latest(caller.activationId);
    if (!last || last.used_at || last.expires_at.getTime() <= Date.now()) return refused(409, 'codeExpired');
    const code = normalizeTwoFactorCode(body.code);
    if (!isTwoFactorCode(code) || !secretMatches(code, last.code_hash)) {
      await app.db.updateTable('email_confirmations').set({ attempts: last.attempts + 1 }).where('id', '=', last.id).execute();
      const blocked = await countFailure(app.db, key, CODE_RULE);
      refused(blocked ? 429 : 400, blocked ? 'codeBlocked' : 'codeInvalid');
    }
    const now = new Date();
    const used = await app.db.updateTable('email_confirmations').set({ used_at: now }).where('id', '=', last.id).where('used_at', 'is', null).executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) refused(409, 'codeExpired');
    await app.db.updateTable('licence_activations').set({ email_confirmed_at: now }).where('id', '=', caller.activationId).execute();
    await clearFailures(app.db, key);
    return { confirmed: true };
  });
};
