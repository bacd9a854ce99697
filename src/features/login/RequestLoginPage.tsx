/** /request-login: ask for a login link by e-mail, on its own page (linked from mails and help). */
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../app/AppContext';
import { usePageTitle } from '../../app/hooks';
import { LoginFooter } from './LoginFooter';
import { EmailLogin } from './EmailLogin';
import { EventHeader } from './EventHeader';
import { safeRedirect } from './loginLink';

export default function RequestLoginPage() {
  const { t } = useTranslation('login');
  const { config } = useApp();
  const [search] = useSearchParams();
  usePageTitle(config?.event?.environmentName, t('request.title'));
  return (
    <div className="login">
      <EventHeader event={config?.event} />
      <section className="card login-card" aria-labelledby="request-title">
        <h1 id="request-title">{t('request.title')}</h1>
        <p className="lead">{t('request.text')}</p>
        <EmailLogin redirect={safeRedirect(search.get('redirect'))} />
      </section>
      <LoginFooter back={{ label: t('request.back'), to: '/login' }} />
    </div>
  );
}
