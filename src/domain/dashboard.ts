/**
 * The dashboard's figures, worked out from the connections on the device (so they show offline
 * and follow each scan at once): today and in total, per hour of each show day in the event's
 * time zone, per team member, per stage (a funnel), per rating, and the rating calibration (the
 * rating given at the booth against the stage the lead reached later). Pure and single-pass: the
 * screen calls it on the in-memory list (data/connection-store.ts) whenever that changes.
 */
import { CONNECTION_STAGES, type ConnectionStage } from './connection';
import { exportTime } from './export';
import { RATINGS, type Rating } from './rating';
import { showDays as showDaysIn } from './meeting';

export type RatingOrNone = Rating | 'none';
export const RATING_BUCKETS: readonly RatingOrNone[] = [...RATINGS, 'none'];

/**
 * The stages a lead moves through, in order, for the funnel: a lead counts at its own stage and
 * at every stage before it. The others (active, inactive, longterm: customers' states) are counted
 * as they are, beside the funnel.
 */
export const FUNNEL_STAGES: readonly ConnectionStage[] = ['new', 'contacted', 'quoted', 'sold'];

export interface DashboardConnection {
  id: string;
  scannedAt: string;
  scannedByName: string;
  stage: ConnectionStage;
  /** The scanner's override; null: the rating worked out from the answers (`worked`). */
  rating: Rating | null;
}

export interface DashboardFigures {
  total: number;
  today: number;
  /** Each show day (the event's days, in its zone) with its scans per local hour (24 numbers). */
  days: Array<{ day: string; total: number; hours: number[] }>;
  /** Team members by how many they met, most first. */
  byStaff: Array<{ name: string; count: number }>;
  /** Connections at each stage now. */
  byStage: Record<ConnectionStage, number>;
  /** Connections that reached at least each stage of FUNNEL_STAGES. */
  funnel: Array<{ stage: ConnectionStage; count: number }>;
  byRating: Record<RatingOrNone, number>;
  /** calibration[rating][stage]: how many leads rated so at the booth are at that stage now. */
  calibration: Record<RatingOrNone, Record<ConnectionStage, number>>;
}

/** The event's calendar days 'YYYY-MM-DD' from its start to its end, in its zone. */
export function showDays(event: { startsAt: string; endsAt: string; timezone: string }): string[] {
  return showDaysIn(event.startsAt, event.endsAt, event.timezone);
}

/** The event's calendar day 'YYYY-MM-DD' at `now`, in its zone. */
export function eventDay(now: Date, timezone: string): string {
  return exportTime(now, timezone).wall.toISOString().slice(0, 10);
}

const zeroStages = (): Record<ConnectionStage, number> => Object.fromEntries(CONNECTION_STAGES.map((s) => [s, 0])) as Record<ConnectionStage, number>;

export function dashboardFigures(
  connections: readonly DashboardConnection[],
  /** The ratings worked out from the answers, by connection id (data/rating-store.ts). */
  worked: ReadonlyMap<string, Rating>,
  event: { startsAt: string; endsAt: string; timezone: string },
  now: Date,
): DashboardFigures {
  const days = showDays(event).map((day) => ({ day, total: 0, hours: Array<number>(24).fill(0) }));
  const dayIndex = new Map(days.map((d, i) => [d.day, i]));
  // The local day and hour of each UTC hour, worked out once per hour (Intl is slow per row).
  const local = new Map<number, { day: string; hour: number }>();
  const localOf = (ms: number) => {
    const key = Math.floor(ms / 3_600_000);
    let found = local.get(key);
    if (!found) {
      const wall = exportTime(new Date(key * 3_600_000), event.timezone).wall;
      found = { day: wall.toISOString().slice(0, 10), hour: wall.getUTCHours() };
      local.set(key, found);
    }
    return found;
  };
  const today = localOf(now.getTime()).day;
  const staff = new Map<string, number>();
  const byStage = zeroStages();
  const byRating: Record<RatingOrNone, number> = { hot: 0, warm: 0, cold: 0, none: 0 };
  const calibration = Object.fromEntries(RATING_BUCKETS.map((r) => [r, zeroStages()])) as Record<RatingOrNone, Record<ConnectionStage, number>>;
  let todayCount = 0;

  for (const c of connections) {
    const at = localOf(Date.parse(c.scannedAt));
    if (at.day === today) todayCount++;
    const i = dayIndex.get(at.day);
    if (i !== undefined) {
      days[i]!.total++;
      days[i]!.hours[at.hour]!++;
    }
    staff.set(c.scannedByName, (staff.get(c.scannedByName) ?? 0) + 1);
    byStage[c.stage]++;
    const rating: RatingOrNone = c.rating ?? worked.get(c.id) ?? 'none';
    byRating[rating]++;
    calibration[rating][c.stage]++;
  }

  const reached = (stage: ConnectionStage) => FUNNEL_STAGES.slice(FUNNEL_STAGES.indexOf(stage)).reduce((n, s) => n + byStage[s], 0);
  return {
    total: connections.length,
    today: todayCount,
    days,
    byStaff: [...staff].map(([name, count]) => ({ name, count })).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
    byStage,
    funnel: FUNNEL_STAGES.map((stage) => ({ stage, count: reached(stage) })),
    byRating,
    calibration,
  };
}
