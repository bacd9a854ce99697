import { describe, expect, it } from 'vitest';
import { calibratedSlowdown } from './cpu-calibration';

describe('calibratedSlowdown', () => {
  it("gives Lighthouse's default 4× to the desktop it was made for, less to a slower machine, more to a faster one", () => {
    expect(calibratedSlowdown(1533)).toBe(4);
    expect(calibratedSlowdown(1210)).toBe(2.82);
    expect(calibratedSlowdown(800)).toBe(2);
    expect(calibratedSlowdown(2000)).toBe(6);
  });

  it('never speeds a machine up: one too slow to emulate the phone runs unthrottled', () => {
    expect(calibratedSlowdown(150)).toBe(1);
    expect(calibratedSlowdown(90)).toBe(1);
  });
});
