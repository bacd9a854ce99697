/**
 * What the organiser's console does to the database, as functions: the console's routes call them,
 * and so does `seed-demo`, so the demo is built the way an organiser builds a show and cannot
 * drift from it. Inputs are the console's checked inputs (src/domain/organiser.ts).
 */
import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { newId } from '../security';
import { nextVersion } from '../sync/apply';
import { LEAD_LICENCE_TYPES } from '../../src/domain/licence';
import type { EventInput, ExhibitorInput, LicenceInput } from '../../src/domain/organiser';

/** An id from a name: lower-case letters, digits and dashes ('Demo Expo 2026' → 'demo-expo-2026'). */
export function slugOf(name: string, fallback: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return slug || fallback;
}

/** The first of 'base', 'base-2', 'base-3', … that `taken` does not hold. */
async function freeId(base: string, taken: (prefix: string) => Promise<string[]>): Promise<string> {
  const used = new Set(await taken(base));
  let id = base;
  for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
  return id;
}

export function eventColumns(input: EventInput) {
  return {
    name: input.name,
    starts_at: new Date(input.startsAt),
    ends_at: new Date(input.endsAt),
    timezone: input.timezone,
    environment_name: input.environmentName,
    application_color: input.applicationColor.toLowerCase(),
    action_color: input.actionColor.toLowerCase(),
    terms_text: input.termsText,
    terms_version: input.termsVersion,
    question_limit: input.questionLimit,
    product_limit: input.productLimit,
    max_pending_chats: input.maxPendingChats,
    allow_add_questions: input.allowAddQuestions,
    retention_days: input.retentionDays,
    visitor_fields: input.visitorFields === null ? null : JSON.stringify(input.visitorFields),
    invoice_issuer: input.invoiceIssuer,
  };
}

/** Creates an event; its id comes from its name unless given. Returns the id. */
export async function createEvent(db: Kysely<DB>, input: EventInput, id?: string): Promise<string> {
  const eventId = id ?? (await freeId(slugOf(input.name, 'event'), async (p) => (await db.selectFrom('events').select('id').where('id', 'like', `${p}%`).execute()).map((r) => r.id)));
  await db.insertInto('events').values({ id: eventId, ...eventColumns(input) }).execute();
  return eventId;
}

/** Creates an exhibitor of an event (ids are unique across the installation: they are in login links). */
export async function createExhibitor(db: Kysely<DB>, eventId: string, input: ExhibitorInput, id?: string): Promise<string> {
  const partnerId = id ?? (await freeId(slugOf(input.name, 'exhibitor'), async (p) => (await db.selectFrom('partners').select('id').where('id', 'like', `${p}%`).execute()).map((r) => r.id)));
  await db.insertInto('partners').values({ id: partnerId, event_id: eventId, name: input.name, settings: JSON.stringify(input.settings) }).execute();
  await db.insertInto('partner_versions').values({ partner_id: partnerId, version: 1 }).execute();
  return partnerId;
}

/** A licence code people can read out: the exhibitor's name and a random part ('ACME-7KQ4M2'). */
export function licenceCode(partnerId: string): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const random = Array.from(randomBytes(6), (b) => alphabet[b % alphabet.length]).join('');
  return `${partnerId.toUpperCase().replace(/[^A-Z0-9]+/g, '').slice(0, 12) || 'LICENCE'}-${random}`;
}

/**
 * Gives an exhibitor a scan licence. Returns its id. A lead licence reveals the details of the
 * scans made without one (SPEC: "full data shows only once a licence is activated"): they are
 * licensed from now on, at a new change version, so every device of the exhibitor pulls them.
 */
export async function addLicence(db: Kysely<DB>, partnerId: string, input: LicenceInput, fixed?: { id: string; code: string }): Promise<string> {
  const id = fixed?.id ?? newId();
  const write = async (tx: Transaction<DB>) => {
    await tx.insertInto('licences').values({ id, partner_id: partnerId, code: fixed?.code ?? licenceCode(partnerId), type: input.type, total: input.total }).execute();
    if (LEAD_LICENCE_TYPES.includes(input.type)) await revealUnlicensed(tx, partnerId);
  };
  if (db.isTransaction) await write(db as Transaction<DB>);
  else await db.transaction().execute(write);
  return id;
}

/** The exhibitor's connections captured without a licence, licensed now that one covers them. */
export async function revealUnlicensed(tx: Transaction<DB>, partnerId: string): Promise<number> {
  const hidden = await tx.selectFrom('connections').select('id').where('partner_id', '=', partnerId).where('licensed', '=', false).limit(1).executeTakeFirst();
  if (!hidden) return 0;
  const version = await nextVersion(tx, partnerId);
  const shown = await tx.updateTable('connections').set({ licensed: true, version, updated_at: new Date() }).where('partner_id', '=', partnerId).where('licensed', '=', false).executeTakeFirst();
  return Number(shown.numUpdatedRows);
}
