/**
 * The two-factor dialog's steps: the method chosen, the step under the choices (a code of the
 * current method first, then the change: a confirmation, an SMS number and its code, or an
 * authenticator to enrol), what went wrong and what is now in place.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/call';
import { confirmAuthenticator, confirmSms, enrolAuthenticator, enrolSms, sendTwoFactorCode, setTwoFactor, verifyTwoFactor } from '../../domain/endpoints/account';
import { refusalCode } from '../../ui/remote/messages';
import { isTwoFactorCode, normalizeTwoFactorCode } from '../../domain/limits';
import { isInternationalPhone, normalizePhone } from '../../domain/user';
import { updateSessionInfo } from '../../data/session';
import { readSession } from '../../data/read-session';
import type { SessionInfo } from '../../data/types';

export type Method = 'email' | 'sms' | 'authenticator' | null;

/** What the dialog shows under the choices for a method that is not the current one. */
export type Step =
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

/** The steps from the person's `current` method to the one they choose. */
export function useTwoFactor(current: Method) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<Method>(current);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Whether this dialog's person has entered a code of their current method (the server allows changes for a while).
  const [verified, setVerified] = useState(false);

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

  return { choice, step, setStep, phone, setPhone, code, setCode, error, done, busy, describe, choose, change, sendSms, confirmCode };
}
