/**
 * Once the service worker is active, asks it to store the rest of the app in the background and
 * the texts of the language shown (again on every change of language: the worker cannot read the
 * choice), and says 'Ready offline' once per device when the booth part is stored (issue #30).
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { OFFLINE_READY_NOTICE_MS, OFFLINE_READY_SAID_KEY, type PrecacheMessage, type PrecacheStatus } from '../../domain/precache';
import type { Notice } from './NoticeProvider';

function said(): boolean {
  try {
    return localStorage.getItem(OFFLINE_READY_SAID_KEY) === '1';
  } catch {
    return true;
  }
}

function remember(): void {
  try {
    localStorage.setItem(OFFLINE_READY_SAID_KEY, '1');
  } catch {
    // Private mode: it may be said again on the next visit.
  }
}

function ask(worker: ServiceWorker): Promise<PrecacheStatus> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<PrecacheStatus>) => resolve(event.data);
    worker.postMessage({ type: 'PRECACHE_STATUS' } satisfies PrecacheMessage, [channel.port2]);
  });
}

export function useOfflineReady(notify: (notice: Notice) => string): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
    let stopped = false;
    const post = (message: PrecacheMessage) => void navigator.serviceWorker.ready.then((r) => r.active?.postMessage(message));
    const storeLanguage = (language: string | undefined) => {
      if (language) post({ type: 'STORE_LANGUAGE', language });
    };
    void navigator.serviceWorker.ready.then(async (registration) => {
      const worker = registration.active;
      if (stopped || !worker) return;
      storeLanguage(i18n.resolvedLanguage);
      worker.postMessage({ type: 'STORE_LATER' } satisfies PrecacheMessage);
      if (said()) return;
      const status = await ask(worker);
      if (stopped || !status.booth || said()) return;
      remember();
      notify({ id: 'offline-ready', kind: 'info', messageKey: 'notice.offlineReady', timeoutMs: OFFLINE_READY_NOTICE_MS });
    });
    i18n.on('languageChanged', storeLanguage);
    return () => {
      stopped = true;
      i18n.off('languageChanged', storeLanguage);
    };
  }, [i18n, notify]);
}
