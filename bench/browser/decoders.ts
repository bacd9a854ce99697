/**
 * Runs in Chromium (bench/decoders.ts serves it with Vite): starts the real decoder worker once per
 * engine, sends it every frame of the generated corpus (bench/browser/corpus.ts) as a transferred
 * ImageBitmap, the way the scanner sends camera frames, and counts what each engine read, missed
 * or misread, with the time the worker says each frame took.
 */
import * as Comlink from 'comlink';
import type { DecoderEngine } from '../../workers/decoder';
import type { DecoderApi } from '../../workers/decoder.worker';
import { buildCorpus, describeFrame, renderFrame, type FrameCase } from './corpus';

const ENGINES: DecoderEngine[] = ['zxing-wasm', 'zxing-js', 'barcode-detector'];

export interface Tally {
  read: number;
  total: number;
}

export type EngineFigures =
  | {
      engine: DecoderEngine;
      available: true;
      startMs: number;
      clean: Tally;
      noisy: Tally;
      /** Empty frames where the engine reported a code anyway. */
      emptyFalseReads: number;
      emptyTotal: number;
      /** Code frames read with a text other than the one encoded. */
      wrongText: number;
      medianMs: number;
      p95Ms: number;
      emptyMedianMs: number;
      misses: string[];
    }
  | { engine: DecoderEngine; available: false; reason: string };

export interface DecoderBench {
  frames: { clean: number; noisy: number; empty: number; qr: number; code128: number };
  engines: EngineFigures[];
}

interface Running {
  engine: DecoderEngine;
  worker: Worker;
  api: Comlink.Remote<DecoderApi>;
  startMs: number;
  ms: number[];
  emptyMs: number[];
  outcomes: { frame: FrameCase; text: string | null }[];
}

function pct(values: number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10;
}

async function start(engine: DecoderEngine): Promise<Running | { engine: DecoderEngine; available: false; reason: string }> {
  const worker = new Worker(new URL('../../workers/decoder.worker.ts', import.meta.url), { type: 'module' });
  const api = Comlink.wrap<DecoderApi>(worker);
  const t0 = performance.now();
  try {
    const running = await api.start(engine);
    if (running !== engine) throw new Error(`started ${running} instead`);
  } catch (err) {
    api[Comlink.releaseProxy]();
    worker.terminate();
    return { engine, available: false, reason: err instanceof Error ? err.message : String(err) };
  }
  return { engine, worker, api, startMs: Math.round(performance.now() - t0), ms: [], emptyMs: [], outcomes: [] };
}

async function decode(run: Running, canvas: OffscreenCanvas): Promise<{ text: string | null; ms: number }> {
  const bitmap = await createImageBitmap(canvas);
  const { result, ms } = await run.api.decode(Comlink.transfer(bitmap, [bitmap]));
  return { text: result?.text ?? null, ms };
}

function figures(run: Running): EngineFigures {
  const clean: Tally = { read: 0, total: 0 };
  const noisy: Tally = { read: 0, total: 0 };
  let emptyFalseReads = 0;
  let emptyTotal = 0;
  let wrongText = 0;
  const misses: string[] = [];
  for (const { frame, text } of run.outcomes) {
    if (frame.expected === null) {
      emptyTotal++;
      if (text !== null) {
        emptyFalseReads++;
        misses.push(`false read on ${describeFrame(frame)}: ${JSON.stringify(text)}`);
      }
      continue;
    }
    const tally = frame.kind === 'clean' ? clean : noisy;
    tally.total++;
    if (text === frame.expected) tally.read++;
    else if (text === null) misses.push(`missed ${describeFrame(frame)}`);
    else {
      wrongText++;
      misses.push(`wrong text on ${describeFrame(frame)}: ${JSON.stringify(text)}`);
    }
  }
  return {
    engine: run.engine,
    available: true,
    startMs: run.startMs,
    clean,
    noisy,
    emptyFalseReads,
    emptyTotal,
    wrongText,
    medianMs: pct(run.ms, 50),
    p95Ms: pct(run.ms, 95),
    emptyMedianMs: pct(run.emptyMs, 50),
    misses,
  };
}

async function run(): Promise<DecoderBench> {
  const corpus = buildCorpus(Number(new URLSearchParams(location.search).get('seed')) || undefined);
  const engines: EngineFigures[] = [];
  // One engine at a time, the others' workers gone, so none steals the other's CPU (two cores).
  for (const engine of ENGINES) {
    const r = await start(engine);
    if (!('worker' in r)) {
      engines.push(r);
      continue;
    }
    // One frame before measuring: the first call compiles and allocates.
    await decode(r, renderFrame(corpus[0]!));
    for (const frame of corpus) {
      const { text, ms } = await decode(r, renderFrame(frame));
      r.ms.push(ms);
      if (frame.expected === null) r.emptyMs.push(ms);
      r.outcomes.push({ frame, text });
    }
    r.api[Comlink.releaseProxy]();
    r.worker.terminate();
    engines.push(figures(r));
  }
  return {
    frames: {
      clean: corpus.filter((c) => c.kind === 'clean').length,
      noisy: corpus.filter((c) => c.kind === 'noisy').length,
      empty: corpus.filter((c) => c.kind === 'empty').length,
      qr: corpus.filter((c) => c.symbology === 'qr').length,
      code128: corpus.filter((c) => c.symbology === 'code128').length,
    },
    engines,
  };
}

(window as unknown as { __bench: Promise<DecoderBench> }).__bench = run();
