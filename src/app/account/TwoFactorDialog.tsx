/**
 * Two-factor authentication for the logged-in person: off, e-mail, SMS, or an authenticator app.
 * Choosing a method changes nothing yet. While a method is on, the person first enters a code of
 * it (sent by e-mail or SMS, or shown by the app); turning e-mail codes on takes a code from the
 * mailbox. Then each change is confirmed (turning off or switching to e-mail with a button that
 * says what happens, SMS with a code sent to the number, an authenticator with a code from the
 * app, enrolled by scanning a QR code), and the dialog says what is now in place. The server
 * enforces the same order.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../AppContext';
import { Dialog } from '../Dialog';
import { useTwoFactor, type Method } from './useTwoFactor';
import { TwoFactorStep } from './TwoFactorStep';

const METHODS = [null, 'email', 'sms', 'authenticator'] as const;

export function TwoFactorDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { info, config } = useApp();
  const user = info?.user ?? null;
  const current: Method = user?.twoFactorMethod ?? null;
  // SMS only where the server has a gateway to send it (or to show, and turn off, what is on).
  const methods = METHODS.filter((m) => m !== 'sms' || !!config?.smsTwoFactor || current === 'sms');
  const { choice, step, setStep, phone, setPhone, code, setCode, error, done, busy, describe, choose, change, sendSms, confirmCode } = useTwoFactor(current);
  const codeId = useId();

  // A problem shows under the field it is about (the code, the number), else under the choices.
  const errorNode = error && (
    <p className="field-error" role="alert" id={`${codeId}-error`}>
      {error}
    </p>
  );
  const fieldError = step.kind === 'smsPhone' || step.kind === 'smsCode' || step.kind === 'authenticator' || step.kind === 'verify';

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
      <TwoFactorStep
        step={step}
        email={user?.email ?? ''}
        smsPhone={user?.twoFactorPhone ?? ''}
        busy={busy}
        error={error}
        errorNode={errorNode}
        codeId={codeId}
        code={code}
        onCode={setCode}
        phone={phone}
        onPhone={setPhone}
        onConfirmCode={confirmCode}
        onSendSms={sendSms}
        onChange={change}
        onOtherNumber={() => setStep({ kind: 'smsPhone' })}
      />
      {!fieldError && errorNode}
    </Dialog>
  );
}
