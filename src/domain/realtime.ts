/**
 * The realtime socket's WAMP v2 subset (SPEC section 7), shared by app and server: message type
 * codes, the realm, topics and auth ids.
 */
import { APP_ID } from './constants';

export const WAMP_SUBPROTOCOL = 'wamp.2.json';
export const REALM = APP_ID;

export const WAMP = {
  HELLO: 1,
  WELCOME: 2,
  ABORT: 3,
  CHALLENGE: 4,
  AUTHENTICATE: 5,
  GOODBYE: 6,
  ERROR: 8,
  PUBLISH: 16,
  PUBLISHED: 17,
  SUBSCRIBE: 32,
  SUBSCRIBED: 33,
  UNSUBSCRIBE: 34,
  UNSUBSCRIBED: 35,
  EVENT: 36,
} as const;

/** authid: v plus the visitor id (staff), or p plus the partner id (partner mode). */
export function authIdFor(session: { sessionMode: string; visitorID: string | null; partnerID: string | null }): string | null {
  // The native shell's session is a staff member's too.
  if ((session.sessionMode === 'staff' || session.sessionMode === 'native') && session.visitorID) return `v${session.visitorID}`;
  if (session.sessionMode === 'partner' && session.partnerID) return `p${session.partnerID}`;
  return null;
}

/** The topic on which an exhibitor's devices hear that its connections changed. */
export function partnerTopic(partnerId: string): string {
  return `${APP_ID}.partner.${partnerId}.connections`;
}
