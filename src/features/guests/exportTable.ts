/**
 * Writes a table of guests or action codes as CSV or XLSX in the export worker (the one writer of
 * the app's downloads: workers/export-file.ts), and downloads it.
 */
import * as Comlink from 'comlink';
import type { ExportApi } from '../../../workers/export.worker';
import type { ExportFormat, ExportTable } from '../../domain/export';
import { download } from '../../lib/download';

const TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv;charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Excel's rules for a sheet's name: at most 31 characters, none of : \ / ? * [ ]. */
export function sheetName(name: string): string {
  return name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31).trim() || 'Sheet';
}

export async function downloadTable(table: ExportTable, format: ExportFormat, fileBase: string): Promise<void> {
  const worker = new Worker(new URL('../../../workers/export.worker.ts', import.meta.url), { type: 'module', name: 'export' });
  try {
    const bytes = await Comlink.wrap<ExportApi>(worker).write(table, format);
    download(new Blob([bytes], { type: TYPES[format] }), `${fileBase}.${format}`);
  } finally {
    worker.terminate();
  }
}
