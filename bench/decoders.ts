/**
 * Barcode decoding in Chromium, through the real decoder worker: for each engine, the share of
 * generated badge codes read clean (target 100%) and noisy (target at least 98%), false reads on
 * frames without a code (target 0) and the worker's time per 1280x720 frame (target median under
 * 12 ms). Targets apply to zxing-wasm, the engine the scanner runs where BarcodeDetector is
 * missing; zxing-js is printed beside it for comparison (ARCHITECTURE.md section 4). Serves
 * bench/browser/decoders.html with Vite and reads the figures from the page.
 */
import { report } from './support';
import { runPageBench } from './browser-bench';
import type { DecoderBench } from './browser/decoders';

const MISSES_SHOWN = 12;

export async function benchDecoders(): Promise<void> {
  const wasm: string[] = [];
  // CORPUS_SEED=n draws another corpus of the same kinds: a check that a decoder change is not tuned to one draw.
  const seed = Number(process.env.CORPUS_SEED) || null;
  if (seed) console.log(`corpus seed ${seed} (not the default)`);
  const r = await runPageBench<DecoderBench>({
    page: `bench/browser/decoders.html${seed ? `?seed=${seed}` : ''}`,
    cacheName: 'leadstand-bench-vite',
    include: ['comlink', 'qrcode', 'bwip-js/browser', 'zxing-wasm/reader', '@zxing/library'],
    // The .wasm must come from the dev server (zxing-wasm's default would fetch it from a CDN;
    // the runner refuses anything off the machine).
    onContext: (context, origin) =>
      context.on('response', (res) => {
        // The .wasm itself, not the `?url` module that only exports its address.
        const url = new URL(res.url());
        if (url.pathname.endsWith('/zxing_reader.wasm') && !url.searchParams.has('url')) wasm.push(`${res.status()} ${res.headers()['content-type'] ?? '?'} from ${url.origin === origin ? 'the dev server' : url.href}`);
      }),
  });

  const f = r.frames;
  console.log(`decoder corpus: ${f.clean} clean and ${f.noisy} noisy 1280x720 frames (${f.qr / 2} QR, ${f.code128 / 2} Code 128 each), ${f.empty} without a code`);
  console.log(`zxing_reader.wasm: ${wasm.length ? wasm.join('; ') : 'no response seen'}`);
  for (const e of r.engines) {
    if (!e.available) {
      console.log(`${e.engine}: skipped (${e.reason})`);
      continue;
    }
    // Targets hold for zxing-wasm; the others are there to compare.
    const target = e.engine === 'zxing-wasm';
    const rate = (t: { read: number; total: number }) => Math.round((t.read / t.total) * 1000) / 10;
    report(`${e.engine}: worker start`, e.startMs, 'ms');
    report(`${e.engine}: clean codes read (${e.clean.total})`, rate(e.clean), '%', target ? { min: 100 } : undefined);
    report(`${e.engine}: noisy codes read (${e.noisy.total})`, rate(e.noisy), '%', target ? { min: 98 } : undefined);
    report(`${e.engine}: false reads on empty frames (${e.emptyTotal})`, e.emptyFalseReads, 'frames', target ? { max: 0 } : undefined);
    report(`${e.engine}: code frames read with wrong text`, e.wrongText, 'frames', target ? { max: 0 } : undefined);
    report(`${e.engine}: worker ms per frame, median`, e.medianMs, 'ms', target ? { max: 12 } : undefined);
    report(`${e.engine}: worker ms per frame, p95`, e.p95Ms, 'ms');
    report(`${e.engine}: worker ms per empty frame, median`, e.emptyMedianMs, 'ms');
    for (const miss of e.misses.slice(0, MISSES_SHOWN)) console.log(`    ${miss}`);
    if (e.misses.length > MISSES_SHOWN) console.log(`    … and ${e.misses.length - MISSES_SHOWN} more`);
  }
}
