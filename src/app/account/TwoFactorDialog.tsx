/**
 * Two-factor authentication for the logged-in person: off, e-mail, SMS, or an authenticator app
 * (enrolled by scanning a QR code, confirmed with a code from the app).
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../AppContext';
import { Dialog } from '../Dialog';
import { HttpError, request } from '../../lib/http';
import { isTwoFactorCode, normalizeTwoFactorCode } from '../../domain/limits';
import { updateSessionInfo } from '../../data/session';
import type { SessionInfo } from '../../data/types';
import { QrCode } from './QrCode';

type Method = 'email' | 'sms' | 'authenticator' | null;

async function refreshSession() {
  const info = await request<SessionInfo>('/api/session', { quiet: true });
  await updateSessionInfo(info.event.id, info);
}

export function TwoFactorDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { info } = useApp();
  const current: Method = info?.user?.twoFactorMethod ?? null;
  const [enrol, setEnrol] = useState<{ secret: string; uri: string } | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const codeId = useId();

  const fail = (err: unknown) =>
    setError(
      err instanceof HttpError
        ? err.code === 'offline' || err.code === 'timeout'
          ? t('account.needsNetwork')
          : err.code === 'phoneRequired'
            ? t('account.twoFactor.phoneRequired')
            : err.code === 'codeInvalid'
              ? t('login:error.codeInvalid')
              : t('notice.somethingWentWrong')
        : t('notice.somethingWentWrong'),
    );

  async function choose(method: Method) {
    setError(null);
    setBusy(true);
    try {
      if (method === 'authenticator') {
        setEnrol(await request<{ secret: string; uri: string }>('/api/account/two-factor/authenticator', { method: 'POST', quiet: true }));
      } else {
        await request('/api/account/two-factor', { method: 'PUT', body: { method }, quiet: true });
        await refreshSession();
      }
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  }

  async function confirm(e: FormEvent) {
    e.preventDefault();
    const value = normalizeTwoFactorCode(code);
    if (!isTwoFactorCode(value)) return setError(t('login:finalize.code.format'));
    setBusy(true);
    try {
      await request('/api/account/two-factor/authenticator/confirm', { method: 'POST', body: { code: value }, quiet: true });
      await refreshSession();
      setEnrol(null);
      setCode('');
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      title={t('account.twoFactor.title')}
      onClose={onClose}
      actions={
        <button type="button" className="button" onClick={onClose}>
          {t('action.close')}
        </button>
      }
    >
      <p>{t('account.twoFactor.intro')}</p>
      {enrol ? (
        <form className="qr-block" onSubmit={confirm} noValidate>
          <p>{t('account.twoFactor.scan')}</p>
          <QrCode text={enrol.uri} label={t('account.twoFactor.qrLabel')} />
          <p className="field-hint">
            {t('account.twoFactor.secret')} <code data-testid="totp-secret">{enrol.secret}</code>
          </p>
          <div className="field">
            <label htmlFor={codeId}>{t('login:finalize.code.label')}</label>
            <input id={codeId} className="code-input" inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} />
          </div>
          <button type="submit" className="button button-primary button-block" disabled={busy}>
            {t('account.twoFactor.confirm')}
          </button>
        </form>
      ) : (
        <fieldset className="radio-list" disabled={busy}>
          <legend className="visually-hidden">{t('account.twoFactor.title')}</legend>
          {([null, 'email', 'sms', 'authenticator'] as const).map((m) => (
            <label key={m ?? 'off'} className="radio-row">
              <input type="radio" name="two-factor" checked={current === m} onChange={() => void choose(m)} />
              <span>{t(`account.twoFactor.method.${m ?? 'off'}`)}</span>
            </label>
          ))}
        </fieldset>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </Dialog>
  );
}
