/**
 * Runs in Chromium (bench/export.ts serves it with Vite): with 20,000 connections stored (full
 * contacts, answers to 4 qualifying questions, notes), how long the real export path
 * (buildExport: the export worker reading IndexedDB and writing the file) takes from the call until
 * the Blob is ready, for XLSX and CSV, and how long the page's main thread is blocked meanwhile:
 * the longest 'longtask' entry, cross-checked by the longest gap between animation frames and
 * between setTimeout(0) callbacks.
 */
import type { TFunction } from 'i18next';
import { LeadstandDB, type LocalAnswer, type LocalConnection, type LocalNote } from '../../src/data/db';
import { storeQuestions } from '../../src/data/questions';
import { answerKey } from '../../src/data/mutators';
import { connectionId, CONNECTION_STAGES, type ConnectionStage } from '../../src/domain/connection';
import type { ExportFormat } from '../../src/domain/export';
import type { ExportPhases } from '../../workers/export.worker';
import type { QuestionDef, QuestionsResponse } from '../../src/domain/protocol';
import { buildExport, exportLabels } from '../../src/features/connections/export/exportClient';
import en from '../../locales/en/connections.json';
import { benchBadgeCode, benchContact, prng } from './people';

const STORED = 20_000;
const RUNS = 3;
const EVENT_ID = 'bench-expo';
const PARTNER_ID = 'acme';

export interface ExportRun {
  ms: number;
  /** Inside the worker: reading IndexedDB, building the table, writing the file. */
  phases: ExportPhases;
  bytes: number;
  rows: number;
  /** Longest 'longtask' entry overlapping the export; 0 when there was none (none of 50 ms or more). */
  longestTaskMs: number;
  longTasks: number;
  /** Longest time between two animation frames (16.7 ms when nothing blocks at 60 Hz). */
  frameGapMs: number;
  /** Longest time between two setTimeout(0) callbacks (about 4 ms when nothing blocks). */
  timeoutGapMs: number;
}

/** The same monitors over a stretch with no export running: what the machine's own noise looks like. */
export interface IdleControl {
  ms: number;
  longestTaskMs: number;
  frameGapMs: number;
  timeoutGapMs: number;
}

export interface ExportBench {
  stored: { connections: number; answers: number; notes: number; seedMs: number };
  /** A deliberate busy loop of this many ms, and the longest 'longtask' entry the observer reported for it. */
  observerCheck: { busyMs: number; seenMs: number };
  control: IdleControl;
  runs: Record<ExportFormat, ExportRun[]>;
}

const QUESTIONS: QuestionsResponse = {
  rating: { hotFrom: 5, warmFrom: 2 },
  questions: [
    {
      id: 'q-interest',
      name: 'Interested in',
      type: 'checkbox',
      allowOther: true,
      options: ['Conveyor systems', 'Sorting robots', 'Warehouse software', 'Maintenance contracts', 'Spare parts', 'Training'].map((name, i) => ({ id: `q-interest-${i}`, name, points: i % 3 === 0 ? 0 : 1 })),
    },
    {
      id: 'q-budget',
      name: 'Budget',
      type: 'dropdown',
      allowOther: false,
      options: ['Under €10,000', '€10,000 – €50,000', '€50,000 – €250,000', 'Over €250,000'].map((name, i) => ({ id: `q-budget-${i}`, name, points: i })),
    },
    {
      id: 'q-timeframe',
      name: 'Timeframe',
      type: 'radio',
      allowOther: true,
      options: ['This quarter', 'This year', 'Next year', 'Just looking'].map((name, i) => ({ id: `q-timeframe-${i}`, name, points: Math.max(0, 2 - i) })),
    },
    { id: 'q-followup', name: 'Follow-up wishes', type: 'open', allowOther: false, options: [] },
  ],
};

const NOTE_TEXTS = [
  'Wants a quote for two lines before the end of the month.',
  'Met at the booth with a colleague from purchasing; send the brochure.',
  'Current supplier is too slow with spare parts.\nCall back after the fair.',
  'Asked about integration with SAP. Forward to the solutions team.',
  'Très intéressé par la démo ; rappeler mardi.',
  'Budget approved for Q3, decision by the board in June.',
  'Not the decision maker, but will introduce us to the plant manager.',
];
const FOLLOW_UPS = ['Send pricing', 'Visit the plant in spring', 'Demo at their site', 'Only the newsletter, please', 'Call after 15:00'];
const STAFF = ['Robin Keller', 'Sam Visser', 'Alex Moreau'];

function seedRows() {
  const rng = prng(20261121);
  const base = Date.UTC(2026, 10, 18, 9);
  const connections: LocalConnection[] = [];
  const answers: LocalAnswer[] = [];
  const notes: LocalNote[] = [];
  const sync = { eventId: EVENT_ID, syncState: 'completed' as const };
  for (let i = 0; i < STORED; i++) {
    const code = benchBadgeCode(i);
    const id = connectionId(PARTNER_ID, code);
    // Three show days, nine hours each.
    const scannedAt = new Date(base + Math.floor(i / 7000) * 86_400_000 + (i % 7000) * 4_600).toISOString();
    const stage: ConnectionStage = rng() < 0.6 ? 'new' : CONNECTION_STAGES[Math.floor(rng() * CONNECTION_STAGES.length)]!;
    connections.push({
      ...sync,
      id,
      badgeCode: code,
      scannedAt,
      scannedByID: null,
      scannedByName: STAFF[i % STAFF.length]!,
      sourceType: rng() < 0.9 ? 'barcode' : 'manual',
      stage,
      rating: rng() < 0.1 ? 'hot' : null,
      licensed: true,
      visitorID: `visitor-${i}`,
      contact: benchContact(i),
    });
    const updatedAt = scannedAt;
    const answer = (q: QuestionDef, choices: string[], text: string | null): LocalAnswer => ({ ...sync, key: answerKey(id, q.id), connectionId: id, questionId: q.id, choices, text, updatedAt });
    const [interest, budget, timeframe, followUp] = QUESTIONS.questions as [QuestionDef, QuestionDef, QuestionDef, QuestionDef];
    // Several options of the checkbox question, sometimes with the visitor's own words.
    const chosen = interest.options.filter(() => rng() < 0.35).map((o) => o.id);
    answers.push(answer(interest, chosen.length ? chosen : [interest.options[0]!.id], rng() < 0.15 ? 'Pallet shuttles' : null));
    answers.push(answer(budget, [budget.options[Math.floor(rng() * budget.options.length)]!.id], null));
    answers.push(answer(timeframe, [timeframe.options[Math.floor(rng() * timeframe.options.length)]!.id], null));
    answers.push(answer(followUp, [], FOLLOW_UPS[Math.floor(rng() * FOLLOW_UPS.length)]!));
    const noteCount = rng() < 0.4 ? (rng() < 0.25 ? 2 : 1) : 0;
    for (let n = 0; n < noteCount; n++) {
      notes.push({
        ...sync,
        id: `note-${i}-${n}`,
        connectionId: id,
        text: NOTE_TEXTS[Math.floor(rng() * NOTE_TEXTS.length)]!,
        type: 'text',
        authorName: STAFF[(i + n) % STAFF.length]!,
        createdAt: new Date(Date.parse(scannedAt) + (n + 1) * 60_000).toISOString(),
      });
    }
  }
  return { connections, answers, notes };
}

/** The connections tab's labels in English, through the app's own exportLabels. */
function englishLabels() {
  const t = ((key: string) => {
    const path = key.slice(key.indexOf(':') + 1).split('.');
    let node: unknown = en;
    for (const part of path) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
    if (typeof node !== 'string') throw new Error(`no English text for ${key}`);
    return node;
  }) as unknown as TFunction;
  return exportLabels(t);
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Longest gaps between animation frames and between setTimeout(0) callbacks until stop(). */
function gapMonitor() {
  let stopped = false;
  let frameGap = 0;
  let timeoutGap = 0;
  let lastFrame: number | null = null;
  const frame = (now: number) => {
    if (stopped) return;
    if (lastFrame !== null) frameGap = Math.max(frameGap, now - lastFrame);
    lastFrame = now;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  let lastTimeout = performance.now();
  const tick = () => {
    if (stopped) return;
    const now = performance.now();
    timeoutGap = Math.max(timeoutGap, now - lastTimeout);
    lastTimeout = now;
    setTimeout(tick, 0);
  };
  setTimeout(tick, 0);
  return {
    stop() {
      stopped = true;
      // The gap still open at the end counts too.
      const now = performance.now();
      timeoutGap = Math.max(timeoutGap, now - lastTimeout);
      return { frameGap, timeoutGap };
    },
  };
}

/** Long tasks overlapping [from, to], collected by an observer started now. */
function longTaskObserver() {
  const entries: PerformanceEntry[] = [];
  const observer = new PerformanceObserver((list) => entries.push(...list.getEntries()));
  observer.observe({ type: 'longtask' });
  return {
    async stop(from: number, to: number): Promise<number[]> {
      // Entries are delivered after their task ends: give the last one time to arrive.
      await pause(200);
      entries.push(...observer.takeRecords());
      observer.disconnect();
      return entries.filter((e) => e.startTime < to && e.startTime + e.duration > from).map((e) => e.duration);
    },
  };
}

async function checkObserver(): Promise<{ busyMs: number; seenMs: number }> {
  const busyMs = 80;
  const tasks = longTaskObserver();
  await pause(50);
  const from = performance.now();
  while (performance.now() - from < busyMs) {
    // A deliberate long task.
  }
  const seen = await tasks.stop(from, performance.now());
  return { busyMs, seenMs: Math.round(Math.max(0, ...seen)) };
}

async function idleControl(ms: number): Promise<IdleControl> {
  const tasks = longTaskObserver();
  const gaps = gapMonitor();
  const from = performance.now();
  await pause(ms);
  const to = performance.now();
  const { frameGap, timeoutGap } = gaps.stop();
  const longTasks = await tasks.stop(from, to);
  return { ms, longestTaskMs: Math.round(Math.max(0, ...longTasks)), frameGapMs: Math.round(frameGap * 10) / 10, timeoutGapMs: Math.round(timeoutGap * 10) / 10 };
}

async function exportOnce(db: LeadstandDB, ids: string[], format: ExportFormat, labels: ReturnType<typeof englishLabels>): Promise<ExportRun> {
  const tasks = longTaskObserver();
  const gaps = gapMonitor();
  const t0 = performance.now();
  const { blob, rows, phases } = await buildExport({ dbName: db.name, eventId: EVENT_ID, connectionIds: ids, format, labels, eventName: 'Bench Expo', timeZone: 'Europe/Amsterdam' });
  const t1 = performance.now();
  const { frameGap, timeoutGap } = gaps.stop();
  const longTasks = await tasks.stop(t0, t1);

  if (rows !== ids.length) throw new Error(`${format} export has ${rows} rows, expected ${ids.length}`);
  const head = new Uint8Array(await blob.slice(0, 3).arrayBuffer());
  if (format === 'xlsx' && !(blob.size > 0 && head[0] === 0x50 && head[1] === 0x4b)) throw new Error(`the XLSX file does not start with PK (size ${blob.size})`);
  if (format === 'csv' && !(head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf)) throw new Error('the CSV file does not start with a UTF-8 byte-order mark');
  return {
    ms: Math.round(t1 - t0),
    phases: { readMs: Math.round(phases.readMs), tableMs: Math.round(phases.tableMs), writeMs: Math.round(phases.writeMs) },
    bytes: blob.size,
    rows,
    longestTaskMs: Math.round(Math.max(0, ...longTasks)),
    longTasks: longTasks.length,
    frameGapMs: Math.round(frameGap * 10) / 10,
    timeoutGapMs: Math.round(timeoutGap * 10) / 10,
  };
}

async function run(): Promise<ExportBench> {
  const db = new LeadstandDB(`bench-export-${Date.now()}`);
  try {
    const seedStart = performance.now();
    const { connections, answers, notes } = seedRows();
    await db.connections.bulkAdd(connections);
    await db.answers.bulkAdd(answers);
    await db.notes.bulkAdd(notes);
    await storeQuestions(db, EVENT_ID, QUESTIONS);
    const seedMs = Math.round(performance.now() - seedStart);
    // The list as shown: newest first.
    const ids = [...connections].sort((a, b) => (a.scannedAt < b.scannedAt ? 1 : -1)).map((c) => c.id);
    const labels = englishLabels();

    // Not measured: the dev server compiles the worker's modules on their first request.
    await buildExport({ dbName: db.name, eventId: EVENT_ID, connectionIds: ids.slice(0, 50), format: 'xlsx', labels, eventName: 'Bench Expo', timeZone: 'Europe/Amsterdam' });
    await pause(500);
    const observerCheck = await checkObserver();
    const control = await idleControl(3000);

    const runs: Record<ExportFormat, ExportRun[]> = { xlsx: [], csv: [] };
    for (const format of ['xlsx', 'csv'] as const) {
      for (let i = 0; i < RUNS; i++) {
        await pause(300);
        runs[format].push(await exportOnce(db, ids, format, labels));
      }
    }
    return { stored: { connections: connections.length, answers: answers.length, notes: notes.length, seedMs }, observerCheck, control, runs };
  } finally {
    db.close();
    await db.delete();
  }
}

(window as unknown as { __bench: Promise<ExportBench> }).__bench = run();
