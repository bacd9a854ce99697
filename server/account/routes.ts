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
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Caller } from '../auth/caller';
import { Secret } from 'otpauth';
import { callerOf } from '../auth/access';
import { typed } from '../schemas';
import { serve } from '../endpoints';
import { refused } from '../refusal';
import * as endpoints from '../../src/domain/endpoints/account';
import { RESEND_AFTER_SECONDS, TWO_FACTOR_CODE_MINUTES } from '../../src/domain/login';
import { latestChallenge, totpFor } from '../auth/login';
import { isTwoFactorCode, normalizeTwoFactorCode, TWO_FACTOR_CODE_LENGTH } from '../../src/domain/limits';
import { isInternationalPhone, normalizePhone } from '../../src/domain/user';
import { hashSecret, newId, randomDigits, secretMatches } from '../security';
import { CODE_RULE, clearFailures, countFailure, isBlocked } from '../auth/throttle';
import { smsConfirmationText, twoFactorMail, twoFactorSms } from '../mail/templates';

/** How long a proven second factor allows changing the two-factor settings. */
export const VERIFIED_FOR_MS = 10 * 60_000;

export const accountRoutes: FastifyPluginAsync = async (fastify) => {
  const app = typed(fastify);

  /** The channel a verification code goes to: the current method, or the mailbox when e-mail codes are being turned on. */
  // SMS codes only while a gateway can send them; otherwise the fallback, e-mail.
  const verifyMethod = (user: NonNullable<Caller['user']>) => (user.two_factor_method === 'sms' && !app.messenger.smsGateway ? 'email' : (user.two_factor_method ?? 'email'));

  /** The person who asks (a person's session has one; a session of someone since deleted finds none). */
  const personOf = (req: FastifyRequest) => callerOf(req).user ?? refused(404, 'notFound');

  /**
   * Refuses a change unless this session proved the current second factor lately (403
   * 'twoFactorCodeRequired'). `enablingEmail`: with no method on, turning e-mail codes on needs a
   * code from the mailbox; enrolling an app or a number proves that device by its own code.
   */
  async function requireVerified(caller: Caller, enablingEmail = false): Promise<void> {
    const user = caller.user!;
    if (!user.two_factor_method && !enablingEmail) return;
    const session = await app.db.selectFrom('sessions').select('two_factor_verified_at').where('id', '=', caller.sessionId).executeTakeFirst();
    const at = session?.two_factor_verified_at?.getTime() ?? 0;
    if (Date.now() - at > VERIFIED_FOR_MS) refused(403, 'twoFactorCodeRequired');
  }

  /** A wrong code: it counts towards the block of the person's logins by code (429 once blocked). */
  async function wrongCode(key: string): Promise<never> {
    const blocked = await countFailure(app.db, key, CODE_RULE);
    return refused(blocked ? 429 : 400, blocked ? 'codeBlocked' : 'codeInvalid');
  }

  async function refuseBlocked(key: string): Promise<void> {
    if (await isBlocked(app.db, key)) refused(429, 'codeBlocked');
  }

  // Sends a code by the current method (e-mail or SMS; an authenticator app makes its own), or to
  // the mailbox when e-mail codes are being turned on.
  serve(app, endpoints.sendTwoFactorCode, async (_, req) => {
    const user = personOf(req);
    const method = verifyMethod(user);
    if (method === 'authenticator') return { method };
    if (method === 'email' && !user.email) refused(400, 'emailInvalid');
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
  serve(app, endpoints.verifyTwoFactor, async ({ body }, req) => {
    const caller = callerOf(req);
    const user = personOf(req);
    const key = `code:user:${user.id}`;
    await refuseBlocked(key);
    const code = normalizeTwoFactorCode(body.code);
    const method = verifyMethod(user);
    if (method === 'authenticator') {
      if (!isTwoFactorCode(code) || !user.totp_secret || totpFor(user, user.totp_secret).validate({ token: code, window: 1 }) === null) await wrongCode(key);
    } else {
      const latest = await latestChallenge(app.db, user.id, method);
      if (!latest || latest.expires_at.getTime() <= Date.now()) refused(409, 'codeExpired');
      if (!isTwoFactorCode(code) || !latest.code_hash || !secretMatches(code, latest.code_hash)) {
        await app.db.updateTable('two_factor_challenges').set({ attempts: latest.attempts + 1 }).where('id', '=', latest.id).execute();
        await wrongCode(key);
      }
      const used = await app.db.updateTable('two_factor_challenges').set({ used_at: new Date() }).where('id', '=', latest.id).where('used_at', 'is', null).executeTakeFirst();
      if (Number(used.numUpdatedRows) !== 1) refused(409, 'codeExpired');
    }
    await clearFailures(app.db, key);
    await app.db.updateTable('sessions').set({ two_factor_verified_at: new Date() }).where('id', '=', caller.sessionId).execute();
    return { verified: true };
  });

  serve(app, endpoints.enrolAuthenticator, async (_, req) => {
    const user = personOf(req);
    await requireVerified(callerOf(req));
    const secret = new Secret({ size: 20 }).base32;
    await app.db.updateTable('users').set({ totp_pending_secret: secret }).where('id', '=', user.id).execute();
    return { secret, uri: totpFor(user, secret).toString() };
  });

  serve(app, endpoints.confirmAuthenticator, async ({ body }, req) => {
    const user = personOf(req);
    await requireVerified(callerOf(req));
    const code = normalizeTwoFactorCode(body.code);
    const pending = user.totp_pending_secret ?? refused(409, 'codeExpired');
    const key = `code:user:${user.id}`;
    await refuseBlocked(key);
    if (!isTwoFactorCode(code) || totpFor(user, pending).validate({ token: code, window: 1 }) === null) await wrongCode(key);
    await clearFailures(app.db, key);
    await app.db.updateTable('users').set({ totp_secret: pending, totp_pending_secret: null, two_factor_method: 'authenticator', two_factor_phone: null }).where('id', '=', user.id).execute();
    return { twoFactorMethod: 'authenticator' as const };
  });

  serve(app, endpoints.setTwoFactor, async ({ body: { method } }, req) => {
    const user = personOf(req);
    if (method === 'email' && !user.email) refused(400, 'emailInvalid');
    if (method === user.two_factor_method) return { twoFactorMethod: method };
    await requireVerified(callerOf(req), method === 'email');
    // Secrets of a method no longer in use are not kept.
    await app.db.updateTable('users').set({ two_factor_method: method, totp_secret: null, totp_pending_secret: null, two_factor_phone: null }).where('id', '=', user.id).execute();
    return { twoFactorMethod: method };
  });

  serve(app, endpoints.enrolSms, async ({ body }, req) => {
    const user = personOf(req);
    // No SMS gateway configured: SMS codes cannot be turned on (the app does not offer them).
    if (!app.messenger.smsGateway) refused(409, 'smsUnavailable');
    await requireVerified(callerOf(req));
    const phone = normalizePhone(body.phone);
    if (!isInternationalPhone(phone)) refused(400, 'phoneInvalid');
    const now = new Date();
    const latest = await latestChallenge(app.db, user.id, 'smsNumber');
    if (latest && latest.phone === phone && now.getTime() - latest.created_at.getTime() < RESEND_AFTER_SECONDS * 1000) refused(429, 'codeAlreadySent');
    const code = randomDigits(TWO_FACTOR_CODE_LENGTH);
    await app.db
      .insertInto('two_factor_challenges')
      .values({ id: newId(), user_id: user.id, method: 'sms', phone, code_hash: hashSecret(code), expires_at: new Date(now.getTime() + TWO_FACTOR_CODE_MINUTES * 60_000), used_at: null, created_at: now })
      .execute();
    await app.messenger.sendSms({ to: phone, text: smsConfirmationText({ language: user.language, code, minutes: TWO_FACTOR_CODE_MINUTES }) });
    return { phone, minutes: TWO_FACTOR_CODE_MINUTES };
  });

  serve(app, endpoints.confirmSms, async ({ body }, req) => {
    const user = personOf(req);
    if (!app.messenger.smsGateway) refused(409, 'smsUnavailable');
    await requireVerified(callerOf(req));
    const key = `code:user:${user.id}`;
    await refuseBlocked(key);
    const latest = await latestChallenge(app.db, user.id, 'smsNumber');
    if (!latest || latest.expires_at.getTime() <= Date.now()) return refused(409, 'codeExpired');
    const code = normalizeTwoFactorCode(body.code);
    if (!isTwoFactorCode(code) || !latest.code_hash || !secretMatches(code, latest.code_hash)) {
      await app.db.updateTable('two_factor_challenges').set({ attempts: latest.attempts + 1 }).where('id', '=', latest.id).execute();
      await wrongCode(key);
    }
    // A code is used once, even when two confirmations race.
    const confirmed = await app.db.transaction().execute(async (tx) => {
      const used = await tx.updateTable('two_factor_challenges').set({ used_at: new Date() }).where('id', '=', latest.id).where('used_at', 'is', null).executeTakeFirst();
      if (Number(used.numUpdatedRows) !== 1) return false;
      await tx.updateTable('users').set({ two_factor_method: 'sms', two_factor_phone: latest.phone, totp_secret: null, totp_pending_secret: null }).where('id', '=', user.id).execute();
      await clearFailures(tx, key);
      return true;
    });
    if (!confirmed) refused(409, 'codeExpired');
    return { twoFactorMethod: 'sms' as const };
  });
};
