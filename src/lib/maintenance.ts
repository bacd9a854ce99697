/**
 * The server is down for maintenance (503 with the maintenance body) or, on a phone, unavailable
 * (503 with Retry-After): a small store the HTTP client writes and the shell's maintenance page
 * reads. Any answer that is not such a 503 means the server is back: the state clears and
 * 'serverBack' tells the sync scheduler to send what waited.
 */
import { maintenanceRetrySeconds } from '../domain/native';
import { emit } from './events';

export interface MaintenanceState {
  reason: 'maintenance' | 'unavailable';
  /** When the page asks the server again (ms since the epoch). */
  retryAt: number;
}

let state: MaintenanceState | null = null;
const listeners = new Set<() => void>();

function set(next: MaintenanceState | null): void {
  const wasDown = state !== null;
  state = next;
  listeners.forEach((l) => l());
  if (wasDown && !next) emit('serverBack');
}

export function reportMaintenance(reason: MaintenanceState['reason'], retryAfterSeconds: number | null, now = Date.now()): void {
  // 'unavailable' never downgrades a known maintenance.
  const kind = reason === 'unavailable' && state?.reason === 'maintenance' ? 'maintenance' : reason;
  set({ reason: kind, retryAt: now + maintenanceRetrySeconds(retryAfterSeconds) * 1000 });
}

/** The server answered (anything but a 503): back to normal. */
export function reportServerAnswered(): void {
  if (state) set(null);
}

export function maintenanceState(): MaintenanceState | null {
  return state;
}

export function subscribeMaintenance(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
