/**
 * What the agenda screens read, all from the local database (they work offline): the show's days
 * in the zone the user chose, the person's timeslots, and the meetings they may see.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveQuery } from 'dexie-react-hooks';
import { useApp } from '../../app/AppContext';
import { db, type LocalConversation, type LocalTimeslot } from '../../data/db';
import { displayZone, useTimezoneType } from '../../lib/time';
import { showDays } from '../../domain/meeting';
import { isoToZonedWall, zonedWallToIso } from '../../domain/zoned-time';

/** The zone times are shown and entered in: the event's, or the browser's own. */
export function useZone(): string {
  const { info } = useApp();
  return displayZone(useTimezoneType(), info?.event.timezone) ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}


export function useShowDays(): string[] {
  const { info } = useApp();
  const zone = useZone();
  return useMemo(() => (info ? showDays(info.event.startsAt, info.event.endsAt, zone) : []), [info, zone]);
}

/** 'HH:mm' of an instant in `zone`. */
export const wallTime = (iso: string, zone: string) => isoToZonedWall(iso, zone).slice(11, 16);
/** The instant of a day and 'HH:mm' in `zone`. */
export const instantOf = (day: string, time: string, zone: string) => zonedWallToIso(`${day}T${time}`, zone);

/** The next full half hour from now (also the public meeting page's default). */
export { nextHalfHour } from '../../domain/meeting';

/** Formatters in the user's language and zone. */
export function useFormatters() {
  const { i18n } = useTranslation();
  const zone = useZone();
  const language = i18n.resolvedLanguage ?? 'en';
  return useMemo(() => {
    const time = new Intl.DateTimeFormat(language, { timeStyle: 'short', timeZone: zone });
    const day = new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
    const shortDay = new Intl.DateTimeFormat(language, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
    return {
      zone,
      time: (iso: string) => time.format(new Date(iso)),
      range: (from: string, to: string) => `${time.format(new Date(from))}–${time.format(new Date(to))}`,
      /** A day given as 'YYYY-MM-DD'. */
      day: (d: string) => day.format(new Date(`${d}T12:00:00Z`)),
      shortDay: (d: string) => shortDay.format(new Date(`${d}T12:00:00Z`)),
    };
  }, [language, zone]);
}

/** The person's own timeslots of the event (taken-back ones left out), by start. */
export function useOwnTimeslots(): LocalTimeslot[] | undefined {
  const { info } = useApp();
  const eventId = info?.event.id ?? '';
  const userId = info?.user?.id ?? '';
  return useLiveQuery(
    async () => (await db.timeslots.where('eventId').equals(eventId).toArray()).filter((s) => s.userId === userId && !s.deleted).sort((a, b) => a.startsAt.localeCompare(b.startsAt)),
    [eventId, userId],
  );
}

/** The event's meetings on this device, by start. */
export function useMeetings(): LocalConversation[] | undefined {
  const { info } = useApp();
  const eventId = info?.event.id ?? '';
  return useLiveQuery(
    async () => (await db.conversations.where('eventId').equals(eventId).toArray()).filter((c) => c.kind === 'meeting' && c.meeting).sort((a, b) => a.meeting!.startsAt.localeCompare(b.meeting!.startsAt)),
    [eventId],
  );
}
