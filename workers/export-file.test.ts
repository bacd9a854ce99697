/**
 * Exports open elsewhere intact, read back by a library other than the writers (SheetJS, for
 * XLSX and CSV alike): 20,000 connections with every row and column; CSV keeps accents, commas
 * and line breaks for Excel (UTF-8 with a byte-order mark); times are the event's, with their
 * offset, the same text in CSV, XLSX and the notes; the sheet is named, sized, frozen and filtered;
 * empty columns are left out unless every field is asked for.
 */
import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import * as XLSX from 'xlsx';
import { buildExportTable, sheetNameOf, type ExportInput, type ExportLabels } from '../src/domain/export';
import { CONNECTION_CONTACT_FIELDS, CONNECTION_STAGES, SOURCE_TYPES } from '../src/domain/connection';
import { RATINGS } from '../src/domain/rating';
import writeXlsxFileNode from 'write-excel-file/node';
import { csvText, xlsxSheet } from './export-file';
import { xlsxBlob } from './export-xlsx';
import { ooxmlErrors, xlsxParts } from './test/ooxml';

const labels: ExportLabels = {
  badgeCode: 'Badge code',
  scannedAt: 'Scanned',
  scannedBy: 'Scanned by',
  source: 'Source',
  consentVersion: 'Consent (terms version)',
  consentAt: 'Consent given',
  stage: 'Stage',
  rating: 'Rating',
  notes: 'Notes',
  content: 'Content to share',
  sheet: 'Connections',
  fields: Object.fromEntries(CONNECTION_CONTACT_FIELDS.map((f) => [f, `F:${f}`])) as ExportLabels['fields'],
  stages: Object.fromEntries(CONNECTION_STAGES.map((s) => [s, `S:${s}`])) as ExportLabels['stages'],
  ratings: Object.fromEntries(RATINGS.map((r) => [r, `R:${r}`])) as ExportLabels['ratings'],
  sources: Object.fromEntries(SOURCE_TYPES.map((s) => [s, `Src:${s}`])) as ExportLabels['sources'],
  registrationTypes: { press: 'Press', visitor: 'Visitor' },
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
    contact: { fullname: `Zoë Ünal-Smith, ${i}`, company: 'Grüne "Wiese" GmbH', city: 'Köln', registrationtype: i % 2 ? 'press' : 'guest of honour' },
    consent: i % 2 ? { termsVersion: '3', at: '2026-10-01T08:00:00.000Z' } : null,
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

const AMSTERDAM = { eventName: 'Demo Expo', timeZone: 'Europe/Amsterdam' };
const EVERY_FIELD = { ...AMSTERDAM, allFields: true };

/** A sheet's XML from inside the XLSX (a ZIP), through SheetJS's own container reader. */
function partOf(bytes: Uint8Array, path: string): string {
  const zip = XLSX.CFB.read(bytes, { type: 'array' });
  const entry = XLSX.CFB.find(zip, `/${path}`);
  if (!entry) throw new Error(`no ${path}`);
  return new TextDecoder().decode(entry.content as Uint8Array);
}

describe('export files', () => {
  it('writes 20,000 connections as XLSX that another library reads back with every row and column', async () => {
    const table = buildExportTable(input(20_000), labels, EVERY_FIELD);
    const blob = await xlsxBlob(table);
    const book = XLSX.read(new Uint8Array(await blob.arrayBuffer()), { type: 'array', cellDates: true });
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: null });
    expect(rows).toHaveLength(20_001);
    expect(rows[0]).toEqual(table.headers);
    expect(table.headers).toHaveLength(1 + CONNECTION_CONTACT_FIELDS.length + 7 + questions.length + 2);
    const col = (name: string) => table.headers.indexOf(name);
    const first = rows[1]!;
    expect(first[col('F:fullname')]).toBe('Zoë Ünal-Smith, 0');
    expect(first[col('F:company')]).toBe('Grüne "Wiese" GmbH');
    expect(first[col('Badge code')]).toBe('bcdef-jklmn-stuvw');
    expect(first[col('Stage')]).toBe('S:quoted');
    expect(first[col('Source')]).toBe('Src:barcode');
    // What the visitor agreed to: the terms version and when (the event's local time), where recorded.
    expect(first[col('Consent (terms version)')]).toBeNull();
    expect(rows[2]![col('Consent (terms version)')]).toBe('3');
    expect((rows[2]![col('Consent given')] as Date).getTime()).toBe(Date.UTC(2026, 9, 1, 10));
    expect(first[col('Budget')]).toBe('Small');
    expect(first[col('Topics')]).toBe('Scanners; Software; Printers');
    // Registration types as the app names them; one it does not know stays as it is.
    expect(first[col('F:registrationtype')]).toBe('guest of honour');
    expect(rows[2]![col('F:registrationtype')]).toBe('Press');
    expect(first[col('Notes')]).toBe('2026-11-21 11:00 +01:00 Sam Visser: Call back\non Monday');
    expect(first[col('Content to share')]).toBe('Company profile; ScanPro 4');
    expect(rows[2]![col('Content to share')]).toBeNull();
    // 1 + 2 points: warm; 3 + 3 points: hot.
    expect(first[col('Rating')]).toBe('R:warm');
    expect(rows[2]![col('Rating')]).toBe('R:hot');
    // A date cell holding the event's local time (09:00 UTC is 10:00 in Amsterdam in November).
    expect((first[col('Scanned')] as Date).getTime()).toBe(Date.UTC(2026, 10, 21, 10));
    expect(rows[20_000]![col('F:fullname')]).toBe('Zoë Ünal-Smith, 19999');
  }, 120_000);

  it('has no content column while the content setting is off', () => {
    const { sharedContent: _, ...withoutContent } = input(2);
    expect(buildExportTable(withoutContent, labels, EVERY_FIELD).headers).not.toContain('Content to share');
  });

  it('writes CSV in UTF-8 with a byte-order mark, quoting what needs it', () => {
    const text = csvText(buildExportTable(input(3), labels, AMSTERDAM));
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const parsed = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data).toHaveLength(4);
    const header = parsed.data[0]!;
    expect(parsed.data[1]![header.indexOf('F:fullname')]).toBe('Zoë Ünal-Smith, 0');
    expect(parsed.data[1]![header.indexOf('F:company')]).toBe('Grüne "Wiese" GmbH');
    expect(parsed.data[1]![header.indexOf('Notes')]).toBe('2026-11-21 11:00 +01:00 Sam Visser: Call back\non Monday');
    expect(parsed.data[1]![header.indexOf('Scanned')]).toBe('2026-11-21 10:00 +01:00');
  });

  it('writes what a spreadsheet would run as a formula as text in CSV (OWASP), and as a plain text cell in XLSX', async () => {
    const dangerous = ['=HYPERLINK("http://evil.example","Click")', "+cmd|' /C calc'!A0", '-2+3+cmd|x!A1', '@SUM(1+1)', '\t=1+1', '\r=1+1', '=1+1\nsecond line'];
    const base = input(dangerous.length);
    const data: ExportInput = {
      ...base,
      connections: base.connections.map((c, i) => ({ ...c, scannedByName: i === 0 ? '=cmd|calc' : c.scannedByName, contact: { ...c.contact, company: dangerous[i]!, phone1: '+31 6 1164 7152', department: '-12.5' } })),
      // An 'other' answer, from the visitor's own words.
      answers: base.answers.map((a) => (a.questionId === 'q-topics' ? { ...a, choices: [], text: '=WEBSERVICE("http://evil.example")' } : a)),
    };
    const table = buildExportTable(data, labels, AMSTERDAM);
    const rows = Papa.parse<string[]>(csvText(table).slice(1), { skipEmptyLines: true }).data;
    const header = rows[0]!;
    rows.slice(1).forEach((row, i) => expect(row[header.indexOf('F:company')]).toBe(`'${dangerous[i]}`));
    expect(rows[1]![header.indexOf('Scanned by')]).toBe("'=cmd|calc");
    const other = rows[1]!.find((cell) => cell.includes('WEBSERVICE'))!;
    expect(other).toBeDefined();
    expect(other).not.toMatch(/^[=+\-@]/);
    // Phone numbers and signed numbers call nothing: unchanged.
    expect(rows[1]![header.indexOf('F:phone1')]).toBe('+31 6 1164 7152');
    expect(rows[1]![header.indexOf('F:department')]).toBe('-12.5');
    // No cell of the CSV starts a formula.
    for (const row of rows.slice(1)) for (const cell of row) expect(cell, cell).not.toMatch(/^[=@\t\r]|^[+-].*[A-Za-z|!]/);

    // XLSX: the same text in a text cell (never a formula), read back by SheetJS.
    const book = XLSX.read(new Uint8Array(await (await xlsxBlob(table)).arrayBuffer()), { type: 'array' });
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    const column = XLSX.utils.encode_col(table.headers.indexOf('F:company'));
    const cell = sheet[`${column}2`]!;
    expect(cell.t).toBe('s');
    expect(cell.f).toBeUndefined();
    expect(cell.v).toBe(dangerous[0]);
  });

  it('shows every time in the event’s zone with its offset, the same text in CSV, XLSX and the notes', async () => {
    const source = input(3);
    // Summer time, winter time, and an event on the other side of the Atlantic.
    source.connections[1]!.scannedAt = '2026-06-01T09:30:00.000Z';
    const table = buildExportTable(source, labels, AMSTERDAM);
    const csv = XLSX.read(csvText(table).slice(1), { type: 'string', raw: true });
    const csvRows = XLSX.utils.sheet_to_json<string[]>(csv.Sheets[csv.SheetNames[0]!]!, { header: 1, raw: false, defval: null });
    const scanned = csvRows[0]!.indexOf('Scanned');
    expect(csvRows.slice(1).map((r) => r[scanned])).toEqual(['2026-11-21 10:00 +01:00', '2026-06-01 11:30 +02:00', '2026-11-21 10:00 +01:00']);

    const book = XLSX.read(new Uint8Array(await (await xlsxBlob(table)).arrayBuffer()), { type: 'array', cellNF: true });
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    const shown = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false, defval: null });
    expect(shown.slice(1).map((r) => r[scanned])).toEqual(csvRows.slice(1).map((r) => r[scanned]));
    expect(shown[1]![csvRows[0]!.indexOf('Notes')]).toMatch(/^2026-11-21 11:00 \+01:00 Sam Visser: /);

    const newYork = buildExportTable(input(1), labels, { eventName: 'NRF', timeZone: 'America/New_York' });
    expect(csvText(newYork)).toContain('2026-11-21 04:00 -05:00');
    const utc = buildExportTable(input(1), labels, { eventName: 'X', timeZone: 'UTC' });
    expect(csvText(utc)).toContain('2026-11-21 09:00 +00:00');
  });

  it('names the sheet after the event and the export, fits the columns, freezes the header and adds a filter', async () => {
    const source = input(3);
    source.connections[2]!.contact = { ...source.connections[2]!.contact, company: 'A company with a rather long name, Inc.' };
    const table = buildExportTable(source, labels, AMSTERDAM);
    const bytes = new Uint8Array(await (await xlsxBlob(table)).arrayBuffer());
    const book = XLSX.read(bytes, { type: 'array', cellStyles: true });
    expect(book.SheetNames).toEqual(['Demo Expo Connections']);
    const sheet = book.Sheets['Demo Expo Connections']!;
    const lastColumn = XLSX.utils.encode_col(table.headers.length - 1);
    expect(sheet['!autofilter']).toEqual({ ref: `A1:${lastColumn}4` });
    const widths = (sheet['!cols'] ?? []).map((c) => c?.wch ?? c?.width);
    const company = table.headers.indexOf('F:company');
    expect(widths[company]).toBeGreaterThanOrEqual('A company with a rather long name, Inc.'.length);
    expect(widths[table.headers.indexOf('Badge code')]).toBeGreaterThanOrEqual('bcdef-jklmn-stuvw'.length);
    expect(widths[table.headers.indexOf('Badge code')]).toBeLessThan(widths[company]!);
    // Frozen below the header row.
    expect(partOf(bytes, 'xl/worksheets/sheet1.xml')).toMatch(/<pane[^>]*ySplit="1"[^>]*state="frozen"/);
    expect(partOf(bytes, 'xl/workbook.xml')).toContain(`<definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">'Demo Expo Connections'!$A$1:$${lastColumn}$4</definedName>`);
  });

  it('writes a workbook and sheet that pass the OOXML schema: one <definedNames>, every element in the schema’s order', async () => {
    const source = input(3);
    source.connections[0]!.contact = { ...source.connections[0]!.contact, fullname: "O'Brien & <Söhne>" };
    const table = buildExportTable(source, labels, { eventName: "Bob's <Expo> & Co", timeZone: 'Europe/Amsterdam' });
    // The page's build (downloads, guests, action codes) and the server's (e-mailed exports), from the same sheet.
    const sheet = xlsxSheet(table);
    const files = {
      browser: new Uint8Array(await (await xlsxBlob(table)).arrayBuffer()),
      node: new Uint8Array(await writeXlsxFileNode(sheet.rows, sheet.options, sheet.features).toBuffer()),
    };
    for (const [build, bytes] of Object.entries(files)) {
      expect(await ooxmlErrors(bytes), build).toEqual([]);
      const workbook = xlsxParts(bytes).get('xl/workbook.xml')!;
      expect(workbook.match(/<definedNames[\s/>]/g), build).toHaveLength(1);
      // The filter's name survives, quoted as Excel quotes a sheet name with an apostrophe.
      expect(workbook, build).toContain(`<definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">'${table.sheetName.replace(/'/g, "''").replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}'!$A$1:$`);
    }
    // SheetJS still reads the filter back.
    expect(XLSX.read(files.node, { type: 'array' }).Sheets[table.sheetName]!['!autofilter']?.ref).toMatch(/^A1:[A-Z]+4$/);
  });

  it('keeps sheet names within Excel’s rules', () => {
    expect(sheetNameOf('Demo Expo', 'Connections')).toBe('Demo Expo Connections');
    const long = sheetNameOf('International Trade Fair for [Packaging]: Düsseldorf 2026', 'Connections');
    expect(long.length).toBeLessThanOrEqual(31);
    expect(long).toMatch(/ Connections$/);
    expect(long).not.toMatch(/[:\\/?*[\]]/);
    expect(sheetNameOf('???', 'Kontakte')).toBe('Kontakte');
  });

  it('leaves out columns empty for every exported connection, unless every field is asked for', async () => {
    const { sharedContent: _, ...source } = input(2);
    const lean = buildExportTable({ ...source, notes: [] }, labels, AMSTERDAM);
    // The demo rows have a name, a company and a city of all the contact fields, and no notes.
    expect(lean.headers.filter((h) => h.startsWith('F:')).sort()).toEqual(['F:city', 'F:company', 'F:fullname', 'F:registrationtype']);
    expect(lean.headers).not.toContain('Notes');
    expect(lean.headers).toContain('Scanned');
    const book = XLSX.read(new Uint8Array(await (await xlsxBlob(lean)).arrayBuffer()), { type: 'array' });
    const header = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 })[0];
    expect(header).toEqual(lean.headers);
    expect(lean.rows.every((r) => r.length === lean.headers.length)).toBe(true);

    const full = buildExportTable({ ...source, notes: [] }, labels, { ...AMSTERDAM, allFields: true });
    expect(full.headers.filter((h) => h.startsWith('F:'))).toHaveLength(CONNECTION_CONTACT_FIELDS.length);
    expect(full.headers).toContain('Notes');
  });
});
