/**
 * The decoder benchmark's corpus, generated from a seed rather than hand-picked: visitor-badge QR
 * codes of every error-correction level (L, M, Q, H) and mask pattern (0-7) at 3, 5 and 8 px per
 * module, holding `LSB1:demo-expo:<badge code>` like real badges, and Code 128 badges holding a bare
 * formatted badge code. Each code sits on a badge card in a 1280x720 frame with some clutter, once
 * clean (axis-aligned, full contrast) and once as a noisy variant (rotated, blurred, low contrast,
 * under- or over-exposed, sensor noise); frames with no code at all (noise, gradients, text, shapes,
 * stripes, random blocks) catch false reads. Every frame knows the text a decoder must return, so a read with other text counts as
 * a false read. Runs in the browser (OffscreenCanvas); the same seed gives the same frames.
 */
import QRCode, { type QRCodeErrorCorrectionLevel, type QRCodeMaskPattern } from 'qrcode';
import bwipjs from 'bwip-js/browser';
import { badgeCodeFromBytes, formatBadgeCode } from '../../src/domain/badge';
import { badgeQrPayload } from '../../src/domain/badge-qr';

export const FRAME_WIDTH = 1280;
export const FRAME_HEIGHT = 720;
export const CORPUS_SEED = 20261121;
export const EVENT_ID = 'demo-expo';

const EC_LEVELS: QRCodeErrorCorrectionLevel[] = ['L', 'M', 'Q', 'H'];
const MASKS: QRCodeMaskPattern[] = [0, 1, 2, 3, 4, 5, 6, 7];
const QR_MODULE_PX = [3, 5, 8];
const CODE128_COUNT = 10;
const EMPTY_COUNT = 30;
const EMPTY_KINDS = ['noise', 'gradient', 'text', 'shapes', 'stripes', 'blocks'] as const;

export type FrameKind = 'clean' | 'noisy' | 'empty';

/** How a noisy frame is degraded; a clean frame has none of it. */
export interface Distortion {
  /** Rotation of the code, degrees. */
  angle: number;
  /** Gaussian blur of the whole frame, px (a camera slightly out of focus). */
  blurPx: number;
  /** Standard deviation of the added sensor noise, in 0-255 levels. */
  noise: number;
  /** Contrast left (1 = unchanged): dim light, glare, a badge in the shade. */
  contrast: number;
  /** Exposure: the level mid-grey ends up at (128 = unchanged), so frames come out dark or bright. */
  level: number;
}

interface QrSymbol {
  symbology: 'qr';
  ecLevel: QRCodeErrorCorrectionLevel;
  mask: QRCodeMaskPattern;
  modulePx: number;
}
interface Code128Symbol {
  symbology: 'code128';
  modulePx: number;
  barHeight: number;
}
interface NoSymbol {
  symbology: 'none';
  scene: (typeof EMPTY_KINDS)[number];
}

export type FrameCase = {
  id: string;
  kind: FrameKind;
  /** The text a decoder must return; null for a frame without a code. */
  expected: string | null;
  /** Seed of the frame's own random choices (placement, clutter, noise). */
  seed: number;
  background: number;
  distortion: Distortion | null;
} & (QrSymbol | Code128Symbol | NoSymbol);

/** mulberry32: small, fast, good enough for test data, and the same everywhere. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (rng: () => number, lo: number, hi: number) => lo + (hi - lo) * rng();
const round1 = (x: number) => Math.round(x * 10) / 10;

function badgeCode(rng: () => number): string {
  return badgeCodeFromBytes(Array.from({ length: 15 }, () => Math.floor(rng() * 256)));
}

/** A noisy variant's degradation; `maxAngle` is smaller for linear codes (see buildCorpus). */
function distortion(rng: () => number, modulePx: number, maxAngle: number): Distortion {
  return {
    angle: round1((rng() < 0.5 ? -1 : 1) * between(rng, 3, maxAngle)),
    blurPx: round1(modulePx * between(rng, 0.1, 0.3)),
    noise: round1(between(rng, 5, 18)),
    contrast: Math.round(between(rng, 0.4, 0.7) * 100) / 100,
    level: Math.round(between(rng, 70, 190)),
  };
}

/**
 * Every frame of the benchmark: 96 QR codes (4 levels x 8 masks x 3 module sizes) and 10 Code 128
 * badges, each clean and noisy, then 30 frames without a code.
 *
 * A noisy variant has all of: blur of 0.1-0.3 module (sigma), sensor noise of 5-18 levels (sigma),
 * 40-70% of the contrast left, mid-grey exposed at 70-190, and a turn. Exposure matters: without
 * it a fixed threshold at 127 would look like the best binarizer.
 *
 * Noisy QR codes turn 3-30 degrees (a badge held at an angle). Noisy Code 128 badges turn 3-8
 * degrees only: a scan line must cross every bar, which a 450-670 px wide, 90-130 px tall code
 * allows up to about 10 degrees; beyond that no linear reader can work and the user straightens it.
 */
export function buildCorpus(seed = CORPUS_SEED): FrameCase[] {
  const rng = prng(seed);
  const frameSeed = () => Math.floor(rng() * 2 ** 32);
  const background = () => (rng() < 0.5 ? 255 : Math.round(between(rng, 215, 240)));
  const clean: FrameCase[] = [];
  const noisy: FrameCase[] = [];
  for (const modulePx of QR_MODULE_PX) {
    for (const ecLevel of EC_LEVELS) {
      for (const mask of MASKS) {
        const expected = badgeQrPayload(EVENT_ID, badgeCode(rng));
        const symbol: QrSymbol = { symbology: 'qr', ecLevel, mask, modulePx };
        const name = `qr-${ecLevel}-mask${mask}-${modulePx}px`;
        clean.push({ id: `clean-${name}`, kind: 'clean', expected, seed: frameSeed(), background: background(), distortion: null, ...symbol });
        noisy.push({ id: `noisy-${name}`, kind: 'noisy', expected, seed: frameSeed(), background: background(), distortion: distortion(rng, modulePx, 30), ...symbol });
      }
    }
  }
  for (let i = 0; i < CODE128_COUNT; i++) {
    const expected = formatBadgeCode(badgeCode(rng));
    const symbol: Code128Symbol = { symbology: 'code128', modulePx: i % 2 === 0 ? 2 : 3, barHeight: Math.round(between(rng, 90, 130)) };
    const name = `code128-${i}-${symbol.modulePx}px`;
    clean.push({ id: `clean-${name}`, kind: 'clean', expected, seed: frameSeed(), background: background(), distortion: null, ...symbol });
    noisy.push({ id: `noisy-${name}`, kind: 'noisy', expected, seed: frameSeed(), background: background(), distortion: distortion(rng, symbol.modulePx, 8), ...symbol });
  }
  const empty: FrameCase[] = [];
  for (let i = 0; i < EMPTY_COUNT; i++) {
    const scene = EMPTY_KINDS[i % EMPTY_KINDS.length]!;
    // Every other empty frame is also degraded, as a real camera's would be.
    const degraded = i % 2 === 1 ? distortion(rng, 4, 30) : null;
    empty.push({ id: `empty-${scene}-${i}`, kind: 'empty', expected: null, seed: frameSeed(), background: background(), distortion: degraded, symbology: 'none', scene });
  }
  return [...clean, ...noisy, ...empty];
}

/** One line saying what a frame holds, for the benchmark's list of misses. */
export function describeFrame(c: FrameCase): string {
  const what =
    c.symbology === 'qr'
      ? `QR ${c.ecLevel} mask ${c.mask}, ${c.modulePx} px/module`
      : c.symbology === 'code128'
        ? `Code 128, ${c.modulePx} px/module`
        : `no code (${c.scene})`;
  const d = c.distortion;
  return d ? `${c.kind} ${what}, ${d.angle}°, blur ${d.blurPx} px, noise ${d.noise}, contrast ${d.contrast}, level ${d.level}` : `${c.kind} ${what}`;
}

type Ctx = OffscreenCanvasRenderingContext2D;

function context(canvas: OffscreenCanvas): Ctx {
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('no 2d context');
  return ctx;
}

/** The code, dark on white with its quiet zone, one canvas pixel per screen pixel. */
function drawSymbol(c: FrameCase): OffscreenCanvas {
  if (c.symbology === 'qr') {
    const qr = QRCode.create(c.expected!, { errorCorrectionLevel: c.ecLevel, maskPattern: c.mask });
    const n = qr.modules.size;
    const quiet = 4;
    const px = c.modulePx;
    const canvas = new OffscreenCanvas((n + 2 * quiet) * px, (n + 2 * quiet) * px);
    const ctx = context(canvas);
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.fillStyle = '#000';
    for (let row = 0; row < n; row++) {
      for (let col = 0; col < n; col++) {
        if (qr.modules.get(row, col)) ctx.fillRect((col + quiet) * px, (row + quiet) * px, px, px);
      }
    }
    return canvas;
  }
  if (c.symbology === 'code128') {
    // bwip-js only encodes (code set B for these letters); the bars are drawn here, a whole
    // number of pixels per module. sbs: widths in modules, bar first, alternating bar and space.
    const [encoded] = bwipjs.raw({ bcid: 'code128', text: c.expected! });
    if (!encoded || !('sbs' in encoded)) throw new Error('bwip-js gave no Code 128 bars');
    const modules = encoded.sbs.reduce((a, b) => a + b, 0);
    const quiet = 10;
    const px = c.modulePx;
    const textHeight = 28;
    const canvas = new OffscreenCanvas((modules + 2 * quiet) * px, c.barHeight + 2 * 12 + textHeight);
    const ctx = context(canvas);
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.fillStyle = '#000';
    let x = quiet * px;
    encoded.sbs.forEach((w, i) => {
      if (i % 2 === 0) ctx.fillRect(x, 12, w * px, c.barHeight);
      x += w * px;
    });
    // The human-readable line printed under the bars on a badge.
    ctx.font = '22px sans-serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'top';
    ctx.fillText(c.expected!, canvas.width / 2, 12 + c.barHeight + 6);
    return canvas;
  }
  throw new Error('no symbol in an empty frame');
}

const WORDS = ['Leadstand', 'Visitor', 'Hall 4', 'Booth B-212', 'Acme GmbH', 'Sales', 'Welcome', 'Demo Expo 2026', 'Exhibitor', 'Press', 'Catering', 'Exit'];

function grey(v: number, alpha = 1): string {
  const g = Math.max(0, Math.min(255, Math.round(v)));
  return `rgba(${g},${g},${g},${alpha})`;
}

function colour(rng: () => number): string {
  return `hsl(${Math.floor(rng() * 360)} ${Math.floor(between(rng, 20, 70))}% ${Math.floor(between(rng, 30, 80))}%)`;
}

/** Rectangles, circles, lines and words: what is around a badge (a lanyard, a shirt, a stand). */
function drawClutter(ctx: Ctx, rng: () => number, count: number): void {
  for (let i = 0; i < count; i++) {
    const x = rng() * FRAME_WIDTH;
    const y = rng() * FRAME_HEIGHT;
    const kind = rng();
    ctx.fillStyle = colour(rng);
    ctx.strokeStyle = colour(rng);
    if (kind < 0.3) {
      ctx.fillRect(x, y, between(rng, 20, 260), between(rng, 20, 200));
    } else if (kind < 0.5) {
      ctx.beginPath();
      ctx.arc(x, y, between(rng, 10, 120), 0, Math.PI * 2);
      ctx.fill();
    } else if (kind < 0.75) {
      ctx.lineWidth = between(rng, 1, 12);
      ctx.beginPath();
      ctx.moveTo(x, y);
      ctx.lineTo(rng() * FRAME_WIDTH, rng() * FRAME_HEIGHT);
      ctx.stroke();
    } else {
      ctx.font = `${Math.round(between(rng, 14, 48))}px sans-serif`;
      ctx.fillText(WORDS[Math.floor(rng() * WORDS.length)]!, x, y);
    }
  }
}

function drawEmptyScene(ctx: Ctx, rng: () => number, scene: NoSymbol['scene']): void {
  switch (scene) {
    case 'noise': {
      // Coarse random greys; the per-pixel noise is added with the other degradations.
      for (let y = 0; y < FRAME_HEIGHT; y += 8) {
        for (let x = 0; x < FRAME_WIDTH; x += 8) {
          ctx.fillStyle = grey(between(rng, 60, 230));
          ctx.fillRect(x, y, 8, 8);
        }
      }
      break;
    }
    case 'gradient': {
      const g = rng() < 0.5 ? ctx.createLinearGradient(0, 0, FRAME_WIDTH * rng(), FRAME_HEIGHT) : ctx.createRadialGradient(640, 360, 10, 640, 360, 700);
      for (let s = 0; s <= 4; s++) g.addColorStop(s / 4, colour(rng));
      ctx.fillStyle = g;
      ctx.fillRect(0, 0, FRAME_WIDTH, FRAME_HEIGHT);
      break;
    }
    case 'text': {
      ctx.fillStyle = '#111';
      for (let line = 0; line < 16; line++) {
        ctx.font = `${Math.round(between(rng, 16, 40))}px ${rng() < 0.5 ? 'sans-serif' : 'monospace'}`;
        const words = Array.from({ length: 6 }, () => (rng() < 0.3 ? formatBadgeCode(badgeCode(rng)) : WORDS[Math.floor(rng() * WORDS.length)]!));
        ctx.fillText(words.join(' '), between(rng, 0, 200), 40 + line * 44);
      }
      break;
    }
    case 'shapes':
      drawClutter(ctx, rng, 60);
      break;
    case 'stripes': {
      // Bars of random widths: a striped shirt or a grille, the likeliest false 1D read.
      let x = between(rng, 0, 100);
      ctx.fillStyle = '#222';
      const top = between(rng, 0, 300);
      const height = between(rng, 150, 420);
      while (x < FRAME_WIDTH) {
        const bar = Math.round(between(rng, 2, 14));
        ctx.fillRect(x, top, bar, height);
        x += bar + Math.round(between(rng, 2, 14));
      }
      break;
    }
    case 'blocks': {
      // Random dark squares on a grid, like QR modules without finder patterns.
      const px = Math.round(between(rng, 4, 9));
      const x0 = between(rng, 100, 600);
      const y0 = between(rng, 50, 300);
      ctx.fillStyle = '#000';
      for (let row = 0; row < 45; row++) for (let col = 0; col < 45; col++) if (rng() < 0.5) ctx.fillRect(x0 + col * px, y0 + row * px, px, px);
      break;
    }
  }
}

/** A table of N(0,1) samples, indexed at random: per-pixel Box-Muller would dominate the render. */
let gaussTable: Float32Array | null = null;
function gaussians(): Float32Array {
  if (gaussTable) return gaussTable;
  const rng = prng(7);
  gaussTable = new Float32Array(1 << 16);
  for (let i = 0; i < gaussTable.length; i++) {
    const u = Math.max(rng(), 1e-12);
    gaussTable[i] = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng());
  }
  return gaussTable;
}

let canvases: { scene: OffscreenCanvas; out: OffscreenCanvas } | null = null;

/**
 * Draws one frame. Returns a 1280x720 canvas that is reused by the next call: take what you need
 * (createImageBitmap, getImageData) before rendering another frame.
 */
export function renderFrame(c: FrameCase): OffscreenCanvas {
  canvases ??= { scene: new OffscreenCanvas(FRAME_WIDTH, FRAME_HEIGHT), out: new OffscreenCanvas(FRAME_WIDTH, FRAME_HEIGHT) };
  const rng = prng(c.seed);
  const ctx = context(canvases.scene);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.filter = 'none';
  ctx.globalAlpha = 1;
  ctx.fillStyle = grey(c.background);
  ctx.fillRect(0, 0, FRAME_WIDTH, FRAME_HEIGHT);

  if (c.symbology === 'none') {
    drawEmptyScene(ctx, rng, c.scene);
  } else {
    drawClutter(ctx, rng, 14);
    const symbol = drawSymbol(c);
    const angle = ((c.distortion?.angle ?? 0) * Math.PI) / 180;
    // The badge card: white, a margin around the code, placed at random but wholly in frame.
    const cardW = symbol.width + 40;
    const cardH = symbol.height + 80;
    const reachX = (Math.abs(cardW * Math.cos(angle)) + Math.abs(cardH * Math.sin(angle))) / 2;
    const reachY = (Math.abs(cardW * Math.sin(angle)) + Math.abs(cardH * Math.cos(angle))) / 2;
    const cx = Math.round(between(rng, reachX + 10, FRAME_WIDTH - reachX - 10));
    const cy = Math.round(between(rng, reachY + 10, FRAME_HEIGHT - reachY - 10));
    ctx.translate(cx, cy);
    ctx.rotate(angle);
    ctx.fillStyle = '#fff';
    ctx.fillRect(-cardW / 2, -cardH / 2, cardW, cardH);
    ctx.fillStyle = '#333';
    ctx.font = '20px sans-serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'top';
    ctx.fillText(WORDS[Math.floor(rng() * WORDS.length)]!, 0, -cardH / 2 + 8);
    ctx.textAlign = 'start';
    ctx.textBaseline = 'alphabetic';
    // Axis-aligned codes keep sharp module edges; turned ones are resampled smoothly, like a lens.
    ctx.imageSmoothingEnabled = angle !== 0;
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(symbol, Math.round(-symbol.width / 2), Math.round(-symbol.height / 2));
    ctx.setTransform(1, 0, 0, 1, 0, 0);
  }

  const d = c.distortion;
  if (!d) return canvases.scene;

  const out = context(canvases.out);
  out.filter = d.blurPx > 0 ? `blur(${d.blurPx}px)` : 'none';
  out.drawImage(canvases.scene, 0, 0);
  out.filter = 'none';
  const image = out.getImageData(0, 0, FRAME_WIDTH, FRAME_HEIGHT);
  const px = image.data;
  const table = gaussians();
  let state = (c.seed | 1) >>> 0;
  for (let i = 0; i < px.length; i += 4) {
    for (let ch = 0; ch < 3; ch++) {
      // xorshift32 picks the noise sample: cheap and deterministic.
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      px[i + ch] = d.level + (px[i + ch]! - 128) * d.contrast + d.noise * table[state & 0xffff]!;
    }
  }
  out.putImageData(image, 0, 0);
  return canvases.out;
}
