/**
 * What every screen may read about where it runs: the start-up configuration, and the active
 * session (as stored on the device, and in the form the guard needs).
 */
import { createContext, useContext } from 'react';
import type { AppConfig } from '../lib/config';
import type { StoreConflict } from '../data/owner';
import type { SessionInfo } from '../data/types';
import { effectivePermissions } from '../domain/session';
import type { GuardSession } from './guard';

export interface AppState {
  config: AppConfig | null;
  session: GuardSession | null;
  info: SessionInfo | null;
  /** Someone else's unsent work holds this event's data on the device (data/owner.ts); undefined while read. */
  storeConflict?: StoreConflict | null;
}

export const AppContext = createContext<AppState>({ config: null, session: null, info: null });

export function useApp(): AppState {
  return useContext(AppContext);
}

export function guardSession(info: SessionInfo): GuardSession {
  return {
    mode: info.sessionMode,
    // The server computed these; effectivePermissions keeps the client's view consistent with it.
    permissions: new Set([...effectivePermissions(info.sessionMode, info.permissions), ...info.permissions]),
    settings: info.settings,
    embedded: info.embedded,
  };
}
