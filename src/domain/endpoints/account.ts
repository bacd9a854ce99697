/**
 * The logged-in person's own account: two-factor by e-mail, SMS or an authenticator app (each
 * change proven with a code of the current method first: 'twoFactorCodeRequired'), switching
 * between administrator and staff mode, a link to log in another device, and the person's badge.
 * Served by server/account and server/login, called by src/app/account.
 */
import * as v from 'valibot';
import { endpoint } from './define';
import type { Access } from '../access';
import { AuthenticatorAnswer, BadgeAnswer, DeviceLinkAnswer, SmsEnrol, SmsEnrolAnswer, StaffModeAnswer, TwoFactorAnswer, TwoFactorChange, TwoFactorConfirm } from '../login';
import { TWO_FACTOR_METHODS } from '../limits';
import { LANGUAGES } from '../language';
import { NativeLinkAnswer } from '../native';

/** A person of the exhibitor (no system user, no scanning licence). */
const PERSON: Access = { modes: ['partner', 'staff'], people: true };

/** A wrong code counts towards the login's block ('codeBlocked'); a code is used once ('codeExpired'). */
const CODE_REFUSALS = ['codeInvalid', 'codeExpired', 'codeBlocked'] as const;

/** Sends a code of the current method (or to the mailbox, turning e-mail codes on); an authenticator makes its own. */
export const sendTwoFactorCode = endpoint({
  method: 'POST',
  path: '/api/account/two-factor/verify/send',
  answer: v.object({ method: v.picklist(TWO_FACTOR_METHODS), alreadySent: v.optional(v.boolean()) }),
  access: PERSON,
  refusals: ['emailInvalid'],
});

/** A code of the current method: this session may change the two-factor settings for a few minutes. */
export const verifyTwoFactor = endpoint({ method: 'POST', path: '/api/account/two-factor/verify', body: TwoFactorConfirm, answer: v.object({ verified: v.boolean() }), access: PERSON, refusals: CODE_REFUSALS });

/** A new authenticator's secret and its otpauth:// URI, in use once confirmed with a code from the app. */
export const enrolAuthenticator = endpoint({ method: 'POST', path: '/api/account/two-factor/authenticator', answer: AuthenticatorAnswer, access: PERSON, refusals: ['twoFactorCodeRequired'] });

export const confirmAuthenticator = endpoint({
  method: 'POST',
  path: '/api/account/two-factor/authenticator/confirm',
  body: TwoFactorConfirm,
  answer: TwoFactorAnswer,
  access: PERSON,
  refusals: ['twoFactorCodeRequired', ...CODE_REFUSALS],
});

/** Codes by e-mail, or none (SMS and an authenticator are turned on by proving them). */
export const setTwoFactor = endpoint({ method: 'PUT', path: '/api/account/two-factor', body: TwoFactorChange, answer: TwoFactorAnswer, access: PERSON, refusals: ['emailInvalid', 'twoFactorCodeRequired'] });

/** Sends a code to a number, to confirm it for SMS codes (only where the server has an SMS gateway). */
export const enrolSms = endpoint({
  method: 'POST',
  path: '/api/account/two-factor/sms',
  body: SmsEnrol,
  answer: SmsEnrolAnswer,
  access: PERSON,
  refusals: ['smsUnavailable', 'twoFactorCodeRequired', 'phoneInvalid', 'codeAlreadySent'],
});

export const confirmSms = endpoint({
  method: 'POST',
  path: '/api/account/two-factor/sms/confirm',
  body: TwoFactorConfirm,
  answer: TwoFactorAnswer,
  access: PERSON,
  refusals: ['smsUnavailable', 'twoFactorCodeRequired', ...CODE_REFUSALS],
});

/** An administrator with a staff role becomes that staff member: a new session's token. */
export const staffMode = endpoint({ method: 'POST', path: '/api/session/staff-mode', answer: StaffModeAnswer, access: { modes: ['partner'], people: true } });

/** The reverse: an administrator logged in as staff becomes the exhibitor's administrator. */
export const adminMode = endpoint({ method: 'POST', path: '/api/session/admin-mode', answer: StaffModeAnswer, access: { modes: ['staff'], anyPermission: ['admin'], people: true } });

/** A single-use link, valid for ten minutes, that logs another device in as this one is. */
export const deviceLink = endpoint({ method: 'POST', path: '/api/session/device-link', answer: DeviceLinkAnswer, access: { modes: ['partner', 'staff', 'scan'], people: true } });

/** The person's own badge, to show at another booth's scanner. */
export const myBadge = endpoint({ method: 'GET', path: '/api/session/badge', answer: BadgeAnswer, access: { modes: ['partner', 'staff', 'native'] } });

/** A scan user's address, confirmed before any export is mailed to it: a code mailed to it (once a minute at most). */
export const sendEmailConfirmation = endpoint({
  method: 'POST',
  path: '/api/account/email/confirm/send',
  body: v.optional(v.strictObject({ language: v.optional(v.picklist(LANGUAGES)) }), {}),
  answer: v.object({ sent: v.optional(v.boolean()), alreadySent: v.optional(v.boolean()), confirmed: v.optional(v.boolean()) }),
  access: { modes: ['scan'] },
  refusals: ['emailInvalid'],
});

/** The mailed code: the address is confirmed (wrong codes count towards the login's block). */
export const confirmEmail = endpoint({ method: 'POST', path: '/api/account/email/confirm', body: TwoFactorConfirm, answer: v.object({ confirmed: v.boolean() }), access: { modes: ['scan'] }, refusals: ['emailInvalid', ...CODE_REFUSALS] });

/**
 * A single-use link, valid NATIVE_LINK_MINUTES, that logs the native shell in as the calling
 * person ('Switch to native app'; a native session's link moves the licence to another phone).
 */
export const nativeLink = endpoint({ method: 'POST', path: '/api/session/native-link', answer: NativeLinkAnswer, access: { modes: ['partner', 'staff', 'native'], people: true } });
