/**
 * The logged-in person's own security settings: two-factor by e-mail, SMS or an authenticator
 * app. Nothing that needs a device takes effect before it is proven: an authenticator is confirmed
 * with a code from the app (enrolled by a QR code, an otpauth:// URI), an SMS number with a code
 * sent to it. Wrong confirmation codes count towards the same block as wrong login codes.
 *
 * And nothing changes without the person's current second factor: while a method is on, every
 * change (another method, or off) needs a code of it entered in this session within the last ten
 * minutes (POST …/verify/send, then …/verify); turning e-mail codes on needs a code from that
 * mailbox. A stolen session alone cannot weaken someone's login.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Caller } from '../auth/caller';
import { Secret } from 'otpauth';
import { callerOf } from '../auth/access';
import { errorResponses, jsonSchema, typed } from '../schemas';
import { AuthenticatorAnswer, RESEND_AFTER_SECONDS, SmsEnrol, SmsEnrolAnswer, TWO_FACTOR_CODE_MINUTES, TwoFactorAnswer, TwoFactorChange, TwoFactorConfirm } from '../../src/domain/login';
import { latestChallenge, totpFor } from '../auth/login';
import { isTwoFactorCode, normalizeTwoFactorCode, TWO_FACTOR_CODE_LENGTH } from '../../src/domain/limits';
import { isInternationalPhone, normalizePhone } from '../../src/domain/user';
import { hashSecret, newId, randomDigits, secretMatches } from '../security';
import { CODE_RULE, clearFailures, countFailure, isBlocked } from '../auth/throttle';
import { smsConfirmationText, twoFactorMail, twoFactorSms } from '../mail/templates';

/** How long a proven second factor allows changing the two-factor settings. */
export const VERIFIED_FOR_MS = 10 * 60_000;

const methodResponse = jsonSchema(TwoFactorAnswer);

const PERSON = { modes: ['partner', 'staff'] as const, people: true as const };

export const accountRoutes: FastifyPluginAsync = async (fastify) => {
  const app = typed(fastify);

  /** The channel a verification code goes to: the current method, or the mailbox when e-mail codes are being turned on. */
  // SMS codes only while a gateway can send them; otherwise the fallback, e-mail.
  const verifyMethod = (user: NonNullable<Caller['user']>) => (user.two_factor_method === 'sms' && !app.messenger.smsGateway ? 'email' : (user.two_factor_method ?? 'email'));

  /**
   * Refuses a change unless this session proved the current second factor lately (403
   * 'twoFactorCodeRequired'). `enablingEmail`: with no method on, turning e-mail codes on needs a
   * code from the mailbox; enrolling an app or a number proves that device by its own code.
   */
  async function refuseUnverified(caller: Caller, reply: FastifyReply, enablingEmail = false): Promise<boolean> {
    const user = caller.user!;
    if (!user.two_factor_method && !enablingEmail) return false;
    const session = await app.db.selectFrom('sessions').select('two_factor_verified_at').where('id', '=', caller.sessionId).executeTakeFirst();
    const at = session?.two_factor_verified_at?.getTime() ?? 0;
    if (Date.now() - at <= VERIFIED_FOR_MS) return false;
    // (A reply is thenable: awaiting it here would resolve to nothing, so the caller gets a boolean.)
    void reply.status(403).send({ error: 'twoFactorCodeRequired' });
    return true;
  }

  // Sends a code by the current method (e-mail or SMS; an authenticator app makes its own), or to
  // the mailbox when e-mail codes are being turned on.
  app.post('/api/account/two-factor/verify/send', { config: { access: PERSON } }, async (req, reply) => {
    const user = callerOf(req).user;
    if (!user) return reply.status(404).send({ error: 'notFound' });
    const method = verifyMethod(user);
    if (method === 'authenticator') return { method };
    if (method === 'email' && !user.email) return reply.status(400).send({ error: 'emailInvalid' });
    const now = new Date();
    const latest = await latestChallenge(app.db, user.id, method);
    if (latest && now.getTime() - latest.created_at.getTime() < RESEND_AFTER_SECONDS * 1000) return { method, alreadySent: true };
    const code = randomDigits(TWO_FACTOR_CODE_LENGTH);
    await app.db
      .insertInto('two_factor_challenges')
      .values({ id: newId(), user_id: user.id, method, phone: null, code_hash: hashSecret(code), expires_at: new Date(now.getTime() + TWO_FACTOR_CODE_MINUTES * 60_000), used_at: null, created_at: now })
      .execute();
    if (method === 'sms') await app.messenger.sendSms({ to: user.two_factor_phone!, text: twoFactorSms({ language: user.language, code, minutes: TWO_FACTOR_CODE_MINUTES }) });
    else await app.messenger.sendMail(twoFactorMail({ to: user.email!, language: user.language, code, minutes: TWO_FACTOR_CODE_MINUTES }));
    return { method };
  });

  // A code of the current method (or of the mailbox, turning e-mail codes on): this session may
  // then change the two-factor settings for a few minutes.
  app.post('/api/account/two-factor/verify', { config: { access: PERSON }, schema: { body: jsonSchema(TwoFactorConfirm) } }, async (req, reply) => {
    const caller = callerOf(req);
    const user = caller.user;
    if (!user) return reply.status(404).send({ error: 'notFound' });
    const key = `code:user:${user.id}`;
    if (await isBlocked(app.db, key)) return reply.status(429).send({ error: 'codeBlocked' });
    const code = normalizeTwoFactorCode(req.body.code);
    const method = verifyMethod(user);
    const wrong = async () => {
      const blocked = await countFailure(app.db, key, CODE_RULE);
      return reply.status(blocked ? 429 : 400).send({ error: blocked ? 'codeBlocked' : 'codeInvalid' });
    };
    if (method === 'authenticator') {
      if (!isTwoFactorCode(code) || !user.totp_secret || totpFor(user, user.totp_secret).validate({ token: code, window: 1 }) === null) return wrong();
    } else {
      const latest = await latestChallenge(app.db, user.id, method);
      if (!latest || latest.expires_at.getTime() <= Date.now()) return reply.status(409).send({ error: 'codeExpired' });
      if (!isTwoFactorCode(code) || !latest.code_hash || !secretMatches(code, latest.code_hash)) {
        await app.db.updateTable('two_factor_challenges').set({ attempts: latest.attempts + 1 }).where('id', '=', latest.id).execute();
        return wrong();
      }
      const used = await app.db.updateTable('two_factor_challenges').set({ used_at: new Date() }).where('id', '=', latest.id).where('used_at', 'is', null).executeTakeFirst();
      if (Number(used.numUpdatedRows) !== 1) return reply.status(409).send({ error: 'codeExpired' });
    }
    await clearFailures(app.db, key);
    await app.db.updateTable('sessions').set({ two_factor_verified_at: new Date() }).where('id', '=', caller.sessionId).execute();
    return { verified: true };
  });

  app.post(
    '/api/account/two-factor/authenticator',
    {
      config: { access: PERSON },
      schema: { response: { ...errorResponses, 200: jsonSchema(AuthenticatorAnswer) } },
    },
    async (req, reply) => {
      const user = callerOf(req).user;
      if (!user) return reply.status(404).send({ error: 'notFound' });
      if (await refuseUnverified(callerOf(req), reply)) return reply;
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
      if (await refuseUnverified(callerOf(req), reply)) return reply;
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
      if (method === user.two_factor_method) return { twoFactorMethod: method };
      if (await refuseUnverified(callerOf(req), reply, method === 'email')) return reply;
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
      // No SMS gateway configured: SMS codes cannot be turned on (the app does not offer them).
      if (!app.messenger.smsGateway) return reply.status(409).send({ error: 'smsUnavailable' });
      if (await refuseUnverified(callerOf(req), reply)) return reply;
      const phone = normalizePhone(req.body.phone);
      if (!isInternationalPhone(phone)) return reply.status(400).send({ error: 'phoneInvalid' });
      const now = new Date();
      const latest = await latestChallenge(app.db, user.id, 'smsNumber');
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
      if (!app.messenger.smsGateway) return reply.status(409).send({ error: 'smsUnavailable' });
      if (await refuseUnverified(callerOf(req), reply)) return reply;
      const key = `code:user:${user.id}`;
      if (await isBlocked(app.db, key)) return reply.status(429).send({ error: 'codeBlocked' });
      const latest = await latestChallenge(app.db, user.id, 'smsNumber');
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
