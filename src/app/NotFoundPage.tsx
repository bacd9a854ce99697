/** Shown for any unknown path; and the pages for a screen refused, offline or failed. */
import { Link } from 'react-router';
import { ScreenOfflineError } from './lazyScreen';
import { useTranslation } from 'react-i18next';
import { useApp } from './AppContext';
import { useDefaultPath, useRoutes } from './route-context';
import type { RefusedWhy } from './guard';
import { usePageTitle } from './hooks';
import { LOGIN_PATH } from './route-def';

export function NotFoundPage() {
  const defaultPath = useDefaultPath();
  const { t } = useTranslation();
  const { config, session } = useApp();
  usePageTitle(config?.event?.environmentName, t('notFound.title'));
  return (
    <section className="empty-state not-found" aria-labelledby="not-found-title">
      <svg className="empty-illustration" viewBox="0 0 160 120" aria-hidden="true">
        <rect x="22" y="18" width="116" height="84" rx="10" fill="var(--app-color-tint)" />
        <rect x="38" y="36" width="52" height="8" rx="4" fill="var(--app-color)" opacity=".35" />
        <rect x="38" y="52" width="84" height="6" rx="3" fill="var(--app-color)" opacity=".18" />
        <rect x="38" y="64" width="70" height="6" rx="3" fill="var(--app-color)" opacity=".18" />
        <circle cx="112" cy="78" r="18" fill="none" stroke="var(--action-color)" strokeWidth="6" />
        <path d="M125 91l14 14" stroke="var(--action-color)" strokeWidth="7" strokeLinecap="round" />
      </svg>
      <p className="eyebrow">{t('notFound.code')}</p>
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p className="lead">{t('notFound.text')}</p>
      <Link className="button button-primary" to={session ? defaultPath(session) : LOGIN_PATH}>
        {session ? t('notFound.home') : t('notFound.login')}
      </Link>
    </section>
  );
}

/**
 * A screen this person may not open (another mode, a setting of the exhibitor that is off, a
 * permission they lack): says which and why, and offers the way on to their start page.
 */
export function RefusedPage({ why, to, routeId }: { why: RefusedWhy; to: string; routeId: string }) {
  const { t } = useTranslation();
  const { config } = useApp();
  const label = useRoutes().find((r) => r.id === routeId)?.drawer?.labelKey;
  usePageTitle(config?.event?.environmentName, t('refused.title'));
  return (
    <section className="empty-state refused" aria-labelledby="refused-title">
      {label && <p className="eyebrow">{t(label)}</p>}
      <h1 id="refused-title">{t('refused.title')}</h1>
      <p className="lead">{t(`refused.why.${why}`)}</p>
      <Link className="button button-primary" to={to}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}

/** A screen that needs the network, opened offline (the manual). */
export function OfflinePage() {
  const { t } = useTranslation();
  return (
    <section className="empty-state" aria-labelledby="offline-title">
      <h1 id="offline-title">{t('offline.title')}</h1>
      <p className="lead">{t('offline.text')}</p>
    </section>
  );
}

/** A screen that failed with an error: nothing saved is lost (it lives in the local database). */
export function CrashPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const defaultPath = useDefaultPath();
  const { session } = useApp();
  if (error instanceof ScreenOfflineError) {
    return (
      <section className="empty-state" role="alert" aria-labelledby="crash-title">
        <h1 id="crash-title">{t('crash.offlineTitle')}</h1>
        <p className="lead">{t('crash.offlineText')}</p>
        <Link className="button button-primary" to={session ? defaultPath(session) : LOGIN_PATH}>
          {t('notFound.home')}
        </Link>
      </section>
    );
  }
  return (
    <section className="empty-state" role="alert" aria-labelledby="crash-title">
      <h1 id="crash-title">{t('crash.title')}</h1>
      <p className="lead">{t('crash.text')}</p>
      <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
        {t('crash.reload')}
      </button>
    </section>
  );
}
