/**
 * The export worker: reads the connections to export straight from the app's IndexedDB (only
 * their ids cross from the page), builds the table and writes CSV or XLSX, so the page never
 * freezes, even with 20,000 connections.
 */
import * as Comlink from 'comlink';
import { LeadstandDB } from '../src/data/db';
import { readExportSource } from '../src/data/export-source';
import { buildExportTable, type ExportFormat, type ExportLabels, type ExportTable } from '../src/domain/export';
import { csvText } from './export-file';
import { xlsxBlob } from './export-xlsx';

export interface ExportRequest {
  dbName?: string;
  eventId: string;
  /** In the order the list shows them. */
  connectionIds: string[];
  format: ExportFormat;
  labels: ExportLabels;
  /** The exhibitor's content setting is on: a column of the content chosen to share. */
  withContent?: boolean;
  /** The event's name (the sheet's) and IANA time zone (every time in the file). */
  eventName: string;
  timeZone: string;
  /** Keep columns that are empty in every row. */
  allFields?: boolean;
  /** The language of the labels: questions and choices are named in it where the administrator gave the name. */
  language?: string;
}

/** Where an export's time went, for the bench: reading IndexedDB, building the table, writing the file. */
export interface ExportPhases {
  readMs: number;
  tableMs: number;
  writeMs: number;
}

const api = {
  async build(req: ExportRequest): Promise<{ bytes: ArrayBuffer; rows: number; phases: ExportPhases }> {
    const started = performance.now();
    const db = new LeadstandDB(req.dbName);
    try {
      const source = await readExportSource(db, req.eventId, req.connectionIds, req.withContent, req.language);
      const read = performance.now();
      const table = buildExportTable(source, req.labels, { eventName: req.eventName, timeZone: req.timeZone, allFields: !!req.allFields });
      const built = performance.now();
      const blob = req.format === 'csv' ? new Blob([csvText(table)], { type: 'text/csv;charset=utf-8' }) : await xlsxBlob(table);
      const bytes = await blob.arrayBuffer();
      const phases = { readMs: read - started, tableMs: built - read, writeMs: performance.now() - built };
      return Comlink.transfer({ bytes, rows: table.rows.length, phases }, [bytes]);
    } finally {
      db.close();
    }
  },
  /** A table the page built (guests, action codes) as CSV or XLSX, with the same writer. */
  async write(table: ExportTable, format: ExportFormat): Promise<ArrayBuffer> {
    const blob = format === 'csv' ? new Blob([csvText(table)], { type: 'text/csv;charset=utf-8' }) : await xlsxBlob(table);
    const bytes = await blob.arrayBuffer();
    return Comlink.transfer(bytes, [bytes]);
  },
};

export type ExportApi = typeof api;
Comlink.expose(api);
