/**
 * The logged-in layout: a top bar with the event and the menu, the drawer (permanent on desktop,
 * a modal panel on phones) and the screen. Public screens (login) use PublicLayout instead. It is
 * part of the data layer (SessionRoot provides it through ShellContext): a logged-out first visit
 * does not download it.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '../domain/constants';
import { useApp } from './AppContext';
import { Drawer } from './Drawer';
import { EnvironmentNotice } from './EnvironmentNotice';
import { useDevice, useOnline } from './hooks';
import { useRoutes } from './route-context';
import { Icon } from './icons';
import { StoreConflictPage } from './StoreConflict';

export function Shell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { config, session, storeConflict } = useApp();
  const device = useDevice();
  const online = useOnline();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(false), [location.pathname]);
  // Escape closes the phone's menu, unless it closes a dialog opened from the menu.
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && !document.querySelector('dialog[open]') && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  const routes = useRoutes();
  const ctx = { session, device, online, routes };

  return (
    <div className={`shell shell-${device}`}>
      <EnvironmentNotice environmentName={config?.event?.environmentName} />
      <header className="topbar">
        {device === 'mobile' && (
          <button type="button" className="icon-button" aria-label={t('menu.open')} aria-expanded={open} onClick={() => setOpen(true)}>
            <Icon name="menu" />
          </button>
        )}
        <div className="brand">
          <span className="brand-mark" aria-hidden="true">
            <Icon name="logo" size={20} />
          </span>
          <span className="brand-name">{PRODUCT_NAME}</span>
          {config?.event && <span className="brand-event">{config.event.name}</span>}
        </div>
        {!online && (
          <span className="offline-pill" role="status">
            <Icon name="offline" size={16} />
            {t('status.offline')}
          </span>
        )}
      </header>
      <div className="shell-body">
        {device === 'desktop' ? (
          <aside className="drawer drawer-permanent">
            <Drawer ctx={ctx} />
          </aside>
        ) : (
          open && (
            <div className="drawer-backdrop" onClick={() => setOpen(false)}>
              <aside
                className="drawer drawer-modal"
                role="dialog"
                aria-modal="true"
                aria-label={t('nav.label')}
                onClick={(e) => e.stopPropagation()}
              >
                <button type="button" className="icon-button drawer-close" aria-label={t('menu.close')} onClick={() => setOpen(false)}>
                  <Icon name="close" />
                </button>
                <Drawer ctx={ctx} onNavigate={() => setOpen(false)} />
              </aside>
            </div>
          )
        )}
        <main className="screen" id="main">
          {/* Someone else's unsent work: none of this event's screens until that is settled. */}
          {storeConflict ? <StoreConflictPage conflict={storeConflict} /> : storeConflict === null || !session ? children : null}
        </main>
      </div>
    </div>
  );
}
