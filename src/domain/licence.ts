/**
 * Scan licences (SPEC section 3): typed, limited or unlimited, shown as used against total.
 */

export const LICENCE_TYPES = ['barcodescanner', 'checkin', 'rfidreader', 'scan', 'scanapp', 'touchpoint'] as const;
export type LicenceType = (typeof LICENCE_TYPES)[number];

/** Licences that capture leads (this app, hardware scanners, RFID readers): holding one shows full visitor data. */
export const LEAD_LICENCE_TYPES: readonly LicenceType[] = ['barcodescanner', 'rfidreader', 'scan', 'scanapp'];

/** Licences whose QR code logs a device into this app (check-in desks, RFID readers and touchpoints have their own). */
export const APP_LICENCE_TYPES: readonly LicenceType[] = ['scan', 'scanapp', 'barcodescanner'];

export interface LicenceUsage {
  /** null = unlimited. */
  total: number | null;
  used: number;
}

export function isUnlimited(l: LicenceUsage): boolean {
  return l.total === null;
}

/** Free activations left, or null when unlimited. */
export function licencesFree(l: LicenceUsage): number | null {
  return l.total === null ? null : Math.max(0, l.total - l.used);
}

export function canActivateLicence(l: LicenceUsage): boolean {
  return l.total === null || l.used < l.total;
}
