/**
 * Writes an export table (src/domain/export.ts) as a file: CSV in UTF-8 with a byte-order mark
 * (so Excel opens accents and non-Latin names correctly) or XLSX (write-excel-file), header row
 * kept in view.
 */
import Papa from 'papaparse';
import writeXlsxFile from 'write-excel-file/browser';
import { csvCell, type ExportTable } from '../src/domain/export';

export function csvText(table: ExportTable): string {
  return '\uFEFF' + Papa.unparse({ fields: table.headers, data: table.rows.map((r) => r.map(csvCell)) }, { newline: '\r\n' });
}

export async function xlsxBlob(table: ExportTable): Promise<Blob> {
  const header = table.headers.map((h) => ({ value: h, fontWeight: 'bold' as const }));
  return writeXlsxFile([header, ...table.rows], {
    dateFormat: 'yyyy-mm-dd hh:mm',
    stickyRowsCount: 1,
    columns: table.headers.map((h) => ({ width: Math.min(40, Math.max(12, h.length + 2)) })),
  }).toBlob();
}
