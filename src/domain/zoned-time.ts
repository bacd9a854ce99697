/**
 * Wall-clock times in a given IANA time zone, for forms that enter an event's times as the
 * organiser reads them (in the event's zone, whatever zone the browser is in).
 */
import { exportTime } from './export';

const offsetMs = (offset: string): number => {
  const m = /^([+-])(\d{2}):(\d{2})$/.exec(offset);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) * 60_000 : 0;
};

/** An instant as 'YYYY-MM-DDTHH:mm' in `zone` (the value of an <input type="datetime-local">). */
export function isoToZonedWall(iso: string, zone: string): string {
  return exportTime(iso, zone).wall.toISOString().slice(0, 16);
}

/** 'YYYY-MM-DDTHH:mm' read in `zone`, as an ISO instant; null when it is not a time. */
export function zonedWallToIso(wall: string, zone: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(wall);
  if (!m) return null;
  const asUtc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  if (Number.isNaN(asUtc)) return null;
  // The zone's offset at that moment; once more from the first guess (around a change of offset).
  let instant = asUtc - offsetMs(exportTime(new Date(asUtc), zone).offset);
  instant = asUtc - offsetMs(exportTime(new Date(instant), zone).offset);
  return new Date(instant).toISOString();
}
