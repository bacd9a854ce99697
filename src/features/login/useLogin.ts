/**
 * Sends a set-session request and, when it links, stores the session on the device.
 */
import type { LoginEvent, SessionSetRequest, SessionSetResponse } from '../../domain/login';
import { isFinalizeCode, LOGIN_FAILURE_CODES, type FinalizeCode } from '../../domain/login';
import type { TwoFactorMethod } from '../../domain/limits';
import { loadDataLayer, startDataLayer } from '../../app/data-layer';
import type { StoredSession } from '../../data/db';
import { readSession } from '../../data/read-session';
import { call, CallFailed } from '../../lib/call';
import { setSession as setSessionEndpoint } from '../../domain/endpoints/session';
import { nativeBridge } from '../../lib/native';
import { NATIVE_HEADER } from '../../domain/native';

/** What the administrator entered for an invited person, shown for them to confirm. */
export type Registration = NonNullable<SessionSetResponse['registration']>;

export type LoginOutcome =
  | { kind: 'linked'; session: StoredSession }
  | { kind: 'finalize'; code: FinalizeCode; methods: TwoFactorMethod[]; registration?: Registration; event?: LoginEvent }
  /** A login error code, 'sessionNotFound' (404), 'offline' or 'failed'. */
  | { kind: 'failed'; code: string };

/** Requests under way, by what they send: the same link opened twice at once logs in once. */
const inFlight = new Map<string, Promise<LoginOutcome>>();

/**
 * Sends a login (a link, a code, the terms) and, once linked, stores and starts the session. The
 * same request made again while the first is under way (a page mounted twice as the app starts)
 * shares its answer instead of logging in a second time.
 */
export function setSession(body: SessionSetRequest): Promise<LoginOutcome> {
  const key = JSON.stringify(body);
  const running = inFlight.get(key);
  if (running) return running;
  const outcome = sendSession(body).finally(() => inFlight.delete(key));
  inFlight.set(key, outcome);
  return outcome;
}

async function sendSession(body: SessionSetRequest): Promise<LoginOutcome> {
  try {
    // Inside the native shell (its bridge is there) the session is embedded, and native-mode links may complete.
    const inShell = !!nativeBridge();
    const res = await call(setSessionEndpoint, { body: inShell ? { ...body, embedded: true } : body }, { quiet: true, ...(inShell ? { headers: { [NATIVE_HEADER]: '1' } } : {}) });
    if (res.state === 'linked' && res.token) {
      const info = await readSession(res.token);
      const session = await (await loadDataLayer()).saveSession(res.token, info);
      // The app starts its data layer from this session, unless it already runs it (it then follows the store).
      await startDataLayer(session);
      return { kind: 'linked', session };
    }
    if (isFinalizeCode(res.errorCode))
      return { kind: 'finalize', code: res.errorCode, methods: res.methods ?? [], ...(res.registration ? { registration: res.registration } : {}), ...(res.event ? { event: res.event } : {}) };
    return { kind: 'failed', code: res.errorCode ?? 'notLoggedIn' };
  } catch (err) {
    if (err instanceof CallFailed) {
      if (err.status === 404) return { kind: 'failed', code: 'sessionNotFound' };
      if (err.refusal === 'offline' || err.refusal === 'timeout') return { kind: 'failed', code: 'offline' };
      if (err.refusal === 'tooManyRequests') return { kind: 'failed', code: 'codeBlocked' };
      if (err.refusal === 'versionIncompatible') return { kind: 'failed', code: 'versionIncompatible' };
    }
    return { kind: 'failed', code: 'failed' };
  }
}

/** The i18n key of a login failure's message. */
export function failureMessageKey(code: string): string {
  const known: readonly string[] = [...LOGIN_FAILURE_CODES, 'codeInvalid', 'codeAlreadySent', 'sessionNotFound', 'offline'];
  return `login:error.${known.includes(code) ? code : 'failed'}`;
}
