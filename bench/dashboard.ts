/**
 * The dashboard's figures with 20,000 connections on the device: working them out from the
 * in-memory list (what the screen does on opening and after each scan; target 150 ms to open,
 * 100 ms after a scan).
 */
import { dashboardFigures, type DashboardConnection } from '../src/domain/dashboard';
import { CONNECTION_STAGES } from '../src/domain/connection';
import { RATINGS, type Rating } from '../src/domain/rating';
import { report } from './support';

export async function benchDashboard(): Promise<void> {
  const event = { startsAt: '2026-11-23T08:00:00.000Z', endsAt: '2026-11-26T17:00:00.000Z', timezone: 'Europe/Amsterdam' };
  const rows: DashboardConnection[] = Array.from({ length: 20_000 }, (_, i) => ({
    id: `acme.c${i}`,
    scannedAt: new Date(Date.parse(event.startsAt) + ((i * 37_000) % (3 * 86_400_000))).toISOString(),
    scannedByName: `Member ${i % 25}`,
    stage: CONNECTION_STAGES[i % CONNECTION_STAGES.length]!,
    rating: i % 5 === 0 ? RATINGS[i % 3]! : null,
  }));
  const worked = new Map<string, Rating>(rows.filter((_, i) => i % 2).map((r, i) => [r.id, RATINGS[i % 3]!]));
  dashboardFigures(rows, worked, event, new Date());
  const runs: number[] = [];
  for (let i = 0; i < 10; i++) {
    const t0 = performance.now();
    dashboardFigures(rows, worked, event, new Date());
    runs.push(performance.now() - t0);
  }
  runs.sort((a, b) => a - b);
  report('dashboard figures, 20,000 connections (median)', Math.round(runs[5]! * 10) / 10, 'ms', { max: 100 });
}
