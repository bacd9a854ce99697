/**
 * The export worker: reads the connections to export straight from the app's IndexedDB (only
 * their ids cross from the page), builds the table and writes CSV or XLSX, so the page never
 * freezes, even with 20,000 connections.
 */
import * as Comlink from 'comlink';
import { LeadstandDB } from '../src/data/db';
import { loadQuestions } from '../src/data/questions';
import { buildExportTable, type ExportFormat, type ExportLabels } from '../src/domain/export';
import { csvText, xlsxBlob } from './export-file';

export interface ExportRequest {
  dbName?: string;
  eventId: string;
  /** In the order the list shows them. */
  connectionIds: string[];
  format: ExportFormat;
  labels: ExportLabels;
}

const api = {
  async build(req: ExportRequest): Promise<{ bytes: ArrayBuffer; rows: number; ms: number }> {
    const started = performance.now();
    const db = new LeadstandDB(req.dbName);
    try {
      // Everything read at once. A short selection looks its rows up by connection; a long one
      // reads the tables whole (one pass beats thousands of index lookups).
      const small = req.connectionIds.length < 2000;
      const [connections, questions, allAnswers, allNotes] = await Promise.all([
        db.connections.bulkGet(req.connectionIds),
        loadQuestions(db, req.eventId),
        small ? db.answers.where('connectionId').anyOf(req.connectionIds).toArray() : db.answers.toArray(),
        small ? db.notes.where('connectionId').anyOf(req.connectionIds).toArray() : db.notes.toArray(),
      ]);
      const found = connections.filter((c): c is NonNullable<typeof c> => !!c && c.eventId === req.eventId);
      const ids = new Set(found.map((c) => c.id));
      const answers = allAnswers.filter((a) => ids.has(a.connectionId));
      const notes = allNotes.filter((n) => ids.has(n.connectionId));
      const table = buildExportTable({ connections: found, answers, notes, questions: questions?.questions ?? [] }, req.labels);
      const blob = req.format === 'csv' ? new Blob([csvText(table)], { type: 'text/csv;charset=utf-8' }) : await xlsxBlob(table);
      const bytes = await blob.arrayBuffer();
      return Comlink.transfer({ bytes, rows: table.rows.length, ms: performance.now() - started }, [bytes]);
    } finally {
      db.close();
    }
  },
};

export type ExportApi = typeof api;
Comlink.expose(api);
