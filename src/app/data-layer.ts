/**
 * The device's data layer (Dexie, the stored session, sync) is loaded when there may be data on
 * the device or when someone logs in, not before: a first visit to /login downloads only what
 * the login needs. `startDataLayer` makes the app use it, from a session just read or just saved,
 * so the first render after a login already has the session.
 */
import { useSyncExternalStore } from 'react';
import type { StoredSession } from '../data/db';
import type * as SessionRootModule from './SessionRoot';
import { loadAppNamespaces } from '../lib/i18n';

export type DataLayer = typeof SessionRootModule;

export interface ActiveDataLayer {
  layer: DataLayer;
  /** The session the app starts from; the layer follows the stored session live from there. */
  initial: StoredSession | null;
}

let loading: Promise<DataLayer> | null = null;
let active: ActiveDataLayer | null = null;
const listeners = new Set<() => void>();

export function loadDataLayer(): Promise<DataLayer> {
  return (loading ??= Promise.all([import('./SessionRoot'), loadAppNamespaces()]).then(([layer]) => layer));
}

export async function startDataLayer(initial: StoredSession | null): Promise<DataLayer> {
  const layer = await loadDataLayer();
  if (!active) {
    active = { layer, initial };
    for (const listener of listeners) listener();
  }
  return layer;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDataLayer(): ActiveDataLayer | null {
  return useSyncExternalStore(subscribe, () => active, () => active);
}
