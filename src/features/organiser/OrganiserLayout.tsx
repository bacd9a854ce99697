/**
 * The frame of the organiser's console: a header with the console's name, its sections and the
 * organiser's logout, and the screen. Desktop first (an organiser sets up a show on a laptop);
 * on a phone the header wraps and the screens stay readable.
 */
import { useEffect, type ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageMenu } from '../../app/LanguageMenu';
import { setOrganiserSession, useOrganiserSession } from '../../app/organiser-session';
import { logOut } from '../../domain/endpoints/organiser';
import { callAs, queryClient } from '../../ui/remote/queries';
import { Icon } from '../../app/icons';
import { PRODUCT_NAME } from '../../domain/constants';

export default function OrganiserLayout({ children }: { children: ReactNode }) {
  const { t, ready } = useTranslation(['organiser', 'connections']);
  const session = useOrganiserSession();
  const navigate = useNavigate();
  useEffect(() => {
    document.title = `${t('organiser:title')} · Leadstand`;
  }, [t]);

  async function logout() {
    await callAs(logOut, {}).catch(() => {});
    queryClient.clear();
    setOrganiserSession(null);
    navigate('/organiser/login', { replace: true });
  }

  if (!ready) return <div className="screen-loading" aria-busy="true" />;
  return (
    <div className="console">
      <header className="console-header">
        <div className="brand">
          <span className="brand-mark" aria-hidden="true">
            <Icon name="logo" size={20} />
          </span>
          <span className="brand-name">{PRODUCT_NAME}</span>
          <span className="brand-event">{t('organiser:title')}</span>
        </div>
        <nav className="console-nav" aria-label={t('organiser:nav.label')}>
          <NavLink to="/organiser/events">{t('organiser:nav.events')}</NavLink>
          <NavLink to="/organiser/organisers">{t('organiser:nav.organisers')}</NavLink>
          <NavLink to="/organiser/api-keys">{t('organiser:nav.apiKeys')}</NavLink>
        </nav>
        <div className="console-account">
          <span className="console-name">{session?.name}</span>
          <LanguageMenu />
          <button type="button" className="button button-small" onClick={() => void logout()}>
            {t('organiser:logout')}
          </button>
        </div>
      </header>
      <main className="console-main" id="main">
        {children}
      </main>
    </div>
  );
}
