/**
 * The CPU slowdown that makes a machine of this benchmark index a mid-tier phone: the formula of
 * Lighthouse's CPU throttling calculator (lighthouse-cpu-throttling-calculator.vercel.app, linked
 * from Lighthouse's docs/throttling.md): 1533 gives Lighthouse's default 4×, 1300 3×, 800 2×,
 * 150 1×; a machine slower than that cannot emulate the phone, and runs unthrottled.
 */
export function calibratedSlowdown(benchmarkIndex: number): number {
  const multiplier =
    benchmarkIndex >= 1300 ? 3 + (benchmarkIndex - 1300) / 233 : benchmarkIndex >= 800 ? 2 + (benchmarkIndex - 800) / 500 : 1 + Math.max(0, benchmarkIndex - 150) / 650;
  return Math.round(multiplier * 100) / 100;
}
