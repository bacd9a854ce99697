/**
 * The native shell's bridge: the object the shell injects as `window.LeadstandNative` before the
 * page's scripts run (docs/decisions.md, 'The native shell bridge'). Absent in a browser. Its
 * version and platform are checked before use; a shell without `openStore` is sent to the store
 * by address.
 */
import * as v from 'valibot';
import { NativeBridgeInfo, storeUrl } from '../domain/native';

export interface NativeBridge extends NativeBridgeInfo {
  /** Opens the shell's page in its store (to update it). */
  openStore(): void;
}

declare global {
  interface Window {
    LeadstandNative?: unknown;
  }
}

export function nativeBridge(): NativeBridge | null {
  if (typeof window === 'undefined') return null;
  const raw = window.LeadstandNative;
  if (!raw || typeof raw !== 'object') return null;
  const parsed = v.safeParse(NativeBridgeInfo, raw);
  if (!parsed.success) return null;
  const open = (raw as { openStore?: unknown }).openStore;
  const { platform } = parsed.output;
  return {
    ...parsed.output,
    openStore: typeof open === 'function' ? () => void (open as () => unknown).call(raw) : () => window.location.assign(storeUrl(platform)),
  };
}
