/**
 * Secrets: verifiers, tokens and codes come from the operating system's CSPRNG; only their
 * SHA-256 hashes are stored, and comparisons of secrets run in constant time.
 */
import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';

/** A URL-safe random secret; 32 bytes = 256 bits by default (at least 128 bits is required). */
export function randomSecret(bytes = 32): string {
  if (bytes < 16) throw new Error('Secrets need at least 128 bits.');
  return randomBytes(bytes).toString('base64url');
}

export function newId(): string {
  return randomUUID();
}

/** A numeric code of `digits` digits, uniformly drawn. */
export function randomDigits(digits: number): string {
  let out = '';
  for (let i = 0; i < digits; i++) out += String(randomInt(10));
  return out;
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** Constant-time comparison of a presented secret with a stored hash. */
export function secretMatches(secret: string, storedHash: string): boolean {
  const a = Buffer.from(hashSecret(secret), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
