/**
 * Log in by e-mail: ask for a login mail (link + code), then type the code here, or open the
 * link from the mail. Never says whether an address is known.
 */
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { guardSession } from '../../app/AppContext';
import { useDefaultPath } from '../../app/route-context';
import { isTwoFactorCode, normalizeTwoFactorCode } from '../../domain/limits';
import type { RequestLoginResult } from '../../domain/login';
import { validateEmail } from '../../domain/validators';
import { call } from '../../lib/call';
import { requestLogin } from '../../domain/endpoints/session';
import { refusalCode } from '../../ui/remote/messages';
import { failureMessageKey, setSession } from './useLogin';

type Shown = RequestLoginResult | 'offline' | 'failed';

export function EmailLogin({ redirect }: { redirect: string | null }) {
  const defaultPath = useDefaultPath();
  const { t } = useTranslation('login');
  const navigate = useNavigate();
  const emailId = useId();
  const codeId = useId();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Shown | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);

  const awaitingCode = result === 'emailSent' || result === 'emailAlreadySent' || result === 'codeInvalid' || result === 'codeExpired';

  async function requestMail(e?: FormEvent) {
    e?.preventDefault();
    const error = validateEmail(email);
    setEmailError(error ? t(`common:validation.${error}`) : null);
    if (error) return;
    setBusy(true);
    setResult(null);
    try {
      const res = await call(requestLogin, { body: { email: email.trim() } }, { quiet: true });
      setResult(res.result);
    } catch (err) {
      const c = refusalCode(err);
      setResult(c === 'offline' || c === 'timeout' ? 'offline' : c === 'emailInvalid' ? 'emailInvalid' : c === 'tooManyRequests' ? 'codeBlocked' : 'failed');
    } finally {
      setBusy(false);
    }
  }

  async function submitCode(e: FormEvent) {
    e.preventDefault();
    const value = normalizeTwoFactorCode(code);
    if (!isTwoFactorCode(value)) return setCodeError(t('finalize.code.format'));
    setCodeError(null);
    setBusy(true);
    const outcome = await setSession({ sessionMode: 'staff', email: email.trim(), code: value });
    setBusy(false);
    if (outcome.kind === 'linked') return navigate(redirect ?? defaultPath(guardSession(outcome.session.info)), { replace: true });
    if (outcome.kind === 'finalize' && outcome.code !== 'codeInvalid') {
      // The code was right but more is needed (terms, two-factor): continue on finalize-login.
      return setCodeError(t(failureMessageKey('failed')));
    }
    const failure = outcome.kind === 'failed' ? outcome.code : 'codeInvalid';
    setCode('');
    setCodeError(t(failureMessageKey(failure)));
  }

  return (
    <>
      {result && (
        <div className={`callout ${result === 'emailSent' ? 'callout-positive' : result === 'emailAlreadySent' ? 'callout-info' : 'callout-negative'}`} role="status">
          <strong>{t(`requestResult.${result}.title`)}</strong>
          <p>{t(`requestResult.${result}.text`, { email: email.trim() })}</p>
        </div>
      )}
      {awaitingCode ? (
        <form onSubmit={submitCode} noValidate>
          <div className="field">
            <label htmlFor={codeId}>{t('email.codeLabel')}</label>
            <input
              id={codeId}
              className="code-input"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              value={code}
              aria-invalid={codeError ? true : undefined}
              aria-describedby={codeError ? `${codeId}-error` : undefined}
              onChange={(e) => {
                setCode(e.target.value);
                setCodeError(null);
              }}
            />
            {codeError && (
              <p className="field-error" id={`${codeId}-error`}>
                {codeError}
              </p>
            )}
          </div>
          <button type="submit" className="button button-primary button-block" disabled={busy} aria-busy={busy}>
            {t('email.codeSubmit')}
          </button>
          <div className="link-row">
            <button type="button" className="link-button" disabled={busy} onClick={() => void requestMail()}>
              {t('email.resend')}
            </button>
            <button
              type="button"
              className="link-button"
              onClick={() => {
                setResult(null);
                setCode('');
              }}
            >
              {t('email.otherAddress')}
            </button>
          </div>
        </form>
      ) : (
        <form onSubmit={requestMail} noValidate>
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
      )}
    </>
  );
}
