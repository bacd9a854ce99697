/**
 * Writes an export table (src/domain/export.ts) as a file: CSV in UTF-8 with a byte-order mark
 * (so Excel opens accents and non-Latin names correctly) or XLSX (write-excel-file), header row
 * kept in view. The one writer of the app's downloads (in the export worker) and the server's
 * e-mailed exports: the page writes XLSX with write-excel-file's browser build, the server with
 * its Node build, both from `xlsxSheet`.
 */
import Papa from 'papaparse';
import { csvCell, type ExportTable } from '../src/domain/export';

export function csvText(table: ExportTable): string {
  return '\uFEFF' + Papa.unparse({ fields: table.headers, data: table.rows.map((r) => r.map(csvCell)) }, { newline: '\r\n' });
}

/** The sheet's rows (a bold header, then the table) and options, for write-excel-file. */
export function xlsxSheet(table: ExportTable) {
  const header = table.headers.map((h) => ({ value: h, fontWeight: 'bold' as const }));
  return {
    rows: [header, ...table.rows],
    options: {
      dateFormat: 'yyyy-mm-dd hh:mm',
      stickyRowsCount: 1,
      columns: table.headers.map((h) => ({ width: Math.min(40, Math.max(12, h.length + 2)) })),
    },
  };
}
