/**
 * The decoder Web Worker: camera frames come in through comlink (ImageBitmaps are transferred,
 * not copied) and decoded text goes back, so the page's main thread never decodes.
 */
import * as Comlink from 'comlink';
import { createDecoder, type Decoded, type Decoder, type DecoderEngine, type Frame } from './decoder';

let decoder: Promise<Decoder> | null = null;

const api = {
  /** Starts the engine (loads the .wasm); returns which engine runs. */
  async start(prefer?: DecoderEngine): Promise<DecoderEngine> {
    decoder ??= createDecoder(prefer);
    try {
      return (await decoder).engine;
    } catch (err) {
      decoder = null;
      throw err;
    }
  },
  /** Decodes one frame; closes a transferred bitmap when done. Returns the text and how long it took. */
  async decode(frame: Frame): Promise<{ result: Decoded | null; ms: number }> {
    const started = performance.now();
    try {
      decoder ??= createDecoder();
      return { result: await (await decoder).decode(frame), ms: performance.now() - started };
    } finally {
      if ('close' in frame) frame.close();
    }
  },
};

export type DecoderApi = typeof api;
Comlink.expose(api);
