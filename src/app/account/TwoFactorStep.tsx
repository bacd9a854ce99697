/** The step of the two-factor dialog under its choices: a code to enter, a change to confirm, an SMS number, or an authenticator to enrol. */
import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QrCode } from './QrCode';
import { CodeField } from '../CodeField';
import { type Step } from './useTwoFactor';

interface TwoFactorStepProps {
  step: Step;
  /** The person's e-mail address and SMS number, as the steps name them. */
  email: string;
  smsPhone: string;
  busy: boolean;
  error: string | null;
  /** The error as it shows under the number. */
  errorNode: ReactNode;
  /** The code field's id (its error is `${codeId}-error`). */
  codeId: string;
  code: string;
  onCode: (code: string) => void;
  phone: string;
  onPhone: (phone: string) => void;
  onConfirmCode: (e: FormEvent) => void;
  onSendSms: (e?: FormEvent) => void;
  onChange: (method: 'email' | null) => Promise<void>;
  onOtherNumber: () => void;
}

/** The panel of `step` (nothing while idle). */
export function TwoFactorStep({ step, email, smsPhone, busy, error, errorNode, codeId, code, onCode, phone, onPhone, onConfirmCode, onSendSms, onChange, onOtherNumber }: TwoFactorStepProps) {
  const { t } = useTranslation();
  const phoneId = useId();
  const phoneHintId = useId();
  const codeField = <CodeField id={codeId} label={t('login:finalize.code.label')} value={code} error={error} onChange={onCode} />;

  if (step.kind === 'verify') {
    return (
      <form className="two-factor-step" onSubmit={onConfirmCode} noValidate>
        <p>
          {t('account.twoFactor.verify.why')}{' '}
          {step.via === 'authenticator'
            ? t('account.twoFactor.verify.authenticator')
            : step.via === 'sms'
              ? t('account.twoFactor.verify.sms', { phone: smsPhone })
              : t('account.twoFactor.verify.email', { email })}
        </p>
        {codeField}
        <button type="submit" className="button button-primary button-block" disabled={busy}>
          {t('account.twoFactor.verify.submit')}
        </button>
      </form>
    );
  }
  if (step.kind === 'confirm') {
    return (
      <div className="two-factor-step">
        <p>{step.method === null ? t('account.twoFactor.confirmOff') : t('account.twoFactor.confirmEmail', { email })}</p>
        <button type="button" className={`button button-block ${step.method === null ? 'button-danger' : 'button-primary'}`} disabled={busy} onClick={() => void onChange(step.method)}>
          {step.method === null ? t('account.twoFactor.turnOff') : t('account.twoFactor.useEmail')}
        </button>
      </div>
    );
  }
  if (step.kind === 'smsPhone') {
    return (
      <form className="two-factor-step" onSubmit={onSendSms} noValidate>
        <div className="field">
          <label htmlFor={phoneId}>{t('account.twoFactor.phoneLabel')}</label>
          <input id={phoneId} type="tel" autoComplete="tel" aria-invalid={!!error} aria-describedby={error ? `${phoneHintId} ${codeId}-error` : phoneHintId} value={phone} onChange={(e) => onPhone(e.target.value)} />
          <p id={phoneHintId} className="field-hint">
            {t('account.twoFactor.phoneHint')}
          </p>
          {errorNode}
        </div>
        <button type="submit" className="button button-primary button-block" disabled={busy}>
          {t('account.twoFactor.sendCode')}
        </button>
      </form>
    );
  }
  if (step.kind === 'smsCode') {
    return (
      <form className="two-factor-step" onSubmit={onConfirmCode} noValidate>
        <p>{t('account.twoFactor.smsSent', { phone: step.phone })}</p>
        {codeField}
        <button type="submit" className="button button-primary button-block" disabled={busy}>
          {t('account.twoFactor.confirm')}
        </button>
        <div className="two-factor-links">
          <button type="button" className="link-button" disabled={busy} onClick={() => onSendSms()}>
            {t('login:finalize.code.resend')}
          </button>
          <button type="button" className="link-button" disabled={busy} onClick={onOtherNumber}>
            {t('account.twoFactor.otherNumber')}
          </button>
        </div>
      </form>
    );
  }
  if (step.kind === 'authenticator') {
    return (
      <form className="two-factor-step qr-block" onSubmit={onConfirmCode} noValidate>
        <p>{t('account.twoFactor.scan')}</p>
        <QrCode text={step.uri} label={t('account.twoFactor.qrLabel')} />
        <p className="field-hint">
          {t('account.twoFactor.secret')} <code data-testid="totp-secret">{step.secret}</code>
        </p>
        {codeField}
        <button type="submit" className="button button-primary button-block" disabled={busy}>
          {t('account.twoFactor.confirm')}
        </button>
      </form>
    );
  }
  return null;
}
