/**
 * Notices (toasts): short messages at the bottom of the screen, announced to screen readers.
 * A notice disappears after its time-out unless it has none (the 'new version' notice). One that
 * says what another already says takes its place (`id`, `replaces`) rather than stacking on it,
 * and the space the notices take is published as `--notices-space` (px from the bottom of the
 * window), so a screen can leave room for them (issue #29: they hid the lead just added).
 */
import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icons';

export type NoticeKind = 'positive' | 'negative' | 'info';

export interface NoticeAction {
  labelKey: string;
  onClick: () => void;
}

export interface Notice {
  id?: string;
  kind: NoticeKind;
  messageKey: string;
  values?: Record<string, unknown>;
  /** Milliseconds; null keeps it until dismissed. */
  timeoutMs?: number | null;
  actions?: NoticeAction[];
  /** Ids of notices this one makes redundant: they go when it shows. */
  replaces?: string[];
}

interface ShownNotice extends Notice {
  id: string;
}

interface NoticeApi {
  notify(notice: Notice): string;
  dismiss(id: string): void;
}

const NoticeContext = createContext<NoticeApi>({ notify: () => '', dismiss: () => {} });

export function useNotices(): NoticeApi {
  return useContext(NoticeContext);
}

const DEFAULT_TIMEOUT_MS = 5000;

/** The id of the 'You are offline' / 'back online' notice, which a notice saying the same may replace. */
export const CONNECTIVITY_NOTICE_ID = 'connectivity';

export function NoticeProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [notices, setNotices] = useState<ShownNotice[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const counter = useRef(0);

  const dismiss = useCallback((id: string) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setNotices((list) => list.filter((n) => n.id !== id));
  }, []);

  const notify = useCallback(
    (notice: Notice) => {
      const id = notice.id ?? `notice-${++counter.current}`;
      const gone = new Set([id, ...(notice.replaces ?? [])]);
      for (const old of notice.replaces ?? []) {
        clearTimeout(timers.current.get(old));
        timers.current.delete(old);
      }
      setNotices((list) => [...list.filter((n) => !gone.has(n.id)), { ...notice, id }]);
      const timeout = notice.timeoutMs === undefined ? DEFAULT_TIMEOUT_MS : notice.timeoutMs;
      clearTimeout(timers.current.get(id));
      if (timeout !== null) timers.current.set(id, setTimeout(() => dismiss(id), timeout));
      return id;
    },
    [dismiss],
  );

  const api = useMemo(() => ({ notify, dismiss }), [notify, dismiss]);

  // How much of the window's bottom the notices cover, for screens that keep their content clear of it.
  const region = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = region.current;
    if (!el) return;
    const publish = () => {
      const space = el.childElementCount ? Math.max(0, Math.ceil(window.innerHeight - el.getBoundingClientRect().top)) : 0;
      document.documentElement.style.setProperty('--notices-space', `${space}px`);
    };
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(el);
    window.addEventListener('resize', publish);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', publish);
    };
  }, []);

  return (
    <NoticeContext.Provider value={api}>
      {children}
      <div ref={region} className="notices" role="region" aria-label={t('notice.region')}>
        {notices.map((n) => (
          <div key={n.id} className={`notice notice-${n.kind}`} role={n.kind === 'negative' ? 'alert' : 'status'}>
            <span className="notice-text">{t(n.messageKey, n.values)}</span>
            {n.actions?.map((a) => (
              <button
                key={a.labelKey}
                type="button"
                className="notice-action"
                onClick={() => {
                  a.onClick();
                  dismiss(n.id);
                }}
              >
                {t(a.labelKey)}
              </button>
            ))}
            <button type="button" className="icon-button notice-close" aria-label={t('action.dismiss')} onClick={() => dismiss(n.id)}>
              <Icon name="close" size={18} />
            </button>
          </div>
        ))}
      </div>
    </NoticeContext.Provider>
  );
}
