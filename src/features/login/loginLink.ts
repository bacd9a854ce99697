import type { SessionSetRequest } from '../../domain/login';
/**
 * Recognises a pasted login link (licence QR code content, or a link from a mail) and returns
 * the in-app path to open, or null. Only the path is used, and only if it is one of the login-link
 * routes, so a pasted URL can never take the app elsewhere (the host may differ: a phone on the
 * booth's Wi-Fi reaches the server under another name than the laptop that printed the link).
 */
const LINK_PATH = /^\/(scan\/[^/]+\/[^/]+|staff\/[^/]+\/[^/]+|partner\/[^/]+\/[^/]+(\/[^/]+)?|token\/[^/]+|lite\/[^/]+)\/?$/;

export function parseLoginLink(text: string, origin: string): string | null {
  const value = text.trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  return LINK_PATH.test(url.pathname) ? url.pathname.replace(/\/$/, '') : null;
}

/** Login modes of the finalize-login route: the session modes, plus `token` for e-mailed links. */
export type LinkMode = 'partner' | 'staff' | 'scan' | 'native' | 'token';

/** The set-session request a login link (or a finalize-login URL) stands for. */
export function linkRequest(mode: string, metaID: string, verifier: string, inviteCode?: string): SessionSetRequest | null {
  switch (mode) {
    case 'partner':
      return { sessionMode: 'partner', partnerID: metaID, verifier, ...(inviteCode ? { inviteCode } : {}) };
    case 'staff':
    case 'native':
      return { sessionMode: mode, visitorID: metaID, verifier };
    case 'scan':
      return { sessionMode: 'scan', licenseCode: metaID, verifier };
    case 'token':
      return { sessionMode: 'staff', token: verifier };
    default:
      return null;
  }
}

/** The finalize-login path for a link: /login/:mode/:metaID/:verifier/:inviteCode? */
export function finalizePath(mode: LinkMode, metaID: string, verifier: string, inviteCode?: string): string {
  const parts = [mode, metaID || '-', verifier, ...(inviteCode ? [inviteCode] : [])].map(encodeURIComponent);
  return `/login/${parts.join('/')}`;
}

/** What a failed pasted link hands back to the login page: the pasted text and the i18n key of why it failed. */
export interface PastedLinkState {
  pastedLink: string;
  errorKey?: string;
}

/** What /lite/:licenseCode hands the login page when this device has no session of that licence yet. */
export interface LiteLicenceState {
  liteLicence: string;
}

/** Only in-app paths may be a redirect target. */
export function safeRedirect(value: string | null): string | null {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : null;
}
