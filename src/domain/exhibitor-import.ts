/**
 * Importing an event's exhibitors from a spreadsheet: a company per row, with its administrator
 * (names, e-mail address, language) to invite. Shared by the console (preview and first check) and
 * the server (which checks again before writing). A company already at the event (same name,
 * ignoring case) is matched, not added again, so importing the same file twice changes nothing.
 */
import * as v from 'valibot';
import { LANGUAGES, type Language } from './language';
import { ExhibitorSettings } from './session';
import { isEmail } from './validators';
import { guessColumns, readColumns, type RowProblem } from './table-import';

export const EXHIBITOR_IMPORT_FIELDS = ['name', 'adminFirstName', 'adminLastName', 'adminEmail', 'adminLanguage'] as const;
export type ExhibitorImportField = (typeof EXHIBITOR_IMPORT_FIELDS)[number];
export type ExhibitorImportRow = Partial<Record<ExhibitorImportField, string>>;

/** At most this many rows in one request, and in one file. */
export const EXHIBITOR_IMPORT_CHUNK = 500;
export const EXHIBITOR_IMPORT_MAX_ROWS = 5000;

export interface CheckedExhibitor {
  name: string;
  /** The administrator to invite; null when the row names none. */
  admin: { firstName: string; lastName: string; email: string; language: Language } | null;
}

const HEADER_WORDS: Partial<Record<ExhibitorImportField, string[]>> = {
  name: ['exhibitor', 'company', 'name', 'company name', 'aussteller', 'firma', 'unternehmen', 'expositor', 'empresa', 'exposant', 'entreprise', 'société', 'exposant naam', 'bedrijf', 'standhouder', 'katılımcı', 'şirket', 'firma adı'],
  adminFirstName: ['first name', 'firstname', 'admin first name', 'contact first name', 'vorname', 'nombre', 'prénom', 'prenom', 'voornaam', 'ad'],
  adminLastName: ['last name', 'lastname', 'surname', 'admin last name', 'contact last name', 'nachname', 'apellido', 'apellidos', 'nom de famille', 'achternaam', 'soyad', 'soyadı'],
  adminEmail: ['email', 'e-mail', 'e-mail address', 'email address', 'admin email', 'admin e-mail', 'contact email', 'mail', 'correo', 'correo electrónico', 'courriel', 'e-posta'],
  adminLanguage: ['language', 'sprache', 'idioma', 'langue', 'taal', 'dil'],
};

/** Language names people write in a sheet, in the six languages, to the app's codes. */
const LANGUAGE_WORDS: Record<string, Language> = {
  deutsch: 'de', german: 'de', allemand: 'de', alemán: 'de', duits: 'de', almanca: 'de',
  english: 'en', englisch: 'en', inglés: 'en', anglais: 'en', engels: 'en', ingilizce: 'en',
  español: 'es', spanish: 'es', spanisch: 'es', espagnol: 'es', spaans: 'es', ispanyolca: 'es', 'i̇spanyolca': 'es',
  français: 'fr', french: 'fr', französisch: 'fr', francés: 'fr', frans: 'fr', fransızca: 'fr',
  nederlands: 'nl', dutch: 'nl', niederländisch: 'nl', neerlandés: 'nl', néerlandais: 'nl', felemenkçe: 'nl',
  türkçe: 'tr', turkish: 'tr', türkisch: 'tr', turco: 'tr', turc: 'tr', turks: 'tr',
};

function languageOf(value: string | undefined): Language | null | 'invalid' {
  if (!value) return null;
  const word = value.trim().toLowerCase();
  if ((LANGUAGES as readonly string[]).includes(word)) return word as Language;
  return LANGUAGE_WORDS[word] ?? 'invalid';
}

export function guessExhibitorColumns(headers: readonly string[]): Record<ExhibitorImportField, number | null> {
  return guessColumns(headers, EXHIBITOR_IMPORT_FIELDS, HEADER_WORDS);
}

export function mapExhibitorRows(rows: readonly (readonly unknown[])[], mapping: Partial<Record<ExhibitorImportField, number | null>>): ExhibitorImportRow[] {
  return readColumns(rows, mapping);
}

/** Checks one row; `row` is its number in the file. */
export function checkExhibitorRow(input: ExhibitorImportRow, row: number): { exhibitor: CheckedExhibitor } | { problem: RowProblem<ExhibitorImportField> } {
  const fail = (field: ExhibitorImportField, error: string) => ({ problem: { row, field, error } });
  if (!input.name) return fail('name', 'import.exhibitorNameRequired');
  if (input.name.length > 120) return fail('name', 'import.tooLong');
  for (const field of ['adminFirstName', 'adminLastName'] as const) if ((input[field]?.length ?? 0) > 80) return fail(field, 'import.tooLong');
  const language = languageOf(input.adminLanguage);
  if (language === 'invalid') return fail('adminLanguage', 'import.languageInvalid');
  if (!input.adminEmail) {
    // Names without an address: nobody could be invited.
    if (input.adminFirstName || input.adminLastName) return fail('adminEmail', 'import.adminEmailRequired');
    return { exhibitor: { name: input.name, admin: null } };
  }
  if (!isEmail(input.adminEmail)) return fail('adminEmail', 'import.emailInvalid');
  if (!input.adminFirstName) return fail('adminFirstName', 'import.adminNameRequired');
  if (!input.adminLastName) return fail('adminLastName', 'import.adminNameRequired');
  return { exhibitor: { name: input.name, admin: { firstName: input.adminFirstName, lastName: input.adminLastName, email: input.adminEmail.toLowerCase(), language: language ?? 'en' } } };
}

/** Checks every row of a file (or a part of one): each on its own, and that no company comes twice. */
export function checkExhibitorRows(rows: readonly ExhibitorImportRow[], firstRow = 2, rowNumbers?: readonly number[]) {
  const seen = new Set<string>();
  const exhibitors: Array<{ row: number; exhibitor: CheckedExhibitor }> = [];
  const problems: Array<RowProblem<ExhibitorImportField>> = [];
  rows.forEach((input, i) => {
    const row = rowNumbers?.[i] ?? firstRow + i;
    const checked = checkExhibitorRow(input, row);
    if ('problem' in checked) return void problems.push(checked.problem);
    const key = checked.exhibitor.name.toLowerCase();
    if (seen.has(key)) return void problems.push({ row, field: 'name', error: 'import.duplicateName' });
    seen.add(key);
    exhibitors.push({ row, exhibitor: checked.exhibitor });
  });
  return { exhibitors, problems };
}

/** One part of an exhibitor list, as the console sends it (each row with its number in the file). */
export const ExhibitorImportRequest = v.strictObject({
  rows: v.pipe(v.array(v.record(v.picklist([...EXHIBITOR_IMPORT_FIELDS, 'row']), v.union([v.string(), v.number()]))), v.minLength(1), v.maxLength(EXHIBITOR_IMPORT_CHUNK)),
  /** The sections of the exhibitors the import adds (those already there keep theirs). */
  settings: v.strictObject(ExhibitorSettings.entries),
  /** Invite the administrators the rows name (only where the exhibitor has none yet). */
  invite: v.boolean(),
  dryRun: v.optional(v.boolean()),
});
