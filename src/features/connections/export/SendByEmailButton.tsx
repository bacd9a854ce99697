/**
 * 'Send by e-mail' for one connection, on its detail: anyone who sees a connection may have it
 * mailed to their own address. A scan user's address was typed at activation, so it is confirmed
 * first, with a code mailed to it (the server mails nothing to an unconfirmed address).
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../app/icons';
import { useApp } from '../../../app/AppContext';
import { Dialog } from '../../../app/Dialog';
import { CodeField } from '../../../app/CodeField';
import { call } from '../../../lib/call';
import { confirmEmail, sendEmailConfirmation } from '../../../domain/endpoints/account';
import { resolveLanguage } from '../../../domain/language';
import { readSession } from '../../../data/read-session';
import { refusalCode } from '../../../ui/remote/messages';
import { isTwoFactorCode, normalizeTwoFactorCode } from '../../../domain/limits';
import { updateSessionInfo } from '../../../data/session';
import { useEmailRequest } from './useEmailRequest';

const ERRORS: Record<string, string> = {
  codeInvalid: 'login:error.codeInvalid',
  codeExpired: 'login:error.codeExpired',
  codeBlocked: 'login:error.codeBlocked',
  emailInvalid: 'connections:export.confirm.noAddress',
  offline: 'common:account.needsNetwork',
  timeout: 'common:account.needsNetwork',
};

export function SendByEmailButton({ connectionId }: { connectionId: string }) {
  const { t } = useTranslation('connections');
  const { info } = useApp();
  const send = useEmailRequest();
  const [confirming, setConfirming] = useState(false);
  if (!info) return null;
  const needsConfirmation = info.sessionMode === 'scan' && !info.scanUserEmailConfirmed;
  return (
    <>
      <button type="button" className="button button-small" onClick={() => (needsConfirmation ? setConfirming(true) : void send([connectionId], 'xlsx'))}>
        <Icon name="mail" size={18} />
        {t('export.sendOne')}
      </button>
      {confirming && (
        <ConfirmAddressDialog
          email={info.scanUserEmail ?? ''}
          onClose={() => setConfirming(false)}
          onConfirmed={() => {
            setConfirming(false);
            void send([connectionId], 'xlsx');
          }}
        />
      )}
    </>
  );
}

type Step = { kind: 'start' } | { kind: 'code'; again: boolean };

/** Mails a code to the scan user's address and takes it back: the address is then confirmed for good. */
function ConfirmAddressDialog({ email, onClose, onConfirmed }: { email: string; onClose: () => void; onConfirmed: () => void }) {
  const { t, i18n } = useTranslation('connections');
  const [step, setStep] = useState<Step>({ kind: 'start' });
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const codeId = useId();

  async function run(work: () => Promise<void>) {
    setError(null);
    setBusy(true);
    try {
      await work();
    } catch (err) {
      setError(t(ERRORS[refusalCode(err)] ?? 'common:notice.somethingWentWrong'));
    } finally {
      setBusy(false);
    }
  }

  const sendCode = () =>
    run(async () => {
      const sent = await call(sendEmailConfirmation, { body: { language: resolveLanguage(i18n.resolvedLanguage) } }, { quiet: true });
      if (sent.confirmed) return confirmed();
      setStep({ kind: 'code', again: step.kind === 'code' });
    });

  async function confirmed() {
    const info = await readSession();
    await updateSessionInfo(info.event.id, info);
    onConfirmed();
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = normalizeTwoFactorCode(code);
    if (!isTwoFactorCode(value)) return setError(t('login:finalize.code.format'));
    void run(async () => {
      await call(confirmEmail, { body: { code: value } }, { quiet: true });
      await confirmed();
    });
  };

  const errorNode = error && (
    <p className="field-error" role="alert">
      {error}
    </p>
  );

  return (
    <Dialog
      open
      title={t('export.confirm.title')}
      onClose={onClose}
      actions={
        <button type="button" className="button" onClick={onClose}>
          {t('common:action.cancel')}
        </button>
      }
    >
      {step.kind === 'start' ? (
        <>
          <p>{t('export.confirm.why', { email })}</p>
          <button type="button" className="button button-primary button-block" disabled={busy} aria-busy={busy} onClick={() => void sendCode()}>
            {t('export.confirm.send')}
          </button>
          {errorNode}
        </>
      ) : (
        <form className="two-factor-step" onSubmit={submit} noValidate>
          <p role="status">{step.again ? t('export.confirm.sentAgain', { email }) : t('export.confirm.sent', { email })}</p>
          <CodeField id={codeId} label={t('login:finalize.code.label')} value={code} error={error} onChange={setCode} />
          <button type="submit" className="button button-primary button-block" disabled={busy} aria-busy={busy}>
            {t('export.confirm.submit')}
          </button>
          <div className="two-factor-links">
            <button type="button" className="link-button" disabled={busy} onClick={() => void sendCode()}>
              {t('login:finalize.code.resend')}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
