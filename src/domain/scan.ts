/**
 * What a scanned code is, before anything is saved: a visitor badge (QR with the event, or a 1-D
 * barcode / NFC tag holding the bare code), or one of the scanning errors of SPEC section 8.
 * The same rules serve the camera, a hardware scanner, NFC and the scan-licence login dialog.
 *
 * - `LSB1:<event>:<code>`: a badge QR code (badge-qr.ts); of another event: 'otherEvent'.
 * - A bare badge code (Code 128 badges, NFC tags): a badge of this event.
 * - `LSBE:`: an encrypted badge (a registration system's own format we cannot read):
 *   scanQRCodeEncrypted.
 * - A Leadstand link to /scan/… or /lite/…: a scan licence, not a badge: connectionQRCodeExpected.
 * - A link to /staff/…, /partner/…, /token/… or /login/…: a login link: loginURL.
 * - Anything else: scanConnectionQRCodeInvalid.
 */
import { isBadgeCode, normalizeBadgeCode } from './badge';
import { BADGE_QR_PREFIX, parseBadgeQr } from './badge-qr';
import type { SourceType } from './connection';

export const ENCRYPTED_BADGE_PREFIX = 'LSBE';

export const SCAN_ERRORS = ['connectionQRCodeExpected', 'loginURL', 'scanQRCodeEncrypted', 'scanConnectionQRCodeInvalid'] as const;
export type ScanError = (typeof SCAN_ERRORS)[number];

export const LICENCE_SCAN_ERRORS = ['licenseQRCodeInvalid', 'scanLicenseQRCodeInvalid', 'visitorBadgeAtLogin'] as const;
export type LicenceScanError = (typeof LICENCE_SCAN_ERRORS)[number];

export type ScanResult =
  | { kind: 'badge'; code: string; eventId: string | null }
  | { kind: 'otherEvent'; code: string; eventId: string }
  | { kind: 'error'; error: ScanError };

/** A scan licence link: /scan/<licenceCode>/<verifier> (login) or /lite/<licenceCode>. */
export interface LicenceLink {
  licenseCode: string;
  verifier: string | null;
}

function linkPath(text: string): string[] | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return url.pathname.split('/').filter(Boolean).map((p) => decodeURIComponent(p));
}

export function parseLicenceLink(text: string): LicenceLink | null {
  const parts = linkPath(text);
  if (!parts) return null;
  if (parts[0] === 'scan' && parts.length === 3) return { licenseCode: parts[1]!, verifier: parts[2]! };
  if (parts[0] === 'lite' && parts.length === 2) return { licenseCode: parts[1]!, verifier: null };
  return null;
}

function isLoginLink(text: string): boolean {
  const parts = linkPath(text);
  return !!parts && ['staff', 'partner', 'token', 'login'].includes(parts[0] ?? '');
}

/** Classifies a scanned text for capturing a connection at `currentEventId`. */
export function classifyScan(text: string, currentEventId: string): ScanResult {
  const trimmed = text.trim();
  if (trimmed.startsWith(`${BADGE_QR_PREFIX}:`)) {
    const badge = parseBadgeQr(trimmed);
    if (!badge) return { kind: 'error', error: 'scanConnectionQRCodeInvalid' };
    return badge.eventId === currentEventId ? { kind: 'badge', code: badge.code, eventId: badge.eventId } : { kind: 'otherEvent', code: badge.code, eventId: badge.eventId };
  }
  if (trimmed.startsWith(`${ENCRYPTED_BADGE_PREFIX}:`)) return { kind: 'error', error: 'scanQRCodeEncrypted' };
  if (parseLicenceLink(trimmed)) return { kind: 'error', error: 'connectionQRCodeExpected' };
  if (isLoginLink(trimmed)) return { kind: 'error', error: 'loginURL' };
  const code = normalizeBadgeCode(trimmed);
  if (isBadgeCode(code)) return { kind: 'badge', code, eventId: null };
  return { kind: 'error', error: 'scanConnectionQRCodeInvalid' };
}

/** Classifies a code scanned in the scan-licence login dialog. */
export function classifyLicenceScan(text: string): { kind: 'licence'; link: LicenceLink } | { kind: 'error'; error: LicenceScanError } {
  const link = parseLicenceLink(text);
  if (link) return link.licenseCode && (link.verifier === null || link.verifier) ? { kind: 'licence', link } : { kind: 'error', error: 'scanLicenseQRCodeInvalid' };
  const trimmed = text.trim();
  if (parseBadgeQr(trimmed) || isBadgeCode(normalizeBadgeCode(trimmed))) return { kind: 'error', error: 'visitorBadgeAtLogin' };
  const parts = linkPath(trimmed);
  if (parts && (parts[0] === 'scan' || parts[0] === 'lite')) return { kind: 'error', error: 'scanLicenseQRCodeInvalid' };
  return { kind: 'error', error: 'licenseQRCodeInvalid' };
}

/**
 * How a code entered in the code field was taken (SPEC source types): a badge's QR payload comes
 * from a barcode scanner; on an RFID reader's licence the reader types the code (rfid); a badge
 * code otherwise is typed by hand (manual).
 */
export function entrySource(value: string, licenceType: string | null | undefined): SourceType {
  if (parseBadgeQr(value.trim())) return 'barcode';
  return licenceType === 'rfidreader' ? 'rfid' : 'manual';
}
