import { describe, expect, it } from 'vitest';
import { CROP, smoothedBusiestSquare, type Pixels } from './busiest-square';

/** A 1280x720 grey frame with sensor noise, and a 90 px checkerboard of 3 px squares (a small code) at (x, y). */
function frame(x: number, y: number, noise: number): Pixels {
  const width = 1280;
  const height = 720;
  const data = new Uint8ClampedArray(new ArrayBuffer(width * height * 4));
  let state = 12345;
  const rand = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) / 0xffffffff) * 2 - 1;
  };
  for (let py = 0; py < height; py++) {
    for (let px = 0; px < width; px++) {
      const inCode = px >= x && px < x + 90 && py >= y && py < y + 90;
      const base = inCode ? ((Math.floor((px - x) / 3) + Math.floor((py - y) / 3)) % 2 ? 70 : 190) : 140;
      const i = (py * width + px) * 4;
      for (let ch = 0; ch < 3; ch++) data[i + ch] = base + noise * rand();
      data[i + 3] = 255;
    }
  }
  return { data, width, height };
}

const spread = (p: Pixels, x0: number, y0: number, size: number) => {
  const values: number[] = [];
  for (let y = y0; y < y0 + size; y++) for (let x = x0; x < x0 + size; x++) values.push(p.data[(y * p.width + x) * 4]!);
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length);
};

describe("the decoder's second look", () => {
  for (const [x, y] of [
    [40, 30],
    [900, 500],
    [600, 300],
  ] as const) {
    it(`finds a small code at (${x}, ${y}) in a noisy frame and keeps all of it in the square`, () => {
      const square = smoothedBusiestSquare(frame(x, y, 40))!;
      expect(square.width).toBe(CROP);
      expect(square.x).toBeLessThanOrEqual(x);
      expect(square.y).toBeLessThanOrEqual(y);
      expect(square.x + CROP).toBeGreaterThanOrEqual(x + 90);
      expect(square.y + CROP).toBeGreaterThanOrEqual(y + 90);
    });
  }

  it('smooths sensor noise away from the code, in grey', () => {
    const noisy = frame(600, 300, 40);
    const square = smoothedBusiestSquare(noisy)!;
    // A corner of the square away from the code (90 px at 600, 300), before and after.
    const cx = 600 - square.x > 30 ? 0 : CROP - 25;
    const cy = 300 - square.y > 30 ? 0 : CROP - 25;
    const before = spread(noisy, square.x + cx, square.y + cy, 20);
    const after = spread(square, cx, cy, 20);
    expect(after).toBeLessThan(before * 0.6);
    const i = 4 * (10 * CROP + 10);
    expect(square.data[i]).toBe(square.data[i + 1]);
    expect(square.data[i + 3]).toBe(255);
  });

  it('leaves frames smaller than the square alone', () => {
    expect(smoothedBusiestSquare({ data: new Uint8ClampedArray(new ArrayBuffer(100 * 100 * 4)), width: 100, height: 100 })).toBeNull();
  });
});
