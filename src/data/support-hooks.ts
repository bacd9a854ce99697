/** Live device state for the support screen (/user-support). */
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from './db';
import { deviceStatus, type DeviceStatus } from './backup';

/** Unsent writes, files waiting, the last sync and its error, kept current; undefined while loading. */
export function useDeviceStatus(eventId: string | null): DeviceStatus | null | undefined {
  return useLiveQuery(async () => (eventId ? deviceStatus(db, eventId) : null), [eventId]);
}
