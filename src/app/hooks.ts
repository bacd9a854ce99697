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
let baseTitle: string | null = null;
let titleCount = 0;

function applyTitle(): void {
  if (baseTitle === null) return;
  document.title = titleCount > 0 ? `(${titleCount}) ${baseTitle}` : baseTitle;
}

/** How many unread notifications to show at the front of the page title (0: none). */
export function setTitleCount(count: number): void {
  titleCount = count;
  applyTitle();
}

/** Sets the page title (environment name + product name, after the page's own name), debounced 50 ms. */
export function usePageTitle(environmentName: string | null | undefined, pageName?: string): void {
  useEffect(() => {
    clearTimeout(titleTimer);
    titleTimer = setTimeout(() => {
      baseTitle = pageTitle(environmentName, pageName);
      applyTitle();
    }, PAGE_META_DEBOUNCE_MS);
  }, [environmentName, pageName]);
}
