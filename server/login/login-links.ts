/**
 * Login links: `/partner/:partnerID/:verifier`, `/staff/:visitorID/:verifier` and
 * `/scan/:licenseCode/:verifier`. Each link carries a fresh random verifier; only its hash is
 * stored, so a link can be shown once and never read back from the database.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { hashSecret, newId, randomSecret } from '../security';

export type LinkMode = 'partner' | 'staff' | 'scan' | 'organiser';

export interface MintOptions {
  mode: LinkMode;
  /** partnerID, visitorID or licence code. */
  subject: string;
  expiresAt?: Date | null;
  singleUse?: boolean;
  /** The person a partner link logs in (the administrator behind partner mode). */
  userId?: string | null;
}

export async function mintLoginLink(db: Kysely<DB>, publicUrl: string, options: MintOptions): Promise<string> {
  const verifier = randomSecret();
  await db
    .insertInto('login_verifiers')
    .values({
      id: newId(),
      mode: options.mode,
      subject: options.subject,
      verifier_hash: hashSecret(verifier),
      single_use: options.singleUse ?? false,
      expires_at: options.expiresAt ?? null,
      used_at: null,
      user_id: options.userId ?? null,
    })
    .execute();
  return `${publicUrl}/${options.mode}/${encodeURIComponent(options.subject)}/${verifier}`;
}
