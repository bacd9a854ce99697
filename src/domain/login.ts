/**
 * Logging in (SPEC sections 4, 7 and 8): the set-session payload and response, and the error
 * codes, shared by the app and the server.
 */
import type { TwoFactorMethod } from './limits';
import type { SessionMode } from './session';

/** Codes that send the user to finalize-login to finish a step. */
export const FINALIZE_CODES = [
  'codeInvalid',
  'codeRequired',
  'codeAlreadySent',
  'codeMethod',
  'tandcRequired',
  'nameEmailRequired',
  'nativeRequired',
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
export interface SessionSetRequest {
  sessionMode: SessionMode;
  /** The verifier of a login link. */
  verifier?: string;
  partnerID?: string;
  visitorID?: string;
  licenseCode?: string;
  inviteCode?: string;
  userID?: string;
  /** The token of an e-mailed login link (/token/:token). */
  token?: string;
  /** E-mail code login: the address and the 6-digit code from the mail. */
  email?: string;
  /** A login or two-factor code. */
  code?: string;
  twoFactorMethod?: TwoFactorMethod;
  acceptTerms?: boolean;
  /** Scan users give their name and e-mail. */
  name?: string;
  embedded?: boolean;
}

export interface SessionSetResponse {
  state: 'linked' | 'unlinked';
  redirectURL: string | null;
  errorCode: LoginErrorCode | null;
  embedded: boolean;
  /** On success: the session token (also the realtime socket's ticket). */
  token?: string;
  /** With codeMethod: the methods to choose from; with codeRequired: the one in use. */
  methods?: TwoFactorMethod[];
}

/** What 'Send me a login link' may answer (the address is never said to be unknown). */
export const REQUEST_LOGIN_RESULTS = ['emailSent', 'emailAlreadySent', 'codeBlocked', 'emailInvalid', 'codeExpired', 'codeInvalid'] as const;
export type RequestLoginResult = (typeof REQUEST_LOGIN_RESULTS)[number];

export const LOGIN_LINK_MINUTES = 30;
export const TWO_FACTOR_CODE_MINUTES = 10;
/** Asking for another code within this time gives codeAlreadySent / emailAlreadySent. */
export const RESEND_AFTER_SECONDS = 60;
