/**
 * Barcode decoding, kept apart from the worker wrapper so the benchmark can drive each engine
 * directly. Engines, in the order the worker tries them (ARCHITECTURE.md section 4):
 *
 * - 'barcode-detector': the browser's BarcodeDetector (Android, ChromeOS, macOS), where it knows
 *   QR and Code 128;
 * - 'zxing-wasm': ZXing-C++ compiled to WebAssembly; its .wasm file is bundled by Vite and
 *   precached by the service worker (the package's default would fetch it from a CDN);
 * - 'zxing-js': the TypeScript port @zxing/library, only where WebAssembly cannot start.
 */
import { prepareZXingModule, readBarcodes, type ReaderOptions } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { smoothedBusiestSquare } from './busiest-square';

export type DecoderEngine = 'barcode-detector' | 'zxing-wasm' | 'zxing-js';
export type BadgeFormat = 'qr' | 'code128' | 'other';

export interface Decoded {
  text: string;
  format: BadgeFormat;
}

/** What a frame is: pixels the worker owns (ImageData) or a bitmap transferred to it. */
export type Frame = ImageData | ImageBitmap;

export interface Decoder {
  engine: DecoderEngine;
  decode(frame: Frame): Promise<Decoded | null>;
}

// Only what badges carry: every extra format costs time on every frame (most frames hold no code).
const READER_OPTIONS: ReaderOptions = {
  formats: ['QRCode', 'Code128'],
  tryHarder: true,
  tryRotate: true,
  tryInvert: false,
  tryDownscale: true,
  maxNumberOfSymbols: 1,
};

const CROP_OPTIONS: ReaderOptions = { ...READER_OPTIONS, tryDownscale: false, tryRotate: false };
function formatOf(name: string): BadgeFormat {
  const n = name.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (n.startsWith('qr')) return 'qr';
  if (n === 'code128') return 'code128';
  return 'other';
}

let scratch: OffscreenCanvasRenderingContext2D | null = null;
let pixels: Uint8ClampedArray<ArrayBuffer> | null = null;

/** Pixels of a frame, for the engines that cannot read a bitmap. */
async function imageDataOf(frame: Frame): Promise<ImageData> {
  if (typeof ImageData !== 'undefined' && frame instanceof ImageData) return frame;
  const bitmap = frame as ImageBitmap;
  // WebCodecs copies a bitmap's pixels out directly (no canvas round trip) where it can convert to RGBA.
  if (typeof VideoFrame !== 'undefined') {
    try {
      const video = new VideoFrame(bitmap, { timestamp: 0 });
      try {
        const size = bitmap.width * bitmap.height * 4;
        if (!pixels || pixels.length !== size) pixels = new Uint8ClampedArray(new ArrayBuffer(size));
        await video.copyTo(pixels, { format: 'RGBA' } as VideoFrameCopyToOptions);
        return new ImageData(pixels, bitmap.width, bitmap.height);
      } finally {
        video.close();
      }
    } catch {
      // This browser cannot convert: the canvas below can.
    }
  }
  if (!scratch || scratch.canvas.width !== bitmap.width || scratch.canvas.height !== bitmap.height) {
    scratch = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d', { willReadFrequently: true })!;
  }
  scratch.drawImage(bitmap, 0, 0);
  return scratch.getImageData(0, 0, bitmap.width, bitmap.height);
}

export async function zxingWasmDecoder(url: string = wasmUrl): Promise<Decoder> {
  await prepareZXingModule({ overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? url : prefix + path) }, fireImmediately: true });
  return {
    engine: 'zxing-wasm',
    async decode(frame) {
      const image = await imageDataOf(frame);
      let [first] = await readBarcodes(image, READER_OPTIONS);
      if (!(first && first.isValid && first.text)) {
        // Nothing in the whole frame: a second, smoothed look where a small, noisy code would be.
        const crop = smoothedBusiestSquare(image);
        if (crop) [first] = await readBarcodes(new ImageData(crop.data, crop.width, crop.height), CROP_OPTIONS);
      }
      return first && first.isValid && first.text ? { text: first.text, format: formatOf(first.format) } : null;
    },
  };
}

interface DetectedBarcode {
  rawValue: string;
  format: string;
}
interface BarcodeDetectorLike {
  detect(source: ImageBitmapSource): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

export async function barcodeDetectorDecoder(): Promise<Decoder | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  const supported = await Detector.getSupportedFormats().catch(() => [] as string[]);
  if (!supported.includes('qr_code') || !supported.includes('code_128')) return null;
  const detector = new Detector({ formats: ['qr_code', 'code_128'] });
  return {
    engine: 'barcode-detector',
    async decode(frame) {
      const [first] = await detector.detect(frame);
      return first?.rawValue ? { text: first.rawValue, format: formatOf(first.format) } : null;
    },
  };
}

export async function zxingJsDecoder(): Promise<Decoder> {
  const zxing = await import('@zxing/library');
  const hints = new Map<number, unknown>([
    [zxing.DecodeHintType.POSSIBLE_FORMATS, [zxing.BarcodeFormat.QR_CODE, zxing.BarcodeFormat.CODE_128]],
    [zxing.DecodeHintType.TRY_HARDER, true],
  ]);
  const reader = new zxing.MultiFormatReader();
  reader.setHints(hints);
  return {
    engine: 'zxing-js',
    async decode(frame) {
      const data = await imageDataOf(frame);
      const luminance = new zxing.RGBLuminanceSource(toLuminance(data), data.width, data.height);
      try {
        const result = reader.decodeWithState(new zxing.BinaryBitmap(new zxing.HybridBinarizer(luminance)));
        const format = result.getBarcodeFormat() === zxing.BarcodeFormat.QR_CODE ? 'qr' : result.getBarcodeFormat() === zxing.BarcodeFormat.CODE_128 ? 'code128' : 'other';
        return { text: result.getText(), format };
      } catch {
        return null;
      } finally {
        reader.reset();
      }
    },
  };
}

/** RGBA to one byte of luminance per pixel (what @zxing/library reads). */
function toLuminance(data: ImageData): Uint8ClampedArray {
  const out = new Uint8ClampedArray(data.width * data.height);
  const px = data.data;
  for (let i = 0, j = 0; j < out.length; i += 4, j++) out[j] = (px[i]! * 306 + px[i + 1]! * 601 + px[i + 2]! * 117) >> 10;
  return out;
}

/** The best engine this browser can run. `prefer` picks one (the benchmark, tests). */
export async function createDecoder(prefer?: DecoderEngine): Promise<Decoder> {
  if (prefer === 'zxing-js') return zxingJsDecoder();
  if (prefer === 'zxing-wasm') return zxingWasmDecoder();
  if (prefer === 'barcode-detector') {
    const native = await barcodeDetectorDecoder();
    if (!native) throw new Error('BarcodeDetector is not available');
    return native;
  }
  const native = await barcodeDetectorDecoder().catch(() => null);
  if (native) return native;
  try {
    return await zxingWasmDecoder();
  } catch {
    return zxingJsDecoder();
  }
}
