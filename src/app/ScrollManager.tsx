/**
 * Scroll restoration: a new page starts at the top; going back restores where the user was.
 * Content of the page before may still be rendering, so the position is re-applied for 500 ms
 * after a back navigation (SPEC section 9), then left to the user.
 */
import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { SCROLL_RESTORATION_RESET_MS } from '../domain/constants';

const positions = new Map<string, number>();

export function ScrollManager() {
  const location = useLocation();
  const type = useNavigationType();

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  }, []);

  useLayoutEffect(() => {
    const key = location.key;
    const saved = positions.get(key);
    let stop = false;
    if (type === 'POP' && saved !== undefined) {
      const started = performance.now();
      const apply = () => {
        if (stop) return;
        window.scrollTo(0, saved);
        if (performance.now() - started < SCROLL_RESTORATION_RESET_MS && Math.abs(window.scrollY - saved) > 1) requestAnimationFrame(apply);
      };
      apply();
    } else if (type !== 'REPLACE') {
      window.scrollTo(0, 0);
    }
    const onUserScroll = () => (stop = true);
    window.addEventListener('wheel', onUserScroll, { passive: true });
    window.addEventListener('touchstart', onUserScroll, { passive: true });
    return () => {
      stop = true;
      positions.set(key, window.scrollY);
      window.removeEventListener('wheel', onUserScroll);
      window.removeEventListener('touchstart', onUserScroll);
    };
  }, [location.key, type]);

  return null;
}
