/**
 * Reading a registration or team list (CSV or XLSX) into a header row and data rows: CSV through
 * papaparse (delimiter detected, UTF-8 with or without a byte-order mark), XLSX through
 * read-excel-file (its first sheet). Runs in the import worker (import.worker.ts).
 */
import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/web-worker';

export interface ParsedFile {
  headers: string[];
  rows: string[][];
  /** Each row's number as a spreadsheet shows it (the header is row 1; empty rows are skipped, not renumbered). */
  rowNumbers: number[];
}

export type ParseFailure = 'import.fileEmpty' | 'import.fileNotFound' | 'import.fileUnreadable' | 'import.fileType';

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).trim();
}

function table(data: unknown[][]): ParsedFile | { failure: ParseFailure } {
  // Empty rows carry nothing; the others keep their number in the file.
  const filled = data.map((r, i) => ({ cells: r.map(cellText), number: i + 1 })).filter((r) => r.cells.some((c) => c !== ''));
  if (filled.length < 2) return { failure: 'import.fileEmpty' };
  const [header, ...rest] = filled;
  return { headers: header!.cells, rows: rest.map((r) => r.cells), rowNumbers: rest.map((r) => r.number) };
}

/** The file's table, or why it cannot be read. */
export async function parseImportFile(file: File): Promise<ParsedFile | { failure: ParseFailure }> {
  const name = file.name.toLowerCase();
  try {
    if (name.endsWith('.xlsx')) return table(await readSheet(file));
    if (name.endsWith('.csv') || name.endsWith('.txt') || file.type === 'text/csv') {
      const text = (await file.text()).replace(/^\uFEFF/, '');
      // The delimiter (',' or ';', as Excel writes in much of Europe) is guessed over the filled
      // rows only: an empty row in between would make every guess look inconsistent.
      const { delimiter } = Papa.parse<string[]>(text, { preview: 100, skipEmptyLines: 'greedy' }).meta;
      const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false, delimiter });
      if (parsed.errors.some((e) => e.type === 'Quotes')) return { failure: 'import.fileUnreadable' };
      return table(parsed.data);
    }
    return { failure: 'import.fileType' };
  } catch (err) {
    // The file was moved, renamed or deleted after it was chosen.
    if (err instanceof DOMException && err.name === 'NotFoundError') return { failure: 'import.fileNotFound' };
    return { failure: 'import.fileUnreadable' };
  }
}

