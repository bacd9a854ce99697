/**
 * The logged-in person's own security settings: two-factor by e-mail, SMS or an authenticator
 * app. Enrolling an authenticator shows a QR code (otpauth:// URI) and is confirmed with a code
 * from the app before it takes effect.
 */
import type { FastifyPluginAsync } from 'fastify';
import { Secret } from 'otpauth';
import { callerOf } from '../auth/access';
import { errorResponses, jsonSchema, typed } from '../schemas';
import { AuthenticatorAnswer, TwoFactorAnswer, TwoFactorChange, TwoFactorConfirm } from '../../src/domain/login';
import { totpFor } from '../auth/login';
import { isTwoFactorCode, normalizeTwoFactorCode } from '../../src/domain/limits';

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
      if (!isTwoFactorCode(code) || totpFor(user, user.totp_pending_secret).validate({ token: code, window: 1 }) === null) {
        return reply.status(400).send({ error: 'codeInvalid' });
      }
      await app.db
        .updateTable('users')
        .set({ totp_secret: user.totp_pending_secret, totp_pending_secret: null, two_factor_method: 'authenticator' })
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
      if (method === 'sms' && !user.phone1) return reply.status(400).send({ error: 'phoneRequired' });
      if (method === 'email' && !user.email) return reply.status(400).send({ error: 'emailInvalid' });
      await app.db
        .updateTable('users')
        .set({ two_factor_method: method, ...(method === null ? { totp_secret: null, totp_pending_secret: null } : {}) })
        .where('id', '=', user.id)
        .execute();
      return { twoFactorMethod: method };
    },
  );
};
