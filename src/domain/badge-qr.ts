/**
 * What a visitor badge's QR code holds: a versioned prefix, the event id and the badge code,
 * e.g. `LSB1:demo-expo:bcdef-jklmn-stuvw`. Carrying the event lets a scan at the wrong event
 * say so ('Scan failed', with an offer to switch event) instead of 'visitor not found'.
 */
import { formatBadgeCode, isBadgeCode, normalizeBadgeCode } from './badge';

export const BADGE_QR_PREFIX = 'LSB1';

export function badgeQrPayload(eventId: string, code: string): string {
  return `${BADGE_QR_PREFIX}:${eventId}:${formatBadgeCode(code)}`;
}

export interface BadgeQr {
  eventId: string;
  code: string;
}

/** Reads a badge QR payload; null when the text is not one. */
export function parseBadgeQr(text: string): BadgeQr | null {
  const parts = text.trim().split(':');
  if (parts.length !== 3 || parts[0] !== BADGE_QR_PREFIX || !parts[1]) return null;
  const code = normalizeBadgeCode(parts[2]!);
  return isBadgeCode(code) ? { eventId: parts[1], code } : null;
}
