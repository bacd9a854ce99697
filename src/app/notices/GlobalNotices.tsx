/**
 * The app-wide reactions of SPEC section 8: 'Session expired', the server-unavailable dialog
 * (desktop, honouring Retry-After), 'Sorry, something went wrong!' and one page back, the offline
 * notice (5 s), the 'new version' notice (refresh or dismiss, no time-out) and the mandatory
 * update dialog, after which the app reloads in 1.5 s; and 'Ready offline', once per device.
 */
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MANDATORY_UPDATE_RELOAD_DELAY_MS, OFFLINE_NOTICE_TIMEOUT_MS } from '../../domain/constants';
import { on } from '../../lib/events';
import { reportMaintenance } from '../../lib/maintenance';
import { hiddenInShell } from '../../domain/native';
import { useInShell } from '../native/shell';
import { compareVersions } from '../../lib/config';
import { APP_VERSION } from '../../lib/http';
import { useApp } from '../AppContext';
import { useDevice } from '../hooks';
import { Dialog } from '../Dialog';
import { CONNECTIVITY_NOTICE_ID, useNotices } from './NoticeProvider';
import { activateUpdate, registerServiceWorker, useUpdateWaiting } from './service-worker-registration';
import { useOfflineReady } from './useOfflineReady';

export function GlobalNotices() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const device = useDevice();
  const { notify, dismiss } = useNotices();
  const [unavailable, setUnavailable] = useState<{ status: number; retryAt: number | null } | null>(null);
  const { config } = useApp();
  // A client older than the server's minimum must update before anything else.
  const [updateRequired, setUpdateRequired] = useState(
    () => !!config?.minClientVersion && compareVersions(APP_VERSION, config.minClientVersion) < 0,
  );
  const [now, setNow] = useState(() => Date.now());
  const deviceRef = useRef(device);
  useEffect(() => {
    deviceRef.current = device;
  }, [device]);

  // Registered after the window's load event: the worker's downloads do not compete with the page's.
  useEffect(() => registerServiceWorker(), []);
  const needRefresh = useUpdateWaiting();

  // 'Ready offline' once per device; the rest of the app is stored in the background. Said inside
  // the native shell too: the shell is a WebView around this app and keeps nothing offline itself.
  useOfflineReady(notify);

  // Inside the native shell the waiting version takes over at the shell's next launch (it has its own update dialog).
  const inShell = useInShell();
  useEffect(() => {
    if (!needRefresh || hiddenInShell('serviceWorkerUpdatePrompt', inShell)) return;
    const id = notify({
      id: 'update-available',
      kind: 'info',
      messageKey: 'notice.updateAvailable',
      timeoutMs: null,
      actions: [{ labelKey: 'action.refresh', onClick: activateUpdate }],
    });
    return () => dismiss(id);
  }, [needRefresh, inShell, notify, dismiss]);

  useEffect(() => {
    const offs = [
      on('sessionExpired', () => {
        notify({ kind: 'negative', messageKey: 'notice.sessionExpired' });
        navigate('/login', { replace: true });
      }),
      on('requestFailed', () => {
        notify({ kind: 'negative', messageKey: 'notice.somethingWentWrong' });
        navigate(-1);
      }),
      on('serverUnavailable', ({ status, retryAfterSeconds }) => {
        if (deviceRef.current === 'desktop') {
          setUnavailable({ status, retryAt: retryAfterSeconds === null ? null : Date.now() + retryAfterSeconds * 1000 });
        } else if (status === 503 && retryAfterSeconds !== null) {
          // A phone gets the unavailable page (maintenance/MaintenanceGate.tsx), which retries by itself.
          reportMaintenance('unavailable', retryAfterSeconds);
        } else {
          notify({ kind: 'negative', messageKey: status === 503 ? 'dialog.serverUnavailable.text503' : 'dialog.serverUnavailable.text504' });
        }
      }),
      on('updateRequired', () => setUpdateRequired(true)),
    ];
    const goneOffline = () => notify({ id: CONNECTIVITY_NOTICE_ID, kind: 'info', messageKey: 'notice.offline', timeoutMs: OFFLINE_NOTICE_TIMEOUT_MS });
    const backOnline = () => notify({ id: CONNECTIVITY_NOTICE_ID, kind: 'positive', messageKey: 'notice.online', timeoutMs: OFFLINE_NOTICE_TIMEOUT_MS });
    window.addEventListener('offline', goneOffline);
    window.addEventListener('online', backOnline);
    return () => {
      offs.forEach((off) => off());
      window.removeEventListener('offline', goneOffline);
      window.removeEventListener('online', backOnline);
    };
  }, [navigate, notify]);

  // The mandatory update: take the waiting service worker if there is one, then reload.
  useEffect(() => {
    if (!updateRequired) return;
    const timer = setTimeout(() => {
      activateUpdate();
      window.location.reload();
    }, MANDATORY_UPDATE_RELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [updateRequired]);

  // Count down to Retry-After.
  useEffect(() => {
    if (!unavailable?.retryAt) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [unavailable]);

  const secondsLeft = unavailable?.retryAt ? Math.max(0, Math.ceil((unavailable.retryAt - now) / 1000)) : 0;

  return (
    <>
      <Dialog
        open={unavailable !== null}
        title={t('dialog.serverUnavailable.title')}
        onClose={() => setUnavailable(null)}
        actions={
          <button type="button" className="button button-primary" disabled={secondsLeft > 0} onClick={() => window.location.reload()}>
            {secondsLeft > 0 ? t('dialog.serverUnavailable.retryIn', { count: secondsLeft }) : t('action.retry')}
          </button>
        }
      >
        <p>{unavailable?.status === 504 ? t('dialog.serverUnavailable.text504') : t('dialog.serverUnavailable.text503')}</p>
      </Dialog>
      <Dialog open={updateRequired} title={t('dialog.updateRequired.title')} role="alertdialog" actions={null}>
        <p>{t('dialog.updateRequired.text')}</p>
        <div className="progress-indeterminate" aria-hidden="true" />
      </Dialog>
    </>
  );
}
