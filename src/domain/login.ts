/**
 * Logging in (SPEC sections 4, 7 and 8): the set-session payload and response, and the error
 * codes, shared by the app and the server.
 */
import * as v from 'valibot';
import { TWO_FACTOR_METHODS } from './limits';
import { SESSION_MODES } from './session';
import { EventInfo } from './event';

/** Codes that send the user to finalize-login to finish a step. */
export const FINALIZE_CODES = [
  'codeInvalid',
  'codeRequired',
  'codeAlreadySent',
  'codeMethod',
  'tandcRequired',
  'nameEmailRequired',
  'nativeRequired',
  'registrationRequired',
] as const;
export type FinalizeCode = (typeof FINALIZE_CODES)[number];

/** Codes shown as a negative notice keyed by the code. */
export const LOGIN_FAILURE_CODES = [
  'codeBlocked',
  'codeExpired',
  'inviteCodeNotFound',
  'notFound',
  'notLoggedIn',
  'linkAlreadyUsed',
  'scanLicenseQRCodeInvalid',
  'licenseLimitReached',
  'licenseOutdated',
  'licenseUnsupported',
] as const;
export type LoginFailureCode = (typeof LOGIN_FAILURE_CODES)[number];

export type LoginErrorCode = FinalizeCode | LoginFailureCode | 'versionIncompatible';

export function isFinalizeCode(code: string | null | undefined): code is FinalizeCode {
  return !!code && (FINALIZE_CODES as readonly string[]).includes(code);
}

/** The set-session payload (PUT /api/session). */
const text = (max: number) => v.optional(v.pipe(v.string(), v.maxLength(max)));

/** PUT /api/session: every way of logging in (SPEC section 7). */
export const SessionSetRequest = v.strictObject({
  sessionMode: v.picklist(SESSION_MODES),
  /** The verifier of a login link. */
  verifier: text(200),
  partnerID: text(200),
  visitorID: text(200),
  licenseCode: text(200),
  inviteCode: text(200),
  userID: text(200),
  /** The token of an e-mailed login link (/token/:token). */
  token: text(200),
  /** E-mail code login: the address and the 6-digit code from the mail. */
  email: text(254),
  /** A login or two-factor code. */
  code: text(20),
  twoFactorMethod: v.optional(v.picklist(TWO_FACTOR_METHODS)),
  acceptTerms: v.optional(v.boolean()),
  /** With acceptTerms: the version of the event's terms that was shown (a newer one is asked again). */
  termsVersion: text(100),
  /** Scan users give their name and e-mail. */
  name: text(200),
  /** An invited team member completes registration with their name. */
  firstName: text(200),
  lastName: text(200),
  embedded: v.optional(v.boolean()),
});
export type SessionSetRequest = v.InferOutput<typeof SessionSetRequest>;

/** POST /api/login/request: 'send me a login link'. */
export const LoginRequest = v.strictObject({ email: v.pipe(v.string(), v.maxLength(254)) });

/** The event a login link belongs to, with its terms as the organiser wrote them (also public on /terms/:eventId). */
export const LoginEvent = v.object({
  ...EventInfo.entries,
  termsVersion: v.string(),
  termsText: v.string(),
});
export type LoginEvent = v.InferOutput<typeof LoginEvent>;

export const SessionSetResponse = v.object({
  state: v.picklist(['linked', 'unlinked']),
  redirectURL: v.nullable(v.string()),
  errorCode: v.nullable(v.picklist([...FINALIZE_CODES, ...LOGIN_FAILURE_CODES, 'versionIncompatible'])),
  embedded: v.boolean(),
  /** On success: the session token (also the realtime socket's ticket). */
  token: v.optional(v.string()),
  /** With codeMethod: the methods to choose from; with codeRequired: the one in use. */
  methods: v.optional(v.array(v.picklist(TWO_FACTOR_METHODS))),
  /** With registrationRequired: what the administrator entered for the invited person, to confirm. */
  registration: v.optional(v.object({ firstName: v.string(), lastName: v.string(), email: v.nullable(v.string()) })),
  /** With a finalize code: the event the link belongs to, whose name, theme and terms the steps show. */
  event: v.optional(LoginEvent),
});
export type SessionSetResponse = v.InferOutput<typeof SessionSetResponse>;

/** What 'Send me a login link' may answer (the address is never said to be unknown). */
export const REQUEST_LOGIN_RESULTS = ['emailSent', 'emailAlreadySent', 'codeBlocked', 'emailInvalid', 'codeExpired', 'codeInvalid'] as const;
export type RequestLoginResult = (typeof REQUEST_LOGIN_RESULTS)[number];
export const LoginRequestAnswer = v.object({ result: v.picklist(REQUEST_LOGIN_RESULTS) });

/** POST /api/session/staff-mode: a staff session for the administrator. */
export const StaffModeAnswer = v.object({ token: v.string() });
/** POST /api/session/device-link: a single-use link to log in another device, and when it expires. */
export const DeviceLinkAnswer = v.object({ url: v.string(), expiresAt: v.string() });
/** GET /api/session/badge: the person's own badge. */
export const BadgeAnswer = v.object({ name: v.string(), company: v.nullable(v.string()), code: v.string(), qr: v.string() });
/** GET /api/events: the events one can log in to. */
export const EventList = v.array(v.object({ id: v.string(), name: v.string(), startsAt: v.string(), endsAt: v.string() }));

export const LOGIN_LINK_MINUTES = 30;
export const TWO_FACTOR_CODE_MINUTES = 10;
/** Asking for another code within this time gives codeAlreadySent / emailAlreadySent. */
export const RESEND_AFTER_SECONDS = 60;

/** POST /api/account/two-factor/authenticator/confirm: the first code of a new authenticator. */
export const TwoFactorConfirm = v.strictObject({ code: v.pipe(v.string(), v.maxLength(20)) });

/**
 * PUT /api/account/two-factor: codes by e-mail, or none. SMS and an authenticator are turned on
 * only by confirming a code (the phone's or the app's first), through their own routes.
 */
export const TwoFactorChange = v.strictObject({ method: v.nullable(v.picklist(['email'])) });

/** POST /api/account/two-factor/sms: send a code to this number to confirm it for SMS codes. */
export const SmsEnrol = v.strictObject({ phone: v.pipe(v.string(), v.maxLength(40)) });
/** The number the code went to, as it will be used, and how long the code is valid. */
export const SmsEnrolAnswer = v.object({ phone: v.string(), minutes: v.number() });

/** The two-factor method now in use. */
export const TwoFactorAnswer = v.object({ twoFactorMethod: v.nullable(v.picklist(TWO_FACTOR_METHODS)) });
/** POST /api/account/two-factor/authenticator: the secret of a new authenticator, and its otpauth:// URI for the QR code. */
export const AuthenticatorAnswer = v.object({ secret: v.string(), uri: v.string() });
