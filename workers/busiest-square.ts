/**
 * The decoder's second look (workers/decoder.ts): when a whole frame gives no code, the square
 * with the most fine detail, smoothed, is where a small code under sensor noise most likely is.
 * Plain typed arrays (no canvas), so it runs in the worker and in unit tests alike.
 */

/** RGBA pixels, like ImageData. */
export interface Pixels {
  data: Uint8ClampedArray<ArrayBuffer>;
  width: number;
  height: number;
}

export const CROP = 256;
const CELL = 16;
let cellEnergy: Float32Array | null = null;
let cellSums: Float64Array | null = null;
let cropPx: Uint8ClampedArray<ArrayBuffer> | null = null;
let cropLum: Uint8Array | null = null;
let cropSum: Uint16Array | null = null;

/**
 * A smoothed grey copy of the CROP x CROP square with the most fine detail (sum of luminance
 * steps between neighbouring pixels, on a grid of CELL px cells): where a small code most likely is.
 */
export function smoothedBusiestSquare(image: Pixels): (Pixels & { x: number; y: number }) | null {
  const { width: w, height: h, data } = image;
  if (w < CROP || h < CROP) return null;
  const cw = Math.floor(w / CELL);
  const ch = Math.floor(h / CELL);
  if (!cellEnergy || cellEnergy.length !== cw * ch) cellEnergy = new Float32Array(cw * ch);
  cellEnergy.fill(0);
  // Green channel, every other pixel of every fourth row: enough to find detail at an eighth of the work.
  for (let y = 0; y < ch * CELL; y += 4) {
    const row = y * w * 4;
    const down = Math.min(y + 2, h - 1) * w * 4;
    const cy = ((y / CELL) | 0) * cw;
    for (let x = 0; x < cw * CELL - 2; x += 2) {
      const i = row + x * 4 + 1;
      const g = data[i]!;
      const e = Math.abs(g - data[i + 8]!) + Math.abs(g - data[down + x * 4 + 1]!);
      cellEnergy[cy + ((x / CELL) | 0)]! += e;
    }
  }
  // The window of span x span cells with the most detail, from a summed-area table.
  const span = CROP / CELL;
  const sw = cw + 1;
  if (!cellSums || cellSums.length !== sw * (ch + 1)) cellSums = new Float64Array(sw * (ch + 1));
  for (let y = 0; y < ch; y++) {
    let row = 0;
    for (let x = 0; x < cw; x++) {
      row += cellEnergy[y * cw + x]!;
      cellSums[(y + 1) * sw + x + 1] = cellSums[y * sw + x + 1]! + row;
    }
  }
  let best = -1;
  let bx = 0;
  let by = 0;
  for (let y = 0; y + span <= ch; y++) {
    for (let x = 0; x + span <= cw; x++) {
      const sum = cellSums[(y + span) * sw + x + span]! - cellSums[y * sw + x + span]! - cellSums[(y + span) * sw + x]! + cellSums[y * sw + x]!;
      if (sum > best) {
        best = sum;
        bx = x;
        by = y;
      }
    }
  }
  const x0 = bx * CELL;
  const y0 = by * CELL;
  const n = CROP * CROP;
  if (!cropPx) {
    cropPx = new Uint8ClampedArray(new ArrayBuffer(n * 4));
    cropLum = new Uint8Array(n);
    cropSum = new Uint16Array(n);
  }
  const lum = cropLum!;
  const rows = cropSum!;
  for (let y = 0; y < CROP; y++) {
    for (let x = 0; x < CROP; x++) {
      const i = ((y0 + y) * w + x0 + x) * 4;
      lum[y * CROP + x] = (data[i]! * 306 + data[i + 1]! * 601 + data[i + 2]! * 117) >> 10;
    }
  }
  // 3x3 Gaussian (1 2 1): sensor noise drops by about half, a module of 3 px keeps its centre.
  for (let y = 0; y < CROP; y++) {
    const r = y * CROP;
    rows[r] = lum[r]! * 3 + lum[r + 1]!;
    for (let x = 1; x < CROP - 1; x++) rows[r + x] = lum[r + x - 1]! + 2 * lum[r + x]! + lum[r + x + 1]!;
    rows[r + CROP - 1] = lum[r + CROP - 1]! * 3 + lum[r + CROP - 2]!;
  }
  for (let y = 0; y < CROP; y++) {
    const up = (y > 0 ? y - 1 : y) * CROP;
    const me = y * CROP;
    const dn = (y < CROP - 1 ? y + 1 : y) * CROP;
    for (let x = 0; x < CROP; x++) {
      const v = (rows[up + x]! + 2 * rows[me + x]! + rows[dn + x]!) >> 4;
      const k = (me + x) * 4;
      cropPx[k] = v;
      cropPx[k + 1] = v;
      cropPx[k + 2] = v;
      cropPx[k + 3] = 255;
    }
  }
  return { data: cropPx, width: CROP, height: CROP, x: x0, y: y0 };
}
