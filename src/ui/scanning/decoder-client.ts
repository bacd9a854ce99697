/**
 * The page's handle on the decoder worker (workers/decoder.worker.ts), created on first use and
 * kept while the app runs, so opening the scan view a second time is instant.
 */
import * as Comlink from 'comlink';
import type { DecoderApi } from '../../../workers/decoder.worker';

let worker: Comlink.Remote<DecoderApi> | null = null;

export function decoderWorker(): Comlink.Remote<DecoderApi> {
  worker ??= Comlink.wrap<DecoderApi>(new Worker(new URL('../../../workers/decoder.worker.ts', import.meta.url), { type: 'module', name: 'decoder' }));
  return worker;
}

/** Time within which the same code is not captured again (it is still in front of the camera). */
export const SAME_CODE_PAUSE_MS = 3000;
