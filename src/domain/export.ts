/**
 * The connection export: one row per connection with every field of SPEC section 3, the stage,
 * the rating, each qualifying question as a column, the content to share, the notes, who
 * scanned it when and how (the purpose), and what the visitor agreed to (consent). Pure, so
 * the export worker, the server's e-mailed export and the tests build exactly the same table.
 * Labels come translated from the caller (the worker has no i18n of its own).
 *
 * Times are the event's local time with its offset, in one format everywhere in the file
 * ('2026-11-21 10:00 +01:00': scan times, and the notes' times too), whatever zone the device or
 * the server runs in. Columns that are empty in every exported row are left out unless every
 * field is asked for.
 */
import { CONNECTION_CONTACT_FIELDS, CONNECTION_STAGES, connectionDisplayName, SOURCE_TYPES, type ConnectionContactField, type ConnectionStage, type SourceType } from './connection';
import { formatBadgeCode } from './badge';
import { effectiveRating, RATINGS, workOutRating, type Rating, type RatingRules } from './rating';
import type { ConnectionRow } from './connection';
import type { QuestionDef } from './question';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;

/** The registration types the app names (locales: connections.registrationType.*). */
export const REGISTRATION_TYPES = ['visitor', 'press', 'vip', 'exhibitor', 'staff'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export interface ExportLabels {
  badgeCode: string;
  scannedAt: string;
  scannedBy: string;
  source: string;
  /** The organiser's terms version the visitor agreed to, and when. */
  consentVersion: string;
  consentAt: string;
  stage: string;
  rating: string;
  notes: string;
  /** Column of the content chosen to share (only when the input has `sharedContent`). */
  content: string;
  /** The export's part of the sheet name ('Connections'): the sheet is '<event> <sheet>'. */
  sheet: string;
  fields: Record<ConnectionContactField, string>;
  stages: Record<ConnectionStage, string>;
  ratings: Record<Rating, string>;
  sources: Record<SourceType, string>;
  /** Registration types as the app shows them (visitor → 'Visitor'); others stay as they are. */
  registrationTypes: Record<string, string>;
}

/**
 * The labels of an export in one language, from the 'connections' namespace: `t` translates a key
 * of that namespace ('detail.badgeCode'). The app's download and the server's e-mailed export
 * both label their files through here.
 */
export function exportLabelsOf(t: (key: string) => string): ExportLabels {
  const map = <K extends string>(keys: readonly K[], prefix: string): Record<K, string> => {
    const out: Partial<Record<K, string>> = {};
    for (const k of keys) out[k] = t(`${prefix}.${k}`);
    return { ...out } as Record<K, string>;
  };
  return {
    badgeCode: t('detail.badgeCode'),
    scannedAt: t('detail.scannedAt'),
    scannedBy: t('detail.scannedBy'),
    source: t('detail.source'),
    consentVersion: t('detail.consentVersion'),
    consentAt: t('detail.consentAt'),
    stage: t('tabs.stage'),
    rating: t('rating.title'),
    notes: t('tabs.notes'),
    content: t('content.exportColumn'),
    sheet: t('export.sheet'),
    fields: map(CONNECTION_CONTACT_FIELDS, 'field'),
    stages: map(CONNECTION_STAGES, 'stages'),
    ratings: map(RATINGS, 'rating'),
    sources: map(SOURCE_TYPES, 'source'),
    registrationTypes: map(REGISTRATION_TYPES, 'registrationType'),
  };
}

export interface ExportInput {
  connections: ReadonlyArray<Pick<ConnectionRow, 'id' | 'badgeCode' | 'scannedAt' | 'scannedByName' | 'sourceType' | 'stage' | 'rating' | 'contact'> & Partial<Pick<ConnectionRow, 'consent'>>>;
  answers: ReadonlyArray<{ connectionId: string; questionId: string; choices: readonly string[]; text: string | null }>;
  notes: ReadonlyArray<{ connectionId: string; text: string; createdAt: string; authorName: string }>;
  questions: readonly QuestionDef[];
  /** The exhibitor's rating thresholds (absent: the defaults). */
  rating?: RatingRules;
  /** Content chosen to share with each visitor, by name; absent (no column) while the content setting is off. */
  sharedContent?: ReadonlyArray<{ connectionId: string; name: string }>;
}

/** A moment as the file shows it: the event's local time and its offset from UTC. */
export interface ExportTime {
  /** '2026-11-21 10:00 +01:00'. */
  text: string;
  /** The local wall time, as a Date whose UTC fields are that time (what a spreadsheet date cell holds). */
  wall: Date;
  /** '+01:00'. */
  offset: string;
}

/** A cell: text, a time (XLSX: a date cell showing the same text; CSV: the text), or nothing. */
export type ExportCell = string | ExportTime | null;

export function isExportTime(cell: ExportCell): cell is ExportTime {
  return typeof cell === 'object' && cell !== null;
}

export interface ExportTable {
  /** The XLSX sheet: the event and the export, within Excel's rules for sheet names. */
  sheetName: string;
  headers: string[];
  rows: ExportCell[][];
}

export interface ExportOptions {
  eventName: string;
  /** The event's IANA time zone. */
  timeZone: string;
  /** Keep the columns that are empty in every row. */
  allFields?: boolean;
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** A moment in a time zone, as exports show it. */
export function exportTime(iso: string | Date, timeZone: string): ExportTime {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'longOffset',
    });
    zoneFormats.set(timeZone, format);
  }
  const parts: Record<string, string> = {};
  for (const p of format.formatToParts(new Date(iso))) parts[p.type] = p.value;
  // 'GMT+01:00', or 'GMT' for UTC itself.
  const offset = parts.timeZoneName!.replace('GMT', '') || '+00:00';
  const [y, m, d, h, min] = [parts.year, parts.month, parts.day, parts.hour, parts.minute].map(Number) as [number, number, number, number, number];
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    text: `${y}-${pad(m)}-${pad(d)} ${pad(h)}:${pad(min)} ${offset}`,
    wall: new Date(Date.UTC(y, m - 1, d, h, min)),
    offset,
  };
}

/** Excel's sheet names: at most 31 characters, none of : \ / ? * [ ], not empty. */
export function sheetNameOf(eventName: string, part: string): string {
  const clean = (s: string) => s.replace(/[:\\/?*[\]]+/g, ' ').replace(/\s+/g, ' ').trim();
  const suffix = clean(part);
  const room = 31 - suffix.length - 1;
  const event = clean(eventName).slice(0, Math.max(0, room)).trim().replace(/^'+|'+$/g, '');
  return (event ? `${event} ${suffix}` : suffix).slice(0, 31) || 'Sheet1';
}

export function buildExportTable(input: ExportInput, labels: ExportLabels, options: ExportOptions): ExportTable {
  const headers = [
    labels.badgeCode,
    ...CONNECTION_CONTACT_FIELDS.map((f) => labels.fields[f]),
    labels.scannedAt,
    labels.scannedBy,
    labels.source,
    labels.consentVersion,
    labels.consentAt,
    labels.stage,
    labels.rating,
    ...input.questions.map((q) => q.name),
    ...(input.sharedContent ? [labels.content] : []),
    labels.notes,
  ];
  const contentOf = new Map<string, string[]>();
  for (const s of input.sharedContent ?? []) {
    const list = contentOf.get(s.connectionId);
    if (list) list.push(s.name);
    else contentOf.set(s.connectionId, [s.name]);
  }
  const answersOf = new Map<string, ExportInput['answers'][number][]>();
  for (const a of input.answers) {
    const list = answersOf.get(a.connectionId);
    if (list) list.push(a);
    else answersOf.set(a.connectionId, [a]);
  }
  const notesOf = new Map<string, ExportInput['notes'][number][]>();
  for (const n of input.notes) {
    const list = notesOf.get(n.connectionId);
    if (list) list.push(n);
    else notesOf.set(n.connectionId, [n]);
  }
  const optionName = new Map(input.questions.flatMap((q) => q.options.map((o) => [o.id, o.name] as const)));
  const rows = input.connections.map((c): ExportCell[] => {
    const answers = answersOf.get(c.id) ?? [];
    const rating = effectiveRating(c.rating, workOutRating(input.questions, answers, input.rating));
    const notes = (notesOf.get(c.id) ?? [])
      .filter((n) => n.text.trim())
      .sort((a, b) => (a.createdAt < b.createdAt ? -1 : 1))
      .map((n) => `${exportTime(n.createdAt, options.timeZone).text} ${n.authorName}: ${n.text.trim()}`)
      .join('\n');
    return [
      formatBadgeCode(c.badgeCode),
      ...CONNECTION_CONTACT_FIELDS.map((f) => {
        // The name as the app shows it: a visitor imported with first and last name only has no full name of their own.
        const value = f === 'fullname' ? (c.contact ? connectionDisplayName(c.contact) : null) : (c.contact?.[f] ?? null);
        return f === 'registrationtype' && value ? (labels.registrationTypes[value] ?? value) : value;
      }),
      exportTime(c.scannedAt, options.timeZone),
      c.scannedByName || null,
      labels.sources[c.sourceType],
      c.consent?.termsVersion ?? null,
      c.consent ? exportTime(c.consent.at, options.timeZone) : null,
      labels.stages[c.stage],
      rating ? labels.ratings[rating] : null,
      ...input.questions.map((q) => {
        const a = answers.find((x) => x.questionId === q.id);
        if (!a) return null;
        const parts = a.choices.map((id) => optionName.get(id) ?? '').filter(Boolean);
        if (a.text?.trim()) parts.push(a.text.trim());
        return parts.length ? parts.join('; ') : null;
      }),
      ...(input.sharedContent ? [contentOf.get(c.id)?.join('; ') ?? null] : []),
      notes || null,
    ];
  });
  const sheetName = sheetNameOf(options.eventName, labels.sheet);
  if (options.allFields || rows.length === 0) return { sheetName, headers, rows };
  const kept = headers.map((_, i) => rows.some((r) => r[i] !== null && r[i] !== ''));
  return { sheetName, headers: headers.filter((_, i) => kept[i]), rows: rows.map((r) => r.filter((_, i) => kept[i])) };
}

/**
 * Text a spreadsheet would run as a formula when the CSV is opened (OWASP's CSV injection rule):
 * a cell starting with =, +, -, @, tab or carriage return gets a leading apostrophe, so it shows as
 * text. Signed numbers and phone numbers ('+31 6 1234 5678', '-12.5') cannot call anything and
 * are kept as they are, so CRMs import them unchanged.
 */
export function neutraliseFormula(text: string): string {
  if (!/^[=+\-@\t\r]/.test(text)) return text;
  if (/^[+-][\d\s().,/-]*$/.test(text)) return text;
  return `'${text}`;
}

/** A cell as CSV text: times as the file shows them everywhere, nothing as empty, formulas as text. */
export function csvCell(cell: ExportCell): string {
  if (cell === null) return '';
  if (isExportTime(cell)) return cell.text;
  return neutraliseFormula(cell);
}

export function exportFileName(eventName: string, format: ExportFormat, now = new Date()): string {
  const safe = eventName.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'connections';
  return `${safe}-connections-${now.toISOString().slice(0, 10)}.${format}`;
}
