/**
 * Two-factor authentication for the logged-in person: off, e-mail, SMS, or an authenticator app.
 * Choosing a method changes nothing yet. While a method is on, the person first enters a code of
 * it (sent by e-mail or SMS, or shown by the app); turning e-mail codes on takes a code from the
 * mailbox. Then each change is confirmed (turning off or switching to e-mail with a button that
 * says what happens, SMS with a code sent to the number, an authenticator with a code from the
 * app, enrolled by scanning a QR code), and the dialog says what is now in place. The server
 * enforces the same order.
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../AppContext';
import { Dialog } from '../Dialog';
import { call } from '../../lib/call';
import { confirmAuthenticator, confirmSms, enrolAuthenticator, enrolSms, sendTwoFactorCode, setTwoFactor, verifyTwoFactor } from '../../domain/endpoints/account';
import { refusalCode } from '../../ui/remote/messages';
import { isTwoFactorCode, normalizeTwoFactorCode } from '../../domain/limits';
import { isInternationalPhone, normalizePhone } from '../../domain/user';
import { updateSessionInfo } from '../../data/session';
import { readSession } from '../../data/read-session';
import type { SessionInfo } from '../../data/types';
import { QrCode } from './QrCode';
import { CodeField } from '../CodeField';

type Method = 'email' | 'sms' | 'authenticator' | null;
const METHODS = [null, 'email', 'sms', 'authenticator'] as const;

/** What the dialog shows under the choices for a method that is not the current one. */
type Step =
  | { kind: 'idle' }
  /** A code of the current method (or of the mailbox, turning e-mail codes on) before `next`. */
  | { kind: 'verify'; next: Method; via: 'email' | 'sms' | 'authenticator' }
  | { kind: 'confirm'; method: 'email' | null }
  | { kind: 'smsPhone' }
  | { kind: 'smsCode'; phone: string }
  | { kind: 'authenticator'; secret: string; uri: string };

const ERRORS: Record<string, string> = {
  phoneInvalid: 'account.twoFactor.phoneInvalid',
  smsUnavailable: 'account.twoFactor.smsUnavailable',
  codeInvalid: 'login:error.codeInvalid',
  codeExpired: 'login:error.codeExpired',
  codeBlocked: 'login:error.codeBlocked',
  codeAlreadySent: 'login:error.codeAlreadySent',
  twoFactorCodeRequired: 'account.twoFactor.verify.required',
  offline: 'account.needsNetwork',
  timeout: 'account.needsNetwork',
};

async function refreshSession(): Promise<SessionInfo> {
  const info = await readSession();
  await updateSessionInfo(info.event.id, info);
  return info;
}

export function TwoFactorDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { info, config } = useApp();
  const user = info?.user ?? null;
  const current: Method = user?.twoFactorMethod ?? null;
  // SMS only where the server has a gateway to send it (or to show, and turn off, what is on).
  const methods = METHODS.filter((m) => m !== 'sms' || !!config?.smsTwoFactor || current === 'sms');
  const [choice, setChoice] = useState<Method>(current);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Whether this dialog's person has entered a code of their current method (the server allows changes for a while).
  const [verified, setVerified] = useState(false);
  const phoneId = useId();
  const phoneHintId = useId();
  const codeId = useId();

  const describe = (method: Method, who: { email?: string | null; phone?: string | null }) =>
    method === 'email'
      ? t('account.twoFactor.state.email', { email: who.email ?? '' })
      : method === 'sms'
        ? t('account.twoFactor.state.sms', { phone: who.phone ?? '' })
        : t(`account.twoFactor.state.${method ?? 'off'}`);

  async function run(work: () => Promise<void>) {
    setError(null);
    setBusy(true);
    try {
      await work();
    } catch (err) {
      const key = ERRORS[refusalCode(err)];
      setError(t(key ?? 'notice.somethingWentWrong'));
    } finally {
      setBusy(false);
    }
  }

  /** After the server has taken a change: say what is in place now. */
  async function applied() {
    const next = await refreshSession();
    const method = next.user?.twoFactorMethod ?? null;
    setChoice(method);
    setStep({ kind: 'idle' });
    setCode('');
    setDone(method === null ? t('account.twoFactor.done.off') : t('account.twoFactor.done.on', { what: describe(method, { email: next.user?.email, phone: next.user?.twoFactorPhone }) }));
  }

  function choose(method: Method) {
    setChoice(method);
    setError(null);
    setDone(null);
    setCode('');
    if (method === current) return setStep({ kind: 'idle' });
    if (!verified && (current !== null || method === 'email')) {
      setStep({ kind: 'idle' });
      return void run(async () => {
        const sent = await call(sendTwoFactorCode, {}, { quiet: true });
        setStep({ kind: 'verify', next: method, via: sent.method });
      });
    }
    proceed(method);
  }

  /** The change itself, once the person may make it. */
  function proceed(method: Method) {
    if (method === 'sms') return setStep({ kind: 'smsPhone' });
    if (method === 'authenticator') {
      setStep({ kind: 'idle' });
      return void run(async () => {
        const enrol = await call(enrolAuthenticator, {}, { quiet: true });
        setStep({ kind: 'authenticator', ...enrol });
      });
    }
    setStep({ kind: 'confirm', method });
  }

  const change = (method: 'email' | null) =>
    run(async () => {
      await call(setTwoFactor, { body: { method } }, { quiet: true });
      await applied();
    });

  const sendSms = (e?: FormEvent) => {
    e?.preventDefault();
    const value = normalizePhone(phone.trim());
    if (!isInternationalPhone(value)) return setError(t('account.twoFactor.phoneInvalid'));
    void run(async () => {
      const sent = await call(enrolSms, { body: { phone: value } }, { quiet: true });
      setCode('');
      setStep({ kind: 'smsCode', phone: sent.phone });
    });
  };

  const confirmCode = (e: FormEvent) => {
    e.preventDefault();
    const value = normalizeTwoFactorCode(code);
    if (!isTwoFactorCode(value)) return setError(t('login:finalize.code.format'));
    if (step.kind === 'verify') {
      const next = step.next;
      return void run(async () => {
        await call(verifyTwoFactor, { body: { code: value } }, { quiet: true });
        setVerified(true);
        setCode('');
        proceed(next);
      });
    }
    const confirm = step.kind === 'authenticator' ? confirmAuthenticator : confirmSms;
    void run(async () => {
      await call(confirm, { body: { code: value } }, { quiet: true });
      await applied();
    });
  };

  // A problem shows under the field it is about (the code, the number), else under the choices.
  const errorNode = error && (
    <p className="field-error" role="alert" id={`${codeId}-error`}>
      {error}
    </p>
  );
  const fieldError = step.kind === 'smsPhone' || step.kind === 'smsCode' || step.kind === 'authenticator' || step.kind === 'verify';
  const codeField = <CodeField id={codeId} label={t('login:finalize.code.label')} value={code} error={error} onChange={setCode} />;

  let panel: ReactNode = null;
  if (step.kind === 'verify') {
    panel = (
      <form className="two-factor-step" onSubmit={confirmCode} noValidate>
        <p>
          {t('account.twoFactor.verify.why')}{' '}
          {step.via === 'authenticator'
            ? t('account.twoFactor.verify.authenticator')
            : step.via === 'sms'
              ? t('account.twoFactor.verify.sms', { phone: user?.twoFactorPhone ?? '' })
              : t('account.twoFactor.verify.email', { email: user?.email ?? '' })}
        </p>
        {codeField}
        <button type="submit" className="button button-primary button-block" disabled={busy}>
          {t('account.twoFactor.verify.submit')}
        </button>
      </form>
    );
  } else if (step.kind === 'confirm') {
    panel = (
      <div className="two-factor-step">
        <p>{step.method === null ? t('account.twoFactor.confirmOff') : t('account.twoFactor.confirmEmail', { email: user?.email ?? '' })}</p>
        <button type="button" className={`button button-block ${step.method === null ? 'button-danger' : 'button-primary'}`} disabled={busy} onClick={() => void change(step.method)}>
          {step.method === null ? t('account.twoFactor.turnOff') : t('account.twoFactor.useEmail')}
        </button>
      </div>
    );
  } else if (step.kind === 'smsPhone') {
    panel = (
      <form className="two-factor-step" onSubmit={sendSms} noValidate>
        <div className="field">
          <label htmlFor={phoneId}>{t('account.twoFactor.phoneLabel')}</label>
          <input id={phoneId} type="tel" autoComplete="tel" aria-invalid={!!error} aria-describedby={error ? `${phoneHintId} ${codeId}-error` : phoneHintId} value={phone} onChange={(e) => setPhone(e.target.value)} />
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
  } else if (step.kind === 'smsCode') {
    panel = (
      <form className="two-factor-step" onSubmit={confirmCode} noValidate>
        <p>{t('account.twoFactor.smsSent', { phone: step.phone })}</p>
        {codeField}
        <button type="submit" className="button button-primary button-block" disabled={busy}>
          {t('account.twoFactor.confirm')}
        </button>
        <div className="two-factor-links">
          <button type="button" className="link-button" disabled={busy} onClick={() => sendSms()}>
            {t('login:finalize.code.resend')}
          </button>
          <button type="button" className="link-button" disabled={busy} onClick={() => setStep({ kind: 'smsPhone' })}>
            {t('account.twoFactor.otherNumber')}
          </button>
        </div>
      </form>
    );
  } else if (step.kind === 'authenticator') {
    panel = (
      <form className="two-factor-step qr-block" onSubmit={confirmCode} noValidate>
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
      <div className={`callout ${done ? 'callout-positive' : 'callout-info'}`} role="status">
        <p>{done ?? describe(current, { email: user?.email, phone: user?.twoFactorPhone })}</p>
      </div>
      <fieldset className="radio-list" disabled={busy}>
        <legend className="visually-hidden">{t('account.twoFactor.title')}</legend>
        {methods.map((m) => (
          <label key={m ?? 'off'} className="radio-row">
            <input type="radio" name="two-factor" checked={choice === m} onChange={() => choose(m)} />
            <span>{t(`account.twoFactor.method.${m ?? 'off'}`)}</span>
          </label>
        ))}
      </fieldset>
      {panel}
      {!fieldError && errorNode}
    </Dialog>
  );
}
