/**
 * A connection as the app sees it (ConnectionRow of src/domain/connection.ts), read with the
 * visitor's contact data: for pulls and for e-mailed exports alike.
 */
import { sql, type Selectable } from 'kysely';
import type { ConnectionsTable, UsersTable } from '../db/schema';
import { CONNECTION_CONTACT_FIELDS, type ConnectionContact, type ConnectionContactField, type ConnectionRow } from '../../src/domain/connection';

/** The visitor's column of each contact field of SPEC section 3. */
const COLUMN_OF: Partial<Record<ConnectionContactField, string>> = { firstname: 'first_name', lastname: 'last_name', registrationtype: 'registration_type' };

/** Users' columns as the connection contact fields of SPEC section 3, for `select c.*, CONTACT_COLUMNS … left join users u`. */
export const CONTACT_COLUMNS = sql.raw(
  CONNECTION_CONTACT_FIELDS.map((f) => (COLUMN_OF[f] ? `u.${COLUMN_OF[f]} as ${f}` : `u.${f}`))
    .concat('u.registration_answers', 'u.consent_terms_version', 'u.consent_at', 'u.consent_source')
    .join(', '),
);

/** The connection as one caller sees it: the columns of viewColumns() (visibility.ts). */
export interface ConnectionView {
  view_scanned_at: Date | string;
  view_source_type: ConnectionRow['sourceType'];
  view_scanned_by_name: string;
  view_stage: ConnectionRow['stage'];
  view_rating: ConnectionRow['rating'];
  also_met_by: number | string;
}

/** A row of `select c.*, CONTACT_COLUMNS, viewColumns(caller) from connections c left join users u`. */
export type ConnectionWithContact = Selectable<ConnectionsTable> & { [F in ConnectionContactField]: string | null } & Pick<Selectable<UsersTable>, 'registration_answers' | 'consent_terms_version' | 'consent_at' | 'consent_source'> & ConnectionView;

/** The contact fields an event's exhibitors receive (minimisation: the organiser decides; null: all). */
export function receivedFields(event: { visitor_fields: string[] | null }): readonly ConnectionContactField[] {
  if (!event.visitor_fields) return CONNECTION_CONTACT_FIELDS;
  const allowed = new Set(event.visitor_fields);
  return CONNECTION_CONTACT_FIELDS.filter((f) => allowed.has(f));
}

/** A timestamp as the wire has it, whichever way the driver gave it. */
export function iso(value: Date | string): string {
  return new Date(value).toISOString();
}

/**
 * A connection as the app sees it: contact data only when licensed, and only the fields the
 * event's organiser lets exhibitors receive (`fields`, receivedFields()); the meeting, stage and rating
 * as the caller sees them (scannedByID stays who met the visitor first: who may override the rating).
 */
export function toConnectionRow(r: ConnectionWithContact, fields: readonly ConnectionContactField[]): ConnectionRow {
  const contact: ConnectionContact = {};
  if (r.licensed) for (const f of fields) contact[f] = r[f] ?? null;
  return {
    id: r.id,
    badgeCode: r.badge_code,
    scannedAt: iso(r.view_scanned_at),
    scannedByID: r.scanned_by_user_id ?? r.scanned_by_activation_id,
    scannedByName: r.view_scanned_by_name,
    sourceType: r.view_source_type,
    stage: r.view_stage,
    rating: r.view_rating,
    alsoMetBy: Number(r.also_met_by),
    licensed: r.licensed,
    visitorID: r.visitor_id ?? null,
    contact: r.licensed ? contact : null,
    registration: r.licensed ? (r.registration_answers ?? []) : null,
    consent: r.licensed && r.consent_terms_version ? { termsVersion: r.consent_terms_version, at: iso(r.consent_at ?? r.view_scanned_at), source: r.consent_source ?? null } : null,
    version: Number(r.version),
  };
}
