/**
 * Users and staff (SPEC section 3).
 */
import type { Permission } from './session';

export interface UserProfile {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
  company?: string | null;
  public: boolean;
  contactable: boolean;
  permissions: Permission[];
}

export type UserError = 'user.contactableNeedsPublic';

/** Others may request meetings only with a user who is visible to them: contactable needs public. */
export function validateVisibility(user: Pick<UserProfile, 'public' | 'contactable'>): UserError | null {
  return user.contactable && !user.public ? 'user.contactableNeedsPublic' : null;
}

/** Phone numbers are asked for in international format: + and 7 to 15 digits. */
export function isInternationalPhone(value: string): boolean {
  return /^\+[1-9]\d{6,14}$/.test(value.replace(/[\s().-]/g, ''));
}

/** A phone number as codes are sent to it: + and digits, without spaces or punctuation. */
export function normalizePhone(value: string): string {
  return value.replace(/[\s().-]/g, '');
}

export function userFullName(user: Pick<UserProfile, 'firstName' | 'lastName'>): string {
  return [user.firstName, user.lastName].map((s) => s.trim()).filter(Boolean).join(' ');
}
