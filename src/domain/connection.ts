/**
 * Connections (leads) and their parts: SPEC sections 3 and 4.
 */
import * as v from 'valibot';
import { RATINGS } from './rating';
import { MEDIA_KINDS } from './media';

const field = v.optional(v.nullable(v.string()));

/** Every contact field a connection can carry, in the order forms and exports show them (SPEC section 3). */
export const ConnectionContact = v.object({
  fullname: field,
  firstname: field,
  lastname: field,
  firstinitials: field,
  lastnameprefix: field,
  suffix: field,
  title: field,
  gender: field,
  company: field,
  department: field,
  jobfunction: field,
  email: field,
  phone1: field,
  phone2: field,
  fax: field,
  website: field,
  addressline1: field,
  addressline2: field,
  housenumber: field,
  housenumbersuffix: field,
  postalcode: field,
  city: field,
  country: field,
  state: field,
  cocnumber: field,
  vatnumber: field,
  registrationtype: field,
});
export type ConnectionContact = v.InferOutput<typeof ConnectionContact>;
export type ConnectionContactField = keyof ConnectionContact;

function isContactField(key: string): key is ConnectionContactField {
  return Object.hasOwn(ConnectionContact.entries, key);
}
export const CONNECTION_CONTACT_FIELDS: readonly ConnectionContactField[] = Object.keys(ConnectionContact.entries).filter(isContactField);

export const CONNECTION_STAGES = ['new', 'contacted', 'quoted', 'sold', 'active', 'inactive', 'longterm'] as const;
export type ConnectionStage = (typeof CONNECTION_STAGES)[number];

export const SOURCE_TYPES = ['barcode', 'manual', 'nfc', 'rfid', 'un'] as const;
export type SourceType = (typeof SOURCE_TYPES)[number];

export const INITIATOR_TYPES = ['personnel', 'staff', 'visitor'] as const;
export type InitiatorType = (typeof INITIATOR_TYPES)[number];

/**
 * Sync state of a connection row (SPEC section 4). `visitorNotFound` is the spec's null;
 * `eventEnded`, `otherEvent` (a badge of another event) and `invalid` are outcomes the server can
 * give a mutation (ARCHITECTURE section 3).
 */
export const CONNECTION_SYNC_STATES = [
  'completed',
  'modified',
  'pending',
  'noAccess',
  'noLicense',
  'noPermission',
  'visitorNotFound',
  'eventEnded',
  'otherEvent',
  'invalid',
] as const;
export type ConnectionSyncState = (typeof CONNECTION_SYNC_STATES)[number];

/** States that need the user to do something (they will not fix themselves by syncing). */
export function syncStateNeedsAttention(state: ConnectionSyncState): boolean {
  return !['completed', 'modified', 'pending'].includes(state);
}

/**
 * A connection's id follows from the exhibitor and the badge: every device of a team that scans
 * the same visitor makes the same id, so the second scan updates the first (never a duplicate),
 * even when both devices were offline.
 */
export function connectionId(partnerId: string, badgeCode: string): string {
  return `${partnerId}.${badgeCode}`;
}

export const NOTE_TYPES = ['text', 'audio', 'image', 'document'] as const;
export type NoteType = (typeof NOTE_TYPES)[number];

export type NoteError = 'note.empty';
/** Note text cannot be empty ('Cannot create an empty note'); a note with media may have no text. */
export function validateNote(text: string, mediaCount = 0): NoteError | null {
  return text.trim().length > 0 || mediaCount > 0 ? null : 'note.empty';
}

export type StageError = 'stage.required';
/** A stage is required when saving a stage. */
export function validateStage(stage: string | null | undefined): StageError | null {
  return stage && (CONNECTION_STAGES as readonly string[]).includes(stage) ? null : 'stage.required';
}

/** The name to show for a connection: fullname, else first and last name, else null. */
export function connectionDisplayName(c: ConnectionContact): string | null {
  if (c.fullname?.trim()) return c.fullname.trim();
  const parts = [c.firstname, c.lastnameprefix, c.lastname].map((p) => p?.trim()).filter(Boolean);
  return parts.length ? parts.join(' ') : null;
}

// The connection and its parts on the wire (pull responses), written once: the server's rows are
// built to these types and the app checks every pulled row against them before storing it.

/** A visitor's answer to a question of their registration. */
export const RegistrationAnswer = v.object({ question: v.string(), answer: v.string() });
export type RegistrationAnswer = v.InferOutput<typeof RegistrationAnswer>;

export const ConnectionRow = v.object({
  id: v.string(),
  badgeCode: v.string(),
  scannedAt: v.string(),
  scannedByID: v.nullable(v.string()),
  scannedByName: v.string(),
  sourceType: v.picklist(SOURCE_TYPES),
  stage: v.picklist(CONNECTION_STAGES),
  rating: v.nullable(v.picklist(RATINGS)),
  /** False when captured without a licence: contact data shows once a licence is active. */
  licensed: v.boolean(),
  visitorID: v.nullable(v.string()),
  contact: v.nullable(ConnectionContact),
  /** The visitor's answers at registration; with the contact data (licensed only). */
  registration: v.optional(v.nullable(v.array(RegistrationAnswer))),
  /** What the visitor agreed to at registration: the organiser's terms version, and when (licensed only). */
  /** What the visitor agreed to at registration, and for a guest what they registered through (a link's name and code, or 'invitation'). */
  consent: v.optional(v.nullable(v.object({ termsVersion: v.string(), at: v.string(), source: v.optional(v.nullable(v.string())) }))),
  /** How many others of the team also met the visitor, besides the scanner shown (rows from older servers have none). */
  alsoMetBy: v.optional(v.number()),
  version: v.number(),
});
export type ConnectionRow = v.InferOutput<typeof ConnectionRow>;

/**
 * One meeting with the visitor at the booth: a scan of their badge (or the typed code) by one of
 * the team. The connection keeps its first scan as its scanner and time; every scan, the first
 * and later ones by colleagues, is a row here, in the connection's history.
 */
export const ScanRow = v.object({
  id: v.string(),
  connectionId: v.string(),
  scannedByName: v.string(),
  scannedAt: v.string(),
  sourceType: v.picklist(SOURCE_TYPES),
  version: v.number(),
});
export type ScanRow = v.InferOutput<typeof ScanRow>;

/** A connection deleted on purpose: devices drop it and everything that belongs to it. */
export const DeletionRow = v.object({
  connectionId: v.string(),
  version: v.number(),
});
export type DeletionRow = v.InferOutput<typeof DeletionRow>;

/** A voice memo, photo or document of a note, on the server (GET /api/media/:id). */
export const NoteMediaRow = v.object({
  /** `<partner>.<uuid>`: the uuid is the one the note was written with. */
  id: v.string(),
  kind: v.picklist(MEDIA_KINDS),
  mediaType: v.string(),
  size: v.number(),
});
export type NoteMediaRow = v.InferOutput<typeof NoteMediaRow>;

export const NoteRow = v.object({
  id: v.string(),
  connectionId: v.string(),
  text: v.string(),
  type: v.picklist(NOTE_TYPES),
  authorName: v.string(),
  createdAt: v.string(),
  version: v.number(),
  media: v.optional(v.array(NoteMediaRow)),
});
export type NoteRow = v.InferOutput<typeof NoteRow>;

export const StageRow = v.object({
  id: v.string(),
  connectionId: v.string(),
  stage: v.picklist(CONNECTION_STAGES),
  comment: v.string(),
  authorName: v.string(),
  createdAt: v.string(),
  version: v.number(),
  /** The order the server accepted it: a connection's history is in this order, its stage the last. */
  seq: v.number(),
});
export type StageRow = v.InferOutput<typeof StageRow>;

/**
 * The order of a stage history, oldest first: entries the server accepted by the order it accepted
 * them, then entries still waiting on this device by the order they were written there. Clocks,
 * the device's or the server's, never decide it.
 */
export function compareStageEntries(a: { seq?: number; localOrder?: number; id: string }, b: { seq?: number; localOrder?: number; id: string }): number {
  const rank = (x: { seq?: number }) => (x.seq === undefined ? 1 : 0);
  return rank(a) - rank(b) || (a.seq ?? 0) - (b.seq ?? 0) || (a.localOrder ?? 0) - (b.localOrder ?? 0) || a.id.localeCompare(b.id);
}
