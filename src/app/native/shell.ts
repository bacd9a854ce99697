/** Whether the page runs inside the native shell (bridge or session), read once per page. */
import { runsInShell } from '../../domain/native';
import { nativeBridge, type NativeBridge } from '../../lib/native';
import { useApp } from '../AppContext';

let bridge: NativeBridge | null | undefined;

/** The shell's bridge, read once (the shell injects it before the page's scripts run). */
export function shellBridge(): NativeBridge | null {
  if (bridge === undefined) bridge = nativeBridge();
  return bridge;
}

export function useInShell(): boolean {
  const { info } = useApp();
  return runsInShell(shellBridge(), info);
}
