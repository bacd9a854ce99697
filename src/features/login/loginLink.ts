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
