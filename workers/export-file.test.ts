/**
 * Exports open elsewhere intact: 20,000 connections written as XLSX (write-excel-file) are read
 * back by another library (SheetJS) with every row and column; CSV keeps accents, commas and line
 * breaks for Excel (UTF-8 with a byte-order mark).
 */
import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import * as XLSX from 'xlsx';
import { buildExportTable, type ExportInput, type ExportLabels } from '../src/domain/export';
import { CONNECTION_CONTACT_FIELDS, CONNECTION_STAGES, SOURCE_TYPES } from '../src/domain/connection';
import { RATINGS } from '../src/domain/rating';
import { csvText } from './export-file';
import { xlsxBlob } from './export-xlsx';

const labels: ExportLabels = {
  badgeCode: 'Badge code',
  scannedAt: 'Scanned',
  scannedBy: 'Scanned by',
  source: 'Source',
  stage: 'Stage',
  rating: 'Rating',
  notes: 'Notes',
  content: 'Content to share',
  fields: Object.fromEntries(CONNECTION_CONTACT_FIELDS.map((f) => [f, `F:${f}`])) as ExportLabels['fields'],
  stages: Object.fromEntries(CONNECTION_STAGES.map((s) => [s, `S:${s}`])) as ExportLabels['stages'],
  ratings: Object.fromEntries(RATINGS.map((r) => [r, `R:${r}`])) as ExportLabels['ratings'],
  sources: Object.fromEntries(SOURCE_TYPES.map((s) => [s, `Src:${s}`])) as ExportLabels['sources'],
};

const questions = [
  { id: 'q-budget', name: 'Budget', type: 'dropdown' as const, allowOther: false, options: [{ id: 'b1', name: 'Small', points: 0 }, { id: 'b2', name: 'Large', points: 3 }] },
  { id: 'q-topics', name: 'Topics', type: 'checkbox' as const, allowOther: true, options: [{ id: 't1', name: 'Scanners', points: 1 }, { id: 't2', name: 'Software', points: 2 }] },
];

function input(n: number): ExportInput {
  const connections = Array.from({ length: n }, (_, i) => ({
    id: `acme.c${i}`,
    badgeCode: 'bcdefjklmnstuvw',
    scannedAt: new Date(Date.UTC(2026, 10, 21, 9) + i * 1000).toISOString(),
    scannedByName: 'Sam Visser',
    sourceType: 'barcode' as const,
    stage: 'quoted' as const,
    rating: null,
    contact: { fullname: `Zoë Ünal-Smith, ${i}`, company: 'Grüne "Wiese" GmbH', city: 'Köln' },
  }));
  return {
    connections,
    questions,
    answers: connections.flatMap((c, i) => [
      { connectionId: c.id, questionId: 'q-budget', choices: [i % 2 ? 'b2' : 'b1'], text: null },
      { connectionId: c.id, questionId: 'q-topics', choices: ['t1', 't2'], text: 'Printers' },
    ]),
    notes: [{ connectionId: 'acme.c0', text: 'Call back\non Monday', createdAt: '2026-11-21T10:00:00.000Z', authorName: 'Sam Visser' }],
    sharedContent: [
      { connectionId: 'acme.c0', name: 'Company profile' },
      { connectionId: 'acme.c0', name: 'ScanPro 4' },
    ],
  };
}

describe('export files', () => {
  it('writes 20,000 connections as XLSX that another library reads back with every row and column', async () => {
    const table = buildExportTable(input(20_000), labels);
    const blob = await xlsxBlob(table);
    const book = XLSX.read(new Uint8Array(await blob.arrayBuffer()), { type: 'array', cellDates: true });
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: null });
    expect(rows).toHaveLength(20_001);
    expect(rows[0]).toEqual(table.headers);
    expect(table.headers).toHaveLength(1 + CONNECTION_CONTACT_FIELDS.length + 5 + questions.length + 2);
    const col = (name: string) => table.headers.indexOf(name);
    const first = rows[1]!;
    expect(first[col('F:fullname')]).toBe('Zoë Ünal-Smith, 0');
    expect(first[col('F:company')]).toBe('Grüne "Wiese" GmbH');
    expect(first[col('Badge code')]).toBe('bcdef-jklmn-stuvw');
    expect(first[col('Stage')]).toBe('S:quoted');
    expect(first[col('Source')]).toBe('Src:barcode');
    expect(first[col('Budget')]).toBe('Small');
    expect(first[col('Topics')]).toBe('Scanners; Software; Printers');
    expect(first[col('Notes')]).toBe('2026-11-21 10:00 Sam Visser: Call back\non Monday');
    expect(first[col('Content to share')]).toBe('Company profile; ScanPro 4');
    expect(rows[2]![col('Content to share')]).toBeNull();
    // 1 + 2 points: warm; 3 + 3 points: hot.
    expect(first[col('Rating')]).toBe('R:warm');
    expect(rows[2]![col('Rating')]).toBe('R:hot');
    expect((first[col('Scanned')] as Date).toISOString().slice(0, 16)).toBe('2026-11-21T09:00');
    expect(rows[20_000]![col('F:fullname')]).toBe('Zoë Ünal-Smith, 19999');
  }, 120_000);

  it('has no content column while the content setting is off', () => {
    const { sharedContent: _, ...withoutContent } = input(2);
    expect(buildExportTable(withoutContent, labels).headers).not.toContain('Content to share');
  });

  it('writes CSV in UTF-8 with a byte-order mark, quoting what needs it', () => {
    const text = csvText(buildExportTable(input(3), labels));
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const parsed = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data).toHaveLength(4);
    const header = parsed.data[0]!;
    expect(parsed.data[1]![header.indexOf('F:fullname')]).toBe('Zoë Ünal-Smith, 0');
    expect(parsed.data[1]![header.indexOf('F:company')]).toBe('Grüne "Wiese" GmbH');
    expect(parsed.data[1]![header.indexOf('Notes')]).toBe('2026-11-21 10:00 Sam Visser: Call back\non Monday');
    expect(parsed.data[1]![header.indexOf('Scanned')]).toBe('2026-11-21T09:00:00.000Z');
  });
});
