/**
 * /organiser/login: how to get into the organiser's console; and /organiser/login/:id/:verifier,
 * the link `npm run admin -- organiser-link` prints, which logs the organiser in and opens the
 * console.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { setOrganiserSession } from '../../app/organiser-session';
import { organiserRequest, failureKey } from './api';
import { HttpError } from '../../lib/http';

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
    organiserRequest<{ token: string; organiser: { name: string } }>('/api/organiser/session', { method: 'PUT', body: { organiserID, verifier } }).then(
      (res) => {
        setOrganiserSession({ token: res.token, name: res.organiser.name });
        navigate('/organiser/events', { replace: true });
      },
      (err: unknown) => setError(err instanceof HttpError && err.status === 401 ? 'organiser:login.linkInvalid' : failureKey(err)),
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
