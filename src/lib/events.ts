/**
 * App-wide signals from the HTTP client and the service worker to the shell, which shows the
 * matching notice or dialog. A tiny typed emitter: no React here, so non-React code can emit.
 */
export interface AppEvents {
  sessionExpired: void;
  /** The team changed (someone's permissions): ask the server what this session may do now. */
  sessionStale: void;
  serverUnavailable: { status: 503 | 504; retryAfterSeconds: number | null };
  requestFailed: { status: number };
  updateRequired: void;
  updateAvailable: void;
  /** The server answers again after maintenance or unavailability (lib/maintenance.ts): send what waited. */
  serverBack: void;
}

type Listener<T> = (payload: T) => void;
const listeners = new Map<keyof AppEvents, Set<Listener<never>>>();

export function on<K extends keyof AppEvents>(name: K, listener: Listener<AppEvents[K]>): () => void {
  let set = listeners.get(name);
  if (!set) listeners.set(name, (set = new Set()));
  set.add(listener as Listener<never>);
  return () => set.delete(listener as Listener<never>);
}

export function emit<K extends keyof AppEvents>(name: K, ...payload: AppEvents[K] extends void ? [] : [AppEvents[K]]): void {
  for (const l of listeners.get(name) ?? []) (l as Listener<AppEvents[K] | undefined>)(payload[0]);
}
