/**
 * Connections (leads) and their parts: SPEC sections 3 and 4.
 */

/** Every contact field a connection can carry, in the order forms and exports show them. */
export const CONNECTION_CONTACT_FIELDS = [
  'fullname',
  'firstname',
  'lastname',
  'firstinitials',
  'lastnameprefix',
  'suffix',
  'title',
  'gender',
  'company',
  'department',
  'jobfunction',
  'email',
  'phone1',
  'phone2',
  'fax',
  'website',
  'addressline1',
  'addressline2',
  'housenumber',
  'housenumbersuffix',
  'postalcode',
  'city',
  'country',
  'state',
  'cocnumber',
  'vatnumber',
  'registrationtype',
] as const;
export type ConnectionContactField = (typeof CONNECTION_CONTACT_FIELDS)[number];
export type ConnectionContact = Partial<Record<ConnectionContactField, string | null>>;

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

export const NOTE_TYPES = ['text', 'audio', 'image'] as const;
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
