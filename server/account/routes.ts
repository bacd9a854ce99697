/**
 * The logged-in person's own security settings: two-factor by e-mail, SMS or an authenticator
 * app. Nothing that needs a device takes effect before it is proven: an authenticator is confirmed
 * with a code from the app (enrolled by a QR code, an otpauth:// URI), an SMS number with a code
 * sent to it. Wrong confirmation codes count towards the same block as wrong login codes.
 */
import type { FastifyPluginAsync } from 'fastify';
import { Secret } from 'otpauth';
import { callerOf } from '../auth/access';
import { errorResponses, jsonSchema, typed } from '../schemas';
import { AuthenticatorAnswer, RESEND_AFTER_SECONDS, SmsEnrol, SmsEnrolAnswer, TWO_FACTOR_CODE_MINUTES, TwoFactorAnswer, TwoFactorChange, TwoFactorConfirm } from '../../src/domain/login';
import { totpFor } from '../auth/login';
import { isTwoFactorCode, normalizeTwoFactorCode, TWO_FACTOR_CODE_LENGTH } from '../../src/domain/limits';
import { isInternationalPhone, normalizePhone } from '../../src/domain/user';
import { hashSecret, newId, randomDigits, secretMatches } from '../security';
import { CODE_RULE, clearFailures, countFailure, isBlocked } from '../auth/throttle';
import { smsConfirmationText } from '../mail/templates';

const methodResponse = jsonSchema(TwoFactorAnswer);

const PERSON = { modes: ['partner', 'staff'] as const, people: true as const };

export const accountRoutes: FastifyPluginAsync = async (fastify) => {
  const app = typed(fastify);
  app.post(
    '/api/account/two-factor/authenticator',
    {
      config: { access: PERSON },
      schema: { response: { ...errorResponses, 200: jsonSchema(AuthenticatorAnswer) } },
    },
    async (req, reply) => {
      const user = callerOf(req).user;
      if (!user) return reply.status(404).send({ error: 'notFound' });
      const secret = new Secret({ size: 20 }).base32;
      await app.db.updateTable('users').set({ totp_pending_secret: secret }).where('id', '=', user.id).execute();
      return { secret, uri: totpFor(user, secret).toString() };
    },
  );

  app.post(
    '/api/account/two-factor/authenticator/confirm',
    {
      config: { access: PERSON },
      schema: {
        body: jsonSchema(TwoFactorConfirm),
        response: { ...errorResponses, 200: methodResponse },
      },
    },
    async (req, reply) => {
      const user = callerOf(req).user;
      if (!user) return reply.status(404).send({ error: 'notFound' });
      const code = normalizeTwoFactorCode(req.body.code);
      if (!user.totp_pending_secret) return reply.status(409).send({ error: 'codeExpired' });
      const key = `code:user:${user.id}`;
      if (await isBlocked(app.db, key)) return reply.status(429).send({ error: 'codeBlocked' });
      if (!isTwoFactorCode(code) || totpFor(user, user.totp_pending_secret).validate({ token: code, window: 1 }) === null) {
        const blocked = await countFailure(app.db, key, CODE_RULE);
        return reply.status(blocked ? 429 : 400).send({ error: blocked ? 'codeBlocked' : 'codeInvalid' });
      }
      await clearFailures(app.db, key);
      await app.db
        .updateTable('users')
        .set({ totp_secret: user.totp_pending_secret, totp_pending_secret: null, two_factor_method: 'authenticator', two_factor_phone: null })
        .where('id', '=', user.id)
        .execute();
      return { twoFactorMethod: 'authenticator' as const };
    },
  );

  app.put(
    '/api/account/two-factor',
    {
      config: { access: PERSON },
      schema: {
        body: jsonSchema(TwoFactorChange),
        response: { ...errorResponses, 200: methodResponse },
      },
    },
    async (req, reply) => {
      const user = callerOf(req).user;
      if (!user) return reply.status(404).send({ error: 'notFound' });
      const method = req.body.method;
      if (method === 'email' && !user.email) return reply.status(400).send({ error: 'emailInvalid' });
      // Secrets of a method no longer in use are not kept.
      await app.db
        .updateTable('users')
        .set({ two_factor_method: method, totp_secret: null, totp_pending_secret: null, two_factor_phone: null })
        .where('id', '=', user.id)
        .execute();
      return { twoFactorMethod: method };
    },
  );

  app.post(
    '/api/account/two-factor/sms',
    {
      config: { access: PERSON },
      schema: { body: jsonSchema(SmsEnrol), response: { ...errorResponses, 200: jsonSchema(SmsEnrolAnswer) } },
    },
    async (req, reply) => {
      const user = callerOf(req).user;
      if (!user) return reply.status(404).send({ error: 'notFound' });
      const phone = normalizePhone(req.body.phone);
      if (!isInternationalPhone(phone)) return reply.status(400).send({ error: 'phoneInvalid' });
      const now = new Date();
      const latest = await app.db
        .selectFrom('two_factor_challenges')
        .select(['created_at', 'phone'])
        .where('user_id', '=', user.id)
        .where('phone', 'is not', null)
        .where('used_at', 'is', null)
        .orderBy('created_at', 'desc')
        .executeTakeFirst();
      if (latest && latest.phone === phone && now.getTime() - latest.created_at.getTime() < RESEND_AFTER_SECONDS * 1000) {
        return reply.status(429).send({ error: 'codeAlreadySent' });
      }
      const code = randomDigits(TWO_FACTOR_CODE_LENGTH);
      await app.db
        .insertInto('two_factor_challenges')
        .values({ id: newId(), user_id: user.id, method: 'sms', phone, code_hash: hashSecret(code), expires_at: new Date(now.getTime() + TWO_FACTOR_CODE_MINUTES * 60_000), used_at: null, created_at: now })
        .execute();
      await app.messenger.sendSms({ to: phone, text: smsConfirmationText({ language: user.language, code, minutes: TWO_FACTOR_CODE_MINUTES }) });
      return { phone, minutes: TWO_FACTOR_CODE_MINUTES };
    },
  );

  app.post(
    '/api/account/two-factor/sms/confirm',
    {
      config: { access: PERSON },
      schema: { body: jsonSchema(TwoFactorConfirm), response: { ...errorResponses, 200: methodResponse } },
    },
    async (req, reply) => {
      const user = callerOf(req).user;
      if (!user) return reply.status(404).send({ error: 'notFound' });
      const key = `code:user:${user.id}`;
      if (await isBlocked(app.db, key)) return reply.status(429).send({ error: 'codeBlocked' });
      const latest = await app.db
        .selectFrom('two_factor_challenges')
        .selectAll()
        .where('user_id', '=', user.id)
        .where('phone', 'is not', null)
        .where('used_at', 'is', null)
        .orderBy('created_at', 'desc')
        .executeTakeFirst();
      if (!latest || latest.expires_at.getTime() <= Date.now()) return reply.status(409).send({ error: 'codeExpired' });
      const code = normalizeTwoFactorCode(req.body.code);
      if (!isTwoFactorCode(code) || !latest.code_hash || !secretMatches(code, latest.code_hash)) {
        await app.db.updateTable('two_factor_challenges').set({ attempts: latest.attempts + 1 }).where('id', '=', latest.id).execute();
        const blocked = await countFailure(app.db, key, CODE_RULE);
        return reply.status(blocked ? 429 : 400).send({ error: blocked ? 'codeBlocked' : 'codeInvalid' });
      }
      // A code is used once, even when two confirmations race.
      const confirmed = await app.db.transaction().execute(async (tx) => {
        const used = await tx.updateTable('two_factor_challenges').set({ used_at: new Date() }).where('id', '=', latest.id).where('used_at', 'is', null).executeTakeFirst();
        if (Number(used.numUpdatedRows) !== 1) return false;
        await tx
          .updateTable('users')
          .set({ two_factor_method: 'sms', two_factor_phone: latest.phone, totp_secret: null, totp_pending_secret: null })
          .where('id', '=', user.id)
          .execute();
        await clearFailures(tx, key);
        return true;
      });
      if (!confirmed) return reply.status(409).send({ error: 'codeExpired' });
      return { twoFactorMethod: 'sms' as const };
    },
  );
};
