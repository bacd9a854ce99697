import { describe, expect, it } from 'vitest';
import { dashboardFigures, showDays, type DashboardConnection } from './dashboard';

const event = { startsAt: '2026-03-29T07:00:00.000Z', endsAt: '2026-03-30T16:00:00.000Z', timezone: 'Europe/Amsterdam' };
const c = (id: string, scannedAt: string, extra: Partial<DashboardConnection> = {}) => ({ id, scannedAt, scannedByName: 'Sam Visser', stage: 'new' as const, rating: null, ...extra });

describe('dashboard figures', () => {
  it("counts per show day and local hour in the event's zone, across a change of clocks", () => {
    // 29 March 2026: Amsterdam moves from +01:00 to +02:00 at 01:00 UTC.
    expect(showDays(event)).toEqual(['2026-03-29', '2026-03-30']);
    const rows = [c('a', '2026-03-29T08:30:00.000Z'), c('b', '2026-03-29T08:59:00.000Z'), c('c', '2026-03-30T07:05:00.000Z'), c('d', '2026-03-28T22:30:00.000Z')];
    const f = dashboardFigures(rows, new Map(), event, new Date('2026-03-30T09:00:00.000Z'));
    expect(f.total).toBe(4);
    expect(f.today).toBe(1);
    // 08:30 UTC is 10:30 in Amsterdam after the change; 07:05 UTC the next day is 09:05.
    expect(f.days[0]!.hours[10]).toBe(2);
    expect(f.days[1]!.hours[9]).toBe(1);
    // 22:30 UTC on the 28th is 23:30 on the 28th in Amsterdam: before the show, counted in the total only.
    expect(f.days.map((d) => d.total)).toEqual([2, 1]);
  });

  it('counts per team member, stage (and the funnel), rating and calibration, with the override before the worked-out rating', () => {
    const rows = [
      c('a', '2026-03-29T08:00:00.000Z', { stage: 'sold', rating: 'hot' }),
      c('b', '2026-03-29T08:00:00.000Z', { stage: 'quoted', scannedByName: 'Robin Keller' }),
      c('c', '2026-03-29T08:00:00.000Z', { stage: 'new', rating: 'cold', scannedByName: 'Robin Keller' }),
      c('d', '2026-03-29T08:00:00.000Z', { stage: 'active' }),
    ];
    const f = dashboardFigures(rows, new Map([['b', 'hot'], ['c', 'hot']]), event, new Date('2026-03-29T12:00:00.000Z'));
    expect(f.byStaff).toEqual([
      { name: 'Robin Keller', count: 2 },
      { name: 'Sam Visser', count: 2 },
    ]);
    expect(f.funnel).toEqual([
      { stage: 'new', count: 3 },
      { stage: 'contacted', count: 2 },
      { stage: 'quoted', count: 2 },
      { stage: 'sold', count: 1 },
    ]);
    expect(f.byStage.active).toBe(1);
    expect(f.byRating).toEqual({ hot: 2, warm: 0, cold: 1, none: 1 });
    expect(f.calibration.hot).toMatchObject({ sold: 1, quoted: 1, new: 0 });
    expect(f.calibration.cold.new).toBe(1);
    expect(f.calibration.none.active).toBe(1);
  });

  it('works out 20,000 connections at once', () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => c(`x${i}`, new Date(Date.parse(event.startsAt) + i * 5000).toISOString(), { stage: 'contacted' }));
    const f = dashboardFigures(rows, new Map(), event, new Date(event.endsAt));
    expect(f.total).toBe(20_000);
    expect(f.days.reduce((n, d) => n + d.total, 0)).toBe(20_000);
    expect(f.funnel[1]).toEqual({ stage: 'contacted', count: 20_000 });
  });
});
