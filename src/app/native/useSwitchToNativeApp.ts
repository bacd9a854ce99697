/**
 * 'Switch to native app' (a menu entry): on Android or iOS, outside the shell, for a person. It
 * asks the server for a single-use native login link and opens the shell with it (Android's intent
 * falls back to the Play Store by itself; on iOS the page goes to the App Store when the app did
 * not open within a moment).
 */
import { useCallback, useState } from 'react';
import { nativeOpenUrl, offerNativeApp, storeUrl } from '../../domain/native';
import { call } from '../../lib/call';
import { nativeLink } from '../../domain/endpoints/account';
import { refusalCode } from '../../ui/remote/messages';
import { useApp } from '../AppContext';
import { useNotices } from '../notices/NoticeProvider';
import { useInShell } from './shell';

const STORE_FALLBACK_MS = 1500;

export function useSwitchToNativeApp(): { offered: boolean; busy: boolean; switchNow: () => Promise<void> } {
  const { info } = useApp();
  const inShell = useInShell();
  const { notify } = useNotices();
  const [busy, setBusy] = useState(false);
  const platform = info ? offerNativeApp({ userAgent: navigator.userAgent, inShell, sessionMode: info.sessionMode, hasUser: !!info.user }) : null;

  const switchNow = useCallback(async () => {
    if (!platform) return;
    setBusy(true);
    try {
      const { url } = await call(nativeLink, {}, { quiet: true });
      if (platform === 'ios') {
        const fallback = setTimeout(() => {
          if (document.visibilityState === 'visible') window.location.assign(storeUrl('ios'));
        }, STORE_FALLBACK_MS);
        document.addEventListener('visibilitychange', () => clearTimeout(fallback), { once: true });
      }
      window.location.assign(nativeOpenUrl(platform, url));
    } catch (err) {
      notify({ kind: 'negative', messageKey: ['offline', 'timeout'].includes(refusalCode(err)) ? 'account.needsNetwork' : 'notice.somethingWentWrong' });
    } finally {
      setBusy(false);
    }
  }, [platform, notify]);

  return { offered: !!platform, busy, switchNow };
}
