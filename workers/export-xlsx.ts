/** XLSX in the browser: the shared sheet (export-file.ts) through write-excel-file's browser build. */
import writeXlsxFile from 'write-excel-file/browser';
import type { ExportTable } from '../src/domain/export';
import { xlsxSheet } from './export-file';

export function xlsxBlob(table: ExportTable): Promise<Blob> {
  const sheet = xlsxSheet(table);
  return writeXlsxFile(sheet.rows, sheet.options, sheet.features).toBlob();
}
