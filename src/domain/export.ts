/**
 * The connection export: one row per connection with every field of SPEC section 3, the stage,
 * the rating, each qualifying question as a column, the content to share, the notes, and who
 * scanned it when. Pure, so
 * the export worker, the server's e-mailed export and the tests build exactly the same table.
 * Labels come translated from the caller (the worker has no i18n of its own).
 */
import { CONNECTION_CONTACT_FIELDS, CONNECTION_STAGES, SOURCE_TYPES, type ConnectionContactField, type ConnectionStage, type SourceType } from './connection';
import { formatBadgeCode } from './badge';
import { effectiveRating, RATINGS, workOutRating, type Rating } from './rating';
import type { ConnectionRow } from './connection';
import type { QuestionDef } from './question';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export interface ExportLabels {
  badgeCode: string;
  scannedAt: string;
  scannedBy: string;
  source: string;
  stage: string;
  rating: string;
  notes: string;
  /** Column of the content chosen to share (only when the input has `sharedContent`). */
  content: string;
  fields: Record<ConnectionContactField, string>;
  stages: Record<ConnectionStage, string>;
  ratings: Record<Rating, string>;
  sources: Record<SourceType, string>;
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
    stage: t('tabs.stage'),
    rating: t('rating.title'),
    notes: t('tabs.notes'),
    content: t('content.exportColumn'),
    fields: map(CONNECTION_CONTACT_FIELDS, 'field'),
    stages: map(CONNECTION_STAGES, 'stages'),
    ratings: map(RATINGS, 'rating'),
    sources: map(SOURCE_TYPES, 'source'),
  };
}

export interface ExportInput {
  connections: ReadonlyArray<Pick<ConnectionRow, 'id' | 'badgeCode' | 'scannedAt' | 'scannedByName' | 'sourceType' | 'stage' | 'rating' | 'contact'>>;
  answers: ReadonlyArray<{ connectionId: string; questionId: string; choices: readonly string[]; text: string | null }>;
  notes: ReadonlyArray<{ connectionId: string; text: string; createdAt: string; authorName: string }>;
  questions: readonly QuestionDef[];
  /** Content chosen to share with each visitor, by name; absent (no column) while the content setting is off. */
  sharedContent?: ReadonlyArray<{ connectionId: string; name: string }>;
}

/** A cell: text, or a date (XLSX shows it as a date; CSV writes ISO 8601). */
export type ExportCell = string | Date | null;

export interface ExportTable {
  headers: string[];
  rows: ExportCell[][];
}

export function buildExportTable(input: ExportInput, labels: ExportLabels): ExportTable {
  const headers = [
    labels.badgeCode,
    ...CONNECTION_CONTACT_FIELDS.map((f) => labels.fields[f]),
    labels.scannedAt,
    labels.scannedBy,
    labels.source,
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
    const rating = effectiveRating(c.rating, workOutRating(input.questions, answers));
    const notes = (notesOf.get(c.id) ?? [])
      .filter((n) => n.text.trim())
      .sort((a, b) => (a.createdAt < b.createdAt ? -1 : 1))
      .map((n) => `${n.createdAt.slice(0, 16).replace('T', ' ')} ${n.authorName}: ${n.text.trim()}`)
      .join('\n');
    return [
      formatBadgeCode(c.badgeCode),
      ...CONNECTION_CONTACT_FIELDS.map((f) => c.contact?.[f] ?? null),
      new Date(c.scannedAt),
      c.scannedByName || null,
      labels.sources[c.sourceType],
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
  return { headers, rows };
}

/** A cell as CSV text: dates in ISO 8601 (Excel reads them), nothing as empty. */
export function csvCell(cell: ExportCell): string {
  if (cell === null) return '';
  if (cell instanceof Date) return cell.toISOString();
  return cell;
}

export function exportFileName(eventName: string, format: ExportFormat, now = new Date()): string {
  const safe = eventName.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'connections';
  return `${safe}-connections-${now.toISOString().slice(0, 10)}.${format}`;
}
