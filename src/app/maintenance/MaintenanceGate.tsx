/**
 * The maintenance or unavailable page (SPEC section 8): when the server answers 503 for
 * maintenance (or, on a phone, 503 with Retry-After), the app shows a full page that counts down
 * to the next try, tries, and goes back to the screen by itself when the server answers. Screens
 * that work on the device's own data (the connection list with the scan view, a connection's
 * detail) stay open with a banner instead: what is captured there waits in the outbox and goes
 * when the server is back (lib/maintenance.ts tells the sync scheduler).
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { keepsWorkingDuringMaintenance } from '../../domain/native';
import { PRODUCT_NAME } from '../../domain/constants';
import { call } from '../../lib/call';
import { appConfig } from '../../domain/endpoints/config';
import { maintenanceState, reportMaintenance, subscribeMaintenance, type MaintenanceState } from '../../lib/maintenance';
import { useApp } from '../AppContext';
import { routeOpen } from '../guard';
import { useDevice, useOnline } from '../hooks';
import { Icon } from '../icons';
import { useRoutes } from '../route-context';
import { CONNECTION_LIST_PATH } from '../route-def';
import './maintenance.css';

export function useMaintenance(): MaintenanceState | null {
  return useSyncExternalStore(subscribeMaintenance, maintenanceState, () => null);
}

/** Asks the server again when the countdown ends (or now): any answer but a 503 ends maintenance. */
function useRetry(state: MaintenanceState | null) {
  const [now, setNow] = useState(() => Date.now());
  const [checking, setChecking] = useState(false);
  const check = useCallback(async () => {
    const before = maintenanceState();
    setChecking(true);
    try {
      await call(appConfig, {}, { quiet: true, timeoutMs: 10_000 });
    } catch {
      // Still down (a maintenance answer has set the next try itself) or unreachable: try again later.
      const after = maintenanceState();
      if (after && after === before) reportMaintenance(after.reason, null);
    } finally {
      setChecking(false);
      setNow(Date.now());
    }
  }, []);
  useEffect(() => {
    if (!state) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [state]);
  useEffect(() => {
    if (state && !checking && now >= state.retryAt) void check();
  }, [state, now, checking, check]);
  const secondsLeft = state ? Math.max(0, Math.ceil((state.retryAt - now) / 1000)) : 0;
  return { secondsLeft, checking, check };
}

export function MaintenanceGate({ children }: { children: ReactNode }) {
  const state = useMaintenance();
  const { pathname } = useLocation();
  const retry = useRetry(state);
  if (!state) return children;
  if (keepsWorkingDuringMaintenance(pathname)) {
    return (
      <>
        <MaintenanceBanner state={state} {...retry} />
        {children}
      </>
    );
  }
  return <MaintenancePage state={state} {...retry} />;
}

interface RetryProps {
  state: MaintenanceState;
  secondsLeft: number;
  checking: boolean;
  check: () => Promise<void>;
}

function Countdown({ secondsLeft, checking }: { secondsLeft: number; checking: boolean }) {
  const { t } = useTranslation();
  return <span className="maintenance-countdown">{checking || secondsLeft === 0 ? t('maintenance.checking') : t('maintenance.retryIn', { count: secondsLeft })}</span>;
}

export function MaintenancePage({ state, secondsLeft, checking, check }: RetryProps) {
  const { t } = useTranslation();
  const { session, config } = useApp();
  const device = useDevice();
  const online = useOnline();
  const routes = useRoutes();
  const canCapture = !!session && routeOpen('connections-list', { session, device, online, routes });
  const kind = state.reason;
  useEffect(() => {
    const previous = document.title;
    document.title = `${t(`maintenance.${kind}.title`)} · ${PRODUCT_NAME}`;
    return () => void (document.title = previous);
  }, [kind, t]);
  return (
    <main className="maintenance-page" id="main">
      <div className="maintenance-card">
        <span className="maintenance-icon" aria-hidden="true">
          <Icon name={kind === 'maintenance' ? 'settings' : 'offline'} size={36} />
        </span>
        <h1>{t(`maintenance.${kind}.title`)}</h1>
        <p className="lead">{t(`maintenance.${kind}.text`)}</p>
        {session && <p className="maintenance-safe">{t('maintenance.dataSafe')}</p>}
        <p className="maintenance-status" role="status">
          <Countdown secondsLeft={secondsLeft} checking={checking} />
        </p>
        <div className="maintenance-actions">
          <button type="button" className="button button-primary" disabled={checking} aria-busy={checking} onClick={() => void check()}>
            <Icon name="refresh" size={18} />
            {t('maintenance.tryNow')}
          </button>
          {canCapture && (
            <Link className="button" to={CONNECTION_LIST_PATH}>
              <Icon name="connections" size={18} />
              {t('maintenance.keepCapturing')}
            </Link>
          )}
        </div>
        {config?.event && <p className="maintenance-event">{config.event.name}</p>}
      </div>
    </main>
  );
}

export function MaintenanceBanner({ state, secondsLeft, checking, check }: RetryProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  // Its height, for the full-screen scan view to start below it (maintenance.css).
  useLayoutEffect(() => {
    const banner = ref.current;
    if (!banner) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('--maintenance-banner-height', `${banner.offsetHeight}px`));
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--maintenance-banner-height');
    };
  }, []);
  return (
    <div className="maintenance-banner" role="status" ref={ref}>
      <Icon name={state.reason === 'maintenance' ? 'settings' : 'offline'} size={18} />
      <span className="maintenance-banner-text">
        <strong>{t(`maintenance.${state.reason}.title`)}</strong> <span className="maintenance-banner-detail">{t('maintenance.banner')}</span>{' '}
        <Countdown secondsLeft={secondsLeft} checking={checking} />
      </span>
      <button type="button" className="button button-small" disabled={checking} onClick={() => void check()}>
        {t('maintenance.tryNow')}
      </button>
    </div>
  );
}
