/**
 * Notices (toasts): short messages at the bottom of the screen, announced to screen readers.
 * A notice disappears after its time-out unless it has none (the 'new version' notice).
 */
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
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
      setNotices((list) => [...list.filter((n) => n.id !== id), { ...notice, id }]);
      const timeout = notice.timeoutMs === undefined ? DEFAULT_TIMEOUT_MS : notice.timeoutMs;
      clearTimeout(timers.current.get(id));
      if (timeout !== null) timers.current.set(id, setTimeout(() => dismiss(id), timeout));
      return id;
    },
    [dismiss],
  );

  const api = useMemo(() => ({ notify, dismiss }), [notify, dismiss]);

  return (
    <NoticeContext.Provider value={api}>
      {children}
      <div className="notices" role="region" aria-label={t('notice.region')}>
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
