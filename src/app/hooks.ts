/** Small hooks the shell and screens share: device class, online state, page title. */
import { useEffect, useSyncExternalStore } from 'react';
import { PAGE_META_DEBOUNCE_MS, pageTitle } from '../domain/constants';
import type { Device } from './route-def';

export const MOBILE_QUERY = '(max-width: 767px)';

function subscribeMedia(callback: () => void): () => void {
  const mql = window.matchMedia(MOBILE_QUERY);
  mql.addEventListener('change', callback);
  return () => mql.removeEventListener('change', callback);
}

/** Phone or desktop layout, following the window width. */
export function useDevice(): Device {
  return useSyncExternalStore(
    subscribeMedia,
    () => (window.matchMedia(MOBILE_QUERY).matches ? 'mobile' : 'desktop'),
    () => 'desktop',
  );
}

function subscribeOnline(callback: () => void): () => void {
  window.addEventListener('online', callback);
  window.addEventListener('offline', callback);
  return () => {
    window.removeEventListener('online', callback);
    window.removeEventListener('offline', callback);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, () => navigator.onLine, () => true);
}

let titleTimer: ReturnType<typeof setTimeout> | undefined;

/** Sets the page title (environment name + product name, after the page's own name), debounced 50 ms. */
export function usePageTitle(environmentName: string | null | undefined, pageName?: string): void {
  useEffect(() => {
    clearTimeout(titleTimer);
    titleTimer = setTimeout(() => {
      document.title = pageTitle(environmentName, pageName);
    }, PAGE_META_DEBOUNCE_MS);
  }, [environmentName, pageName]);
}
