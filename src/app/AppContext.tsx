/**
 * What every screen may read about where it runs: the start-up configuration (event, theme),
 * and the session in the form the guard needs. Logging in (a later issue) sets the session.
 */
import { createContext, useContext } from 'react';
import type { AppConfig } from '../lib/config';
import type { GuardSession } from './guard';

export interface AppState {
  config: AppConfig | null;
  session: GuardSession | null;
}

export const AppContext = createContext<AppState>({ config: null, session: null });

export function useApp(): AppState {
  return useContext(AppContext);
}
