/**
 * Guests: what the public registration page, its confirmation and the admin screens share.
 * - An action code's use is taken when a registration is confirmed (not when it is entered),
 *   with one conditional update (`used < total`), so a limited code is never used more often than
 *   its total, however many guests confirm at once on however many server instances; the table's
 *   check backs it. Registrations nobody confirms use nothing up.
 * - A registration on a public page waits in guest_confirmations with what was entered; a second
 *   one of the same address waits beside the first, and confirming one settles both.
 * - Mails (confirm the address, the invitation, the badge) are sent inside the transaction that
 *   makes them necessary, before it commits: a mail that cannot be sent leaves nothing behind and
 *   the guest or administrator is told to try again.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import QRCode from 'qrcode';
import type { DB, PendingRegistration } from '../db/schema';
import { createHmac } from 'node:crypto';
import { hashSecret, randomSecret } from '../security';
import { serverSecret } from '../server-secrets';
import { badgesPdf } from '../organiser/badges';
import { badgeQrPayload } from '../../src/domain/badge-qr';
import { formatBadgeCode } from '../../src/domain/badge';
import { CONFIRMATION_DAYS, INVITATION_DAYS, type FormQuestion } from '../../src/domain/guests';
import { guestMail, type GuestMailKind } from './mail';

/** The exhibitor's registration form, in its order. */
export async function formQuestions(db: Kysely<DB>, partnerId: string): Promise<FormQuestion[]> {
  const rows = await db.selectFrom('registration_questions').selectAll().where('partner_id', '=', partnerId).orderBy('position').execute();
  return rows.map((r) => ({ id: r.id, name: r.name, names: r.names ?? {}, type: r.type, allowOther: r.allow_other, required: r.required, options: r.options ?? [] }));
}

export type TakeCode = { ok: true; id: string; code: string } | { ok: false; error: 'guests.code.unknown' | 'guests.code.usedUp' };

/** Takes one use of the exhibitor's action code `code` (normalised), if it has one left. */
export async function takeActionCode(tx: Kysely<DB>, partnerId: string, code: string): Promise<TakeCode> {
  const taken = await tx
    .updateTable('action_codes')
    .set((eb) => ({ used: eb('used', '+', 1) }))
    .where('partner_id', '=', partnerId)
    .where('code', '=', code)
    .where((eb) => eb.or([eb('total', 'is', null), eb('used', '<', eb.ref('total'))]))
    .returning(['id', 'code'])
    .executeTakeFirst();
  if (taken) return { ok: true, id: taken.id, code: taken.code };
  const exists = await tx.selectFrom('action_codes').select('id').where('partner_id', '=', partnerId).where('code', '=', code).executeTakeFirst();
  return { ok: false, error: exists ? 'guests.code.usedUp' : 'guests.code.unknown' };
}

/**
 * Whether the exhibitor's action code `code` exists and has a use left now, without taking one
 * (the registration says so at once; the use itself is taken at confirmation).
 */
export async function checkActionCode(db: Kysely<DB>, partnerId: string, code: string): Promise<{ ok: true } | { ok: false; error: 'guests.code.unknown' | 'guests.code.usedUp' }> {
  const row = await db.selectFrom('action_codes').select(['used', 'total']).where('partner_id', '=', partnerId).where('code', '=', code).executeTakeFirst();
  if (!row) return { ok: false, error: 'guests.code.unknown' };
  if (row.total !== null && row.used >= row.total) return { ok: false, error: 'guests.code.usedUp' };
  return { ok: true };
}

/** A registration waiting for its confirmation: a new link (only its hash kept), valid CONFIRMATION_DAYS. */
export async function newConfirmation(tx: Kysely<DB>, userId: string, registration: PendingRegistration): Promise<string> {
  const token = randomSecret(24);
  await tx
    .insertInto('guest_confirmations')
    .values({ token_hash: hashSecret(token), user_id: userId, registration: JSON.stringify(registration), expires_at: new Date(Date.now() + CONFIRMATION_DAYS * 86_400_000) })
    .execute();
  return token;
}

/**
 * A fresh link for a guest's latest registration still waiting (the administrator's 'send
 * again'): the link before stops working. A guest without one (made before 0034 or by the demo)
 * gets one with what the guest record holds.
 */
export async function renewConfirmation(tx: Kysely<DB>, userId: string): Promise<{ token: string; registration: PendingRegistration }> {
  const latest = await tx
    .selectFrom('guest_confirmations')
    .select(['token_hash', 'registration'])
    .where('user_id', '=', userId)
    .where('registration', 'is not', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (latest?.registration) {
    const token = randomSecret(24);
    await tx
      .updateTable('guest_confirmations')
      .set({ token_hash: hashSecret(token), expires_at: new Date(Date.now() + CONFIRMATION_DAYS * 86_400_000) })
      .where('token_hash', '=', latest.token_hash)
      .execute();
    return { token, registration: latest.registration };
  }
  const u = await tx
    .selectFrom('users as u')
    .innerJoin('guests as g', 'g.user_id', 'u.id')
    .select(['u.first_name', 'u.last_name', 'u.company', 'u.language', 'u.registration_type', 'u.registration_answers', 'u.consent_terms_version', 'u.consent_at', 'u.consent_source', 'g.link_id', 'g.action_code'])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
  const registration: PendingRegistration = {
    firstName: u.first_name,
    lastName: u.last_name,
    company: u.company,
    language: u.language,
    registrationType: u.registration_type ?? 'visitor',
    answers: u.registration_answers ?? [],
    termsVersion: u.consent_terms_version,
    consentAt: u.consent_at?.toISOString() ?? null,
    consentSource: u.consent_source,
    linkId: u.link_id,
    code: u.action_code,
  };
  return { token: await newConfirmation(tx, userId, registration), registration };
}

/** The guest as one of their registrations waiting for confirmation names them (its mail greets that name, in that language). */
export function asRegistered(g: GuestContext, r: PendingRegistration): GuestContext {
  return { ...g, firstName: r.firstName, lastName: r.lastName, company: r.company, language: r.language };
}

/** A new invitation link for a guest: its token, kept only as a hash. */
export async function newInvitationLink(tx: Kysely<DB>, userId: string): Promise<string> {
  const token = randomSecret(24);
  await tx
    .updateTable('guests')
    .set({ pending_hash: hashSecret(token), pending_expires_at: new Date(Date.now() + INVITATION_DAYS * 86_400_000) })
    .where('user_id', '=', userId)
    .execute();
  return token;
}

/** What a guest's mails and badge need to know about them, their exhibitor and the event. */
export interface GuestContext {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  company: string | null;
  language: string;
  badgeCode: string;
  partnerId: string;
  partnerName: string;
  eventId: string;
  eventName: string;
  eventStartsAt: Date;
  eventEndsAt: Date;
  timezone: string;
  applicationColor: string;
}

export async function guestContext(db: Kysely<DB>, userId: string): Promise<GuestContext | null> {
  const row = await db
    .selectFrom('guests as g')
    .innerJoin('users as u', 'u.id', 'g.user_id')
    .innerJoin('partners as p', 'p.id', 'g.partner_id')
    .innerJoin('events as e', 'e.id', 'u.event_id')
    .select([
      'u.id',
      'u.email',
      'u.first_name',
      'u.last_name',
      'u.company',
      'u.language',
      'u.badge_code',
      'p.id as partner_id',
      'p.name as partner_name',
      'e.id as event_id',
      'e.name as event_name',
      'e.starts_at',
      'e.ends_at',
      'e.timezone',
      'e.application_color',
    ])
    .where('g.user_id', '=', userId)
    .executeTakeFirst();
  if (!row || !row.email) return null;
  return {
    userId: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    company: row.company,
    language: row.language,
    badgeCode: row.badge_code,
    partnerId: row.partner_id,
    partnerName: row.partner_name,
    eventId: row.event_id,
    eventName: row.event_name,
    eventStartsAt: row.starts_at,
    eventEndsAt: row.ends_at,
    timezone: row.timezone,
    applicationColor: row.application_color,
  };
}

/** The guest's badge: a PDF to print and the QR code as an image for the phone. */
export async function guestBadge(g: GuestContext): Promise<{ pdf: Uint8Array; png: Buffer }> {
  const name = `${g.firstName} ${g.lastName}`.trim();
  const pdf = await badgesPdf({ id: g.eventId, name: g.eventName, applicationColor: g.applicationColor }, [{ name, company: g.company, code: g.badgeCode }]);
  const png = await QRCode.toBuffer(badgeQrPayload(g.eventId, g.badgeCode), { type: 'png', errorCorrectionLevel: 'M', margin: 3, width: 600 });
  return { pdf, png };
}

/** The signature of a guest's badge link: over the guest and their badge code, with the server's 'badge' secret. */
export async function badgeSignature(db: Kysely<DB>, userId: string, badgeCode: string): Promise<string> {
  return createHmac('sha256', await serverSecret(db, 'badge')).update(`badge\n${userId}\n${badgeCode}`).digest('base64url');
}

/** The badge link of a guest, in their language. */
export async function badgeUrl(db: Kysely<DB>, publicUrl: string, g: Pick<GuestContext, 'userId' | 'badgeCode' | 'language'>): Promise<string> {
  return `${publicUrl.replace(/\/$/, '')}/r/badge/${encodeURIComponent(g.userId)}/${await badgeSignature(db, g.userId, g.badgeCode)}?lang=${g.language}`;
}

/**
 * Sends one of a guest's mails; the badge mail carries the PDF and the QR code image, and a link
 * to the badge that opens without logging in (a mail client may hide or drop attachments).
 */
export async function sendGuestMail(app: FastifyInstance, g: GuestContext, kind: GuestMailKind, url?: string, db: Kysely<DB> = app.db): Promise<void> {
  const badge = kind === 'badge' || kind === 'alreadyRegistered' ? await guestBadge(g) : null;
  const fileBase = `badge-${formatBadgeCode(g.badgeCode)}`;
  // (Inside a transaction `db` is it: the badge secret is read on its connection.)
  const link = badge ? await badgeUrl(db, app.settings.publicUrl, g) : url;
  await app.messenger.sendMail(
    guestMail({
      kind,
      guest: g,
      url: link,
      days: kind === 'invite' ? INVITATION_DAYS : CONFIRMATION_DAYS,
      attachments: badge
        ? [
            { filename: `${fileBase}.pdf`, content: Buffer.from(badge.pdf), contentType: 'application/pdf' },
            { filename: `${fileBase}.png`, content: badge.png, contentType: 'image/png', cid: 'badge-qr' },
          ]
        : [],
    }),
  );
}

/** The address of a guest's pending link. */
export function pendingUrl(publicUrl: string, kind: 'confirm' | 'invite', token: string, language: string): string {
  return `${publicUrl.replace(/\/$/, '')}/r/${kind}/${token}?lang=${language}`;
}
