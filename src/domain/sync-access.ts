/**
 * Who syncs: the sessions whose device keeps an event's leads and sends them. One rule for the
 * server's sync routes (server/sync/routes.ts), the app's sync scheduler (src/app/SyncProvider.tsx)
 * and the service worker's background drain (sw/background-sync.ts).
 */
import type { SessionMode } from './session';

export const SYNC_ACCESS = { modes: ['partner', 'staff', 'scan'], setting: 'connections' } as const satisfies { modes: readonly SessionMode[]; setting: string };

/** Whether a session of this kind syncs: an exhibitor's, in a mode that captures, with leads switched on for the event. */
export function syncs(info: { sessionMode: SessionMode; partner: unknown; settings: { [SYNC_ACCESS.setting]: boolean } }): boolean {
  return !!info.partner && (SYNC_ACCESS.modes as readonly SessionMode[]).includes(info.sessionMode) && info.settings[SYNC_ACCESS.setting];
}
