/**
 * The page's side of an export: translated labels for the worker, the worker itself (created per
 * export and ended after it), and the download of the file it returns.
 */
import * as Comlink from 'comlink';
import type { TFunction } from 'i18next';
import type { ExportApi, ExportPhases, ExportRequest } from '../../../../workers/export.worker';
import { exportLabelsOf, type ExportFormat, type ExportLabels } from '../../../domain/export';

/** The export's labels in the user's language (one builder for app and server: src/domain/export.ts). */
export function exportLabels(t: TFunction): ExportLabels {
  return exportLabelsOf((key) => t(`connections:${key}`));
}

const TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv;charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Builds the file in a worker; resolves with it as a Blob. */
export async function buildExport(request: ExportRequest): Promise<{ blob: Blob; rows: number; phases: ExportPhases }> {
  const worker = new Worker(new URL('../../../../workers/export.worker.ts', import.meta.url), { type: 'module', name: 'export' });
  try {
    const api = Comlink.wrap<ExportApi>(worker);
    const { bytes, rows, phases } = await api.build(request);
    return { blob: new Blob([bytes], { type: TYPES[request.format] }), rows, phases };
  } finally {
    worker.terminate();
  }
}

export { download } from '../../../lib/download';
