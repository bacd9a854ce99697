/**
 * Sessions and logging in: GET/PUT/DELETE /api/session (read, set, unset), 'send me a login
 * link', switching to staff mode, logging in another device, my badge, and the event list.
 */
import type { FastifyPluginAsync } from 'fastify';
import { LOGIN_LINK_MINUTES, RESEND_AFTER_SECONDS, type RequestLoginResult } from '../../src/domain/login';
import { isEmail } from '../../src/domain/validators';
import { badgeQrPayload } from '../../src/domain/badge-qr';
import { formatBadgeCode } from '../../src/domain/badge';
import { callerOf } from '../auth/access';
import type { Caller } from '../auth/caller';
import { typed } from '../schemas';
import { serve } from '../endpoints';
import { refused } from '../refusal';
import * as account from '../../src/domain/endpoints/account';
import * as session from '../../src/domain/endpoints/session';
import { setSession } from '../auth/login';
import { sessionInfo } from '../auth/session-info';
import { countFailure, isBlocked, MAIL_RULE } from '../auth/throttle';
import { SESSION_TTL_MS } from '../auth/caller';
import { hashSecret, newId, randomDigits, randomSecret } from '../security';
import { loginMail } from '../mail/templates';
import { mintLoginLink } from './login-links';

export const sessionRoutes: FastifyPluginAsync = async (fastify) => {
  const app = typed(fastify);
  const LOGIN_RATE = { max: app.settings.loginRatePerMinute ?? 30, timeWindow: '1 minute' };
  serve(app, session.currentSession, async (_, req) => {
    // A device whose licence seat was released: its session ends at this next contact (it pushes
    // what it holds once it logs in again; the server still takes those pushes from it).
    if (req.caller?.seatReleased) refused(401, 'notLoggedIn');
    if (req.caller) return sessionInfo(req.caller);
    // A token that no longer opens a session: the app must forget it (401 clears it).
    if (req.headers.authorization) refused(401, 'notLoggedIn');
    return { state: 'unlinked' as const };
  });

  serve(app, session.setSession, async ({ body }, req) => setSession(body, { db: app.db, messenger: app.messenger, native: req.headers['x-leadstand-native'] === '1' }), { rateLimit: LOGIN_RATE });

  serve(app, session.endSession, async ({ query }, req) => {
    // A switched session and the one it came from are one login: logging out of either ends both
    // (and the sessions switched from it, by the database's cascade). `keep=parent` ends only a
    // switched session, when its person goes back to the one it came from.
    const caller = callerOf(req);
    const row = await app.db.selectFrom('sessions').select('parent_session_id').where('id', '=', caller.sessionId).executeTakeFirst();
    const parent = query.keep === 'parent' ? null : (row?.parent_session_id ?? null);
    const ending = [caller.sessionId, ...(parent ? [parent] : [])];
    const switched = await app.db.selectFrom('sessions').select('id').where('parent_session_id', 'in', ending).execute();
    await app.db.deleteFrom('sessions').where('id', 'in', ending).execute();
    // Their realtime sockets close now, on every instance.
    app.changes.emit('sessionsEnded', [...ending, ...switched.map((s) => s.id)]);
  });

  serve(
    app,
    session.requestLogin,
    async ({ body }, req): Promise<{ result: RequestLoginResult }> => {
      const email = body.email.trim().toLowerCase();
      if (!isEmail(email)) refused(400, 'emailInvalid');
      const now = new Date();
      const key = `request:email:${email}`;
      if (await isBlocked(app.db, key, now)) return { result: 'codeBlocked' };
      const recent = await app.db
        .selectFrom('login_requests')
        .select('id')
        .where('email', '=', email)
        .where('created_at', '>', new Date(now.getTime() - RESEND_AFTER_SECONDS * 1000))
        .executeTakeFirst();
      if (recent) return { result: 'emailAlreadySent' };
      await countFailure(app.db, key, MAIL_RULE, now);

      // The person with this address at the running (or latest) event who works for an exhibitor.
      const user = await app.db
        .selectFrom('users')
        .innerJoin('events', 'events.id', 'users.event_id')
        .innerJoin('staff', 'staff.user_id', 'users.id')
        .select(['users.id', 'users.language', 'users.email', 'events.name as eventName', 'events.ends_at'])
        .where((eb) => eb(eb.fn('lower', ['users.email']), '=', email))
        .orderBy((eb) => eb.case().when('events.ends_at', '>', now).then(0).else(1).end())
        .orderBy('events.starts_at', 'desc')
        .executeTakeFirst();
      const token = randomSecret();
      const code = randomDigits(6);
      await app.db
        .insertInto('login_requests')
        .values({
          id: newId(),
          email,
          user_id: user?.id ?? null,
          token_hash: hashSecret(token),
          code_hash: hashSecret(code),
          expires_at: new Date(now.getTime() + LOGIN_LINK_MINUTES * 60_000),
          used_at: null,
          created_at: now,
        })
        .execute();
      if (user) {
        // Not awaited: answering as fast for a known address as for an unknown one.
        const mail = loginMail({ to: user.email!, language: user.language, eventName: user.eventName, url: `${app.settings.publicUrl}/token/${token}`, code, minutes: LOGIN_LINK_MINUTES });
        app.messenger.sendMail(mail).catch((err: unknown) => req.log.error({ err }, 'login mail could not be sent'));
      }
      return { result: 'emailSent' };
    },
    { rateLimit: LOGIN_RATE },
  );

  /** A new session of the caller's person and exhibitor in another mode (administrator ↔ staff). */
  async function switchSession(caller: Caller, mode: 'partner' | 'staff'): Promise<string> {
    const token = randomSecret();
    const now = new Date();
    await app.db
      .insertInto('sessions')
      .values({
        id: newId(),
        token_hash: hashSecret(token),
        mode,
        event_id: caller.event.id,
        partner_id: caller.partner!.id,
        user_id: caller.user!.id,
        licence_activation_id: null,
        embedded: caller.embedded,
        // Ends with the session it came from (logging out of either ends both).
        parent_session_id: caller.sessionId,
        created_at: now,
        last_seen_at: now,
        expires_at: new Date(now.getTime() + SESSION_TTL_MS),
      })
      .execute();
    return token;
  }

  serve(app, account.staffMode, async (_, req) => {
    const caller = callerOf(req);
    if (!caller.user || caller.staffPermissions === null) refused(403, 'noPermission');
    return { token: await switchSession(caller, 'staff') };
  });

  // The reverse: an administrator who logged in as staff (by e-mail, or a staff link) becomes the
  // exhibitor's administrator (partner mode) without a partner link.
  serve(app, account.adminMode, async (_, req) => ({ token: await switchSession(callerOf(req), 'partner') }));

  serve(app, account.deviceLink, async (_, req) => {
    const caller = callerOf(req);
    const expiresAt = new Date(Date.now() + 10 * 60_000);
    const subject = caller.mode === 'scan' ? caller.licence!.code : caller.mode === 'partner' ? caller.partner!.id : caller.user!.id;
    const mode = caller.mode === 'scan' ? 'scan' : caller.mode === 'partner' ? 'partner' : 'staff';
    const url = await mintLoginLink(app.db, app.settings.publicUrl, { mode, subject, expiresAt, singleUse: true, userId: caller.user?.id ?? null });
    return { url, expiresAt: expiresAt.toISOString() };
  });

  serve(app, account.myBadge, async (_, req) => {
    const user = callerOf(req).user ?? refused(404, 'notFound');
    return { name: `${user.first_name} ${user.last_name}`.trim(), company: user.company, code: formatBadgeCode(user.badge_code), qr: badgeQrPayload(user.event_id, user.badge_code) };
  });

  serve(app, session.eventList, async () => {
    const rows = await app.db.selectFrom('events').select(['id', 'name', 'starts_at', 'ends_at']).orderBy('starts_at', 'desc').execute();
    return rows.map((r) => ({ id: r.id, name: r.name, startsAt: r.starts_at.toISOString(), endsAt: r.ends_at.toISOString() }));
  });
};
