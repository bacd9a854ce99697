/**
 * The page's side of an export: translated labels for the worker, the worker itself (created per
 * export and ended after it), and the download of the file it returns.
 */
import * as Comlink from 'comlink';
import type { TFunction } from 'i18next';
import type { ExportApi, ExportPhases, ExportRequest } from '../../../../workers/export.worker';
import { CONNECTION_CONTACT_FIELDS, CONNECTION_STAGES, SOURCE_TYPES } from '../../../domain/connection';
import { RATINGS } from '../../../domain/rating';
import type { ExportFormat, ExportLabels } from '../../../domain/export';

export function exportLabels(t: TFunction): ExportLabels {
  const map = <K extends string>(keys: readonly K[], prefix: string) => Object.fromEntries(keys.map((k) => [k, t(`connections:${prefix}.${k}`)])) as Record<K, string>;
  return {
    badgeCode: t('connections:detail.badgeCode'),
    scannedAt: t('connections:detail.scannedAt'),
    scannedBy: t('connections:detail.scannedBy'),
    source: t('connections:detail.source'),
    stage: t('connections:tabs.stage'),
    rating: t('connections:rating.title'),
    notes: t('connections:tabs.notes'),
    content: t('connections:content.exportColumn'),
    fields: map(CONNECTION_CONTACT_FIELDS, 'field'),
    stages: map(CONNECTION_STAGES, 'stages'),
    ratings: map(RATINGS, 'rating'),
    sources: map(SOURCE_TYPES, 'source'),
  };
}

const TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv;charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Builds the file in a worker; resolves with it as a Blob. */
export async function buildExport(request: ExportRequest): Promise<{ blob: Blob; rows: number; phases: ExportPhases }> {
  const worker = new Worker(new URL('../../../workers/export.worker.ts', import.meta.url), { type: 'module', name: 'export' });
  try {
    const api = Comlink.wrap<ExportApi>(worker);
    const { bytes, rows, phases } = await api.build(request);
    return { blob: new Blob([bytes], { type: TYPES[request.format] }), rows, phases };
  } finally {
    worker.terminate();
  }
}

export function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
