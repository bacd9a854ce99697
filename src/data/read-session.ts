/** Reading the session from the server, light enough for the login screen (no local database). */
import { call, CallFailed } from '../lib/call';
import { currentSession } from '../domain/endpoints/session';
import type { SessionInfo } from '../domain/session';

/**
 * What the server says of a session now (the active one, or the one of `token`): refused
 * ('notLoggedIn', 401) when there is none.
 */
export async function readSession(token?: string, options: { timeoutMs?: number } = {}): Promise<SessionInfo> {
  const answer = await call(currentSession, {}, { quiet: true, ...options, ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}) });
  if (answer.state !== 'linked') throw new CallFailed('notLoggedIn', {}, 401);
  return answer;
}
