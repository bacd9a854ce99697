/**
 * /organiser/login: how to get into the organiser's console: a link by e-mail (for organisers with
 * an address) or the operator's command; and /organiser/login/:id/:verifier, the link from the
 * mail or from `npm run admin -- organiser-link`, which logs the organiser in and opens the console.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { setOrganiserSession } from '../../app/organiser-session';
import { consoleFailure } from './api';
import { logIn, requestLogin } from '../../domain/endpoints/organiser';
import { callAs } from '../../ui/remote/queries';
import { refusalCode } from '../../ui/remote/messages';
import { resolveLanguage } from '../../domain/language';
import { isEmail } from '../../domain/validators';

/** Ask for a login link by e-mail; the answer never says whether the address is an organiser's. */
function EmailLink() {
  const { t, i18n } = useTranslation('organiser');
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!isEmail(email.trim())) return setError('organiser.emailInvalid');
    setError(null);
    setBusy(true);
    try {
      await callAs(requestLogin, { body: { email: email.trim(), language: resolveLanguage(i18n.resolvedLanguage) } });
      setSent(email.trim());
    } catch (err) {
      setError(refusalCode(err) === 'email.sendFailure' ? 'organiser:organisers.sendFailure' : consoleFailure(err));
    } finally {
      setBusy(false);
    }
  }

  if (sent)
    return (
      <div className="callout callout-positive" role="status">
        <strong>{t('login.emailSentTitle')}</strong>
        <p>{t('login.emailSent', { email: sent })}</p>
      </div>
    );
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <div className="field">
        <label htmlFor={`${id}-email`}>{t('login.emailLabel')}</label>
        <input
          id={`${id}-email`}
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error && (
          <p className="field-error" id={`${id}-error`}>
            {t(error)}
          </p>
        )}
      </div>
      <button type="submit" className="button button-primary button-block" disabled={busy} aria-busy={busy}>
        {t('login.emailSubmit')}
      </button>
    </form>
  );
}

/** A command, the same in every language. */
const ORGANISER_LINK_COMMAND = 'npm run admin -- organiser-link';

export default function OrganiserLoginPage() {
  const { t, ready } = useTranslation('organiser');
  const { organiserID, verifier } = useParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (!organiserID || !verifier || started.current) return;
    started.current = true;
    callAs(logIn, { body: { organiserID, verifier } }).then(
      (res) => {
        setOrganiserSession({ token: res.token, name: res.organiser.name });
        navigate('/organiser/events', { replace: true });
      },
      (err: unknown) => setError(['notLoggedIn', 'invalid'].includes(refusalCode(err)) ? 'organiser:login.linkInvalid' : consoleFailure(err)),
    );
  }, [organiserID, verifier, navigate]);

  if (!ready) return <div className="screen-loading" aria-busy="true" />;
  const working = !!verifier && !error;
  return (
    <div className="card login-card" aria-busy={working}>
      <h1>{t('login.title')}</h1>
      {working ? (
        <p role="status">{t('login.working')}</p>
      ) : (
        <>
          {error && (
            <div className="callout callout-negative" role="alert">
              <p>{t(error)}</p>
            </div>
          )}
          <EmailLink />
          <p className="divider-text">{t('login.or')}</p>
          <p>{t('login.text')}</p>
          <pre className="command">{ORGANISER_LINK_COMMAND}</pre>
          <p className="field-hint">
            <Link to="/login">{t('login.exhibitors')}</Link>
          </p>
        </>
      )}
    </div>
  );
}
