/**
 * /login: log in by e-mail (we send a link and a code) or with a scan licence: scan its QR code
 * (the camera scanner arrives with the scanning issue) or paste or open the licence link.
 */
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../app/AppContext';
import { usePageTitle } from '../../app/hooks';
import { Icon } from '../../app/icons';
import { LanguageMenu } from '../../app/LanguageMenu';
import { validateEmail } from '../../domain/validators';
import { HttpError, request } from '../../lib/http';
import { EventHeader } from './EventHeader';
import { parseLoginLink } from './loginLink';

type Method = 'email' | 'licence';

type RequestResult = 'emailSent' | 'emailAlreadySent' | 'codeBlocked' | 'emailInvalid';

export default function LoginPage() {
  const { t } = useTranslation('login');
  const { config } = useApp();
  const navigate = useNavigate();
  usePageTitle(config?.event?.environmentName, t('title'));
  const [method, setMethod] = useState<Method>('email');
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [link, setLink] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<RequestResult | 'offline' | 'failed' | null>(null);
  const emailId = useId();
  const linkId = useId();

  async function submitEmail(e: FormEvent) {
    e.preventDefault();
    const error = validateEmail(email);
    setEmailError(error ? t(`common:validation.${error}`) : null);
    if (error) return;
    setBusy(true);
    setResult(null);
    try {
      const res = await request<{ result: RequestResult }>('/api/login/request', { method: 'POST', body: { email: email.trim() }, quiet: true });
      setResult(res.result);
    } catch (err) {
      const code = err instanceof HttpError ? err.code : 'failed';
      setResult(code === 'offline' || code === 'timeout' ? 'offline' : (['emailAlreadySent', 'codeBlocked', 'emailInvalid'].includes(code) ? (code as RequestResult) : 'failed'));
    } finally {
      setBusy(false);
    }
  }

  function submitLink(e: FormEvent) {
    e.preventDefault();
    const parsed = parseLoginLink(link, window.location.origin);
    if (!parsed) {
      setLinkError(link.trim() ? t('licence.invalid') : t('common:validation.required'));
      return;
    }
    setLinkError(null);
    navigate(parsed);
  }

  return (
    <div className="login">
      <EventHeader event={config?.event} />
      <section className="card login-card" aria-labelledby="login-title">
        <h1 id="login-title">{t('title')}</h1>
        <p className="lead">{t('subtitle')}</p>

        <div className="segmented" role="tablist" aria-label={t('method')}>
          {(['email', 'licence'] as const).map((m) => (
            <button
              key={m}
              type="button"
              role="tab"
              id={`login-tab-${m}`}
              aria-selected={method === m}
              aria-controls={`login-panel-${m}`}
              className={method === m ? 'segmented-item selected' : 'segmented-item'}
              onClick={() => setMethod(m)}
            >
              <Icon name={m === 'email' ? 'mail' : 'qr'} size={18} />
              {t(`tab.${m}`)}
            </button>
          ))}
        </div>

        {method === 'email' ? (
          <form id="login-panel-email" role="tabpanel" aria-labelledby="login-tab-email" onSubmit={submitEmail} noValidate>
            {result ? (
              <div className={`callout ${result === 'emailSent' ? 'callout-positive' : 'callout-negative'}`} role="status">
                <strong>{t(`requestResult.${result}.title`)}</strong>
                <p>{t(`requestResult.${result}.text`, { email: email.trim() })}</p>
              </div>
            ) : null}
            <div className="field">
              <label htmlFor={emailId}>{t('email.label')}</label>
              <input
                id={emailId}
                type="email"
                inputMode="email"
                autoComplete="email"
                autoCapitalize="none"
                spellCheck={false}
                value={email}
                aria-invalid={emailError ? true : undefined}
                aria-describedby={emailError ? `${emailId}-error` : `${emailId}-hint`}
                onChange={(e) => {
                  setEmail(e.target.value);
                  setEmailError(null);
                }}
              />
              {emailError ? (
                <p className="field-error" id={`${emailId}-error`}>
                  {emailError}
                </p>
              ) : (
                <p className="field-hint" id={`${emailId}-hint`}>
                  {t('email.hint')}
                </p>
              )}
            </div>
            <button type="submit" className="button button-primary button-block" disabled={busy} aria-busy={busy}>
              {busy ? t('email.sending') : t('email.submit')}
            </button>
          </form>
        ) : (
          <form id="login-panel-licence" role="tabpanel" aria-labelledby="login-tab-licence" onSubmit={submitLink} noValidate>
            <p className="field-hint">{t('licence.intro')}</p>
            <div className="field">
              <label htmlFor={linkId}>{t('licence.label')}</label>
              <input
                id={linkId}
                type="url"
                inputMode="url"
                autoCapitalize="none"
                spellCheck={false}
                placeholder={t('licence.placeholder')}
                value={link}
                aria-invalid={linkError ? true : undefined}
                aria-describedby={linkError ? `${linkId}-error` : undefined}
                onChange={(e) => {
                  setLink(e.target.value);
                  setLinkError(null);
                }}
              />
              {linkError && (
                <p className="field-error" id={`${linkId}-error`}>
                  {linkError}
                </p>
              )}
            </div>
            <button type="submit" className="button button-primary button-block">
              <Icon name="link" size={18} />
              {t('licence.submit')}
            </button>
          </form>
        )}
      </section>
      <footer className="login-footer">
        <LanguageMenu />
      </footer>
    </div>
  );
}
