/**
 * Importing an exhibitor's team from a spreadsheet (#14, SPEC sections 5 and 9): a person per row
 * (names, e-mail address, phone, company, language, permissions), at most 1000 rows. Shared by the
 * team screen (preview and the first check) and the server (which checks every row again before
 * it writes any). People are matched by e-mail: importing the same file twice adds nobody twice.
 */
import { LANGUAGES, type Language } from './language';
import { PERMISSIONS, type Permission } from './session';
import { isEmail } from './validators';
import { guessColumns, readColumns, type RowProblem } from './table-import';
import { isInternationalPhone, normalizePhone } from './team';
import { STAFF_IMPORT_MAX_ROWS } from './limits';

export const STAFF_IMPORT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'company', 'language', 'permissions'] as const;
export type StaffImportField = (typeof STAFF_IMPORT_FIELDS)[number];
export type StaffImportRow = Partial<Record<StaffImportField, string>>;
export { STAFF_IMPORT_MAX_ROWS };

export interface CheckedStaff {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  language: Language;
  permissions: Permission[];
}

const HEADER_WORDS: Partial<Record<StaffImportField, string[]>> = {
  firstName: ['first name', 'firstname', 'given name', 'vorname', 'nombre', 'prénom', 'prenom', 'voornaam', 'ad'],
  lastName: ['last name', 'lastname', 'surname', 'family name', 'nachname', 'apellido', 'apellidos', 'nom', 'nom de famille', 'achternaam', 'soyad', 'soyadı'],
  email: ['email', 'e-mail', 'e-mail address', 'email address', 'mail', 'correo', 'correo electrónico', 'courriel', 'adresse e-mail', 'e-mailadres', 'e-posta'],
  phone: ['phone', 'telephone', 'mobile', 'telefon', 'handy', 'teléfono', 'móvil', 'téléphone', 'portable', 'telefoon', 'mobiel', 'cep', 'cep telefonu'],
  company: ['company', 'firma', 'unternehmen', 'empresa', 'société', 'entreprise', 'bedrijf', 'şirket'],
  language: ['language', 'sprache', 'idioma', 'langue', 'taal', 'dil'],
  permissions: ['permissions', 'permission', 'rights', 'role', 'berechtigungen', 'rolle', 'permisos', 'rol', 'droits', 'rôle', 'rechten', 'yetkiler', 'rol'],
};

/** Words people write for a permission, to the app's names (several per cell, split by , ; or |). */
const PERMISSION_WORDS: Record<string, Permission> = {
  admin: 'admin', administrator: 'admin', administrador: 'admin', administrateur: 'admin', beheerder: 'admin', yönetici: 'admin',
  scan: 'createConnections', capture: 'createConnections', scanner: 'createConnections', scannen: 'createConnections', escanear: 'createConnections', scanneur: 'createConnections', tarama: 'createConnections',
  export: 'exportConnections', exportieren: 'exportConnections', exportar: 'exportConnections', exporter: 'exportConnections', exporteren: 'exportConnections',
  'all connections': 'showAllConnections', 'alle kontakte': 'showAllConnections', 'todos los contactos': 'showAllConnections', 'tous les contacts': 'showAllConnections', 'alle contacten': 'showAllConnections',
  inbox: 'companyConversations', messages: 'companyConversations',
  tasks: 'tasks', aufgaben: 'tasks', tareas: 'tasks', tâches: 'tasks', taken: 'tasks', görevler: 'tasks',
};

function languageOf(value: string | undefined): Language | null | 'invalid' {
  if (!value) return null;
  const word = value.trim().toLowerCase();
  return (LANGUAGES as readonly string[]).includes(word) ? (word as Language) : 'invalid';
}

function permissionsOf(value: string | undefined): Permission[] | 'invalid' {
  if (!value) return ['createConnections'];
  const out = new Set<Permission>();
  for (const raw of value.split(/[,;|]/)) {
    const word = raw.trim().toLowerCase();
    if (!word) continue;
    const known = (PERMISSIONS as readonly string[]).find((p) => p.toLowerCase() === word) as Permission | undefined;
    const permission = known ?? PERMISSION_WORDS[word];
    if (!permission) return 'invalid';
    out.add(permission);
  }
  return [...out].sort();
}

export function guessStaffColumns(headers: readonly string[]): Record<StaffImportField, number | null> {
  return guessColumns(headers, STAFF_IMPORT_FIELDS, HEADER_WORDS);
}

export function mapStaffRows(rows: readonly (readonly unknown[])[], mapping: Partial<Record<StaffImportField, number | null>>): StaffImportRow[] {
  return readColumns(rows, mapping);
}

/** Checks one row; `row` is its number in the file. Problem keys are under `common:` (import.*). */
export function checkStaffRow(input: StaffImportRow, row: number): { staff: CheckedStaff } | { problem: RowProblem<StaffImportField> } {
  const fail = (field: StaffImportField, error: string) => ({ problem: { row, field, error } });
  if (!input.firstName) return fail('firstName', 'import.firstNameRequired');
  if (!input.lastName) return fail('lastName', 'import.lastNameRequired');
  for (const field of ['firstName', 'lastName'] as const) if ((input[field]?.length ?? 0) > 80) return fail(field, 'import.tooLong');
  if ((input.company?.length ?? 0) > 120) return fail('company', 'import.tooLong');
  if (!input.email || !isEmail(input.email)) return fail('email', 'import.emailInvalid');
  if (input.phone && !isInternationalPhone(input.phone)) return fail('phone', 'import.phoneInvalid');
  const language = languageOf(input.language);
  if (language === 'invalid') return fail('language', 'import.languageInvalid');
  const permissions = permissionsOf(input.permissions);
  if (permissions === 'invalid') return fail('permissions', 'import.permissionInvalid');
  return {
    staff: {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email.trim().toLowerCase(),
      phone: input.phone ? normalizePhone(input.phone) : '',
      company: input.company ?? '',
      language: language ?? 'en',
      permissions,
    },
  };
}

/** Checks every row: each on its own, and that no address comes twice in the file. */
export function checkStaffRows(rows: readonly StaffImportRow[], firstRow = 2, rowNumbers?: readonly number[]) {
  const seen = new Set<string>();
  const staff: Array<{ row: number; staff: CheckedStaff }> = [];
  const problems: Array<RowProblem<StaffImportField>> = [];
  rows.forEach((input, i) => {
    const row = rowNumbers?.[i] ?? firstRow + i;
    const checked = checkStaffRow(input, row);
    if ('problem' in checked) return void problems.push(checked.problem);
    if (seen.has(checked.staff.email)) return void problems.push({ row, field: 'email', error: 'import.duplicateEmail' });
    seen.add(checked.staff.email);
    staff.push({ row, staff: checked.staff });
  });
  return { staff, problems };
}
