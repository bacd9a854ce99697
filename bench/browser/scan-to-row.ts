/**
 * Runs in Chromium (bench/scan-to-row.ts serves it with Vite): with 20,000 connections stored and a
 * visitor directory of 20,000, how long from a decoded badge text until the new connection is the
 * first row of the list (ConnectionStore with the list's filters and sort, as
 * bench/browser/capture.ts has it). Each of 200 scans first has the real decoder worker read a
 * 1280x720 frame holding the badge's QR code; the scan-to-row clock starts when that text is
 * back, then runs what useBadgeCapture runs (classifyScan, the existing-row read, captureConnection,
 * lookupVisitor). The frame-to-row time (bitmap, decode, then the same) is recorded beside it.
 * Not included: React rendering of the list, and the decode loop sending further frames meanwhile.
 */
import * as Comlink from 'comlink';
import type { QRCodeMaskPattern } from 'qrcode';
import { LeadstandDB, type LocalConnection, type LocalVisitor } from '../../src/data/db';
import { captureConnection, type WriteContext } from '../../src/data/mutators';
import { lookupVisitor } from '../../src/data/directory';
import { ConnectionStore } from '../../src/data/connection-store';
import { applyFilters, DEFAULT_FILTERS } from '../../src/features/connections/filters';
import { decoderWorker } from '../../src/ui/scanning/decoder-client';
import { classifyScan } from '../../src/domain/scan';
import { connectionId } from '../../src/domain/connection';
import { badgeQrPayload } from '../../src/domain/badge-qr';
import { renderFrame, type FrameCase } from './corpus';
import { benchBadgeCode, benchContact } from './people';

const STORED = 20_000;
const VISITORS = 20_000;
const SCANS = 200;
const EVENT_ID = 'bench-expo';
const ctx: WriteContext = { eventId: EVENT_ID, partnerId: 'acme', authorName: 'Bench', authorId: null };

export interface ScanToRowBench {
  engine: string;
  scans: number;
  /** Frames the decoder did not read as the badge's text (their scan still ran, on the expected text). */
  decodeMisses: number;
  /** New rows whose name did not come from the directory. */
  unnamed: number;
  seedMs: number;
  /** Decoded text to the row first in the filtered list. */
  rowMs: number[];
  /** Decoded text to useBadgeCapture's outcome (saved, with the visitor's name). */
  outcomeMs: number[];
  /** Frame (before createImageBitmap) to the row first in the list; frames read correctly only. */
  frameToRowMs: number[];
  /** Bitmap plus the worker's decode, per frame. */
  decodeMs: number[];
}

/** The badge card in a 1280x720 frame: QR code at error correction M, as the app draws badge codes. */
function badgeFrame(i: number, text: string): FrameCase {
  return { id: `scan-${i}`, kind: 'clean', expected: text, seed: 5000 + i, background: 235, distortion: null, symbology: 'qr', ecLevel: 'M', mask: (i % 8) as QRCodeMaskPattern, modulePx: 5 };
}

async function seed(db: LeadstandDB): Promise<void> {
  const base = Date.UTC(2026, 10, 18, 9);
  const rows: LocalConnection[] = Array.from({ length: STORED }, (_, i) => {
    const code = benchBadgeCode(i);
    return {
      id: connectionId(ctx.partnerId, code),
      eventId: EVENT_ID,
      badgeCode: code,
      scannedAt: new Date(base + i * 4_600).toISOString(),
      scannedByID: null,
      scannedByName: 'Someone',
      sourceType: 'barcode',
      stage: 'new',
      rating: null,
      licensed: true,
      visitorID: `visitor-${i}`,
      contact: benchContact(i),
      syncState: 'completed',
    };
  });
  // The directory holds the visitors about to be scanned and most of those already stored.
  const first = STORED + SCANS - VISITORS;
  const visitors: LocalVisitor[] = Array.from({ length: VISITORS }, (_, k) => {
    const n = first + k;
    const contact = benchContact(n);
    return { eventId: EVENT_ID, code: benchBadgeCode(n), id: `visitor-${n}`, name: contact.fullname!, company: contact.company ?? null };
  });
  await db.connections.bulkAdd(rows);
  await db.visitors.bulkAdd(visitors);
}

async function run(): Promise<ScanToRowBench> {
  const db = new LeadstandDB(`bench-scan-${Date.now()}`);
  const seedStart = performance.now();
  await seed(db);
  const seedMs = Math.round(performance.now() - seedStart);

  // The list screen: the store, then search/filter/sort on every change.
  let waitingFor: string | null = null;
  let seen: ((row: LocalConnection) => void) | null = null;
  const store = new ConnectionStore(db, EVENT_ID);
  const unsubscribe = store.subscribe(() => {
    const list = applyFilters(store.getSnapshot() ?? [], DEFAULT_FILTERS);
    if (waitingFor && list[0]?.id === waitingFor) {
      waitingFor = null;
      seen?.(list[0]);
    }
  });
  await store.settled();

  // The scanner's decoder worker, started as the scan view starts it; one frame to warm it up.
  const decoder = decoderWorker();
  const engine = await decoder.start();
  const decode = async (canvas: OffscreenCanvas) => {
    const bitmap = await createImageBitmap(canvas);
    const { result } = await decoder.decode(Comlink.transfer(bitmap, [bitmap]));
    return result?.text ?? null;
  };
  await decode(renderFrame(badgeFrame(-1, badgeQrPayload(EVENT_ID, benchBadgeCode(0)))));

  const out: ScanToRowBench = { engine, scans: SCANS, decodeMisses: 0, unnamed: 0, seedMs, rowMs: [], outcomeMs: [], frameToRowMs: [], decodeMs: [] };
  for (let i = 0; i < SCANS; i++) {
    const expected = badgeQrPayload(EVENT_ID, benchBadgeCode(STORED + i));
    const canvas = renderFrame(badgeFrame(i, expected));
    // Scans come seconds apart: let the last one's leftovers (store, outbox) finish first.
    await new Promise((r) => setTimeout(r, 20));

    const frameAt = performance.now();
    const decoded = await decode(canvas);
    const t0 = performance.now();
    out.decodeMs.push(t0 - frameAt);
    if (decoded !== expected) out.decodeMisses++;
    const text = decoded ?? expected;

    // What useBadgeCapture does with a decoded text, from here on timed.
    const scan = classifyScan(text, EVENT_ID);
    if (scan.kind !== 'badge') throw new Error(`scan ${i} classified as ${scan.kind}`);
    const id = connectionId(ctx.partnerId, scan.code);
    waitingFor = id;
    const shown = new Promise<{ at: number; row: LocalConnection }>((resolve) => (seen = (row) => resolve({ at: performance.now(), row })));
    const existing = await db.connections.get(id);
    if (existing) throw new Error(`scan ${i}: ${id} is stored already`);
    await captureConnection(ctx, { badgeCode: scan.code, sourceType: 'barcode', badgeEventId: scan.eventId }, db);
    const visitor = await lookupVisitor(db, EVENT_ID, scan.code);
    const outcomeAt = performance.now();
    const { at, row } = await shown;

    out.rowMs.push(at - t0);
    out.outcomeMs.push(outcomeAt - t0);
    if (decoded === expected) out.frameToRowMs.push(at - frameAt);
    if (!visitor || row.contact?.fullname !== visitor.name) out.unnamed++;
  }
  unsubscribe();
  db.close();
  await db.delete();
  return out;
}

(window as unknown as { __bench: Promise<ScanToRowBench> }).__bench = run();
