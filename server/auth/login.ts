/**
 * Setting a session (PUT /api/session): every login path of the spec ends here. A request names
 * who it logs in as (link verifier, e-mailed token, or e-mail + code); the steps that may still be
 * missing are answered with a finalize code, and the app comes back with what was asked:
 *
 *   scan licence → name and e-mail (nameEmailRequired) → licence capacity
 *   first login  → terms (tandcRequired)
 *   two-factor   → method (codeMethod) → code (codeRequired / codeAlreadySent / codeInvalid /
 *                  codeExpired / codeBlocked)
 *
 * Nothing is written until the last step succeeds, so a request can be repeated with more answers.
 * Codes and verifiers are compared by hash; failures are counted per account and address.
 */
import type { Kysely } from 'kysely';
import { TOTP, Secret } from 'otpauth';
import type { DB, PartnerRow, UserRow } from '../db/schema';
import type { SessionMode } from '../../src/domain/session';
import type { TwoFactorMethod } from '../../src/domain/limits';
import { isTwoFactorCode, normalizeTwoFactorCode, TWO_FACTOR_CODE_LENGTH } from '../../src/domain/limits';
import { isEmail } from '../../src/domain/validators';
import { APP_LICENCE_TYPES } from '../../src/domain/licence';
import { validateName } from '../../src/domain/limits';
import {
  RESEND_AFTER_SECONDS,
  TWO_FACTOR_CODE_MINUTES,
  type LoginErrorCode,
  type SessionSetRequest,
  type SessionSetResponse,
} from '../../src/domain/login';
import { hashSecret, newId, randomDigits, randomSecret, secretMatches } from '../security';
import { SESSION_TTL_MS } from './caller';
import { CODE_RULE, countFailure, clearFailures, isBlocked } from './throttle';
import type { Messenger } from '../mail/mailer';
import { twoFactorMail, twoFactorSms } from '../mail/templates';
import { APP_ID } from '../../src/domain/constants';
import { eventInfo } from '../events/events';

export interface LoginDeps {
  db: Kysely<DB>;
  messenger: Messenger;
  now?: Date;
  /** The request comes from the native app shell. */
  native?: boolean;
}

interface Identity {
  mode: SessionMode;
  eventId: string;
  partner: PartnerRow | null;
  user: UserRow | null;
  licence: { id: string; total: number | null } | null;
  /** Marks the link, token or invitation used once the login succeeds. */
  consume: (db: Kysely<DB>, now: Date) => Promise<void>;
}

type Step<T> = { ok: true; value: T } | { ok: false; code: LoginErrorCode; methods?: TwoFactorMethod[] };

/** Licence types that log in to the scanning app. */

const fail = (code: LoginErrorCode, methods?: TwoFactorMethod[]): { ok: false; code: LoginErrorCode; methods?: TwoFactorMethod[] } => ({
  ok: false,
  code,
  ...(methods ? { methods } : {}),
});

async function staffPartner(db: Kysely<DB>, userId: string): Promise<PartnerRow | null> {
  const row = await db
    .selectFrom('staff')
    .innerJoin('partners', 'partners.id', 'staff.partner_id')
    .selectAll('partners')
    .where('staff.user_id', '=', userId)
    .orderBy('partners.name')
    .executeTakeFirst();
  return row ?? null;
}

/** A login-link verifier for mode + subject, valid now. */
async function checkVerifier(db: Kysely<DB>, mode: 'partner' | 'staff' | 'scan', subject: string, verifier: string, now: Date) {
  if (!verifier || verifier.length > 200) return fail('notLoggedIn');
  const row = await db
    .selectFrom('login_verifiers')
    .selectAll()
    .where('mode', '=', mode)
    .where('subject', '=', subject)
    .where('verifier_hash', '=', hashSecret(verifier))
    .executeTakeFirst();
  if (!row || !secretMatches(verifier, row.verifier_hash)) return fail(mode === 'scan' ? 'scanLicenseQRCodeInvalid' : 'notLoggedIn');
  if (row.single_use && row.used_at) return fail('linkAlreadyUsed');
  if (row.expires_at && row.expires_at.getTime() <= now.getTime()) return fail('codeExpired');
  return { ok: true as const, value: row };
}

/**
 * A single-use link, code or seat was taken by a request that raced this one: its transaction is
 * rolled back and the login answers `code`, as if the second request had come a moment later.
 */
class TakenMeanwhile extends Error {
  constructor(readonly code: LoginErrorCode) {
    super(code);
  }
}

/** Runs a "mark as used" update (which must say `where used_at is null`); throws when it changed nothing. */
async function useOnce(update: { executeTakeFirst(): Promise<{ numUpdatedRows: bigint }> }, code: LoginErrorCode): Promise<void> {
  const { numUpdatedRows } = await update.executeTakeFirst();
  if (numUpdatedRows === 0n) throw new TakenMeanwhile(code);
}

async function identify(req: SessionSetRequest, deps: LoginDeps, now: Date): Promise<Step<Identity>> {
  const { db } = deps;
  const markVerifier = (id: string, singleUse: boolean) => async (tx: Kysely<DB>, at: Date) => {
    if (singleUse) await useOnce(tx.updateTable('login_verifiers').set({ used_at: at }).where('id', '=', id).where('used_at', 'is', null), 'linkAlreadyUsed');
  };

  // An e-mailed login link.
  if (req.token) {
    const row = await db.selectFrom('login_requests').selectAll().where('token_hash', '=', hashSecret(req.token)).executeTakeFirst();
    if (!row || !row.user_id) return fail('notLoggedIn');
    if (row.used_at) return fail('linkAlreadyUsed');
    if (row.expires_at.getTime() <= now.getTime()) return fail('codeExpired');
    return identifyUser(db, row.user_id, (tx, at) => useOnce(tx.updateTable('login_requests').set({ used_at: at }).where('id', '=', row.id).where('used_at', 'is', null), 'linkAlreadyUsed'));
  }

  // The 6-digit code from that mail.
  if (req.email !== undefined && !req.verifier) {
    const email = req.email.trim().toLowerCase();
    if (!isEmail(email)) return fail('codeInvalid');
    const key = `code:email:${email}`;
    if (await isBlocked(db, key, now)) return fail('codeBlocked');
    const row = await db.selectFrom('login_requests').selectAll().where('email', '=', email).where('used_at', 'is', null).orderBy('created_at', 'desc').executeTakeFirst();
    if (!row) return fail((await countFailure(db, key, CODE_RULE, now)) ? 'codeBlocked' : 'codeInvalid');
    if (row.expires_at.getTime() <= now.getTime()) return fail('codeExpired');
    const code = normalizeTwoFactorCode(req.code ?? '');
    if (!isTwoFactorCode(code) || !secretMatches(code, row.code_hash) || !row.user_id) {
      await db.updateTable('login_requests').set({ attempts: row.attempts + 1 }).where('id', '=', row.id).execute();
      return fail((await countFailure(db, key, CODE_RULE, now)) ? 'codeBlocked' : 'codeInvalid');
    }
    await clearFailures(db, key);
    return identifyUser(db, row.user_id, (tx, at) => useOnce(tx.updateTable('login_requests').set({ used_at: at }).where('id', '=', row.id).where('used_at', 'is', null), 'codeInvalid'));
  }

  switch (req.sessionMode) {
    case 'partner': {
      const partner = req.partnerID ? await db.selectFrom('partners').selectAll().where('id', '=', req.partnerID).executeTakeFirst() : undefined;
      // The same answer as a wrong verifier: a login link must not tell which exhibitors exist.
      if (!partner) return fail('notLoggedIn');
      const verifier = await checkVerifier(db, 'partner', partner.id, req.verifier ?? '', now);
      if (!verifier.ok) return verifier;
      let userId = verifier.value.user_id;
      let consumeInvite: ((tx: Kysely<DB>, at: Date) => Promise<void>) | null = null;
      if (req.inviteCode) {
        const invite = await db
          .selectFrom('invitations')
          .selectAll()
          .where('code_hash', '=', hashSecret(req.inviteCode))
          .where('partner_id', '=', partner.id)
          .executeTakeFirst();
        if (!invite || invite.used_at || invite.expires_at.getTime() <= now.getTime()) return fail('inviteCodeNotFound');
        userId = invite.user_id ?? userId;
        consumeInvite = (tx, at) =>
          useOnce(tx.updateTable('invitations').set({ used_at: at }).where('code_hash', '=', invite.code_hash).where('used_at', 'is', null), 'inviteCodeNotFound');
      }
      const user = userId ? ((await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst()) ?? null) : null;
      return {
        ok: true,
        value: {
          mode: 'partner',
          eventId: partner.event_id,
          partner,
          user,
          licence: null,
          consume: async (tx, at) => {
            await markVerifier(verifier.value.id, verifier.value.single_use)(tx, at);
            await consumeInvite?.(tx, at);
          },
        },
      };
    }
    case 'staff':
    case 'native': {
      if (req.sessionMode === 'native' && !deps.native) return fail('nativeRequired');
      const visitorID = req.visitorID ?? '';
      const verifier = await checkVerifier(db, 'staff', visitorID, req.verifier ?? '', now);
      if (!verifier.ok) {
        // An invitation that was used, has expired or was replaced by a newer one says so.
        const invited = await db.selectFrom('users').select('id').where('id', '=', visitorID).where('registration_state', '=', 'invited').executeTakeFirst();
        return invited ? fail('inviteCodeNotFound') : verifier;
      }
      const step = await identifyUser(db, visitorID, markVerifier(verifier.value.id, verifier.value.single_use));
      if (step.ok && req.sessionMode === 'native') step.value.mode = 'native';
      return step;
    }
    case 'scan': {
      const licence = req.licenseCode ? await db.selectFrom('licences').selectAll().where('code', '=', req.licenseCode).executeTakeFirst() : undefined;
      if (!licence) return fail('scanLicenseQRCodeInvalid');
      const verifier = await checkVerifier(db, 'scan', licence.code, req.verifier ?? '', now);
      if (!verifier.ok) return verifier;
      const partner = await db.selectFrom('partners').selectAll().where('id', '=', licence.partner_id).executeTakeFirstOrThrow();
      // Check-in desks, RFID readers and touchpoints have licences of their own, not for this app.
      if (!APP_LICENCE_TYPES.includes(licence.type)) return fail('licenseUnsupported');
      const event = await db.selectFrom('events').select('ends_at').where('id', '=', partner.event_id).executeTakeFirstOrThrow();
      if (event.ends_at.getTime() <= now.getTime()) return fail('licenseOutdated');
      return {
        ok: true,
        value: {
          mode: 'scan',
          eventId: partner.event_id,
          partner,
          user: null,
          licence: { id: licence.id, total: licence.total },
          consume: markVerifier(verifier.value.id, verifier.value.single_use),
        },
      };
    }
  }
}

async function identifyUser(db: Kysely<DB>, userId: string, consume: Identity['consume']): Promise<Step<Identity>> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) return fail('notLoggedIn');
  const partner = await staffPartner(db, user.id);
  if (!partner) return fail('notLoggedIn');
  return { ok: true, value: { mode: 'staff', eventId: user.event_id, partner, user, licence: null, consume } };
}

/**
 * The two-factor methods a user can receive a code by: the chosen one, and e-mail as a fallback.
 * SMS only while an SMS gateway is configured.
 */
export function availableMethods(user: UserRow, smsGateway: boolean): TwoFactorMethod[] {
  const methods: TwoFactorMethod[] = [];
  if (user.two_factor_method === 'authenticator' && user.totp_secret) methods.push('authenticator');
  if (user.two_factor_method === 'sms' && user.two_factor_phone && smsGateway) methods.push('sms');
  if (user.email) methods.push('email');
  return methods;
}

export function totpFor(user: Pick<UserRow, 'email' | 'first_name' | 'last_name'>, secret: string): TOTP {
  return new TOTP({
    issuer: 'Leadstand',
    label: user.email ?? `${user.first_name} ${user.last_name}`.trim() ?? APP_ID,
    algorithm: 'SHA1',
    digits: TWO_FACTOR_CODE_LENGTH,
    period: 30,
    secret: Secret.fromBase32(secret),
  });
}

/**
 * A person's newest unused code challenge: of a method (login and verification codes), or
 * 'smsNumber' for the codes that confirm a number for SMS codes.
 */
export function latestChallenge(db: Kysely<DB>, userId: string, kind: 'email' | 'sms' | 'authenticator' | 'smsNumber') {
  let query = db.selectFrom('two_factor_challenges').selectAll().where('user_id', '=', userId).where('used_at', 'is', null);
  query = kind === 'smsNumber' ? query.where('phone', 'is not', null) : query.where('method', '=', kind).where('phone', 'is', null);
  return query.orderBy('created_at', 'desc').executeTakeFirst();
}

/** On success: what the login's transaction does to use the code up. */
async function twoFactor(req: SessionSetRequest, user: UserRow, deps: LoginDeps, now: Date): Promise<Step<(tx: Kysely<DB>) => Promise<void>>> {
  const { db } = deps;
  const methods = availableMethods(user, deps.messenger.smsGateway);
  if (!user.two_factor_method || methods.length === 0) return { ok: true, value: async () => {} };
  const key = `code:user:${user.id}`;
  if (await isBlocked(db, key, now)) return fail('codeBlocked');

  const method = req.twoFactorMethod ?? (methods.length === 1 ? methods[0]! : undefined);
  if (!method) return fail('codeMethod', methods);
  if (!methods.includes(method)) return fail('codeMethod', methods);

  const latest = await latestChallenge(db, user.id, method);

  if (!req.code) {
    if (method === 'authenticator') return fail('codeRequired', [method]);
    if (latest && now.getTime() - latest.created_at.getTime() < RESEND_AFTER_SECONDS * 1000) return fail('codeAlreadySent', [method]);
    const code = randomDigits(TWO_FACTOR_CODE_LENGTH);
    await db
      .insertInto('two_factor_challenges')
      .values({
        id: newId(),
        user_id: user.id,
        method,
        code_hash: hashSecret(code),
        expires_at: new Date(now.getTime() + TWO_FACTOR_CODE_MINUTES * 60_000),
        used_at: null,
        created_at: now,
      })
      .execute();
    if (method === 'sms') await deps.messenger.sendSms({ to: user.two_factor_phone!, text: twoFactorSms({ language: user.language, code, minutes: TWO_FACTOR_CODE_MINUTES }) });
    else await deps.messenger.sendMail(twoFactorMail({ to: user.email!, language: user.language, code, minutes: TWO_FACTOR_CODE_MINUTES }));
    return fail('codeRequired', [method]);
  }

  const code = normalizeTwoFactorCode(req.code);
  if (method === 'authenticator') {
    const ok = isTwoFactorCode(code) && totpFor(user, user.totp_secret!).validate({ token: code, window: 1 }) !== null;
    if (!ok) return fail((await countFailure(db, key, CODE_RULE, now)) ? 'codeBlocked' : 'codeInvalid', [method]);
    return { ok: true, value: (tx) => clearFailures(tx, key) };
  }
  if (!latest) return fail('codeExpired', [method]);
  if (latest.expires_at.getTime() <= now.getTime()) return fail('codeExpired', [method]);
  if (!isTwoFactorCode(code) || !latest.code_hash || !secretMatches(code, latest.code_hash)) {
    await db.updateTable('two_factor_challenges').set({ attempts: latest.attempts + 1 }).where('id', '=', latest.id).execute();
    return fail((await countFailure(db, key, CODE_RULE, now)) ? 'codeBlocked' : 'codeInvalid', [method]);
  }
  return {
    ok: true,
    value: async (tx) => {
      await useOnce(tx.updateTable('two_factor_challenges').set({ used_at: now }).where('id', '=', latest.id).where('used_at', 'is', null), 'codeInvalid');
      await clearFailures(tx, key);
    },
  };
}

export async function setSession(req: SessionSetRequest, deps: LoginDeps): Promise<SessionSetResponse> {
  const now = deps.now ?? new Date();
  const embedded = !!req.embedded;
  const unlinked = (code: LoginErrorCode, methods?: TwoFactorMethod[]): SessionSetResponse => ({
    state: 'unlinked',
    redirectURL: null,
    errorCode: code,
    embedded,
    ...(methods ? { methods } : {}),
  });

  const who = await identify(req, deps, now);
  if (!who.ok) return unlinked(who.code, who.methods);
  const identity = who.value;
  const { db } = deps;
  // The event the link belongs to: every further step shows its name, theme and terms, never the
  // default event's (issue #29, finding 5).
  const event = await db.selectFrom('events').selectAll().where('id', '=', identity.eventId).executeTakeFirstOrThrow();
  const step = (code: LoginErrorCode, methods?: TwoFactorMethod[]): SessionSetResponse => ({
    ...unlinked(code, methods),
    event: { ...eventInfo(event), termsVersion: event.terms_version, termsText: event.terms_text },
  });
  /** Accepted are the terms that were shown: a version other than the event's current one is asked again. */
  const termsAccepted = !!req.acceptTerms && (req.termsVersion === undefined || req.termsVersion === event.terms_version);

  // Scan users give their name and e-mail and accept the licence's event's terms with them; the
  // licence must have room for another device.
  if (identity.mode === 'scan') {
    const name = req.name?.trim() ?? '';
    const email = req.email?.trim() ?? '';
    if (validateName(name) !== null || !isEmail(email) || !termsAccepted) return step('nameEmailRequired');
    if (identity.licence!.total !== null && (await activationsOf(db, identity.licence!.id)) >= identity.licence!.total) return unlinked('licenseLimitReached');
  }

  // An invited team member completes registration: their name as they want it shown.
  const registering = identity.user?.registration_state === 'invited' && identity.mode !== 'scan';
  if (registering) {
    const firstName = req.firstName?.trim() ?? '';
    const lastName = req.lastName?.trim() ?? '';
    if (validateName(firstName) !== null || validateName(lastName) !== null) {
      const u = identity.user!;
      return { ...step('registrationRequired'), registration: { firstName: u.first_name, lastName: u.last_name, email: u.email } };
    }
  }

  // Terms are accepted at the first login, the event's terms in the version shown, and again when
  // the organiser gives them a new version (acceptances from before 0038 name none: not asked again).
  const u = identity.user;
  const termsDue = !!u && (!u.terms_accepted_at || (u.terms_version !== null && (u.terms_event_id !== event.id || u.terms_version !== event.terms_version)));
  if (termsDue && !termsAccepted) return step('tandcRequired');

  let afterTwoFactor: (tx: Kysely<DB>) => Promise<void> = async () => {};
  if (identity.user) {
    const second = await twoFactor(req, identity.user, deps, now);
    if (!second.ok) return step(second.code, second.methods);
    afterTwoFactor = second.value;
  }

  const token = randomSecret();
  try {
    await db.transaction().execute((tx) => link(tx));
  } catch (err) {
    if (err instanceof TakenMeanwhile) return unlinked(err.code);
    throw err;
  }
  return { state: 'linked', redirectURL: null, errorCode: null, embedded, token };

  /** Everything a login writes, at once: a raced single-use link, code or seat undoes all of it. */
  async function link(tx: Kysely<DB>): Promise<void> {
    let activationId: string | null = null;
    if (identity.mode === 'scan') {
      // The licence row is locked, so two devices activating at once cannot both take the last seat.
      await tx.selectFrom('licences').select('id').where('id', '=', identity.licence!.id).forUpdate().execute();
      if (identity.licence!.total !== null && (await activationsOf(tx, identity.licence!.id)) >= identity.licence!.total) throw new TakenMeanwhile('licenseLimitReached');
      activationId = newId();
      await tx
        .insertInto('licence_activations')
        .values({
          id: activationId,
          licence_id: identity.licence!.id,
          name: req.name!.trim(),
          email: req.email!.trim().toLowerCase(),
          activated_at: now,
          terms_version: event.terms_version,
          terms_accepted_at: now,
        })
        .execute();
    }
    if (identity.user) {
      await tx
        .updateTable('users')
        .set({
          last_login_at: now,
          ...(termsDue ? { terms_accepted_at: now, terms_event_id: event.id, terms_version: event.terms_version } : {}),
          ...(registering ? { first_name: req.firstName!.trim(), last_name: req.lastName!.trim(), registration_state: 'registered' } : {}),
        })
        .where('id', '=', identity.user.id)
        .execute();
    }
    await identity.consume(tx, now);
    await afterTwoFactor(tx);
    await tx
      .insertInto('sessions')
      .values({
        id: newId(),
        token_hash: hashSecret(token),
        mode: identity.mode,
        event_id: identity.eventId,
        partner_id: identity.partner?.id ?? null,
        user_id: identity.user?.id ?? null,
        licence_activation_id: activationId,
        embedded,
        created_at: now,
        last_seen_at: now,
        expires_at: new Date(now.getTime() + SESSION_TTL_MS),
      })
      .execute();
  }
}

async function activationsOf(db: Kysely<DB>, licenceId: string): Promise<number> {
  const used = await db
    .selectFrom('licence_activations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('licence_id', '=', licenceId)
    .where('released_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(used.n);
}
