/**
 * Importing an event's registration list (CSV or XLSX): which columns there are to map, a guess of
 * the mapping from the file's headers (in the six languages), and the check of each row, shared by
 * the console (its preview and first check) and the server (which checks again before writing).
 * Rows are numbered as a spreadsheet shows them: the header is row 1, the first visitor row 2.
 */
import * as v from 'valibot';
import { CONNECTION_CONTACT_FIELDS, type ConnectionContactField } from './connection';
import { normalizeBadgeCode, validateBadgeCode } from './badge';
import { isEmail } from './validators';
import { guessColumns, readColumns, type RowProblem as TableRowProblem } from './table-import';

/** The columns a registration list can fill: the badge code, the contact fields, and visibility. */
export const IMPORT_FIELDS = ['badgeCode', ...CONNECTION_CONTACT_FIELDS, 'public', 'contactable'] as const;
export type ImportField = 'badgeCode' | ConnectionContactField | 'public' | 'contactable';

/** At most this many rows in one import request (the console sends a file in parts of this size). */
export const IMPORT_CHUNK = 2500;
/** At most this many visitors in one file. */
export const IMPORT_MAX_ROWS = 100_000;
const MAX_TEXT = 200;

export type ImportError =
  | 'import.nameRequired'
  | 'import.badgeCodeInvalid'
  | 'import.emailInvalid'
  | 'import.booleanInvalid'
  | 'import.contactableNeedsPublic'
  | 'import.duplicateBadgeCode'
  | 'import.duplicateEmail'
  | 'import.tooLong';

/** A visitor as one row of the file gives it (text as found; the check cleans it). */
export type ImportRow = Partial<Record<ImportField, string>>;

/** A checked row: its cleaned values, ready to store. */
export interface CheckedVisitor {
  badgeCode: string | null;
  contact: Partial<Record<ConnectionContactField, string>>;
  /** null: the file does not say (a new visitor is not public; an existing one keeps what it had). */
  public: boolean | null;
  contactable: boolean | null;
}

export interface RowProblem extends TableRowProblem<ImportField> {
  error: ImportError;
}

/** Header words for each field, lower-case, in the six languages (and the usual English variants). */
const HEADER_WORDS: Partial<Record<ImportField, string[]>> = {
  badgeCode: ['badge code', 'badgecode', 'badge', 'code', 'badge-code', 'ausweiscode', 'código', 'codigo', 'code du badge', 'badgenummer', 'yaka kartı kodu', 'kod'],
  fullname: ['full name', 'fullname', 'name', 'vollständiger name', 'nombre completo', 'nom complet', 'volledige naam', 'ad soyad', 'tam ad'],
  firstname: ['first name', 'firstname', 'given name', 'vorname', 'nombre', 'prénom', 'prenom', 'voornaam', 'ad'],
  lastname: ['last name', 'lastname', 'surname', 'family name', 'nachname', 'apellido', 'apellidos', 'nom', 'nom de famille', 'achternaam', 'soyad', 'soyadı'],
  company: ['company', 'organisation', 'organization', 'firma', 'unternehmen', 'empresa', 'entreprise', 'société', 'bedrijf', 'şirket'],
  email: ['email', 'e-mail', 'e-mail address', 'email address', 'mail', 'correo', 'correo electrónico', 'courriel', 'e-posta'],
  phone1: ['phone', 'telephone', 'mobile', 'telefon', 'teléfono', 'téléphone', 'telefoon', 'telefon numarası'],
  jobfunction: ['job title', 'position', 'function', 'jobfunction', 'funktion', 'cargo', 'fonction', 'functie', 'pozisyon', 'unvan'],
  department: ['department', 'abteilung', 'departamento', 'service', 'afdeling', 'departman'],
  city: ['city', 'town', 'stadt', 'ort', 'ciudad', 'ville', 'plaats', 'stad', 'şehir'],
  country: ['country', 'land', 'país', 'pais', 'pays', 'ülke'],
  postalcode: ['postal code', 'postcode', 'zip', 'zip code', 'plz', 'postleitzahl', 'código postal', 'code postal', 'posta kodu'],
  registrationtype: ['registration type', 'registrationtype', 'type', 'ticket', 'ticket type', 'registrierungsart', 'tipo de registro', "type d'inscription", 'registratietype', 'kayıt türü'],
  public: ['public', 'öffentlich', 'público', 'publico', 'public profile', 'openbaar', 'herkese açık'],
  contactable: ['contactable', 'kontaktierbar', 'contactable', 'contactar', 'joignable', 'contacteerbaar', 'iletişim kurulabilir'],
};

/** The file's column for each field, guessed from its headers (each column used once); null: not in the file. */
export function guessMapping(headers: readonly string[]): Record<ImportField, number | null> {
  return guessColumns(headers, IMPORT_FIELDS, HEADER_WORDS);
}

/** The rows of a file as visitors, by a mapping (field → column). */
export function mapRows(rows: readonly (readonly unknown[])[], mapping: Partial<Record<ImportField, number | null>>): ImportRow[] {
  return readColumns(rows, mapping);
}

const TRUE = new Set(['1', 'true', 'yes', 'y', 'x', 'ja', 'j', 'sí', 'si', 'oui', 'evet', 'wahr', 'vrai', 'verdadero', 'waar', 'doğru']);
const FALSE = new Set(['0', 'false', 'no', 'n', 'nein', 'non', 'nee', 'hayır', 'hayir', 'falsch', 'faux', 'falso', 'onwaar', 'yanlış']);

function yesNo(value: string | undefined): boolean | null | 'invalid' {
  if (value === undefined) return null;
  const v = value.trim().toLowerCase();
  if (TRUE.has(v)) return true;
  if (FALSE.has(v)) return false;
  return 'invalid';
}

/** Checks one row; `row` is its number in the file. */
export function checkRow(input: ImportRow, row: number): { visitor: CheckedVisitor } | { problem: RowProblem } {
  const fail = (field: ImportField | null, error: ImportError) => ({ problem: { row, field, error } });
  for (const [field, value] of Object.entries(input) as Array<[ImportField, string]>) if (value.length > MAX_TEXT) return fail(field, 'import.tooLong');
  if (!input.fullname && !input.firstname && !input.lastname) return fail('lastname', 'import.nameRequired');
  let badgeCode: string | null = null;
  if (input.badgeCode) {
    if (validateBadgeCode(input.badgeCode) !== null) return fail('badgeCode', 'import.badgeCodeInvalid');
    badgeCode = normalizeBadgeCode(input.badgeCode);
  }
  if (input.email && !isEmail(input.email)) return fail('email', 'import.emailInvalid');
  const pub = yesNo(input.public);
  if (pub === 'invalid') return fail('public', 'import.booleanInvalid');
  const contactable = yesNo(input.contactable);
  if (contactable === 'invalid') return fail('contactable', 'import.booleanInvalid');
  if (contactable && !pub) return fail('contactable', 'import.contactableNeedsPublic');
  const contact: CheckedVisitor['contact'] = {};
  for (const field of CONNECTION_CONTACT_FIELDS) if (input[field]) contact[field] = field === 'email' ? input[field].toLowerCase() : input[field];
  return { visitor: { badgeCode, contact, public: pub, contactable } };
}

/**
 * Checks every row of a file (or a part of one starting at `firstRow`): each row on its own, and
 * that no badge code or e-mail address comes twice. Problems are listed by row number.
 */
export function checkRows(rows: readonly ImportRow[], firstRow = 2, rowNumbers?: readonly number[]) {
  const seen = { codes: new Map<string, number>(), emails: new Map<string, number>() };
  const visitors: Array<{ row: number; visitor: CheckedVisitor }> = [];
  const problems: RowProblem[] = [];
  rows.forEach((input, i) => {
    const row = rowNumbers?.[i] ?? firstRow + i;
    const checked = checkRow(input, row);
    if ('problem' in checked) return void problems.push(checked.problem);
    const { visitor } = checked;
    if (visitor.badgeCode) {
      if (seen.codes.has(visitor.badgeCode)) return void problems.push({ row, field: 'badgeCode', error: 'import.duplicateBadgeCode' });
      seen.codes.set(visitor.badgeCode, row);
    }
    const email = visitor.contact.email;
    if (email) {
      if (seen.emails.has(email)) return void problems.push({ row, field: 'email', error: 'import.duplicateEmail' });
      seen.emails.set(email, row);
    }
    visitors.push({ row, visitor });
  });
  return { visitors, problems };
}

/** One part of a registration list, as the console sends it (at most IMPORT_CHUNK rows, each with its number in the file). */
export const VisitorImportRequest = v.strictObject({
  rows: v.pipe(v.array(v.record(v.picklist([...IMPORT_FIELDS, 'row']), v.union([v.string(), v.number()]))), v.minLength(1), v.maxLength(IMPORT_CHUNK)),
  dryRun: v.optional(v.boolean()),
});
